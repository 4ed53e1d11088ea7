import { paymentItemName } from '../../../domain/payments/payments';
import { formatCents, type PriceQuote } from '../../../domain/pricing/pricing';
import type { AdminVoucher, PublicVoucher, ValidateVoucherBody, ValidateVoucherReply, VoucherUsesReply } from '../../../domain/vouchers/schemas';
import { voucherLabel, voucherState } from '../../../domain/vouchers/vouchers';
import type { payments, vouchers } from '../../db/schema';
import { presentBuyer, type BuyerColumns } from '../users';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher as a buyer sees it: the code, its words and its discount. */
export function presentPublicVoucher(row: VoucherRow): PublicVoucher {
  return {
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'percent' ? String(row.discountValue) : formatCents(row.discountValue),
    label: voucherLabel(row),
  };
}

/** A voucher as admins see it: its limits, its uses and those held by checkouts in progress. */
export function presentAdminVoucher(row: VoucherRow, heldUses: number, now: Date): AdminVoucher {
  return {
    ...presentPublicVoucher(row),
    id: row.id,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    usesCount: row.usesCount,
    heldUses,
    usesLeft: row.maxUses === null ? null : Math.max(0, row.maxUses - row.usesCount - heldUses),
    isActive: row.isActive,
    state: voucherState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the buyer would pay with the voucher, for POST /api/vouchers/validate. */
export function presentVoucherQuote(voucher: VoucherRow, body: ValidateVoucherBody, quote: PriceQuote): ValidateVoucherReply {
  return {
    valid: true,
    voucher: presentPublicVoucher(voucher),
    product: body.product,
    bundleType: body.product === 'bundle' ? body.bundleType : null,
    listAmount: formatCents(quote.listAmountCents),
    discount: formatCents(quote.discountCents),
    amount: formatCents(quote.amountCents),
    vatRate: quote.vatRate,
    vatAmount: formatCents(quote.vatCents),
  };
}

type PaymentRow = typeof payments.$inferSelect;

/** One use of a voucher: the payment that used it and its buyer (null once the account is gone). */
export type VoucherUseRow = Pick<PaymentRow, 'product' | 'bundleType' | 'listAmountCents' | 'discountCents' | 'amountCents'> &
  BuyerColumns & { id: string; paymentId: string; createdAt: Date };

export function presentVoucherUse(row: VoucherUseRow): VoucherUsesReply['uses'][number] {
  return {
    id: row.id,
    paymentId: row.paymentId,
    user: presentBuyer(row),
    itemName: paymentItemName(row.product, row.bundleType),
    listAmount: formatCents(row.listAmountCents),
    discount: formatCents(row.discountCents),
    amount: formatCents(row.amountCents),
    createdAt: row.createdAt.toISOString(),
  };
}
