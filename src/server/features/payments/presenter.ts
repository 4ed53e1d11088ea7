import type { BundleType } from '../../../domain/bundles/bundles';
import { paymentItemName, paymentResumableUntil } from '../../../domain/payments/payments';
import { type AdminPaymentRecord, type PaymentNotification, type PaymentRecord, type PaymentTotals, NOTIFICATION_OUTCOMES, type NotificationOutcome } from '../../../domain/payments/schemas';
import { formatCents, moneyTotals } from '../../../domain/pricing/pricing';
import type { paymentNotifications, payments } from '../../db/schema';
import type { PaymentBuyer } from '../users';

export type PaymentRow = typeof payments.$inferSelect;
export type NotificationRow = typeof paymentNotifications.$inferSelect;

/** A payment with what it refers to: its voucher's code and what it granted. */
export interface PaymentView {
  payment: PaymentRow;
  voucherCode: string | null;
  zarcodeCode: string | null;
  bundleId: string | null;
}

/** Who bought a payment, as admins see them. */

export interface PaymentViewWithBuyer extends PaymentView {
  /** Null once the buyer's account is gone. */
  buyer: PaymentBuyer | null;
}

/** The title of the code being bought, from the form kept with the payment. */
export function codeFormTitle(codeForm: unknown): string | null {
  const title = (codeForm as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title ? title : null;
}

export function presentPayment(view: PaymentView): PaymentRecord {
  const { payment } = view;
  return {
    id: payment.id,
    status: payment.status,
    mode: payment.mode,
    product: payment.product,
    bundleType: payment.bundleType as BundleType | null,
    itemName: paymentItemName(payment.product, payment.bundleType),
    itemDescription: payment.product === 'zarcode' ? codeFormTitle(payment.codeForm) : null,
    listAmount: formatCents(payment.listAmountCents),
    discount: formatCents(payment.discountCents),
    amount: formatCents(payment.amountCents),
    vatRate: Number(payment.vatRate).toFixed(2),
    vatAmount: formatCents(payment.vatCents),
    amountExVat: formatCents(payment.amountCents - payment.vatCents),
    voucherCode: view.voucherCode,
    providerPaymentId: payment.providerPaymentId,
    zarcode: view.zarcodeCode,
    bundleId: view.bundleId,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    resumableUntil:
      paymentResumableUntil({ status: payment.status, createdAt: payment.createdAt, hasVoucher: payment.voucherId !== null })?.toISOString() ??
      null,
  };
}

export function presentAdminPayment(view: PaymentViewWithBuyer): AdminPaymentRecord {
  return { ...presentPayment(view), user: view.buyer };
}

/** Sums of payments, one row per status as the database grouped them (amounts as numeric text). */
export interface PaymentSums {
  count: number;
  amount: string;
  vat: string;
  discount: string;
}

/** The totals line of the admin list, over the statuses given. */
export function presentPaymentTotals(sums: PaymentSums[]): PaymentTotals {
  const total = (pick: (row: PaymentSums) => number) => sums.reduce((sum, row) => sum + pick(row), 0);
  return {
    ...moneyTotals(total((row) => row.count), total((row) => Number(row.amount)), total((row) => Number(row.vat))),
    discount: formatCents(total((row) => Number(row.discount))),
  };
}

function isFormPairs(value: unknown): value is Array<[string, string]> {
  return (
    Array.isArray(value) &&
    value.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'))
  );
}

export function presentNotification(row: NotificationRow): PaymentNotification {
  const outcome = (NOTIFICATION_OUTCOMES as readonly string[]).includes(row.outcome)
    ? (row.outcome as NotificationOutcome)
    : 'error';
  return {
    id: row.id,
    paymentId: row.paymentId,
    sourceIp: row.sourceIp,
    fields: isFormPairs(row.fields) ? row.fields : [],
    outcome,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
