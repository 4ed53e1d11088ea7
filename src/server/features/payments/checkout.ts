import { and, eq } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import { PAYMENT_RESUME_HOURS, paymentResumableUntil, type PaymentStatus } from '../../../domain/payments/payments';
import type { PaymentDetailReply, PaymentListReply, ReceiptReply, ResumePaymentReply, UserPaymentsQuery } from '../../../domain/payments/schemas';
import { VOUCHER_HOLD_MINUTES } from '../../../domain/vouchers/vouchers';
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

// The buyer's calls: look at a purchase, complete it on the mock page, take it back to the gateway
// (resume), cancel it, read its receipt, list them (a purchase starts in commands/start-checkout.ts).

export interface PaymentDeps {
  db: Database;
  config: Config;
  gateway: PayfastGateway;
}

export const PAYFAST_ONLY_MESSAGE =
  'This payment is made through PayFast: it completes when PayFast confirms it, not from this page.';
export const MOCK_OFF_MESSAGE = 'Mock payments are switched off: payments now go through PayFast.';
export const HOLD_ENDED_MESSAGE = `This payment can no longer be finished: its voucher was held for it for ${VOUCHER_HOLD_MINUTES} minutes only. Start a new payment; the voucher may still apply.`;
export const TOO_OLD_MESSAGE = `This payment can no longer be finished: it was started more than ${PAYMENT_RESUME_HOURS} hours ago. Start a new payment.`;
export const MODE_CHANGED_MESSAGE = 'This payment can no longer be finished: payments are now taken another way. Start a new payment.';

/** Why a payment that is no longer pending can be neither completed here, resumed nor cancelled. */
export function notPendingMessage(status: PaymentStatus | null): string {
  switch (status) {
    case 'complete':
      return 'This payment is already complete.';
    case 'failed':
      return 'This payment failed: start a new payment to try again.';
    case 'cancelled':
      return 'This payment was cancelled: start a new payment to try again.';
    default:
      return 'This payment was removed: start a new payment to try again.';
  }
}

/** Why a payment has no receipt: only a completed payment has one. */
export function noReceiptMessage(status: Exclude<PaymentStatus, 'complete'>): string {
  const state = { pending: 'is still pending', cancelled: 'was cancelled', failed: 'failed' }[status];
  return `This payment ${state}: a receipt is issued only once a payment is complete.`;
}

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
    if (!result.isGranted && result.status !== 'complete') throw conflict(notPendingMessage(result.status));
  }
  return getPaymentDetail(deps, actor, id);
}

/**
 * The buyer takes a pending payment back to the gateway (they left it, or closed the tab): the same
 * payment, at the price quoted, with the form to post again. Refused (409) once it is no longer
 * pending, when new payments now go another way than this one did (mock, sandbox, live), and after
 * the time it may be resumed (paymentResumableUntil): the buyer then starts again. 503 while no
 * payment can be taken at all.
 */
export async function resumePayment(deps: PaymentDeps, actor: Actor, id: string, now = new Date()): Promise<ResumePaymentReply> {
  const view = await getViewFor(deps.db, actor, id, 'act');
  const { payment } = view;
  if (payment.status !== 'pending') throw conflict(notPendingMessage(payment.status));
  const settings = await getSystemSettings(deps.db);
  const { mode } = resolvePaymentMode(deps.config, settings, deps.gateway);
  if (mode === null) throw paymentsUnavailable();
  if (payment.mode !== mode) throw conflict(MODE_CHANGED_MESSAGE);
  const hasVoucher = payment.voucherId !== null;
  const until = paymentResumableUntil({ status: payment.status, createdAt: payment.createdAt, hasVoucher });
  if (!until || now >= until) throw conflict(hasVoucher ? HOLD_ENDED_MESSAGE : TOO_OLD_MESSAGE);
  const buyer: Buyer = view.buyer ?? actor;
  const next = buildNextStep({ payment, buyer, settings, config: deps.config, gateway: deps.gateway });
  if (!next) throw paymentsUnavailable(); // unreachable: the mode in force has its merchant settings
  return { ...presentPayment(view), next };
}

/**
 * The buyer gives a pending payment up (on /payments, the mock page's Cancel, or PayFast's cancel
 * return): it becomes cancelled, which frees its voucher hold. 409 once it is no longer pending. The
 * code form stays with it: a verified PayFast notification of payment still grants it (PayFast took
 * the money), once.
 */
export async function cancelPayment(deps: PaymentDeps, actor: Actor, id: string): Promise<PaymentDetailReply> {
  const { payment } = await getViewFor(deps.db, actor, id, 'act');
  if (payment.status !== 'pending') throw conflict(notPendingMessage(payment.status));
  const [cancelled] = await deps.db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (!cancelled) {
    // PayFast's word came first (complete, cancelled or failed).
    const { payment: now } = await getViewFor(deps.db, actor, id, 'act');
    throw conflict(notPendingMessage(now.status));
  }
  return getPaymentDetail(deps, actor, id);
}

/** GET /api/payments/{id}/receipt: a completed payment's receipt, to its buyer or an admin; 409 otherwise. */
export async function getReceipt(db: Database, actor: Actor, id: string): Promise<ReceiptReply> {
  const view = await getViewFor(db, actor, id, 'view');
  const { payment } = view;
  if (payment.status !== 'complete') throw conflict(noReceiptMessage(payment.status));
  const buyer = view.buyer ? { firstName: view.buyer.firstName, lastName: view.buyer.lastName, email: view.buyer.email } : null;
  return { ...presentPayment(view), completedAt: (payment.completedAt ?? payment.updatedAt).toISOString(), buyer };
}

/** GET /api/user/payments: the caller's payments, newest first. */
export async function listUserPayments(db: Database, userId: string, query: UserPaymentsQuery): Promise<PaymentListReply> {
  const where = and(eq(payments.userId, userId), query.status ? eq(payments.status, query.status) : undefined);
  const { rows, total } = await newestPage(db, { table: payments, select: selectViews(db), where }, query);
  return { payments: rows.map((row) => presentPayment(toView(row))), pagination: paginationOf(query, total) };
}
