import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../../domain/pricing/endpoints';
import { formatCents } from '../../../domain/pricing/pricing';
import { currentPriceReplySchema, priceCatalogReplySchema } from '../../../domain/pricing/schemas';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { activatePrice, createPrice, getCurrentPriceCents, getPriceCatalog, listPrices } from './service';

export function priceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Asked again each time: an admin may activate a new price at any moment.
    declareRouteGroup(app, { access: 'public', docTag: 'prices', caching: 'no-cache' });
    app.get('/current', {
      schema: { response: { 200: currentPriceReplySchema } },
      handler: async () => ({ amount: formatCents(await getCurrentPriceCents(deps.db)) }),
    });

    app.get('/catalog', {
      schema: { response: { 200: priceCatalogReplySchema } },
      handler: async () => getPriceCatalog(deps.db),
    });
  };
}

/** /api/admin/prices: the price history; one price is active. */
export function adminPriceRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.adminListPricesEndpoint, async () => listPrices(db));

    await route(app, endpoints.adminCreatePriceEndpoint, async (request, reply) =>
      reply.code(201).send(await createPrice(db, auditContextOf(request), request.body)),
    );

    await route(app, endpoints.adminActivatePriceEndpoint, async (request) => activatePrice(db, auditContextOf(request), request.params.id));
  };
}
