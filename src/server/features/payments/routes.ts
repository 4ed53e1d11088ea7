import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import {
  adminNotificationListReplySchema,
  adminNotificationsQuerySchema,
  adminPaymentDetailReplySchema,
  adminPaymentListReplySchema,
  adminPaymentsQuerySchema,
  paymentModeReplySchema,
  completePaymentBodySchema,
  createPaymentBodySchema,
  createPaymentReplySchema,
  creditCompleteBodySchema,
  creditPurchaseBodySchema,
  paymentDetailReplySchema,
  paymentListReplySchema,
  paymentParamsSchema,
  testPayfastReplySchema,
  userPaymentsQuerySchema,
} from '../../../domain/payments/schemas';
import { voucherErrorReplySchema } from '../../../domain/vouchers/schemas';
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { OwnerRule } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import { byIp, byUser, rateLimit } from '../../plugins/rate-limits';
import { declareRouteGroup } from '../../plugins/route-group';
import * as adminQueries from './admin-queries';
import * as checkout from './checkout';
import { resolvePaymentMode } from './mode';
import { testPayfast } from './test-payfast';
import { getViewFor } from './views';
import { getSystemSettings } from '../settings/service';

const guardErrors = errorReplies(401, 403);
const errors = errorReplies(400, 401, 403, 404, 409);
/** Starting or completing a payment answers 503 while no payment can be taken. */
const paymentErrors = { ...errors, ...errorReplies(503) };
/** A voucher refused at checkout answers its reason too. */
const checkoutErrors = { ...paymentErrors, 404: voucherErrorReplySchema.or(errorReplySchema), 409: voucherErrorReplySchema.or(errorReplySchema) };

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
export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const paymentDeps = checkoutDeps(deps);
  const buyer = paymentRule(deps.db, 'act');
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'payments' });

    app.post('/create', {
      schema: {
        body: createPaymentBodySchema,
        response: { 201: createPaymentReplySchema, 429: errorReplySchema, ...checkoutErrors },
      },
      preHandler: checkoutLimit(app),
      handler: async (request, reply) =>
        reply.code(201).send(await checkout.createPayment(paymentDeps, actorOf(request), request.body)),
    });

    app.post('/test-payfast', {
      config: { access: 'superAdmin' },
      schema: { response: { 200: testPayfastReplySchema, 409: errorReplySchema, ...guardErrors } },
      handler: async () => testPayfast(paymentDeps),
    });

    app.get('/:id', {
      config: { owner: paymentRule(deps.db, 'view') },
      schema: {
        params: paymentParamsSchema,
        response: { 200: paymentDetailReplySchema, ...errors },
      },
      handler: async (request) => checkout.getPaymentDetail(paymentDeps, actorOf(request), request.params.id),
    });

    app.post('/:id/complete', {
      config: { owner: buyer },
      schema: {
        params: paymentParamsSchema,
        body: completePaymentBodySchema,
        response: { 200: paymentDetailReplySchema, ...paymentErrors },
      },
      handler: async (request) =>
        checkout.completeMockPayment(
          paymentDeps,
          actorOf(request),
          request.params.id,
          request.body.transactionId,
        ),
    });

    app.post('/:id/cancel', {
      config: { owner: buyer },
      schema: {
        params: paymentParamsSchema,
        response: { 200: paymentDetailReplySchema, ...errors },
      },
      handler: async (request) => checkout.cancelPayment(paymentDeps, actorOf(request), request.params.id),
    });

    // PayFast posts application/x-www-form-urlencoded: parsed here only, into the fields in the
    // order posted (the signature is over that order). Every other route keeps refusing forms.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => {
          done(null, [...new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))]);
        },
      );
      scope.post('/payfast/notify', {
        config: { access: 'public', caching: 'no-store' },
        schema: {
          description:
            "PayFast's Instant Transaction Notification: stored, answered 200 at once, then checked and processed.",
          body: z.array(z.tuple([z.string(), z.string()]), { error: 'Expected a PayFast notification form' }),
          response: { 200: z.string(), 400: errorReplySchema, 429: errorReplySchema },
        },
        preHandler: rateLimit(scope, { max: 600, windowMinutes: 1, key: byIp('payfast-notify') }),
        handler: async (request, reply) => {
          await deps.payfast.notifications.receive({ pairs: request.body, sourceIp: request.ip });
          return reply.code(200).type('text/plain').send('OK');
        },
      });
    });
  };
}

/** /api/credits: the specification's bundle purchase calls, the same payments underneath. */
export function creditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const paymentDeps = checkoutDeps(deps);
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'payments' });

    app.post('/purchase', {
      schema: {
        body: creditPurchaseBodySchema,
        response: { 201: createPaymentReplySchema, 429: errorReplySchema, ...checkoutErrors },
      },
      preHandler: checkoutLimit(app),
      handler: async (request, reply) => {
        const { amount, voucherCode } = request.body;
        const created = await checkout.createPayment(paymentDeps, actorOf(request), {
          product: 'bundle',
          bundleType: amount,
          voucherCode,
        });
        return reply.code(201).send(created);
      },
    });

    app.post('/purchase/:id/complete', {
      config: { owner: paymentRule(deps.db, 'act') },
      schema: {
        params: paymentParamsSchema,
        body: creditCompleteBodySchema,
        response: { 200: paymentDetailReplySchema, ...paymentErrors },
      },
      handler: async (request) =>
        checkout.completeMockPayment(paymentDeps, actorOf(request), request.params.id, request.body.transactionId),
    });
  };
}

/** GET /api/user/payments. */
export function userPaymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'payments' });
    app.get('/payments', {
      schema: {
        querystring: userPaymentsQuerySchema,
        response: { 200: paymentListReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
      handler: async (request) => checkout.listUserPayments(deps.db, actorOf(request).id, request.query),
    });
  };
}

/** /api/admin/payments. */
export function adminPaymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.get('/mode', {
      schema: {
        description: 'What new payments use now (mock, sandbox, live, or null: none can be taken) and why, with the missing merchant settings.',
        response: { 200: paymentModeReplySchema, ...guardErrors },
      },
      handler: async () => {
        const { mode, reason, missingSettings } = resolvePaymentMode(deps.config, await getSystemSettings(deps.db), deps.payfast.gateway);
        return { mode, reason, missingSettings };
      },
    });

    app.get('/', {
      schema: {
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentListReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => adminQueries.listAdminPayments(deps.db, request.query),
    });

    app.get('/notifications', {
      schema: {
        querystring: adminNotificationsQuerySchema,
        response: { 200: adminNotificationListReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => adminQueries.listNotifications(deps.db, request.query),
    });

    app.get('/:id', {
      schema: {
        params: paymentParamsSchema,
        response: { 200: adminPaymentDetailReplySchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => adminQueries.getAdminPaymentDetail(deps.db, request.params.id),
    });
  };
}
