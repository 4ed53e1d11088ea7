import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import {
  batchLookupBodySchema,
  batchLookupReplySchema,
  batchNearestBodySchema,
  batchNearestReplySchema,
  v1CodeParamsSchema,
  v1LookupResultSchema,
  v1SearchQuerySchema,
  v1SearchReplySchema,
  type LookupCounts,
  type V1LookupResult,
} from '../../../domain/api-v1/schemas';
import { BATCH_MAX_ITEMS } from '../../../domain/developers/api-keys';
import { viewerOfApiCaller, type ApiCaller } from '../../actor';
import type { AppDeps } from '../../deps';
import { notFound, unauthorized } from '../../errors';
import { CODE_LOOKUP_LIMITS, searchCountingCode } from '../zarcodes/lookup-limit';
import { declareRouteGroup } from '../../plugins/route-group';
import { recordApiUsage } from '../../plugins/api-keys';
import { ZARCODE_NOT_FOUND } from '../zarcodes/service';
import { createLocationRequestBodySchema, createLocationRequestReplySchema, locationRequestParamsSchema, locationRequestSchema } from '../../../domain/location-requests/schemas';
import { presentLocationRequest } from '../location-requests/presenter';
import { locationRequesterRule } from '../location-requests/routes';
import { createLocationRequest, getLocationRequest } from '../location-requests/service';
import { presentLookup, presentPlace } from './presenter';
import { lookUpCodes, nearestPublicCodes, searchPlaces } from './service';
import type { FastifyRequest } from 'fastify';

/** The refusals every /api/v1 route may answer. */
export const v1Errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  429: errorReplySchema,
};

/** The caller the API guard found (plugins/api-keys.ts). */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw unauthorized();
  return request.apiCaller;
}

const AUTH_NOTE =
  'Send an API key as `Authorization: Bearer zc_...` or `X-Api-Key: zc_...`. Every answer carries ' +
  'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy; beyond the limit, 429 with Retry-After.';

function countsOf(results: readonly V1LookupResult[]): LookupCounts {
  const counts = { found: 0, private: 0, notFound: 0, invalid: 0 };
  for (const result of results) {
    if (result.status === 'not_found') counts.notFound += 1;
    else counts[result.status] += 1;
  }
  return counts;
}

