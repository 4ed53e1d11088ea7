import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_CONTENT_TYPE, IMAGE_NOT_FOUND_MESSAGE, type ImageSize } from '../../../domain/images/images';
import * as endpoints from '../../../domain/images/endpoints';
import type { AppDeps } from '../../deps';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { adminAuditOf } from '../audit';
import { discardRestOfBody, imageFilesOf } from './multipart';
import { presentImageList } from './presenter';
import * as images from './service';
import type { ImageDeps, ImageOwner } from './service';
import { isNotModified } from '../../conditional-get';

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
async function managedPhotos(db: Queryable, request: FastifyRequest, zarcodeId: string) {
  const zarcode = await images.getManageableZarcode(db, actorOf(request), zarcodeId);
  return { owner: photosOf(zarcode), audit: photoAuditOf(request, zarcode) };
}

/**
 * The photo calls, mounted under /api inside the one scope that parses multipart bodies. Temporary
 * photos belong to the session id and the caller together: another user's are never found. A code's
 * photos may be changed by its owner or an admin and seen by all.
 */
export function imageRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const imageDeps: ImageDeps = { db, storage: deps.storage, logger: deps.logger };
  /** The code in the path has photos the caller may change: its owner or an admin. */
  const photoManager: OwnerRule = { name: 'zarcodeManager', param: 'id', check: (viewer, id) => images.getManageableZarcode(db, viewer, id) };
  return async (app) => {
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

    await route(app, endpoints.listTemporaryImagesEndpoint, async (request) => {
      const owner = temporaryOwner(request, request.params.sessionId);
      return presentImageList(await images.listImages(db, owner), owner);
    });

    await route(
      app,
      endpoints.uploadTemporaryImagesEndpoint,
      async (request, reply) => reply.code(201).send(await uploadPhotos(request, temporaryOwner(request, request.params.sessionId))),
      uploadHooks,
    );

    await route(app, endpoints.deleteTemporaryImagesEndpoint, async (request) => {
      const owner = temporaryOwner(request, request.params.sessionId) as Extract<ImageOwner, { kind: 'temporary' }>;
      const deleted = await images.deleteTemporaryImages(imageDeps, owner);
      return { message: `${deleted} image(s) removed`, deleted };
    });

    await route(app, endpoints.reorderTemporaryImagesEndpoint, async (request) => {
      const owner = temporaryOwner(request, request.params.sessionId);
      return presentImageList(await images.reorderImages(db, owner, request.body.imageOrders), owner);
    });

    await route(app, endpoints.deleteTemporaryImageEndpoint, async (request) => {
      const owner = temporaryOwner(request, request.params.sessionId);
      return presentImageList(await images.deleteImage(imageDeps, owner, request.params.imageId), owner);
    });

    await route(app, endpoints.getTemporaryImageFileEndpoint, async (request, reply) => {
      const { sessionId, imageId, size } = request.params;
      const row = await images.findImage(db, temporaryOwner(request, sessionId), imageId);
      if (!row) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      return sendImageFile(imageDeps, request, reply, { id: row.id, size });
    });

    // ---- Saved photos of a code ----------------------------------------------------------------

    await route(app, endpoints.listZarcodeImagesEndpoint, async (request) => {
      const owner = photosOf(await images.getZarcodeForImages(db, request.params.id));
      return presentImageList(await images.listImages(db, owner), owner);
    });

    await route(
      app,
      endpoints.uploadZarcodeImagesEndpoint,
      async (request, reply) => {
        const { owner, audit } = await managedPhotos(db, request, request.params.id);
        return reply.code(201).send(await uploadPhotos(request, owner, audit));
      },
      { owner: photoManager, ...uploadHooks },
    );

    await route(
      app,
      endpoints.reorderZarcodeImagesEndpoint,
      async (request) => {
        const { owner, audit } = await managedPhotos(db, request, request.params.id);
        return presentImageList(await images.reorderImages(db, owner, request.body.imageOrders, audit), owner);
      },
      { owner: photoManager },
    );

    await route(
      app,
      endpoints.deleteZarcodeImageEndpoint,
      async (request) => {
        const { owner, audit } = await managedPhotos(db, request, request.params.id);
        return presentImageList(await images.deleteImage(imageDeps, owner, request.params.imageId, audit), owner);
      },
      { owner: photoManager },
    );

    // ---- Public files --------------------------------------------------------------------------

    await route(app, endpoints.getImageFileEndpoint, async (request, reply) => {
      const { zarcodeId, imageId, size } = request.params;
      const row = await images.findImage(db, { kind: 'zarcode', zarcodeId }, imageId);
      if (!row) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      return sendImageFile(imageDeps, request, reply, { id: row.id, size });
    });
  };
}
