import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as endpoints from '../../../domain/api-v1/endpoints';
import * as watchEndpoints from '../../../domain/webhooks/endpoints';
import { codeReadings } from '../../../domain/zarcode/typed-code';
import type { LookupCounts, V1LookupResult } from '../../../domain/api-v1/schemas';
import { viewerOfApiCaller } from '../../actor';
import { requestLocation } from '../../commands/request-location';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { getZarcodeByTypedCode, nearestPublicCodes, searchCountingCode, ZARCODE_NOT_FOUND } from '../zarcodes';
import { listWatches, unwatchCode, watchCode } from '../webhooks';
import { apiCallerOf, batchCallerOf, recordApiUsage } from '../../plugins/api-keys';
import { route } from '../../plugins/endpoints';
import { presentLocationRequest, locationRequesterRule, getLocationRequest } from '../location-requests';
import { presentLookup, presentPlace } from './presenter';
import { lookUpCodes, searchPlaces } from './service';

export const WATCHES_NEED_A_KEY_MESSAGE = 'Watches belong to an API key: call with one (X-Api-Key)';

/**
 * The key of a call about watches: they are the key's, counted against its limit and going with it
 * when it is revoked. A signed-in user's token (the developer page) holds none.
 */
function watchingKeyOf(request: FastifyRequest): string {
  const { apiKeyId } = apiCallerOf(request);
  if (!apiKeyId) throw forbidden(WATCHES_NEED_A_KEY_MESSAGE);
  return apiKeyId;
}

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

    // Watching names a code by its text, so the path counts it against the code lookup limit
    // (plugins/code-lookups.ts) like a lookup: a private code is watched only by whoever has its code.
    await route(app, watchEndpoints.v1WatchCodeEndpoint, async (request, reply) => {
      const apiKeyId = watchingKeyOf(request);
      const code = await getZarcodeByTypedCode(db, request.params.code);
      const { watch, isNew } = await watchCode(db, apiKeyId, code);
      return reply.code(isNew ? 201 : 200).send(watch);
    });

    await route(app, watchEndpoints.v1UnwatchCodeEndpoint, async (request) => unwatchCode(db, watchingKeyOf(request), codeReadings(request.params.code)));

    await route(app, watchEndpoints.v1ListWatchesEndpoint, async (request) => listWatches(db, watchingKeyOf(request), request.query.after));
  };
}
