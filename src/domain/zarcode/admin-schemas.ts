import { z } from 'zod';
import { blankToUndefined, booleanField, limitQueryField, pageQueryField, paginationSchema } from '../api/schemas';
import { optionalEnumField, optionalSearchField } from '../api/query-fields';
import { provinceFilter, updateZarcodeBodySchema, zarcodeRecordSchema } from './schemas';

// /api/admin/zarcodes: every code, with who verified it and whether it is hidden from public lists.

export const ADMIN_ZARCODES_MAX_LIMIT = 100;
export const ADMIN_ZARCODES_PAGE_SIZE = 25;
export const VERIFIED_FILTERS = ['verified', 'unverified'] as const;
export type VerifiedFilter = (typeof VERIFIED_FILTERS)[number];

export const OWNER_FILTER_MESSAGE = 'owner must be the id of a user';
export const MOVE_NEEDS_BOTH_MESSAGE = 'Send both latitude and longitude to move a code';

/** GET /api/admin/zarcodes: a search (code, title, address, owner's e-mail), province, owner and verified state. */
export const adminZarcodesQuerySchema = z.object({
  page: pageQueryField(),
  limit: limitQueryField(ADMIN_ZARCODES_MAX_LIMIT, ADMIN_ZARCODES_PAGE_SIZE),
  search: optionalSearchField(),
  province: provinceFilter,
  owner: z.preprocess(blankToUndefined, z.uuid({ error: OWNER_FILTER_MESSAGE }).optional()),
  verified: optionalEnumField('verified', VERIFIED_FILTERS),
});
export type AdminZarcodesQuery = z.output<typeof adminZarcodesQuerySchema>;
export type AdminZarcodesInput = z.input<typeof adminZarcodesQuerySchema>;

const personSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

/** A code as admins see it: the full record, its owner's id, who verified it and when, and its hiding. */
export const adminZarcodeSchema = zarcodeRecordSchema.extend({
  userId: z.string(),
  verifiedAt: z.string().nullable(),
  verifiedBy: personSchema.nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminZarcode = z.infer<typeof adminZarcodeSchema>;

export const adminZarcodeListReplySchema = z.object({
  zarcodes: z.array(adminZarcodeSchema),
  pagination: paginationSchema,
});
export type AdminZarcodeListReply = z.infer<typeof adminZarcodeListReplySchema>;

export const adminZarcodeReplySchema = z.object({ zarcode: adminZarcodeSchema, message: z.string() });
export type AdminZarcodeReply = z.infer<typeof adminZarcodeReplySchema>;

/**
 * PUT /api/admin/zarcodes/{code}: what the owner may change, and more: an admin moves the code
 * directly (latitude and longitude together; suburb, city and province then follow the point), and
 * `isVerified: false` clears a verification (true verifies it, as POST .../verify does).
 */
export const adminUpdateZarcodeBodySchema = updateZarcodeBodySchema
  .extend({
    isVerified: booleanField('Verified location').optional(),
  })
  .check((ctx) => {
    if ((ctx.value.latitude === undefined) !== (ctx.value.longitude === undefined)) {
      ctx.issues.push({ code: 'custom', message: MOVE_NEEDS_BOTH_MESSAGE, input: ctx.value, path: ['latitude'] });
    }
  });
export type AdminUpdateZarcodeBody = z.output<typeof adminUpdateZarcodeBodySchema>;
export type AdminUpdateZarcodeInput = z.input<typeof adminUpdateZarcodeBodySchema>;
