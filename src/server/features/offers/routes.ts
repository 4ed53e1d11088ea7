import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summerOfferReplySchema } from '../../../domain/vouchers/schemas';
import type { AppDeps } from '../../deps';
import { declareAccess } from '../../plugins/access';
import { declareDocTag } from '../../plugins/doc-tags';
import { getSummerOffer } from './service';

/** /api/offers: what the landing page may advertise; the same answer for everyone. */
export function offerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'public');
    declareDocTag(app, 'vouchers');
    app.get('/summer', {
      schema: { response: { 200: summerOfferReplySchema } },
      handler: async () => getSummerOffer(deps.db),
    });
  };
}
