import { eq } from 'drizzle-orm';
import { formatCents } from '../../../domain/pricing/pricing';
import type { SummerOfferReply } from '../../../domain/vouchers/schemas';
import { SUMMER_VOUCHER, voucherProblem } from '../../../domain/vouchers/vouchers';
import type { Queryable } from '../../db/client';
import { vouchers } from '../../db/schema';

/**
 * The summer offer as the landing page shows it: SUMMER's real discount while a buyer could use it
 * now (active, within its dates, uses left). Uses held by checkouts in progress are not counted: a
 * hold lapses within the hour, and the banner should not flicker for it.
 */
export async function getSummerOffer(db: Queryable, now = new Date()): Promise<SummerOfferReply> {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, SUMMER_VOUCHER.code)).limit(1);
  if (!voucher || voucherProblem(voucher, now) !== null) {
    return { active: false, code: SUMMER_VOUCHER.code, percentOff: null, amountOff: null, validUntil: null };
  }
  const isPercent = voucher.discountType === 'percent';
  return {
    active: true,
    code: voucher.code,
    percentOff: isPercent ? voucher.discountValue : null,
    amountOff: isPercent ? null : formatCents(voucher.discountValue),
    validUntil: voucher.validUntil?.toISOString() ?? null,
  };
}
