import { z } from 'zod';
import { wholeNumberField } from '../api/schemas';
import { IMAGE_SESSION_ID_PATTERN, IMAGE_SIZES, INVALID_IMAGE_SESSION_MESSAGE, MAX_IMAGES_PER_CODE } from './images';

// ---------------------------------------------------------------------------------------------------
// Params
//
// Ids in paths are taken as text: anything that is not an existing image answers 404, as a missing
// one would (the service checks the uuid form before querying).

const pathId = z.string().max(100, { error: 'Not found' });

export const imageSessionIdSchema = z
  .string({ error: INVALID_IMAGE_SESSION_MESSAGE })
  .regex(IMAGE_SESSION_ID_PATTERN, { error: INVALID_IMAGE_SESSION_MESSAGE });

export const imageSizeSchema = z.enum(IMAGE_SIZES, { error: 'size must be medium or large' });

/** /api/temporary-images/{sessionId} */
export const temporaryImagesParamsSchema = z.object({ sessionId: imageSessionIdSchema });
export type TemporaryImagesParams = z.infer<typeof temporaryImagesParamsSchema>;

/** /api/temporary-images/{sessionId}/{imageId} */
export const temporaryImageParamsSchema = temporaryImagesParamsSchema.extend({ imageId: pathId });
export type TemporaryImageParams = z.infer<typeof temporaryImageParamsSchema>;

/** /api/temporary-images/{sessionId}/{imageId}/{size} */
export const temporaryImageFileParamsSchema = temporaryImageParamsSchema.extend({ size: imageSizeSchema });
export type TemporaryImageFileParams = z.infer<typeof temporaryImageFileParamsSchema>;

/** /api/zarcodes/{id}/images: `id` is the code's uuid or the code itself ('1CT-7K2M', any case). */
export const zarcodeImagesParamsSchema = z.object({ id: pathId });
export type ZarcodeImagesParams = z.infer<typeof zarcodeImagesParamsSchema>;

/** /api/zarcodes/{id}/images/{imageId} */
export const zarcodeImageParamsSchema = zarcodeImagesParamsSchema.extend({ imageId: pathId });
export type ZarcodeImageParams = z.infer<typeof zarcodeImageParamsSchema>;

/** /api/images/{zarcodeId}/{imageId}/{size}: the public file of a saved photo. */
export const publicImageParamsSchema = z.object({
  zarcodeId: pathId,
  imageId: pathId,
  size: imageSizeSchema,
});
export type PublicImageParams = z.infer<typeof publicImageParamsSchema>;

// ---------------------------------------------------------------------------------------------------
// Bodies

const ORDER_MESSAGE = 'displayOrder must be a whole number from 0 to 1000';

/**
 * PUT /api/temporary-images/{sessionId}/order and PUT /api/zarcodes/{id}/images/order: new positions
 * of some or all photos (photos left out keep theirs). Photos are shown by displayOrder, then by
 * upload time.
 */
export const reorderImagesBodySchema = z.object({
  imageOrders: z
    .array(
      z.object({
        id: z.string({ error: 'Each image needs its id' }).max(100, { error: 'Image not found' }),
        displayOrder: wholeNumberField(ORDER_MESSAGE, 0, 1000),
      }),
      { error: 'imageOrders must be a list of { id, displayOrder }' },
    )
    .min(1, { error: 'imageOrders must name at least one image' })
    .max(MAX_IMAGES_PER_CODE, { error: `imageOrders may name at most ${MAX_IMAGES_PER_CODE} images` })
    .refine((orders) => new Set(orders.map((order) => order.id)).size === orders.length, {
      error: 'imageOrders names an image twice',
    }),
});
export type ReorderImagesBody = z.infer<typeof reorderImagesBodySchema>;
export type ImageOrder = ReorderImagesBody['imageOrders'][number];

// ---------------------------------------------------------------------------------------------------
// Replies

/**
 * A photo. Exactly one of zarcodeId (saved) and sessionId (temporary) is set.
 * `urls` are paths of the API: a saved photo's are public and cached for a year; a temporary
 * photo's need the uploader's bearer token (fetch them and show a blob).
 */
export const imageSchema = z.object({
  id: z.string(),
  originalFilename: z.string(),
  /** Bytes of the file as uploaded. */
  fileSize: z.number().int().min(0),
  displayOrder: z.number().int().min(0),
  /** Of the large rendition, upright. */
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  zarcodeId: z.string().nullable(),
  sessionId: z.string().nullable(),
  urls: z.object({ medium: z.string(), large: z.string() }),
  createdAt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * Every photo list and every change answers the whole list, in display order, with the limit that
 * applies (9 for a temporary session, 10 for a code), so the panel can say how many are left.
 */
export const imageListReplySchema = z.object({
  images: z.array(imageSchema),
  maxImages: z.number().int(),
});
export type ImageListReply = z.infer<typeof imageListReplySchema>;

/** DELETE /api/temporary-images/{sessionId}: how many of the caller's photos went. */
export const deleteTemporaryImagesReplySchema = z.object({
  message: z.string(),
  deleted: z.number().int().min(0),
});
export type DeleteTemporaryImagesReply = z.infer<typeof deleteTemporaryImagesReplySchema>;
