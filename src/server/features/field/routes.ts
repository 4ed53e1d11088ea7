import type { FastifyPluginAsync } from 'fastify';
import { NEAREST_CODE_RADIUS_METERS } from '../../../domain/field/field';
import * as endpoints from '../../../domain/field/endpoints';
import type { AppDeps } from '../../deps';
import { compressAnswer } from '../../plugins/compression';
import { route } from '../../plugins/endpoints';
import { byIp, rateLimit } from '../../plugins/rate-limits';
import { findNearestCode, getCreatorArea, getPlaceArea } from './service';

/** A tap on "Where am I?" a minute, with room to spare; each answer names at most one public code. */
const NEAREST_LIMIT = { max: 60, windowMinutes: 10 };
/** Keeping or refreshing an area: a few a day is what a person does; the cap stops a walk over every town. */
const AREA_LIMIT = { max: 30, windowMinutes: 60 };

/** "Where am I?" and the areas a phone keeps offline. */
export function fieldRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(
      app,
      endpoints.nearestCodeEndpoint,
      async (request) => ({
        nearest: await findNearestCode(db, { latitude: request.query.lat, longitude: request.query.lng }),
        radiusMeters: NEAREST_CODE_RADIUS_METERS,
      }),
      { preHandler: rateLimit(app, { ...NEAREST_LIMIT, key: byIp('field-nearest') }) },
    );

    // Thousands of rows: compressed to a fifth or less.
    const areaLimit = { preHandler: rateLimit(app, { ...AREA_LIMIT, key: byIp('field-area') }), onSend: compressAnswer };
    await route(app, endpoints.placeAreaEndpoint, async (request) => getPlaceArea(db, deps.config.googleMapsBaseUrl, request.params.id), areaLimit);
    await route(app, endpoints.creatorAreaEndpoint, async (request) => getCreatorArea(db, request.params.slug), areaLimit);
  };
}
