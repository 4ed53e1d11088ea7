import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../actor';
import type { Queryable } from '../../db/client';
import { bundles, payments, users, vouchers, zarcodes } from '../../db/schema';
import { notFound } from '../../errors';
import { canSeeOthersPayments } from './policy';
import { buyerColumns, presentBuyer } from '../users';
import type { PaymentViewWithBuyer } from './presenter';

// A payment with what it refers to (its voucher, the code or bundle it granted, its buyer): the
// joins that the buyer's calls and the admins' lists share.

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** Payments joined to what they refer to; filter, order and page it, then read rows with toView. */
export function selectViews(db: Queryable) {
  return db
    .select({
      payment: payments,
      voucherCode: vouchers.code,
      zarcodeCode: zarcodes.code,
      bundleId: bundles.id,
      ...buyerColumns,
    })
    .from(payments)
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
    .leftJoin(zarcodes, eq(zarcodes.paymentId, payments.id))
    .leftJoin(bundles, eq(bundles.paymentId, payments.id))
    .leftJoin(users, eq(users.id, payments.userId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

export function toView(row: ViewRow): PaymentViewWithBuyer {
  const { buyerId, buyerEmail, buyerFirstName, buyerLastName, ...view } = row;
  return { ...view, buyer: presentBuyer({ buyerId, buyerEmail, buyerFirstName, buyerLastName }) };
}

/**
 * A payment as `actor` may reach it, else 404: for looking at ('view'), their own or, for admins,
 * anyone's; for paying, completing, resuming or cancelling ('act'), their own only.
 */
export async function getViewFor(
  db: Queryable,
  actor: NonNullable<Viewer>,
  id: string,
  purpose: 'view' | 'act',
): Promise<PaymentViewWithBuyer> {
  const mayOthers = purpose === 'view' && canSeeOthersPayments(actor);
  const [row] = await selectViews(db)
    .where(and(eq(payments.id, id), mayOthers ? undefined : eq(payments.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toView(row);
}
