import { z } from 'zod';
import { wholeNumberField } from '../api/schemas';
import { PROVINCES } from '../geo/provinces';
import { BATCH_MAX_ITEMS, NEAREST_DEFAULT_RADIUS_METERS, NEAREST_MAX_RADIUS_METERS, V1_SEARCH_DEFAULT_LIMIT, V1_SEARCH_MAX_LIMIT } from '../developers/api-keys';
import { SEARCH_MAX_LENGTH, typedCodeSchema } from '../zarcode/schemas';

/*
 * The versioned API for integrators (/api/v1): lookups, search and batches. Its shapes change only
 * with a new version. Coordinates are numbers here (the web's own API writes them as strings).
 */

/** A batch's list: 1 to BATCH_MAX_ITEMS items, in a field named for them (`codes` of `code`s). */
const batchOf = <Item extends z.ZodType>(item: Item, noun: string) => {
  const field = `${noun}s`;
  return z
    .array(item, { error: `${field} must be a list of ${field}` })
    .min(1, { error: `${field} must hold at least one ${noun}` })
    .max(BATCH_MAX_ITEMS, { error: `${field} may hold at most ${BATCH_MAX_ITEMS} ${field}` });
};

export const LOOKUP_STATUSES = ['found', 'private', 'not_found', 'invalid'] as const;
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

export const v1AddressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.enum(PROVINCES),
  country: z.string(),
});

const EXAMPLE_PLACE = {
  zarcode: '1CT-7K2M',
  url: 'https://zarcode.co.za/1CT-7K2M',
  title: 'Blue gate, Long Street',
  privacy: 'public',
  latitude: -33.9249,
  longitude: 18.4241,
  plusCode: '4FRW3C8F+2J',
  address: {
    line1: '12 Long Street',
    line2: null,
    suburb: 'Cape Town City Centre',
    city: 'Cape Town',
    province: 'Western Cape',
    country: 'South Africa',
  },
} as const;

/** Where a code leads: what an integrator needs to deliver there. */
export const v1PlaceSchema = z
  .object({
    zarcode: z.string(),
    /** The code's public page. */
    url: z.string(),
    /** Null for a private code (unless it is the key owner's own). */
    title: z.string().nullable(),
    privacy: z.enum(['public', 'private']),
    latitude: z.number(),
    longitude: z.number(),
    /** The point's Plus Code, which any maps app accepts. */
    plusCode: z.string(),
    address: v1AddressSchema,
  })
  .meta({ example: EXAMPLE_PLACE });
export type V1Place = z.infer<typeof v1PlaceSchema>;

/**
 * One code of a lookup: `found` with its place; `private` (someone else's private code: listed, never
 * located, so that batches cannot map private codes); `not_found`; `invalid` (not a code at all).
 */
export const v1LookupResultSchema = z
  .object({
    /** The code as it was sent. */
    input: z.string(),
    status: z.enum(LOOKUP_STATUSES),
    /** The code as stored ('1CT-7K2M') when it exists. */
    zarcode: z.string().nullable(),
    place: v1PlaceSchema.nullable(),
  })
  .meta({ example: { input: '1ct 7k2m', status: 'found', zarcode: '1CT-7K2M', place: EXAMPLE_PLACE } });
export type V1LookupResult = z.infer<typeof v1LookupResultSchema>;

export const v1CodeParamsSchema = z.object({ code: typedCodeSchema });

/** POST /api/v1/batch/lookup. */
export const batchLookupBodySchema = z
  .object({
    codes: batchOf(typedCodeSchema, 'code'),
  })
  .meta({ example: { codes: ['1CT-7K2M', '7jn 4pq9', 'NOT-A-CODE'] } });
export type BatchLookupBody = z.infer<typeof batchLookupBodySchema>;

export const lookupCountsSchema = z.object({
  found: z.number().int(),
  private: z.number().int(),
  notFound: z.number().int(),
  invalid: z.number().int(),
});
export type LookupCounts = z.infer<typeof lookupCountsSchema>;

