import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { IMAGE_CONTENT_TYPE, IMAGE_NOT_FOUND_MESSAGE, type ImageSize } from '../../../domain/images/images';
import {
  deleteTemporaryImagesReplySchema,
  imageListReplySchema,
  publicImageParamsSchema,
  reorderImagesBodySchema,
  temporaryImageFileParamsSchema,
  temporaryImageParamsSchema,
  temporaryImagesParamsSchema,
  zarcodeImageParamsSchema,
  zarcodeImagesParamsSchema,
} from '../../../domain/images/schemas';
import type { AppDeps } from '../../deps';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { declareRouteGroup } from '../../plugins/route-group';
import { adminAuditOf } from '../audit/context';
import { discardRestOfBody, imageFilesOf } from './multipart';
import { presentImageList } from './presenter';
import * as images from './service';
import type { ImageDeps, ImageOwner } from './service';
import { isNotModified } from '../../conditional-get';

const errors = errorReplies(400, 401, 403, 404);
/** What an upload answers: the owner's photos, or why none were kept. */
const uploadReplies = { 201: imageListReplySchema, ...errors, ...errorReplies(409, 413, 415, 429, 503) };

/** Saved photos never change under their id: cached anywhere for a year. */
const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Answers a rendition. The ETag is the image id and size: a photo's files never change, so a
 * browser holding it is answered 304 without storage being read. Its Cache-Control is the route's
 * (plugins/caching.ts): a year for a saved photo, none for a temporary one, which is its
 * uploader's alone; never on an error such as a missing file.
 */
async function sendImageFile(deps: ImageDeps, request: FastifyRequest, reply: FastifyReply, image: { id: string; size: ImageSize }) {
  const etag = `"${image.id}-${image.size}"`;
  if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).header('etag', etag).send();
  const file = await images.readImageFile(deps.storage, image.id, image.size);
  return reply.header('etag', etag).type(IMAGE_CONTENT_TYPE).send(file.body);
}

/** The form an upload sends, as the API docs describe it. */
const UPLOAD_FORM = {
  description:
    "multipart/form-data with the photos in the field 'images' (repeated). JPEG, PNG or WebP by content, " +
    'at most 10 MB each; all are kept or none.',
  consumes: ['multipart/form-data'],
};

/** The audit log's note of an admin changing the photos of someone else's code; null for its owner. */
function photoAuditOf(request: FastifyRequest, zarcode: { userId: string; code: string }): images.PhotoAudit | null {
  const context = adminAuditOf(request, zarcode.userId);
  return context ? { context, code: zarcode.code } : null;
}

/** A code's photos as one owner of images. */
const photosOf = (zarcode: { id: string }): ImageOwner => ({ kind: 'zarcode', zarcodeId: zarcode.id });

/**
 * The photos of the code in the path, which the caller may change (its owner or an admin), and what
 * the audit log keeps of an admin's change to them.
 */
async function managedPhotos(db: Queryable, request: FastifyRequest<{ Params: { id: string } }>) {
  const zarcode = await images.getManageableZarcode(db, actorOf(request), request.params.id);
  return { owner: photosOf(zarcode), audit: photoAuditOf(request, zarcode) };
}

/**
 * The photo calls (section 7, Images), mounted under /api inside the one scope that parses
 * multipart bodies. Temporary photos belong to the session id and the caller together: another
 * user's are never found. A code's photos may be changed by its owner or an admin and seen by all.
 */
