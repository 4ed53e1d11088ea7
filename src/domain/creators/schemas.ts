import { z } from 'zod';
import { booleanField, emailField, limitQueryField, multiLine, ONE_LINE_PATTERN, oneLine, paginationSchema } from '../api/schemas';
import { userStatsReplySchema } from '../user/schemas';
import { listZarcodesQuerySchema } from '../zarcode/schemas';
import { LIST_MAX_LIMIT, PREFIX_LENGTH, normaliseCreatorPrefix } from '../zarcode/zarcode';
import {
  APPLICATION_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  PREFIX_SHAPE_MESSAGE,
  SLUG_MAX_LENGTH,
  SLUG_SHAPE_MESSAGE,
  SOCIAL_HANDLE_PATTERN,
  SOCIAL_LABELS,
  SOCIAL_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  isAllowedSlug,
  isWebLink,
  withScheme,
  type SocialNetwork,
} from './creators';

// ---------------------------------------------------------------------------------------------------
// Messages (docs/rules.md#validation where it gives them)

export const DISPLAY_NAME_REQUIRED_MESSAGE = 'Display name is required';
export const WEBSITE_MESSAGE = 'Website must be a valid URL, e.g. https://example.co.za';
export const CREATOR_EMAIL_MESSAGE = 'Please enter a valid email address';
export const CREATOR_NOT_FOUND_MESSAGE = 'Creator not found';
export const CHOOSE_USER_MESSAGE = "Enter the e-mail of the user to make a creator";
const socialMessage = (network: SocialNetwork) => `${SOCIAL_LABELS[network]} must be a handle such as @name, or a link`;

// ---------------------------------------------------------------------------------------------------
// Fields

/**
 * An optional text field of a profile: absent (undefined) leaves it as it is, blank or null clears it
 * (null), anything else is trimmed and must pass `accept`, after `normalise`.
 */
