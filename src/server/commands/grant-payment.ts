import { and, eq, inArray } from 'drizzle-orm';
import type { BundleType } from '../../domain/bundles/bundles';
import type { PaymentStatus } from '../../domain/payments/payments';
import { createZarcodeBodySchema } from '../../domain/zarcode/schemas';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { countPaymentGranted } from '../infra/metrics';
import { createPaidBundle } from '../features/bundles';
import { countVoucherUse } from '../features/vouchers';
import { createZarcode } from './create-code';

// Granting a payment: what was bought (a code or a bundle) made, and the voucher's use counted.

export type GrantResult =
  | { isGranted: true; voucherOverrun: boolean }
  | { isGranted: false; status: PaymentStatus | null };

/**
 * Completes a payment and gives what it bought, all in one transaction: the payment is marked
 * complete, its voucher use counted, and its code (with the photos of its upload session) or bundle
 * made. The first step is a conditional UPDATE from one of `fromStatuses`: however many
 * confirmations arrive, and however concurrently, only one finds the payment not yet complete (the
 * others wait for its row lock, then find it complete), and the unique payment ids of codes and
 * bundles back that up. Anything that fails rolls the whole grant back: the payment stays as it was.
 * @param fromStatuses the statuses a payment may be completed from: 'pending' for the mock page;
 *   for a verified PayFast notification also 'cancelled' and 'failed' (PayFast took the money)
 */
export async function grantPayment(
  db: Database,
  input: { paymentId: string; providerPaymentId: string | null; fromStatuses: PaymentStatus[]; now?: Date },
): Promise<GrantResult> {
  const now = input.now ?? new Date();
  const granted = await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'complete',
        completedAt: now,
        updatedAt: now,
        ...(input.providerPaymentId ? { providerPaymentId: input.providerPaymentId } : {}),
      })
      .where(and(eq(payments.id, input.paymentId), inArray(payments.status, input.fromStatuses)))
      .returning();
    if (!payment) {
      const [current] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, input.paymentId));
      return { isGranted: false as const, status: current?.status ?? null };
    }
    // An admin deleted the buyer's account after the checkout: nobody to give it to. Nothing is
    // kept (the notification log says why), and the admin refunds through PayFast.
    const buyerId = payment.userId;
    if (buyerId === null) throw new Error("The buyer's account was deleted: nothing can be granted");

    let voucherOverrun = false;
    if (payment.voucherId) {
      const use = await countVoucherUse(tx, {
        voucherId: payment.voucherId,
        paymentId: payment.id,
        userId: buyerId,
      });
      voucherOverrun = !use.isCounted;
    }

    if (payment.product === 'bundle') {
      await createPaidBundle(tx, {
        userId: buyerId,
        bundleType: payment.bundleType as BundleType,
        paymentId: payment.id,
        purchasedAt: now,
      });
    } else {
      const body = createZarcodeBodySchema.parse(payment.codeForm);
      await createZarcode(tx, {
        ownerId: buyerId,
        body: { ...body, useBundle: false },
        payment: { kind: 'paid', paymentId: payment.id },
      });
    }
    return { isGranted: true as const, voucherOverrun, product: payment.product, mode: payment.mode };
  });
  if (!granted.isGranted) return granted;
  // Counted once committed: a grant rolled back gave nothing.
  countPaymentGranted(granted.product, granted.mode);
  return { isGranted: true, voucherOverrun: granted.voucherOverrun };
}
