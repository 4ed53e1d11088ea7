import { z } from 'zod';
import { PROVINCES } from '../geo/provinces';
import { reverseQuerySchema } from '../places/schemas';
import { STORED_CODE_PATTERN } from '../zarcode/zarcode';
import { coordinateStringSchema } from '../zarcode/schemas';

/** GET /api/field/nearest: the point where the phone is. */
export const nearestCodeQuerySchema = reverseQuerySchema;
export type NearestCodeQuery = z.output<typeof nearestCodeQuerySchema>;

export const nearestCodeSchema = z.object({
  zarcode: z.string().regex(STORED_CODE_PATTERN),
  title: z.string().nullable(),
  latitude: coordinateStringSchema,
  longitude: coordinateStringSchema,
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.enum(PROVINCES),
  distanceMeters: z.number().nonnegative(),
});
export type NearestCode = z.infer<typeof nearestCodeSchema>;

/** The public code nearest the point within the radius, or null. */
export const nearestCodeReplySchema = z.object({ nearest: nearestCodeSchema.nullable(), radiusMeters: z.number() });
export type NearestCodeReply = z.infer<typeof nearestCodeReplySchema>;

export const placeAreaParamsSchema = z.object({ id: z.string().min(1).max(300) });
export const creatorAreaParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** One code: [code, title, latitude, longitude, addressLine1, suburb, city, province] (field.ts AreaCodeRow). */
export const areaCodeRowSchema = z.tuple([
  z.string().regex(STORED_CODE_PATTERN),
  z.string().nullable(),
  coordinateStringSchema,
  coordinateStringSchema,
  z.string().nullable(),
  z.string().nullable(),
  z.string(),
  z.enum(PROVINCES),
]);

/**
 * An area's public codes to keep on the phone. `isComplete` is false when the area holds more than
 * the cap and only the nearest (a town's) or newest (a creator's) were sent.
 */
export const offlineAreaReplySchema = z.object({
  area: z.object({ kind: z.enum(['place', 'creator']), key: z.string(), name: z.string() }),
  codes: z.array(areaCodeRowSchema),
  isComplete: z.boolean(),
});
export type OfflineAreaReply = z.infer<typeof offlineAreaReplySchema>;
export type OfflineAreaKind = OfflineAreaReply['area']['kind'];
