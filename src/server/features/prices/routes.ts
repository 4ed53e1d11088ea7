import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { formatCents } from '../../../domain/pricing/pricing';
import {
  adminPriceListReplySchema,
  createPriceBodySchema,
  currentPriceReplySchema,
  priceCatalogReplySchema,
  priceParamsSchema,
  priceRecordSchema,
} from '../../../domain/pricing/schemas';
import type { AppDeps } from '../../deps';
import { declareAccess } from '../../plugins/access';
import { auditContextOf } from '../audit/context';
import { activatePrice, createPrice, getCurrentPriceCents, getPriceCatalog, listPrices } from './service';

const guardErrors = { 401: errorReplySchema, 403: errorReplySchema };

export function priceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'public');
    app.get('/current', {
      schema: { tags: ['prices'], response: { 200: currentPriceReplySchema } },
      handler: async () => ({ amount: formatCents(await getCurrentPriceCents(deps.db)) }),
    });

    app.get('/catalog', {
      schema: { tags: ['prices'], response: { 200: priceCatalogReplySchema } },
      handler: async () => getPriceCatalog(deps.db),
    });
  };
}

/** /api/admin/prices: the price history; one price is active. */
export function adminPriceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareAccess(app, 'admin');
    app.get('/', {
      schema: { tags: ['admin'], response: { 200: adminPriceListReplySchema, ...guardErrors } },
      handler: async () => listPrices(db),
    });

    app.post('/', {
      schema: {
        tags: ['admin'],
        body: createPriceBodySchema,
        response: { 201: priceRecordSchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createPrice(db, auditContextOf(request), request.body)),
    });

    app.put('/:id/activate', {
      schema: {
        tags: ['admin'],
        params: priceParamsSchema,
        response: { 200: priceRecordSchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => activatePrice(db, auditContextOf(request), request.params.id),
    });
  };
}