/** The results in the order of the codes sent, one for each. */
export const batchLookupReplySchema = z
  .object({
    results: z.array(v1LookupResultSchema),
    counts: lookupCountsSchema,
  })
  .meta({
    example: {
      results: [
        { input: '1CT-7K2M', status: 'found', zarcode: '1CT-7K2M', place: EXAMPLE_PLACE },
        { input: '7jn 4pq9', status: 'private', zarcode: '7JN-4PQ9', place: null },
        { input: 'NOT-A-CODE', status: 'invalid', zarcode: null, place: null },
      ],
      counts: { found: 1, private: 1, notFound: 0, invalid: 1 },
    },
  });
export type BatchLookupReply = z.infer<typeof batchLookupReplySchema>;

const latitudeField = z
  .number({ error: 'latitude must be a number from -90 to 90' })
  .min(-90, { error: 'latitude must be a number from -90 to 90' })
  .max(90, { error: 'latitude must be a number from -90 to 90' });
const longitudeField = z
  .number({ error: 'longitude must be a number from -180 to 180' })
  .min(-180, { error: 'longitude must be a number from -180 to 180' })
  .max(180, { error: 'longitude must be a number from -180 to 180' });

export const nearestPointSchema = z.object({
  /** The caller's own reference for the point (an order number), given back with its result. */
  id: z.string({ error: 'id must be text' }).max(100, { error: 'id must be at most 100 characters' }).optional(),
  latitude: latitudeField,
  longitude: longitudeField,
});
export type NearestPoint = z.infer<typeof nearestPointSchema>;

const radiusMessage = `radiusMeters must be a whole number from 1 to ${NEAREST_MAX_RADIUS_METERS}`;

/** POST /api/v1/batch/nearest. */
export const batchNearestBodySchema = z
  .object({
    points: batchOf(nearestPointSchema, 'point'),
    radiusMeters: wholeNumberField(radiusMessage, 1, NEAREST_MAX_RADIUS_METERS).default(NEAREST_DEFAULT_RADIUS_METERS),
  })
  .meta({
    example: {
      points: [
        { id: 'order-1001', latitude: -33.92487, longitude: 18.42406 },
        { id: 'order-1002', latitude: -26.2041, longitude: 28.0473 },
      ],
      radiusMeters: 500,
    },
  });
export type BatchNearestBody = z.output<typeof batchNearestBodySchema>;
export type BatchNearestInput = z.input<typeof batchNearestBodySchema>;

/** The nearest public code within the radius of one point (`none` when there is none). */
export const v1NearestResultSchema = z.object({
  id: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(['found', 'none']),
  distanceMeters: z.number().nullable(),
  place: v1PlaceSchema.nullable(),
});
export type V1NearestResult = z.infer<typeof v1NearestResultSchema>;

export const batchNearestReplySchema = z
  .object({
    results: z.array(v1NearestResultSchema),
    counts: z.object({ found: z.number().int(), none: z.number().int() }),
  })
  .meta({
    example: {
      results: [
        { id: 'order-1001', latitude: -33.92487, longitude: 18.42406, status: 'found', distanceMeters: 4.2, place: EXAMPLE_PLACE },
        { id: 'order-1002', latitude: -26.2041, longitude: 28.0473, status: 'none', distanceMeters: null, place: null },
      ],
      counts: { found: 1, none: 1 },
    },
  });
export type BatchNearestReply = z.infer<typeof batchNearestReplySchema>;

const searchLimitMessage = `limit must be a whole number from 1 to ${V1_SEARCH_MAX_LIMIT}`;

/** GET /api/v1/search?q=&limit=: public codes (and the caller's own) by code, address or title. */
export const v1SearchQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .min(1, { error: 'q must not be empty' })
    .max(SEARCH_MAX_LENGTH, { error: `q must be at most ${SEARCH_MAX_LENGTH} characters` }),
  limit: z.coerce
    .number({ error: searchLimitMessage })
    .int({ error: searchLimitMessage })
    .min(1, { error: searchLimitMessage })
    .max(V1_SEARCH_MAX_LIMIT, { error: searchLimitMessage })
    .default(V1_SEARCH_DEFAULT_LIMIT),
});

export const v1SearchReplySchema = z.object({ results: z.array(v1PlaceSchema) }).meta({ example: { results: [EXAMPLE_PLACE] } });
export type V1SearchReply = z.infer<typeof v1SearchReplySchema>;
