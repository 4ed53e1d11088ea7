import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/pricing/endpoints';
import { formatCents } from '../../../domain/pricing/pricing';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { activatePrice, createPrice, getCurrentPriceCents, getPriceCatalog, listPrices } from './service';

/** /api/prices: what a code and a bundle cost today, the same answer for everyone. */
export function priceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.currentPriceEndpoint, async () => ({ amount: formatCents(await getCurrentPriceCents(deps.db)) }));

    await route(app, endpoints.priceCatalogEndpoint, async () => getPriceCatalog(deps.db));
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