function optionalProfileText(
  limit: number,
  message: string,
  accept: (value: string) => boolean = () => true,
  normalise: (value: string) => string = (value) => value,
) {
  return z
    .string({ error: message })
    .trim()
    .max(limit, { error: message })
    .regex(ONE_LINE_PATTERN, { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const normalised = normalise(value);
      if (!accept(normalised)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return normalised;
    });
}

const displayNameField = oneLine(
  z
    .string({ error: DISPLAY_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: DISPLAY_NAME_REQUIRED_MESSAGE })
    .max(DISPLAY_NAME_MAX_LENGTH, { error: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` }),
  'Display name',
);

/** Up to 3 characters typed, upper-cased; when given it must be exactly 3 letters A-Z. */
const uniquePrefixField = optionalProfileText(
  PREFIX_LENGTH,
  PREFIX_SHAPE_MESSAGE,
  (value) => normaliseCreatorPrefix(value) === value,
  (value) => value.toUpperCase(),
);

const socialField = (network: SocialNetwork) =>
  optionalProfileText(SOCIAL_MAX_LENGTH, socialMessage(network), (value) => SOCIAL_HANDLE_PATTERN.test(value) || isWebLink(value));

const flag = (label: string) => booleanField(label).optional();

/** A creator's address as an admin sets it: lower-cased, then the slug rules of creators.ts. */
const slugField = z
  .string({ error: SLUG_SHAPE_MESSAGE })
  .trim()
  .max(SLUG_MAX_LENGTH, { error: `The address must be at most ${SLUG_MAX_LENGTH} characters` })
  .regex(ONE_LINE_PATTERN, { error: SLUG_SHAPE_MESSAGE })
  .transform((value) => value.toLowerCase())
  .refine(isAllowedSlug, { error: SLUG_SHAPE_MESSAGE });

/** An address an admin may leave blank: made from the display name on a new creator, kept on a change. */
const optionalSlugField = z
  .union([z.literal(''), slugField], { error: SLUG_SHAPE_MESSAGE })
  .optional()
  .transform((value) => value || undefined);

/** What a creator profile holds besides its name (docs/rules.md#records). */
const profileFields = {
  useStandardPrefix: flag('Use Standard Prefix'),
  uniquePrefix: uniquePrefixField,
  isActive: flag('Active'),
  instagram: socialField('instagram'),
  facebook: socialField('facebook'),
  tiktok: socialField('tiktok'),
  xcom: socialField('xcom'),
  website: optionalProfileText(WEBSITE_MAX_LENGTH, WEBSITE_MESSAGE, isWebLink, withScheme),
  email: optionalProfileText(254, CREATOR_EMAIL_MESSAGE, (value) => z.email().safeParse(value).success, (value) => value.toLowerCase()),
};

// ---------------------------------------------------------------------------------------------------
// Requests

/**
 * POST /api/creators/me, and the Creator Settings form: the creator profile of docs/rules.md#records. A non-admin may not send
 * useStandardPrefix or isActive, nor change a prefix once set (the service answers 403).
 */
export const createCreatorProfileBodySchema = z.object({ displayName: displayNameField, ...profileFields });
export type CreateCreatorProfileInput = z.input<typeof createCreatorProfileBodySchema>;
export type CreateCreatorProfileBody = z.output<typeof createCreatorProfileBodySchema>;

/** PUT /api/creators/me: any of the fields; absent ones stay as they are. */
export const updateCreatorProfileBodySchema = z.object({ displayName: displayNameField.optional(), ...profileFields });
export type UpdateCreatorProfileInput = z.input<typeof updateCreatorProfileBodySchema>;
export type UpdateCreatorProfileBody = z.output<typeof updateCreatorProfileBodySchema>;

/** POST /api/creators: an admin makes a user (by id or e-mail) a creator; the slug may be chosen. */
export const adminCreateCreatorBodySchema = createCreatorProfileBodySchema
  .extend({
    userId: z.uuid({ error: 'User not found' }).optional(),
    userEmail: emailField().optional(),
    slug: optionalSlugField,
  })
  .refine((body) => (body.userId === undefined) !== (body.userEmail === undefined), {
    error: CHOOSE_USER_MESSAGE,
    path: ['userEmail'],
  });
export type AdminCreateCreatorInput = z.input<typeof adminCreateCreatorBodySchema>;
export type AdminCreateCreatorBody = z.output<typeof adminCreateCreatorBodySchema>;

/** PUT /api/creators/{id}: an admin changes any field, the slug and a prefix already set included. */
export const adminUpdateCreatorBodySchema = updateCreatorProfileBodySchema.extend({ slug: optionalSlugField });
export type AdminUpdateCreatorInput = z.input<typeof adminUpdateCreatorBodySchema>;
export type AdminUpdateCreatorBody = z.output<typeof adminUpdateCreatorBodySchema>;

/** POST /api/creators/apply: a note for the admins, optional. */
export const creatorApplicationBodySchema = z.object({
  message: multiLine(
    z
      .string({ error: 'Message must be text' })
      .trim()
      .max(APPLICATION_MAX_LENGTH, { error: `Message must be at most ${APPLICATION_MAX_LENGTH} characters` }),
    'Message',
  ).optional(),
});
export type CreatorApplicationInput = z.input<typeof creatorApplicationBodySchema>;

export const CREATOR_STATUSES = ['all', 'active', 'inactive', 'hidden'] as const;
export type CreatorStatus = (typeof CREATOR_STATUSES)[number];
export const ADMIN_CREATORS_PAGE_SIZE = 20;

/** GET /api/creators: the admin's list, searched by name, slug, prefix or the user's name and e-mail. */
export const adminCreatorsQuerySchema = listZarcodesQuerySchema.pick({ page: true, search: true }).extend({
  limit: limitQueryField(LIST_MAX_LIMIT, ADMIN_CREATORS_PAGE_SIZE),
  status: z.enum(CREATOR_STATUSES, { error: `status must be one of: ${CREATOR_STATUSES.join(', ')}` }).default('all'),
});
export type AdminCreatorsInput = z.input<typeof adminCreatorsQuerySchema>;
export type AdminCreatorsQuery = z.output<typeof adminCreatorsQuerySchema>;

/** GET /api/creators/{id}/zarcodes: a page of a creator's codes, newest first unless sorted otherwise. */
export const creatorZarcodesQuerySchema = listZarcodesQuerySchema.pick({ page: true, limit: true, search: true, sortBy: true });
export type CreatorZarcodesInput = z.input<typeof creatorZarcodesQuerySchema>;
export type CreatorZarcodesQuery = z.output<typeof creatorZarcodesQuerySchema>;

export const creatorIdParamsSchema = z.object({ id: z.uuid({ error: CREATOR_NOT_FOUND_MESSAGE }) });
export const creatorSlugParamsSchema = z.object({ slug: z.string().max(200) });

// ---------------------------------------------------------------------------------------------------
// Replies

const socials = {
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  xcom: z.string().nullable(),
  website: z.string().nullable(),
  /** The public e-mail address, not the account's. */
  email: z.string().nullable(),
};

/** A creator profile as its owner and admins see it, with what the viewer may change. */
export const creatorProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  slug: z.string(),
  useStandardPrefix: z.boolean(),
  uniquePrefix: z.string().nullable(),
  isActive: z.boolean(),
  /** Hidden by an admin (Maps content): the public page and lists leave it out. */
  isHidden: z.boolean(),
  ...socials,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer may set or change the unique prefix: an admin, or the owner while none is set. */
  canChangePrefix: z.boolean(),
  /** The viewer may change useStandardPrefix, isActive and the slug: admins. */
  canManage: z.boolean(),
  /** The owner may create codes now: active, with a prefix (or the standard one). */
  canCreateCodes: z.boolean(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** GET /api/creators/me: the caller's profile, or null; canCreate says whether they may make one (admins). */
export const myCreatorProfileReplySchema = z.object({
  profile: creatorProfileSchema.nullable(),
  canCreate: z.boolean(),
});
export type MyCreatorProfileReply = z.infer<typeof myCreatorProfileReplySchema>;

/** GET /api/creators/me/stats: the dashboard's figures, counting creator codes only. */
export const creatorStatsReplySchema = userStatsReplySchema;
export type CreatorStatsReply = z.infer<typeof creatorStatsReplySchema>;

/** A creator in the admin's list: the profile, its user and its number of codes. */
export const adminCreatorSchema = creatorProfileSchema.extend({
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  hiddenReason: z.string().nullable(),
  codeCount: z.number().int().min(0),
});
export type AdminCreator = z.infer<typeof adminCreatorSchema>;

export const adminCreatorListReplySchema = z.object({ creators: z.array(adminCreatorSchema), pagination: paginationSchema });
export type AdminCreatorListReply = z.infer<typeof adminCreatorListReplySchema>;

/**
 * A creator as anyone sees them on /creators and /{slug}: name, links, public e-mail, how many public
 * codes, and where the map shows them (their most viewed public code), null without public codes.
 */
export const publicCreatorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  slug: z.string(),
  ...socials,
  codeCount: z.number().int().min(0),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type PublicCreator = z.infer<typeof publicCreatorSchema>;

export const publicCreatorListReplySchema = z.object({ creators: z.array(publicCreatorSchema) });
export type PublicCreatorListReply = z.infer<typeof publicCreatorListReplySchema>;
