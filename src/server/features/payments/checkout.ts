import { and, eq } from 'drizzle-orm';
import { paginationOf } from '../../../domain/api/pagination';
import type { CreatePaymentBody, CreatePaymentReply, PaymentDetailReply, PaymentListReply, UserPaymentsQuery } from '../../../domain/payments/schemas';
import { quotePrice } from '../../../domain/pricing/pricing';
import { voucherDiscount } from '../../../domain/vouchers/vouchers';
import type { Actor } from '../../actor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newestPage } from '../../db/lists';
import { payments } from '../../db/schema';
import { conflict } from '../../errors';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import { findBundle } from '../bundles/service';
import { presentBundle } from '../bundles/presenter';
import { listPriceCents } from '../prices/service';
import { getSystemSettings } from '../settings/service';
import { holdVoucherForCheckout } from '../vouchers/service';
import { presentZarcode } from '../zarcodes/presenter';
import { findZarcodeByCode, prefixForNewCode, refuseBeyondCodeLimit } from '../zarcodes/service';
import { grantPayment } from '../../commands/grant-payment';
import { paymentsUnavailable, resolvePaymentMode } from './mode';
import { buildNextStep, type Buyer } from './next-step';
import { isBuyer } from './policy';
import { presentPayment } from './presenter';
import { getViewFor, selectViews, toView } from './views';

// The buyer's calls: start a purchase, look at it, complete it on the mock page, cancel it, list them.

export interface PaymentDeps {
  db: Database;
  config: Config;
  gateway: PayfastGateway;
}

export const PAYFAST_ONLY_MESSAGE =
  'This payment is made through PayFast: it completes when PayFast confirms it, not from this page.';
export const MOCK_OFF_MESSAGE = 'Mock payments are switched off: payments now go through PayFast.';

/**
 * Starts a purchase: prices it (current price, bundle discount, voucher, VAT rate in force, all
 * stored on the payment so later changes never alter it), keeps the code form with it, and answers
 * what the browser does next. The voucher's use is held for this checkout (see
 * holdVoucherForCheckout) and counted when the payment is granted. While no payment can be taken
 * (503), nothing is made: no pending payment is left for anything to complete later.
 */
export async function createPayment(deps: PaymentDeps, actor: Actor, body: CreatePaymentBody): Promise<CreatePaymentReply> {
  const { db, config, gateway } = deps;
  const settings = await getSystemSettings(db);
  const { mode } = resolvePaymentMode(config, settings, gateway);
  if (mode === null) throw paymentsUnavailable();
  const bundleType = body.product === 'bundle' ? body.bundleType : null;
  if (body.product === 'zarcode') {
    // The code form's checks, now, so that a buyer never pays for a code that cannot be made.
    prefixForNewCode(body.codeForm);
    await refuseBeyondCodeLimit(db, actor.id, settings.maxCodesPerUser);
  }
  const listCents = await listPriceCents(db, body.product, bundleType);
  const now = new Date();

  const id = await db.transaction(async (tx) => {
    const voucher = body.voucherCode
      ? await holdVoucherForCheckout(tx, { code: body.voucherCode, userId: actor.id, now })
      : null;
    const quote = quotePrice(listCents, voucher ? voucherDiscount(voucher) : null, settings.vatRate);
    const [row] = await tx
      .insert(payments)
      .values({
        userId: actor.id,
        product: body.product,
        bundleType,
        codeForm: body.product === 'zarcode' ? { ...body.codeForm, useBundle: false } : null,
        status: 'pending',
        mode,
        listAmountCents: quote.listAmountCents,
        discountCents: quote.discountCents,
        amountCents: quote.amountCents,
        vatRate: quote.vatRate,
        vatCents: quote.vatCents,
        voucherId: voucher?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    return row!.id;
  });

  const view = await getViewFor(db, actor, id, 'act');
  const next = buildNextStep({ payment: view.payment, buyer: actor, settings, config, gateway });
  if (!next) throw paymentsUnavailable(); // unreachable: a PayFast mode needs the merchant settings
  return { ...presentPayment(view), paymentId: id, next };
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
