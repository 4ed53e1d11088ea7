import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/api-v1/endpoints';
import type { LookupCounts, V1LookupResult } from '../../../domain/api-v1/schemas';
import { viewerOfApiCaller } from '../../actor';
import { requestLocation } from '../../commands/request-location';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { nearestPublicCodes, searchCountingCode, ZARCODE_NOT_FOUND } from '../zarcodes';
import { apiCallerOf, batchCallerOf, recordApiUsage } from '../../plugins/api-keys';
import { route } from '../../plugins/endpoints';
import { presentLocationRequest, locationRequesterRule, getLocationRequest } from '../location-requests';
import { presentLookup, presentPlace } from './presenter';
import { lookUpCodes, searchPlaces } from './service';

function countsOf(results: readonly V1LookupResult[]): LookupCounts {
  const counts = { found: 0, private: 0, notFound: 0, invalid: 0 };
  for (const result of results) {
    if (result.status === 'not_found') counts.notFound += 1;
    else counts[result.status] += 1;
  }
  return counts;
}

/** /api/v1: the stable, versioned API for integrators (lookups, search, batches). */
export function apiV1Routes(deps: AppDeps): FastifyPluginAsync {
  const { db, config } = deps;
  return async (app) => {
    app.addHook('onResponse', recordApiUsage(db));

    await route(app, endpoints.v1LookUpCodeEndpoint, async (request) => {
      const viewer = viewerOfApiCaller(apiCallerOf(request));
      const [outcome] = await lookUpCodes(db, viewer, [request.params.code]);
      if (!outcome || outcome.status === 'not_found' || outcome.status === 'invalid') throw notFound(ZARCODE_NOT_FOUND);
      return presentLookup(request.params.code, outcome, config.publicUrl);
    });

    await route(app, endpoints.v1SearchCodesEndpoint, async (request) => {
      const viewer = viewerOfApiCaller(apiCallerOf(request));
      const { q, limit } = request.query;
      const rows = await searchCountingCode(deps.codeLookups, request.ip, q, () => searchPlaces(db, viewer, q, limit));
      return { results: rows.map((row) => presentPlace(row, config.publicUrl)) };
    });

    await route(app, endpoints.v1BatchLookUpCodesEndpoint, async (request) => {
      const caller = apiCallerOf(request);
      const batchCaller = batchCallerOf(caller);
      await deps.codeLookups.admitBatch(batchCaller);
      const outcomes = await lookUpCodes(db, viewerOfApiCaller(caller), request.body.codes);
      const results = outcomes.map((outcome, index) => presentLookup(request.body.codes[index]!, outcome, config.publicUrl));
      const counts = countsOf(results);
      await deps.codeLookups.recordBatchMisses(batchCaller, counts.notFound);
      return { results, counts };
    });

    await route(app, endpoints.v1BatchNearestCodesEndpoint, async (request) => {
      const { points, radiusMeters } = request.body;
      const nearest = await nearestPublicCodes(db, points, radiusMeters, 1);
      const results = points.map((point, index) => {
        const found = nearest[index]?.[0] ?? null;
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
    });

    await route(app, endpoints.v1CreateLocationRequestEndpoint, async (request, reply) =>
      reply.code(201).send(await requestLocation(deps, apiCallerOf(request).userId, request.body)),
    );

    await route(
      app,
      endpoints.v1GetLocationRequestEndpoint,
      async (request) => {
        const viewer = viewerOfApiCaller(apiCallerOf(request));
        return presentLocationRequest(await getLocationRequest(db, viewer, request.params.id));
      },
      { owner: locationRequesterRule(db) },
    );
  };
}
