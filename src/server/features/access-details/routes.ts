import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DELIVERY_KEY_HEADER } from '../../../domain/access-details/access-details';
import {
  accessDetailsBodySchema,
  accessDetailsReplySchema,
  accessGrantListReplySchema,
  accessGrantSchema,
  accessItemParamsSchema,
  accessLogQuerySchema,
  accessLogReplySchema,
  accessQuerySchema,
  createAccessGrantBodySchema,
  createDeliveryLinkBodySchema,
  createDeliveryLinkReplySchema,
  deliveryLinkListReplySchema,
  deliveryLinkSchema,
  sharedWithMeReplySchema,
} from '../../../domain/access-details/schemas';
import { paginationOf } from '../../../domain/api/pagination';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import { zarcodeParamsSchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { presentAccessDetails, presentAccessView, presentDeliveryLink, presentGrant } from './presenter';
import * as access from './service';

const errors = errorReplies(400, 401, 403, 404);

/** A delivery link's secret: the X-Access-Key header (the web page), else `?k=`. */
function deliverySecretOf(request: FastifyRequest<{ Querystring: { k?: string } }>): string | null {
  const header = request.headers[DELIVERY_KEY_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  return request.query.k?.trim() || null;
}

/**
 * /api/zarcodes/{code}/access: a code's access details (never in its public answer), shown to its
 * owner, admins, named accounts and holders of a live delivery link; their sharing and the log of
 * every look, for the owner and admins.
 */
export function accessDetailRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  /** Writing the details, sharing them and reading the log: the code's owner or an admin. */
  const manager: OwnerRule = { name: 'zarcodeManager', param: 'code', check: (viewer, code) => access.getManagedCode(db, viewer, code) };
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'access details' });

    app.get('/:code/access', {
      config: { access: 'optionalUser' },
      schema: {
        description: "The code's access details for its owner, an admin, a named account, or a live delivery link's secret (X-Access-Key header or ?k=). 404 for anyone else. Every look but the owner's is logged.",
        params: zarcodeParamsSchema,
        querystring: accessQuerySchema,
        response: { 200: accessDetailsReplySchema, ...errors },
      },
      handler: async (request) =>
        presentAccessDetails(await access.readAccessDetails(db, request.actor, request.params.code, deliverySecretOf(request))),
    });

    app.put('/:code/access', {
      config: { owner: manager },
      schema: {
        params: zarcodeParamsSchema,
        body: accessDetailsBodySchema,
        response: { 200: accessDetailsReplySchema, ...errors },
      },
      handler: async (request) => presentAccessDetails(await access.writeAccessDetails(db, actorOf(request), request.params.code, request.body)),
    });

    app.get('/:code/access/links', {
      config: { owner: manager },
      schema: { params: zarcodeParamsSchema, response: { 200: deliveryLinkListReplySchema, ...errors } },
      handler: async (request) => {
        const rows = await access.listDeliveryLinks(db, actorOf(request), request.params.code);
        const now = new Date();
        return { links: rows.map((row) => presentDeliveryLink(row, now)) };
      },
    });

    app.post('/:code/access/links', {
      config: { owner: manager },
      schema: {
        description: "A delivery link (/{code}?k=...) for a recipient; a recipient's earlier link is revoked. Its secret is in this answer only.",
        params: zarcodeParamsSchema,
        body: createDeliveryLinkBodySchema,
        response: { 201: createDeliveryLinkReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const { row, secret, url } = await access.createDeliveryLink(db, actorOf(request), request.params.code, request.body, config.publicUrl);
        return reply.code(201).send({ link: presentDeliveryLink(row), secret, url });
      },
    });

    app.delete('/:code/access/links/:id', {
      config: { owner: manager },
      schema: { params: accessItemParamsSchema, response: { 200: deliveryLinkSchema, ...errors } },
      handler: async (request) =>
        presentDeliveryLink(await access.revokeDeliveryLink(db, actorOf(request), request.params.code, request.params.id)),
    });

    app.get('/:code/access/grants', {
      config: { owner: manager },
      schema: { params: zarcodeParamsSchema, response: { 200: accessGrantListReplySchema, ...errors } },
      handler: async (request) => ({
        grants: (await access.listAccessGrants(db, actorOf(request), request.params.code)).map(presentGrant),
      }),
    });

    app.post('/:code/access/grants', {
      config: { owner: manager },
      schema: {
        params: zarcodeParamsSchema,
        body: createAccessGrantBodySchema,
        response: { 201: accessGrantSchema, 409: errorReplySchema, ...errors },
      },
      handler: async (request, reply) =>
        reply.code(201).send(presentGrant(await access.createAccessGrant(db, actorOf(request), request.params.code, request.body.email))),
    });

    app.delete('/:code/access/grants/:id', {
      config: { owner: manager },
      schema: { params: accessItemParamsSchema, response: { 200: messageReplySchema, ...errors } },
      handler: async (request) => {
        await access.deleteAccessGrant(db, actorOf(request), request.params.code, request.params.id);
        return { message: 'No longer shared with this account' };
      },
    });

    app.get('/:code/access/log', {
      config: { owner: manager },
      schema: {
        params: zarcodeParamsSchema,
        querystring: accessLogQuerySchema,
        response: { 200: accessLogReplySchema, ...errors },
      },
      handler: async (request) => {
        const { page } = request.query;
        const { rows, total } = await access.listAccessViews(db, actorOf(request), request.params.code, page);
        return { views: rows.map(presentAccessView), pagination: paginationOf({ page, limit: access.ACCESS_LOG_PAGE_SIZE }, total) };
      },
    });
  };
}

/** /api/access/shared-with-me: codes whose access details were shared with the caller's account. */
export function sharedAccessRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'access details' });
    app.get('/shared-with-me', {
      schema: { response: { 200: sharedWithMeReplySchema, 401: errorReplySchema } },
      handler: async (request) => {
        const rows = await access.listSharedWithMe(deps.db, actorOf(request).id);
        return {
          zarcodes: rows.map((row) => ({
            zarcode: row.code,
            // A private code's title is its owner's: the access details were shared, not the title.
            title: row.privacy === 'public' ? row.title : null,
            city: row.city,
            province: row.province,
            sharedAt: row.sharedAt.toISOString(),
          })),
        };
      },
    });
  };
}
