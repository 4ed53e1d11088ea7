import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/places/endpoints';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { route } from '../../plugins/endpoints';
import { currentGeocoder } from './service';

/** Place search and reverse lookup for the map, restricted to South Africa. */
export function placeRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.searchPlacesEndpoint, async (request) => {
      const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
      const places = await geocoder.search(request.query.q, { limit: request.query.limit });
      return { places, attributions: [...geocoder.attributions] };
    });

    await route(app, endpoints.reversePlaceEndpoint, async (request) => {
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
    });

    await route(app, endpoints.getPlaceEndpoint, async (request) => {
      const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
      const place = await geocoder.findPlace(request.params.id);
      if (!place) throw notFound('Place not found');
      return { place, attributions: [...geocoder.attributions] };
    });
  };
}
