import type { FastifyPluginAsync } from 'fastify';
import { combinedSearchEndpoint } from '../../../domain/zarcode/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { currentGeocoder } from '../places';
import { searchCountingCode } from '../zarcodes';
import { combinedSearch } from './service';

export function searchRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, combinedSearchEndpoint, async (request) => {
      const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
      const { q } = request.query;
      return { results: await searchCountingCode(deps.codeLookups, request.ip, q, () => combinedSearch(deps.db, geocoder, q, request.actor)) };
    });
  };
}