/** /api/v1: the stable, versioned API for integrators (lookups, search, batches). */
export function apiV1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'apiRead', docTag: 'api v1' });
    app.addHook('onResponse', recordApiUsage(db));

    app.get('/zarcodes/:code', {
      schema: {
        summary: 'Look up one code',
        description: `The place of a code typed any way (any case, spaces, with or without the hyphen). Someone else's private code answers status 'private' without its place. ${AUTH_NOTE}`,
        params: v1CodeParamsSchema,
        response: { 200: v1LookupResultSchema, 404: errorReplySchema, ...v1Errors },
      },
      handler: async (request) => {
        const viewer = viewerOfApiCaller(apiCallerOf(request));
        const [outcome] = await lookUpCodes(db, viewer, [request.params.code]);
        if (!outcome || outcome.status === 'not_found' || outcome.status === 'invalid') throw notFound(ZARCODE_NOT_FOUND);
        return presentLookup(request.params.code, outcome, config.publicUrl);
      },
    });

    app.get('/search', {
      schema: {
        summary: 'Search codes',
        description: `Public codes (and the key owner's own) by code, address words or public title, best known first. ${AUTH_NOTE}`,
        querystring: v1SearchQuerySchema,
        response: { 200: v1SearchReplySchema, ...v1Errors },
      },
      handler: async (request) => {
        const viewer = viewerOfApiCaller(apiCallerOf(request));
        const { q, limit } = request.query;
        const rows = await searchCountingCode(deps.codeLookups, request.ip, q, () => searchPlaces(db, viewer, q, limit));
        return { results: rows.map((row) => presentPlace(row, config.publicUrl)) };
      },
    });

    app.post('/batch/lookup', {
      schema: {
        summary: `Look up to ${BATCH_MAX_ITEMS} codes`,
        description: `One result per code sent, in the same order: 'found' with its coordinates, address and Plus Code; 'private' (someone else's private code, never located); 'not_found'; 'invalid' (not a code). Unknown and private codes never fail the batch; past ${CODE_LOOKUP_LIMITS.batchMisses.max.toLocaleString('en-US')} unknown codes in a day, a key's batches answer 429 until the day's window ends. ${AUTH_NOTE}`,
        body: batchLookupBodySchema,
        response: { 200: batchLookupReplySchema, ...v1Errors },
      },
      handler: async (request) => {
        const caller = apiCallerOf(request);
        const batchCaller = caller.apiKeyId ? `key:${caller.apiKeyId}` : `user:${caller.userId}`;
        await deps.codeLookups.admitBatch(batchCaller);
        const outcomes = await lookUpCodes(db, viewerOfApiCaller(caller), request.body.codes);
        const results = outcomes.map((outcome, index) => presentLookup(request.body.codes[index]!, outcome, config.publicUrl));
        const counts = countsOf(results);
        await deps.codeLookups.recordBatchMisses(batchCaller, counts.notFound);
        return { results, counts };
      },
    });

    app.post('/batch/nearest', {
      schema: {
        summary: `The nearest public code to each of up to ${BATCH_MAX_ITEMS} points`,
        description: `For each point, in the same order, the nearest public code within radiusMeters (default 500, at most 5000) with its distance, or status 'none'. ${AUTH_NOTE}`,
        body: batchNearestBodySchema,
        response: { 200: batchNearestReplySchema, ...v1Errors },
      },
      handler: async (request) => {
        const { points, radiusMeters } = request.body;
        const nearest = await nearestPublicCodes(db, points, radiusMeters);
        const results = points.map((point, index) => {
          const found = nearest[index] ?? null;
          return {
            id: point.id ?? null,
            latitude: point.latitude,
            longitude: point.longitude,
            status: found ? ('found' as const) : ('none' as const),
            distanceMeters: found ? Math.round(found.distanceMeters * 10) / 10 : null,
            place: found ? presentPlace(found.row, config.publicUrl) : null,
          };
        });
        const found = results.filter((result) => result.status === 'found').length;
        return { results, counts: { found, none: results.length - found } };
      },
    });

    app.post('/location-requests', {
      config: { access: 'apiWrite' },
      schema: {
        summary: 'Ask someone for their location',
        description: `Needs the 'write' scope. Makes a "send me your location" link (url) to send by WhatsApp or SMS; the person who opens it answers once, without an account. The link is in this answer only. Poll GET /api/v1/location-requests/{id} for the answer. ${AUTH_NOTE}`,
        body: createLocationRequestBodySchema,
        response: { 201: createLocationRequestReplySchema, ...v1Errors },
      },
      handler: async (request, reply) => {
        const { userId } = apiCallerOf(request);
        const { row, token, url } = await createLocationRequest(db, userId, request.body, config.publicUrl);
        return reply.code(201).send({ request: presentLocationRequest(row), token, url });
      },
    });

    app.get('/location-requests/:id', {
      config: { owner: locationRequesterRule(db) },
      schema: {
        summary: 'A location request and its answer',
        description: `Status 'open', 'answered' (with the point, its accuracy and Plus Code) or 'expired'. Only the key owner's own requests. ${AUTH_NOTE}`,
        params: locationRequestParamsSchema,
        response: { 200: locationRequestSchema, 404: errorReplySchema, ...v1Errors },
      },
      handler: async (request) => {
        const viewer = viewerOfApiCaller(apiCallerOf(request));
        return presentLocationRequest(await getLocationRequest(db, viewer, request.params.id));
      },
    });
  };
}
