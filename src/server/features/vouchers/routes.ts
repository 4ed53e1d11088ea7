import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/vouchers/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byUser, rateLimit } from '../../plugins/rate-limits';
import { auditContextOf } from '../audit';
import * as voucherService from './service';

/** POST /api/vouchers/validate: for a signed-in buyer on the payment page. */
export function voucherRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(
      app,
      endpoints.validateVoucherEndpoint,
      async (request) => voucherService.validateVoucher(deps.db, actorOf(request).id, request.body),
      // Slows guessing codes: a person types a voucher a few times, not hundreds.
      { preHandler: rateLimit(app, { max: 60, windowMinutes: 10, key: byUser('voucher-validate') }) },
    );
  };
}

/** /api/admin/vouchers: admins create, change, end and see the uses of vouchers. */
export function adminVoucherRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.adminListVouchersEndpoint, async () => ({ vouchers: await voucherService.listVouchers(db) }));

    await route(app, endpoints.adminCreateVoucherEndpoint, async (request, reply) =>
      reply.code(201).send(await voucherService.createVoucher(db, auditContextOf(request), request.body)),
    );

    await route(app, endpoints.adminUpdateVoucherEndpoint, async (request) =>
      voucherService.updateVoucher(db, auditContextOf(request), request.params.id, request.body),
    );

    await route(app, endpoints.adminDeleteVoucherEndpoint, async (request) => {
      const result = await voucherService.deleteVoucher(db, auditContextOf(request), request.params.id);
      return {
        ...result,
        message: result.ended ? 'Voucher ended: payments used it, so it is kept for their records' : 'Voucher deleted',
      };
    });

    await route(app, endpoints.adminListVoucherUsesEndpoint, async (request) => voucherService.listVoucherUses(db, request.params.id));
  };
}
