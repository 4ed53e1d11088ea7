import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import {
  adminVoucherListReplySchema,
  adminVoucherSchema,
  createVoucherBodySchema,
  deleteVoucherReplySchema,
  updateVoucherBodySchema,
  validateVoucherBodySchema,
  validateVoucherReplySchema,
  voucherErrorReplySchema,
  voucherParamsSchema,
  voucherUsesReplySchema,
} from '../../../domain/vouchers/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import * as voucherService from './service';

const guardErrors = errorReplies(401, 403);

/** POST /api/vouchers/validate: for a signed-in buyer on the payment page. */
export function voucherRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'vouchers' });
    app.post('/validate', {
      schema: {
        body: validateVoucherBodySchema,
        response: {
          200: validateVoucherReplySchema,
          400: errorReplySchema,
          404: voucherErrorReplySchema,
          409: voucherErrorReplySchema,
          429: errorReplySchema,
          ...guardErrors,
        },
      },
      // Slows guessing codes: a person types a voucher a few times, not hundreds.
      preHandler: rateLimit(app, { max: 60, windowMinutes: 10, key: byUser('voucher-validate') }),
      handler: async (request) => voucherService.validateVoucher(deps.db, actorOf(request).id, request.body),
    });
  };
}

/** /api/admin/vouchers: admins create, change, end and see the uses of vouchers. */
export function adminVoucherRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.get('/', {
      schema: { response: { 200: adminVoucherListReplySchema, ...guardErrors } },
      handler: async () => ({ vouchers: await voucherService.listVouchers(db) }),
    });

    app.post('/', {
      schema: {
        body: createVoucherBodySchema,
        response: { 201: adminVoucherSchema, 400: errorReplySchema, 409: errorReplySchema, ...guardErrors },
      },
      handler: async (request, reply) => reply.code(201).send(await voucherService.createVoucher(db, auditContextOf(request), request.body)),
    });

    app.put('/:id', {
      schema: {
        params: voucherParamsSchema,
        body: updateVoucherBodySchema,
        response: {
          200: adminVoucherSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          ...guardErrors,
        },
      },
      handler: async (request) => voucherService.updateVoucher(db, auditContextOf(request), request.params.id, request.body),
    });

    app.delete('/:id', {
      schema: {
        params: voucherParamsSchema,
        response: { 200: deleteVoucherReplySchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => {
        const result = await voucherService.deleteVoucher(db, auditContextOf(request), request.params.id);
        return {
          ...result,
          message: result.ended
            ? 'Voucher ended: payments used it, so it is kept for their records'
            : 'Voucher deleted',
        };
      },
    });

    app.get('/:id/uses', {
      schema: {
        params: voucherParamsSchema,
        response: { 200: voucherUsesReplySchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => voucherService.listVoucherUses(db, request.params.id),
    });
  };
}
