import { z } from 'zod';
import { booleanField, limitQueryField, multiLine, pageQueryField, paginationSchema } from '../api/schemas';
import { optionalEnumField, optionalSearchField } from '../api/query-fields';

// /api/admin/maps/content: what the public maps, creator pages and the sitemap show (public codes,
// active creators), with an admin's hide and show. A hidden code still opens by its code.

export const MAPS_CONTENT_KINDS = ['zarcode', 'creator'] as const;
export type MapsContentKind = (typeof MAPS_CONTENT_KINDS)[number];
export const MAPS_CONTENT_STATUSES = ['shown', 'hidden'] as const;
export type MapsContentStatus = (typeof MAPS_CONTENT_STATUSES)[number];
export const MAPS_CONTENT_PAGE_SIZE = 25;
export const HIDE_REASON_MAX_LENGTH = 500;
export const HIDE_REASON_REQUIRED = 'Please give a reason for hiding it';
export const KIND_MESSAGE = `kind must be one of: ${MAPS_CONTENT_KINDS.join(', ')}`;

export const mapsContentQuerySchema = z.object({
  kind: z.enum(MAPS_CONTENT_KINDS, { error: KIND_MESSAGE }).default('zarcode'),
  page: pageQueryField(),
  limit: limitQueryField(100, MAPS_CONTENT_PAGE_SIZE),
  search: optionalSearchField(),
  status: optionalEnumField('status', MAPS_CONTENT_STATUSES),
});
export type MapsContentQuery = z.output<typeof mapsContentQuerySchema>;
export type MapsContentInput = z.input<typeof mapsContentQuerySchema>;

/** One public code or creator, as the public maps show it, with its hiding. */
export const mapsContentItemSchema = z.object({
  kind: z.enum(MAPS_CONTENT_KINDS),
  id: z.string(),
  /** The code's title, or the creator's display name. */
  name: z.string(),
  /** The code ('1CT-7K2M'), or the creator's slug. */
  reference: z.string(),
  /** Where a code is ('Gardens, Cape Town, Western Cape'); null for a creator. */
  place: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  /** A creator's public codes; null for a code. */
  zarcodeCount: z.number().int().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type MapsContentItem = z.infer<typeof mapsContentItemSchema>;

export const mapsContentReplySchema = z.object({
  kind: z.enum(MAPS_CONTENT_KINDS),
  items: z.array(mapsContentItemSchema),
  pagination: paginationSchema,
  /** Of this kind, whatever the filters: how many are shown and hidden. */
  counts: z.object({ shown: z.number().int(), hidden: z.number().int() }),
});
export type MapsContentReply = z.infer<typeof mapsContentReplySchema>;

export const mapsContentParamsSchema = z.object({
  kind: z.enum(MAPS_CONTENT_KINDS, { error: KIND_MESSAGE }),
  id: z.string().max(100),
});

/** PUT /api/admin/maps/content/{kind}/{id}: hide (with a reason, for the record) or show again. */
export const setHiddenBodySchema = z
  .object({
    hidden: booleanField('Hidden'),
    reason: multiLine(
      z
        .string({ error: 'The reason must be text' })
        .trim()
        .max(HIDE_REASON_MAX_LENGTH, { error: `The reason must be at most ${HIDE_REASON_MAX_LENGTH} characters` }),
      'The reason',
    )
      .nullish()
      .transform((value) => value || null),
  })
  .check((ctx) => {
    if (ctx.value.hidden && !ctx.value.reason) {
      ctx.issues.push({ code: 'custom', message: HIDE_REASON_REQUIRED, input: ctx.value, path: ['reason'] });
    }
  });
export type SetHiddenBody = z.output<typeof setHiddenBodySchema>;
export type SetHiddenInput = z.input<typeof setHiddenBodySchema>;

export const mapsContentItemReplySchema = z.object({ item: mapsContentItemSchema, message: z.string() });
export type MapsContentItemReply = z.infer<typeof mapsContentItemReplySchema>;
