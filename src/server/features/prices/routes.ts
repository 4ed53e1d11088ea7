import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCents } from '../../../domain/pricing/pricing';
import { currentPriceReplySchema } from '../../../domain/pricing/schemas';
import type { AppDeps } from '../../deps';
import { getCurrentPriceCents } from './service';

export function priceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/current', {
      schema: { tags: ['prices'], response: { 200: currentPriceReplySchema } },
      handler: async () => ({ amount: formatCents(await getCurrentPriceCents(deps.db)) }),
    });
  };
}
