import type { FastifyPluginAsync } from 'fastify';
import { summerOfferEndpoint } from '../../../domain/vouchers/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { getSummerOffer } from './service';

/** /api/offers: what the landing page may advertise; the same answer for everyone. */
export function offerRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, summerOfferEndpoint, async () => getSummerOffer(deps.db));
  };
}
