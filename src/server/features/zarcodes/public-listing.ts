import { and, eq, isNull } from 'drizzle-orm';
import { creatorProfiles, zarcodes } from '../../db/schema';

/**
 * The codes public maps, creator pages and the sitemap show: public ones an admin has not hidden
 * (Maps content). A hidden code still opens by its code; it is only left out of these lists.
 */
export const isListedPublicly = and(eq(zarcodes.privacy, 'public'), isNull(zarcodes.hiddenAt));

/** The creators /creators, their public pages and the sitemap show: active, and not hidden by an admin. */
export const isCreatorListedPublicly = and(eq(creatorProfiles.isActive, true), isNull(creatorProfiles.hiddenAt));
