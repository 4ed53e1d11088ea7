import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summerOfferReplySchema } from '../../../domain/vouchers/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { getSummerOffer } from './service';

/** /api/offers: what the landing page may advertise; the same answer for everyone. */
export function offerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Asked again each time: an admin may end the offer at any moment.
    declareRouteGroup(app, { access: 'public', docTag: 'vouchers', caching: 'no-cache' });
    app.get('/summer', {
      schema: { response: { 200: summerOfferReplySchema } },
      handler: async () => getSummerOffer(deps.db),
    });
  };
}
