import { endpoint, loaded } from '../api/endpoint';

// Photos: those of a code being created (a temporary upload session, its uploader's alone) and those
// of a saved code (seen by all, changed by its owner or an admin: 'zarcodeManager'). Every list and
// change answers the whole list. A photo's file is a WebP picture, so its endpoints declare no answer
// schema.

const images = () => import('./schemas');
const errors = [400, 401, 403, 404] as const;
/** An upload's refusals beside the usual ones: too many photos, too large, not a picture, too often, no storage. */
const uploadErrors = [...errors, 409, 413, 415, 429, 503] as const;
/** An upload's body, as the API document describes it. */
const uploadForm = {
  description:
    "multipart/form-data with the photos in the field 'images' (repeated). JPEG, PNG or WebP by content, " +
    'at most 10 MB each; all are kept or none.',
  consumes: ['multipart/form-data'],
};

// A code being created: its temporary upload session.

export const listTemporaryImagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/temporary-images/:sessionId',
  access: 'user',
  tags: ['images'],
  summary: "The caller's photos of an upload session",
  errors,
  schemas: loaded(images, (s) => ({ params: s.temporaryImagesParamsSchema, response: { 200: s.imageListReplySchema } })),
});

/** Adds photos to an upload session (at most 9): a multipart form, see `uploadForm`. */
export const uploadTemporaryImagesEndpoint = endpoint({
  method: 'POST',
  path: '/api/temporary-images/:sessionId',
  access: 'user',
  tags: ['images'],
  summary: 'Upload photos for a code being created (at most 9)',
  description: uploadForm.description,
  errors: uploadErrors,
  schemas: loaded(images, (s) => ({
    consumes: uploadForm.consumes,
    params: s.temporaryImagesParamsSchema,
    response: { 201: s.imageListReplySchema },
  })),
});

/** Removes all the caller's photos of an upload session (the form was abandoned). */
export const deleteTemporaryImagesEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/temporary-images/:sessionId',
  access: 'user',
  tags: ['images'],
  summary: "Remove all the caller's photos of an upload session (the form was abandoned)",
  errors,
  schemas: loaded(images, (s) => ({ params: s.temporaryImagesParamsSchema, response: { 200: s.deleteTemporaryImagesReplySchema } })),
});

export const reorderTemporaryImagesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/temporary-images/:sessionId/order',
  access: 'user',
  tags: ['images'],
  summary: 'Reorder the photos of an upload session',
  errors,
  schemas: loaded(images, (s) => ({
    params: s.temporaryImagesParamsSchema,
    body: s.reorderImagesBodySchema,
    response: { 200: s.imageListReplySchema },
  })),
});

export const deleteTemporaryImageEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/temporary-images/:sessionId/:imageId',
  access: 'user',
  tags: ['images'],
  summary: 'Remove one photo of an upload session',
  errors,
  schemas: loaded(images, (s) => ({ params: s.temporaryImageParamsSchema, response: { 200: s.imageListReplySchema } })),
});

/** A temporary photo's file (WebP), for its uploader only. */
export const getTemporaryImageFileEndpoint = endpoint({
  method: 'GET',
  path: '/api/temporary-images/:sessionId/:imageId/:size',
  access: 'user',
  tags: ['images'],
  summary: 'A temporary photo (WebP), for its uploader only',
  errors: [400, 401, 404],
  schemas: loaded(images, (s) => ({ params: s.temporaryImageFileParamsSchema })),
});

// A saved code's photos (`id`: the code's uuid or the code).

/** A code's photos in display order; never kept, as its owner's editor reads it again after each change. */
export const listZarcodeImagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:id/images',
  access: 'public',
  caching: 'no-store',
  tags: ['images'],
  summary: "A code's photos in display order (id: the code's uuid or the code)",
  errors,
  schemas: loaded(images, (s) => ({ params: s.zarcodeImagesParamsSchema, response: { 200: s.imageListReplySchema } })),
});

/** Adds photos to a code (at most 10 in all): a multipart form, see `uploadForm`. */
export const uploadZarcodeImagesEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:id/images',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['images'],
  summary: 'Add photos to a code (at most 10 in all); its owner or an admin',
  description: uploadForm.description,
  errors: uploadErrors,
  schemas: loaded(images, (s) => ({
    consumes: uploadForm.consumes,
    params: s.zarcodeImagesParamsSchema,
    response: { 201: s.imageListReplySchema },
  })),
});

export const reorderZarcodeImagesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/zarcodes/:id/images/order',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['images'],
  summary: "Reorder a code's photos; its owner or an admin",
  errors,
  schemas: loaded(images, (s) => ({
    params: s.zarcodeImagesParamsSchema,
    body: s.reorderImagesBodySchema,
    response: { 200: s.imageListReplySchema },
  })),
});

export const deleteZarcodeImageEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/zarcodes/:id/images/:imageId',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['images'],
  summary: 'Remove one photo of a code; its owner or an admin',
  errors,
  schemas: loaded(images, (s) => ({ params: s.zarcodeImageParamsSchema, response: { 200: s.imageListReplySchema } })),
});

/** A saved photo's file (WebP): public, and kept anywhere for a year, as it never changes under its id. */
export const getImageFileEndpoint = endpoint({
  method: 'GET',
  path: '/api/images/:zarcodeId/:imageId/:size',
  access: 'public',
  caching: 'public, max-age=31536000, immutable',
  tags: ['images'],
  summary: "A code's photo (WebP), public and cached for a year",
  errors: [400, 404],
  schemas: loaded(images, (s) => ({ params: s.publicImageParamsSchema })),
});
