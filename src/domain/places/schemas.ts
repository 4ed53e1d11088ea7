import { z } from 'zod';
import { PROVINCES } from '../geo/provinces';

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  suburb: z.string(),
  city: z.string(),
  province: z.enum(PROVINCES),
  population: z.number().int().optional(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string({ error: 'q must be text' }).trim().max(200, { error: 'q must be at most 200 characters' }).default(''),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 20' })
    .int({ error: 'limit must be a whole number from 1 to 20' })
    .min(1, { error: 'limit must be a whole number from 1 to 20' })
    .max(20, { error: 'limit must be a whole number from 1 to 20' })
    .default(8),
});

export const placeSearchReplySchema = z.object({
  places: z.array(placeSchema),
  attributions: z.array(z.string()),
});
export type PlaceSearchReply = z.infer<typeof placeSearchReplySchema>;

/** A coordinate in a query string; blank is missing, never the number 0. */
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
      .max(limit, { error: `${name} must be between -${limit} and ${limit}` }),
  );

export const reverseQuerySchema = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

/** What a point is; `found` false when it is outside South Africa. */
export const reverseReplySchema = z.object({
  found: z.boolean(),
  addressLine1: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  province: z.enum(PROVINCES).nullable(),
  country: z.string().nullable(),
  placeId: z.string().nullable(),
  attributions: z.array(z.string()),
});
export type ReverseReply = z.infer<typeof reverseReplySchema>;

/** A place's id, as a place search gave it. */
export const placeParamsSchema = z.object({ id: z.string().min(1).max(300) });

export const placeReplySchema = z.object({ place: placeSchema, attributions: z.array(z.string()) });
export type PlaceReply = z.infer<typeof placeReplySchema>;