export function imageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const imageDeps: ImageDeps = { db, storage: deps.storage, logger: deps.logger };
  /** The code in the path has photos the caller may change: its owner or an admin. */
  const photoManager: OwnerRule = { name: 'zarcodeManager', param: 'id', check: (viewer, id) => images.getManageableZarcode(db, viewer, id) };
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'images' });
    const uploadLimit = rateLimit(app, { max: 100, windowMinutes: 10, key: byUser('images') });
    const temporaryOwner = (request: FastifyRequest, sessionId: string): ImageOwner => ({
      kind: 'temporary',
      sessionId,
      userId: actorOf(request).id,
    });
    /** The upload routes' limit; a refused upload reads its body to the end first, so the browser sees the answer. */
    const uploadHooks = {
      preHandler: uploadLimit,
      onError: async (request: FastifyRequest, reply: FastifyReply) => {
        await discardRestOfBody(request, reply);
      },
    };
    /** Keeps the photos of the request's form as `owner`'s, and answers all of the owner's photos. */
    const uploadPhotos = async (request: FastifyRequest, owner: ImageOwner, audit?: images.PhotoAudit | null) => {
      const rows = await images.uploadImages(imageDeps, { owner, uploaderId: actorOf(request).id, files: imageFilesOf(request), audit });
      return presentImageList(rows, owner);
    };

    // ---- Temporary photos: a code being created ------------------------------------------------

    app.get('/temporary-images/:sessionId', {
      schema: {
        summary: "The caller's photos of an upload session",
        params: temporaryImagesParamsSchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const owner = temporaryOwner(request, request.params.sessionId);
        return presentImageList(await images.listImages(db, owner), owner);
      },
    });

    app.post('/temporary-images/:sessionId', {
      schema: {
        summary: 'Upload photos for a code being created (at most 9)',
        ...UPLOAD_FORM,
        params: temporaryImagesParamsSchema,
        response: uploadReplies,
      },
      ...uploadHooks,
      handler: async (request, reply) =>
        reply.code(201).send(await uploadPhotos(request, temporaryOwner(request, request.params.sessionId))),
    });

    app.delete('/temporary-images/:sessionId', {
      schema: {
        summary: "Remove all the caller's photos of an upload session (the form was abandoned)",
        params: temporaryImagesParamsSchema,
        response: { 200: deleteTemporaryImagesReplySchema, ...errors },
      },
      handler: async (request) => {
        const owner = temporaryOwner(request, request.params.sessionId) as Extract<ImageOwner, { kind: 'temporary' }>;
        const deleted = await images.deleteTemporaryImages(imageDeps, owner);
        return { message: `${deleted} image(s) removed`, deleted };
      },
    });

    app.put('/temporary-images/:sessionId/order', {
      schema: {
        summary: 'Reorder the photos of an upload session',
        params: temporaryImagesParamsSchema,
        body: reorderImagesBodySchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const owner = temporaryOwner(request, request.params.sessionId);
        return presentImageList(await images.reorderImages(db, owner, request.body.imageOrders), owner);
      },
    });

    app.delete('/temporary-images/:sessionId/:imageId', {
      schema: {
        summary: 'Remove one photo of an upload session',
        params: temporaryImageParamsSchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const owner = temporaryOwner(request, request.params.sessionId);
        return presentImageList(await images.deleteImage(imageDeps, owner, request.params.imageId), owner);
      },
    });

    app.get('/temporary-images/:sessionId/:imageId/:size', {
      schema: {
        summary: 'A temporary photo (WebP), for its uploader only',
        params: temporaryImageFileParamsSchema,
        response: { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema },
      },
      handler: async (request, reply) => {
        const { sessionId, imageId, size } = request.params;
        const row = await images.findImage(db, temporaryOwner(request, sessionId), imageId);
        if (!row) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
        return sendImageFile(imageDeps, request, reply, { id: row.id, size });
      },
    });

    // ---- Saved photos of a code ----------------------------------------------------------------

    app.get('/zarcodes/:id/images', {
      // Not kept: the owner's editor reads it again right after each change.
      config: { access: 'public', caching: 'no-store' },
      schema: {
        summary: "A code's photos in display order (id: the code's uuid or the code)",
        params: zarcodeImagesParamsSchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const owner = photosOf(await images.getZarcodeForImages(db, request.params.id));
        return presentImageList(await images.listImages(db, owner), owner);
      },
    });

    app.post('/zarcodes/:id/images', {
      config: { owner: photoManager },
      schema: {
        summary: 'Add photos to a code (at most 10 in all); its owner or an admin',
        ...UPLOAD_FORM,
        params: zarcodeImagesParamsSchema,
        response: uploadReplies,
      },
      ...uploadHooks,
      handler: async (request, reply) => {
        const { owner, audit } = await managedPhotos(db, request);
        return reply.code(201).send(await uploadPhotos(request, owner, audit));
      },
    });

    app.put('/zarcodes/:id/images/order', {
      config: { owner: photoManager },
      schema: {
        summary: "Reorder a code's photos; its owner or an admin",
        params: zarcodeImagesParamsSchema,
        body: reorderImagesBodySchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const { owner, audit } = await managedPhotos(db, request);
        return presentImageList(await images.reorderImages(db, owner, request.body.imageOrders, audit), owner);
      },
    });

    app.delete('/zarcodes/:id/images/:imageId', {
      config: { owner: photoManager },
      schema: {
        summary: 'Remove one photo of a code; its owner or an admin',
        params: zarcodeImageParamsSchema,
        response: { 200: imageListReplySchema, ...errors },
      },
      handler: async (request) => {
        const { owner, audit } = await managedPhotos(db, request);
        return presentImageList(await images.deleteImage(imageDeps, owner, request.params.imageId, audit), owner);
      },
    });

    // ---- Public files --------------------------------------------------------------------------

    app.get('/images/:zarcodeId/:imageId/:size', {
      config: { access: 'public', caching: PUBLIC_IMAGE_CACHE },
      schema: {
        summary: "A code's photo (WebP), public and cached for a year",
        params: publicImageParamsSchema,
        response: { 400: errorReplySchema, 404: errorReplySchema },
      },
      handler: async (request, reply) => {
        const { zarcodeId, imageId, size } = request.params;
        const row = await images.findImage(db, { kind: 'zarcode', zarcodeId }, imageId);
        if (!row) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
        return sendImageFile(imageDeps, request, reply, { id: row.id, size });
      },
    });
  };
}
