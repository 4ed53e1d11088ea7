import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { searchQuerySchema, searchReplySchema } from '../../../domain/zarcode/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { currentGeocoder } from '../places/service';
import { searchCountingCode } from '../zarcodes/lookup-limit';
import { combinedSearch } from './service';

export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'optionalUser', docTag: 'search' });
    app.get('/combined', {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
      handler: async (request) => {
        const geocoder = await currentGeocoder(deps.db, deps.config.googleMapsBaseUrl);
        const { q } = request.query;
        return { results: await searchCountingCode(deps.codeLookups, request.ip, q, () => combinedSearch(deps.db, geocoder, q, request.actor)) };
      },
    });
  };
}
