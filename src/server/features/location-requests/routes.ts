import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationOf } from '../../../domain/api/pagination';
import { errorReplies, errorReplySchema, messageReplySchema } from '../../../domain/api/schemas';
import {
  answerLocationRequestBodySchema,
  createLocationRequestBodySchema,
  createLocationRequestReplySchema,
  listLocationRequestsQuerySchema,
  locationRequestListReplySchema,
  locationRequestParamsSchema,
  locationRequestSchema,
  publicLocationRequestSchema,
  requestTokenParamsSchema,
} from '../../../domain/location-requests/schemas';
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { presentLocationRequest, presentPublicRequest } from './presenter';
import { REQUESTS_PAGE_SIZE, answerLocationRequest, createLocationRequest, deleteLocationRequest, getLocationRequest, getRequestByToken, listLocationRequests } from './service';

const errors = errorReplies(400, 401, 403, 404);

export const ANSWER_SENT_MESSAGE = 'Sent. Thank you: your location is on its way.';

/** The location request in the path is the caller's, or they are an admin (here and in /api/v1). */
export const locationRequesterRule = (db: Queryable): OwnerRule => ({
  name: 'locationRequester',
  param: 'id',
  check: (viewer, id) => getLocationRequest(db, viewer, id),
});

/** /api/location-requests: a signed-in user's "send me your location" links and their answers. */
export function locationRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const requester = locationRequesterRule(db);
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'location requests' });

    app.post('/', {
      schema: {
        description: 'Makes a link to send by WhatsApp or SMS. The link (its token) is in this answer only.',
        body: createLocationRequestBodySchema,
        response: { 201: createLocationRequestReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const { row, token, url } = await createLocationRequest(db, actorOf(request).id, request.body, config.publicUrl);
        return reply.code(201).send({ request: presentLocationRequest(row), token, url });
      },
    });

    app.get('/', {
      schema: {
        querystring: listLocationRequestsQuerySchema,
        response: { 200: locationRequestListReplySchema, ...errors },
      },
      handler: async (request) => {
        const { page } = request.query;
        const { rows, total } = await listLocationRequests(db, actorOf(request).id, page);
        const now = new Date();
        return {
          requests: rows.map((row) => presentLocationRequest(row, now)),
          pagination: paginationOf({ page, limit: REQUESTS_PAGE_SIZE }, total),
        };
      },
    });

    app.get('/:id', {
      config: { owner: requester },
      schema: {
        params: locationRequestParamsSchema,
        response: { 200: locationRequestSchema, ...errors },
      },
      handler: async (request) => presentLocationRequest(await getLocationRequest(db, actorOf(request), request.params.id)),
    });

    app.delete('/:id', {
      config: { owner: requester },
      schema: {
        params: locationRequestParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
      handler: async (request) => {
        await deleteLocationRequest(db, actorOf(request), request.params.id);
        return { message: 'Location request deleted' };
      },
    });
  };
}

/** /api/r/{token}: the link's own page asks who asked and why, then sends the one answer. No account needed. */
export function requestLinkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // The token is the only key to who asks and why: no copy may outlive the link on a shared
    // computer or a proxy.
    declareRouteGroup(app, { access: 'public', docTag: 'location requests', caching: 'no-store' });

    app.get('/:token', {
      schema: {
        params: requestTokenParamsSchema,
        response: { 200: publicLocationRequestSchema, 404: errorReplySchema, 429: errorReplySchema },
      },
      preHandler: rateLimit(app, { max: 120, windowMinutes: 10, key: byIp('request-link') }),
      handler: async (request) => presentPublicRequest(await getRequestByToken(db, request.params.token)),
    });

    app.post('/:token/answer', {
      schema: {
        description: "Sends the link's one answer: 409 once answered, 410 once expired.",
        params: requestTokenParamsSchema,
        body: answerLocationRequestBodySchema,
        response: {
          200: messageReplySchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          410: errorReplySchema,
          429: errorReplySchema,
        },
      },
      preHandler: rateLimit(app, { max: 30, windowMinutes: 10, key: byIp('request-answer') }),
      handler: async (request) => {
        await answerLocationRequest(db, request.params.token, request.body);
        return { message: ANSWER_SENT_MESSAGE };
      },
    });
  };
}
