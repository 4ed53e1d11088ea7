import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { formatCents } from '../../../domain/pricing/pricing';
import { adminPriceListReplySchema, createPriceBodySchema, currentPriceReplySchema, priceCatalogReplySchema, priceParamsSchema, priceRecordSchema } from '../../../domain/pricing/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { activatePrice, createPrice, getCurrentPriceCents, getPriceCatalog, listPrices } from './service';

const guardErrors = errorReplies(401, 403);

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
