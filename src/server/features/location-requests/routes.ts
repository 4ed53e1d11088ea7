import type { FastifyPluginAsync } from 'fastify';
import { paginationOf } from '../../../domain/api/pagination';
import * as endpoints from '../../../domain/location-requests/endpoints';
import { requestLocation } from '../../commands/request-location';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { locationRequestMakerRule, locationRequesterRule } from './owner-rules';
import { presentLocationRequest, presentPublicRequest } from './presenter';
import {
  REQUESTS_PAGE_SIZE,
  answerLocationRequest,
  deleteLocationRequest,
  getLocationRequest,
  getRequestByToken,
  listLocationRequests,
  replaceRequestLink,
} from './service';

export const ANSWER_SENT_MESSAGE = 'Sent. Thank you: your location is on its way.';

/** /api/location-requests: a signed-in user's "send me your location" links and their answers. */
export function locationRequestRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config } = deps;
  const requester = locationRequesterRule(db);
  const maker = locationRequestMakerRule(db);
  return async (app) => {
    await route(app, endpoints.createLocationRequestEndpoint, async (request, reply) =>
      reply.code(201).send(await requestLocation(deps, actorOf(request).id, request.body)),
    );

    await route(app, endpoints.listLocationRequestsEndpoint, async (request) => {
      const { page } = request.query;
      const { rows, total } = await listLocationRequests(db, actorOf(request).id, page);
      const now = new Date();
      return {
        requests: rows.map((row) => presentLocationRequest(row, now)),
        pagination: paginationOf({ page, limit: REQUESTS_PAGE_SIZE }, total),
      };
    });

    await route(
      app,
      endpoints.getLocationRequestEndpoint,
      async (request) => presentLocationRequest(await getLocationRequest(db, actorOf(request), request.params.id)),
      { owner: requester },
    );

    await route(
      app,
      endpoints.replaceLocationRequestLinkEndpoint,
      async (request) => {
        const { row, token, url } = await replaceRequestLink(db, actorOf(request), request.params.id, config.publicUrl);
        return { request: presentLocationRequest(row), token, url, sms: null };
      },
      { owner: maker },
    );

    await route(
      app,
      endpoints.deleteLocationRequestEndpoint,
      async (request) => {
        await deleteLocationRequest(db, actorOf(request), request.params.id);
        return { message: 'Location request deleted' };
      },
      { owner: requester },
    );
  };
}

/** /api/r/{token}: the link's own page asks who asked and why, then sends the one answer. No account needed. */
export function requestLinkRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.getRequestLinkEndpoint, async (request) => presentPublicRequest(await getRequestByToken(db, request.params.token)), {
      preHandler: rateLimit(app, { max: 120, windowMinutes: 10, key: byIp('request-link') }),
    });

    await route(
      app,
      endpoints.answerRequestLinkEndpoint,
      async (request) => {
        await answerLocationRequest(db, request.params.token, request.body);
        return { message: ANSWER_SENT_MESSAGE };
      },
      { preHandler: rateLimit(app, { max: 30, windowMinutes: 10, key: byIp('request-answer') }) },
    );
  };
}
