import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/payments/endpoints';
import type { Queryable } from '../../db/client';
import { createPayment } from '../../commands/start-checkout';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import * as adminQueries from './admin-queries';
import * as checkout from './checkout';
import { resolvePaymentMode, getSystemSettings } from '../settings';
import { testPayfast } from './test-payfast';
import { getViewFor } from './views';

/** What checkout needs, the same behind /api/payments and /api/credits. */
const checkoutDeps = ({ db, config, payfast }: AppDeps) => ({ db, config, gateway: payfast.gateway });

/** Starting a payment, by either route, counts against one limit per user. */
const checkoutLimit = (app: FastifyInstance) => rateLimit(app, { max: 60, windowMinutes: 10, key: byUser('payments-create') });

/** The payment in the path may be looked at (its buyer, or an admin) or acted on (its buyer only) by the caller. */
const paymentRule = (db: Queryable, purpose: 'view' | 'act'): OwnerRule => ({
  name: purpose === 'view' ? 'paymentViewer' : 'buyer',
  param: 'id',
  check: (viewer, id) => getViewFor(db, viewer, id, purpose),
});

/** /api/payments: checkout, the mock page's calls, the success page, PayFast's notifications. */
export function paymentRoutes(deps: AppDeps): FastifyPluginAsync {
  const paymentDeps = checkoutDeps(deps);
  const buyer = paymentRule(deps.db, 'act');
  return async (app) => {
    await route(
      app,
      endpoints.createPaymentEndpoint,
      async (request, reply) => reply.code(201).send(await createPayment(paymentDeps, actorOf(request), request.body)),
      { preHandler: checkoutLimit(app) },
    );

    await route(app, endpoints.testPayfastEndpoint, async () => testPayfast(paymentDeps));

    await route(
      app,
      endpoints.getPaymentEndpoint,
      async (request) => checkout.getPaymentDetail(paymentDeps, actorOf(request), request.params.id),
      { owner: paymentRule(deps.db, 'view') },
    );

    await route(
      app,
      endpoints.completeMockPaymentEndpoint,
      async (request) =>
        checkout.completeMockPayment(
          paymentDeps,
          actorOf(request),
          request.params.id,
          request.body.transactionId,
        ),
      { owner: buyer },
    );

    await route(
      app,
      endpoints.cancelPaymentEndpoint,
      async (request) => checkout.cancelPayment(paymentDeps, actorOf(request), request.params.id),
      { owner: buyer },
    );

    await route(
      app,
      endpoints.resumePaymentEndpoint,
      async (request) => checkout.resumePayment(paymentDeps, actorOf(request), request.params.id),
      { owner: buyer },
    );

    await route(
      app,
      endpoints.getReceiptEndpoint,
      async (request) => checkout.getReceipt(deps.db, actorOf(request), request.params.id),
      { owner: paymentRule(deps.db, 'view') },
    );

    // PayFast posts application/x-www-form-urlencoded: parsed here only, into the fields in the
    // order posted (the signature is over that order). Every other route keeps refusing forms.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => {
          done(null, [...new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))]);
        },
      );
      await route(
        scope,
        endpoints.payfastNotificationEndpoint,
        async (request, reply) => {
          await deps.payfast.notifications.receive({ pairs: request.body, sourceIp: request.ip });
          return reply.code(200).type('text/plain').send('OK');
        },
        { preHandler: rateLimit(scope, { max: 600, windowMinutes: 1, key: byIp('payfast-notify') }) },
      );
    });
  };
}

/** /api/credits: bundle purchases under the credits names, the same payments underneath. */
export function creditRoutes(deps: AppDeps): FastifyPluginAsync {
  const paymentDeps = checkoutDeps(deps);
  return async (app) => {
    await route(
      app,
      endpoints.purchaseCreditsEndpoint,
      async (request, reply) => {
        const { amount, voucherCode } = request.body;
        const created = await createPayment(paymentDeps, actorOf(request), {
          product: 'bundle',
          bundleType: amount,
          voucherCode,
        });
        return reply.code(201).send(created);
      },
      { preHandler: checkoutLimit(app) },
    );

    await route(
      app,
      endpoints.completeCreditPurchaseEndpoint,
      async (request) =>
        checkout.completeMockPayment(paymentDeps, actorOf(request), request.params.id, request.body.transactionId),
      { owner: paymentRule(deps.db, 'act') },
    );
  };
}

/** GET /api/user/payments. */
export function userPaymentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.listUserPaymentsEndpoint, async (request) =>
      checkout.listUserPayments(deps.db, actorOf(request).id, request.query),
    );
  };
}

/** /api/admin/payments. */
export function adminPaymentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.adminPaymentModeEndpoint, async () => {
      const { mode, reason, missingSettings } = resolvePaymentMode(deps.config, await getSystemSettings(deps.db), deps.payfast.gateway);
      return { mode, reason, missingSettings };
    });

    await route(app, endpoints.adminListPaymentsEndpoint, async (request) => adminQueries.listAdminPayments(deps.db, request.query));

    await route(app, endpoints.adminListPaymentNotificationsEndpoint, async (request) =>
      adminQueries.listNotifications(deps.db, request.query),
    );

    await route(app, endpoints.adminGetPaymentEndpoint, async (request) => adminQueries.getAdminPaymentDetail(deps.db, request.params.id));
  };
}
