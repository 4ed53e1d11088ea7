import { and, eq } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import type { PaymentDetailReply, PaymentListReply, UserPaymentsQuery } from '../../../domain/payments/schemas';
import type { Actor } from '../../actor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newestPage } from '../../db/lists';
import { payments } from '../../db/schema';
import { conflict } from '../../errors';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import { findBundle, presentBundle } from '../bundles';
import { getSystemSettings, paymentsUnavailable, resolvePaymentMode } from '../settings';
import { presentZarcode, findZarcodeByCode } from '../zarcodes';
import { grantPayment } from '../../commands/grant-payment';
import { buildNextStep, type Buyer } from './next-step';
import { isBuyer } from './policy';
import { presentPayment } from './presenter';
import { getViewFor, selectViews, toView } from './views';

// The buyer's calls: look at a purchase, complete it on the mock page, cancel it, list them (a purchase
// starts in commands/start-checkout.ts).

export interface PaymentDeps {
  db: Database;
  config: Config;
  gateway: PayfastGateway;
}

export const PAYFAST_ONLY_MESSAGE =
  'This payment is made through PayFast: it completes when PayFast confirms it, not from this page.';
export const MOCK_OFF_MESSAGE = 'Mock payments are switched off: payments now go through PayFast.';

/** GET /api/payments/{id}: the buyer's (or, for admins, anyone's) payment with what it granted. */
export async function getPaymentDetail(deps: PaymentDeps, actor: Actor, id: string): Promise<PaymentDetailReply> {
  const view = await getViewFor(deps.db, actor, id, 'view');
  const zarcode = view.zarcodeCode ? await findZarcodeByCode(deps.db, view.zarcodeCode) : null;
  const bundle = view.bundleId ? await findBundle(deps.db, view.bundleId) : null;
  let next = null;
  if (isBuyer(actor, view.payment) && view.payment.status === 'pending') {
    const settings = await getSystemSettings(deps.db);
    const buyer: Buyer = view.buyer ?? { firstName: actor.firstName, lastName: actor.lastName, email: actor.email };
    next = buildNextStep({ payment: view.payment, buyer, settings, config: deps.config, gateway: deps.gateway });
  }
  return {
    ...presentPayment(view),
    grantedZarcode: zarcode ? presentZarcode(zarcode, actor) : null,
    grantedBundle: bundle ? presentBundle(bundle) : null,
    next,
  };
}

/**
 * The mock page's Complete (mock mode only, the buyer only): grants the payment as a verified
 * PayFast notification would. Refused while no payment can be taken (503), for payments made
 * through PayFast, and for mock payments once PayFast is switched on, so that no code is ever had
 * for free. Completing twice is harmless.
 */
export async function completeMockPayment(
  deps: PaymentDeps,
  actor: Actor,
  id: string,
  transactionId: string | null,
): Promise<PaymentDetailReply> {
  const { payment } = await getViewFor(deps.db, actor, id, 'act');
  const { mode } = resolvePaymentMode(deps.config, await getSystemSettings(deps.db), deps.gateway);
  if (mode === null) throw paymentsUnavailable();
  if (payment.mode !== 'mock') throw conflict(PAYFAST_ONLY_MESSAGE);
  if (mode !== 'mock') throw conflict(MOCK_OFF_MESSAGE);
  if (payment.status !== 'complete') {
    const result = await grantPayment(deps.db, {
      paymentId: id,
      providerPaymentId: transactionId ?? `MOCK-${id.slice(0, 8).toUpperCase()}`,
      fromStatuses: ['pending'],
    });
    if (!result.isGranted && result.status !== 'complete') {
      throw conflict(`This payment was ${result.status ?? 'removed'}: start a new payment to try again.`);
    }
  }
  return getPaymentDetail(deps, actor, id);
}

/**
 * The buyer cancelled (the mock page's Cancel, or PayFast's cancel return): a pending payment becomes
 * cancelled, which frees its voucher hold. A verified PayFast notification of payment still grants it.
 */
export async function cancelPayment(deps: PaymentDeps, actor: Actor, id: string): Promise<PaymentDetailReply> {
  const { payment } = await getViewFor(deps.db, actor, id, 'act');
  if (payment.status === 'complete') throw conflict('This payment is already complete.');
  if (payment.status === 'pending') {
    await deps.db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
  }
  return getPaymentDetail(deps, actor, id);
}

/** GET /api/user/payments: the caller's payments, newest first. */
export async function listUserPayments(db: Database, userId: string, query: UserPaymentsQuery): Promise<PaymentListReply> {
  const where = and(eq(payments.userId, userId), query.status ? eq(payments.status, query.status) : undefined);
  const { rows, total } = await newestPage(db, { table: payments, select: selectViews(db), where }, query);
  return { payments: rows.map((row) => presentPayment(toView(row))), pagination: paginationOf(query, total) };
}
