import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { placeReplySchema, placeSearchQuerySchema, placeSearchReplySchema, reverseQuerySchema, reverseReplySchema } from '../../../domain/places/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { declareRouteGroup } from '../../plugins/route-group';
import { currentGeocoder } from './service';

/** Place search and reverse lookup for the map, restricted to South Africa. */
export function placeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Not kept: the answer may be Google's, whose terms allow no copies of it beyond the page.
    declareRouteGroup(app, { access: 'public', docTag: 'places', caching: 'no-store' });
    app.get('/search', {
      schema: {
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchReplySchema, 400: errorReplySchema },
      },
      handler: async (request) => {
        const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
        const places = await geocoder.search(request.query.q, { limit: request.query.limit });
        return { places, attributions: [...geocoder.attributions] };
      },
    });

    app.get('/reverse', {
      schema: {
        querystring: reverseQuerySchema,
        response: { 200: reverseReplySchema, 400: errorReplySchema },
      },
      handler: async (request) => {
        const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
        const found = await geocoder.reverse(request.query.lat, request.query.lng);
        return {
          found: Boolean(found),
          addressLine1: found?.addressLine1 ?? null,
          suburb: found?.suburb ?? null,
          city: found?.city ?? null,
          province: found?.province ?? null,
          country: found?.country ?? null,
          placeId: found?.placeId ?? null,
          attributions: [...geocoder.attributions],
        };
      },
    });

    app.get('/:id', {
      schema: {
        params: z.object({ id: z.string().min(1).max(300) }),
        response: { 200: placeReplySchema, 404: errorReplySchema },
      },
      handler: async (request) => {
        const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
        const place = await geocoder.findPlace(request.params.id);
        if (!place) throw notFound('Place not found');
        return { place, attributions: [...geocoder.attributions] };
      },
    });
  };
}
