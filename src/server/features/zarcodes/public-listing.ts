import { and, eq, isNull, type AnyColumn } from 'drizzle-orm';
import { creatorProfiles, zarcodes } from '../../db/schema';

/**
 * The codes public maps, creator pages and the sitemap show: public ones an admin has not hidden
 * (Maps content). A hidden code still opens by its code; it is only left out of these lists.
 * `codes` is zarcodes or an alias of it (a subquery of its own).
 */
export const isListedPubliclyIn = (codes: { privacy: AnyColumn; hiddenAt: AnyColumn }) =>
  and(eq(codes.privacy, 'public'), isNull(codes.hiddenAt));
export const isListedPublicly = isListedPubliclyIn(zarcodes);

/** The creators /creators, their public pages and the sitemap show: active, and not hidden by an admin. */
export const isCreatorListedPublicly = and(eq(creatorProfiles.isActive, true), isNull(creatorProfiles.hiddenAt));
