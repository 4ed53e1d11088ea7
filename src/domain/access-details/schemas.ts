import { z } from 'zod';
import { emailField, multiLine, oneLine, paginationSchema, requiredText, wholeNumberField } from '../api/schemas';
import {
  ACCESS_DETAILS_MAX_LENGTH,
  ACCESS_DETAIL_FIELDS,
  ACCESS_DETAIL_LABELS,
  ACCESS_VIAS,
  DELIVERY_LINK_DAYS_DEFAULT,
  DELIVERY_LINK_DAYS_MAX,
  DELIVERY_LINK_DAYS_MIN,
  RECIPIENT_NAME_MAX_LENGTH,
  accessDetailsLength,
  type AccessDetailField,
} from './access-details';

export const ACCESS_DETAILS_TOO_LONG_MESSAGE = `Access details may hold at most ${ACCESS_DETAILS_MAX_LENGTH} characters across all their fields together`;
export const RECIPIENT_NAME_MESSAGE = `Please name who the link is for (at most ${RECIPIENT_NAME_MAX_LENGTH} characters)`;
export const DEAD_LINK_NOT_REPLACED_MESSAGE = 'Only a link that still works can be replaced: make a new one for this recipient instead';
export const LINK_DAYS_MESSAGE = `expiresInDays must be a whole number of days from ${DELIVERY_LINK_DAYS_MIN} to ${DELIVERY_LINK_DAYS_MAX}`;

/** One field: trimmed text, blank or null clears it; one line, but for the note for drivers. */
const detailField = (field: AccessDetailField) => {
  const text = z
    .string({ error: `${ACCESS_DETAIL_LABELS[field]} must be text` })
    .trim()
    .max(ACCESS_DETAILS_MAX_LENGTH, { error: ACCESS_DETAILS_TOO_LONG_MESSAGE });
  return (field === 'driverNote' ? multiLine(text, ACCESS_DETAIL_LABELS[field]) : oneLine(text, ACCESS_DETAIL_LABELS[field]))
    .nullish()
    .transform((value) => value || null);
};

const detailFields = Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, detailField(field)])) as {
  [K in AccessDetailField]: ReturnType<typeof detailField>;
};

/**
 * PUT /api/zarcodes/{code}/access: every field (an absent one is cleared), at most 1,000 characters
 * in all. The form sends the whole set, so what is saved is what the owner sees.
 */
export const accessDetailsBodySchema = z.object(detailFields).check((ctx) => {
  if (accessDetailsLength(ctx.value) > ACCESS_DETAILS_MAX_LENGTH) {
    ctx.issues.push({ code: 'custom', message: ACCESS_DETAILS_TOO_LONG_MESSAGE, input: ctx.value, path: ['driverNote'] });
  }
});
export type AccessDetailsInput = z.input<typeof accessDetailsBodySchema>;
export type AccessDetailsBody = z.output<typeof accessDetailsBodySchema>;

export const accessDetailValuesSchema = z.object(
  Object.fromEntries(ACCESS_DETAIL_FIELDS.map((field) => [field, z.string().nullable()])) as {
    [K in AccessDetailField]: z.ZodNullable<z.ZodString>;
  },
);

/**
 * GET and PUT /api/zarcodes/{code}/access: the details (null when none are written), by what right the
 * caller sees them, and whether they may change them and their sharing.
 */
export const accessDetailsReplySchema = z.object({
  zarcode: z.string(),
  details: accessDetailValuesSchema.nullable(),
  via: z.enum(ACCESS_VIAS),
  canManage: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AccessDetailsReply = z.infer<typeof accessDetailsReplySchema>;

/** The secret of a delivery link, in the query (`?k=`) or, from the web page, the X-Access-Key header. */
export const accessQuerySchema = z.object({ k: z.string().max(200).optional() });

export const DELIVERY_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

export const deliveryLinkSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  status: z.enum(DELIVERY_LINK_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type DeliveryLink = z.infer<typeof deliveryLinkSchema>;
export const deliveryLinkListReplySchema = z.object({ links: z.array(deliveryLinkSchema) });
export type DeliveryLinkListReply = z.infer<typeof deliveryLinkListReplySchema>;

/** POST /api/zarcodes/{code}/access/links: one live link per recipient name (a new one replaces theirs). */
export const createDeliveryLinkBodySchema = z.object({
  recipientName: oneLine(requiredText(RECIPIENT_NAME_MESSAGE, RECIPIENT_NAME_MAX_LENGTH, RECIPIENT_NAME_MESSAGE), "The recipient's name"),
  expiresInDays: wholeNumberField(LINK_DAYS_MESSAGE, DELIVERY_LINK_DAYS_MIN, DELIVERY_LINK_DAYS_MAX).default(DELIVERY_LINK_DAYS_DEFAULT),
});
export type CreateDeliveryLinkInput = z.input<typeof createDeliveryLinkBodySchema>;

/** The link and its secret, this once (only a SHA-256 of the secret is kept); a replaced link's too. */
export const createDeliveryLinkReplySchema = z.object({ link: deliveryLinkSchema, secret: z.string(), url: z.string() });
export type CreateDeliveryLinkReply = z.infer<typeof createDeliveryLinkReplySchema>;

export const accessGrantSchema = z.object({
  id: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type AccessGrant = z.infer<typeof accessGrantSchema>;
export const accessGrantListReplySchema = z.object({ grants: z.array(accessGrantSchema) });
export type AccessGrantListReply = z.infer<typeof accessGrantListReplySchema>;

/** POST /api/zarcodes/{code}/access/grants: the e-mail of the account to share with. */
export const createAccessGrantBodySchema = z.object({ email: emailField() });
export type CreateAccessGrantInput = z.input<typeof createAccessGrantBodySchema>;

export const accessViewSchema = z.object({
  id: z.string(),
  via: z.enum(ACCESS_VIAS),
  /** Who looked: a name and e-mail, or the delivery link's recipient. */
  viewer: z.string(),
  viewedAt: z.string(),
});
export type AccessView = z.infer<typeof accessViewSchema>;

export const accessLogQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number of 1 or more' }).int({ error: 'page must be a whole number of 1 or more' }).min(1, { error: 'page must be a whole number of 1 or more' }).default(1),
});
export const accessLogReplySchema = z.object({ views: z.array(accessViewSchema), pagination: paginationSchema });
export type AccessLogReply = z.infer<typeof accessLogReplySchema>;

export const accessItemParamsSchema = z.object({ code: z.string().max(200), id: z.string().max(64) });

/** GET /api/access/shared-with-me: codes whose access details other owners shared with the caller's account. */
export const sharedWithMeReplySchema = z.object({
  zarcodes: z.array(z.object({ zarcode: z.string(), title: z.string().nullable(), city: z.string(), province: z.string(), sharedAt: z.string() })),
});
export type SharedWithMeReply = z.infer<typeof sharedWithMeReplySchema>;
