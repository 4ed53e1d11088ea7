import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import * as endpoints from '../../../domain/pricing/endpoints';
import { formatCents } from '../../../domain/pricing/pricing';
import { adminPriceListReplySchema, createPriceBodySchema, priceParamsSchema, priceRecordSchema } from '../../../domain/pricing/schemas';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { activatePrice, createPrice, getCurrentPriceCents, getPriceCatalog, listPrices } from './service';

const guardErrors = errorReplies(401, 403);

export function priceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.currentPriceEndpoint, async () => ({ amount: formatCents(await getCurrentPriceCents(deps.db)) }));

    await route(app, endpoints.priceCatalogEndpoint, async () => getPriceCatalog(deps.db));
  };
}

/** /api/admin/prices: the price history; one price is active. */
export function adminPriceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.get('/', {
      schema: { response: { 200: adminPriceListReplySchema, ...guardErrors } },
      handler: async () => listPrices(db),
    });

    app.post('/', {
      schema: {
        body: createPriceBodySchema,
        response: { 201: priceRecordSchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createPrice(db, auditContextOf(request), request.body)),
    });

    app.put('/:id/activate', {
      schema: {
        params: priceParamsSchema,
        response: { 200: priceRecordSchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => activatePrice(db, auditContextOf(request), request.params.id),
    });
  };
}
