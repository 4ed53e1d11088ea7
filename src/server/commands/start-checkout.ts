import type { CreatePaymentBody, CreatePaymentReply } from '../../domain/payments/schemas';
import { quotePrice } from '../../domain/pricing/pricing';
import { voucherDiscount } from '../../domain/vouchers/vouchers';
import type { Actor } from '../actor';
import { payments } from '../db/schema';
import { buildNextStep, type PaymentDeps, presentPayment, getViewFor } from '../features/payments';
import { listPriceCents } from '../features/prices';
import { paymentsUnavailable, resolvePaymentMode, getSystemSettings } from '../features/settings';
import { holdVoucherForCheckout } from '../features/vouchers';
import { prefixForNewCode, refuseBeyondCodeLimit } from '../features/zarcodes';

// Starting a purchase: the price with its voucher (held for this checkout), the code form checked
// now so nobody pays for a code that cannot be made, and what the browser does next.

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
