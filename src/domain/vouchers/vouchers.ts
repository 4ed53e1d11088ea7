import { formatCents, type Discount } from '../pricing/pricing';

/** Letters, digits, hyphen and underscore; stored upper-cased and matched in any case. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;
export const VOUCHER_CODE_MESSAGE = 'Voucher code must be 2 to 32 letters, digits, hyphens or underscores';
export const VOUCHER_DESCRIPTION_MAX_LENGTH = 200;

/** The landing page's offer: it exists from the first start (a migration seeds it). */
export const SUMMER_VOUCHER = { code: 'SUMMER', percent: 30 } as const;

/**
 * How long a checkout keeps the voucher use it was priced with: while a payment is pending and younger
 * than this, its use counts against the voucher's maximum, so two buyers can never both be quoted its
 * last use. Longer than a PayFast payment page stays open.
 */
export const VOUCHER_HOLD_MINUTES = 60;

export const VOUCHER_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];

/** Why a voucher cannot be used now. */
export const VOUCHER_PROBLEMS = ['unknown', 'inactive', 'not_yet_valid', 'expired', 'used_up'] as const;
export type VoucherProblem = (typeof VOUCHER_PROBLEMS)[number];

/** A voucher's state for lists: usable now, or why not. */
export const VOUCHER_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export interface VoucherTerms {
  code: string;
  discountType: VoucherDiscountType;
  /** Percent (30) or cents (500), by discountType. */
  discountValue: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usesCount: number;
  isActive: boolean;
}

/** Trims and upper-cases what a buyer typed: ' summer ' is SUMMER. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why `voucher` cannot be used at `now`, or null when it can. `heldUses` are uses held by other
 * checkouts in progress (see VOUCHER_HOLD_MINUTES); they count against the maximum.
 */
export function voucherProblem(voucher: VoucherTerms, now: Date, heldUses = 0): VoucherProblem | null {
  if (!voucher.isActive) return 'inactive';
  if (voucher.validFrom && now < voucher.validFrom) return 'not_yet_valid';
  if (voucher.validUntil && now >= voucher.validUntil) return 'expired';
  if (voucher.maxUses !== null && voucher.usesCount + heldUses >= voucher.maxUses) return 'used_up';
  return null;
}

/** The words a buyer sees for each problem. */
export function voucherProblemMessage(code: string, problem: VoucherProblem, isHeld = false): string {
  switch (problem) {
    case 'unknown':
      return `Voucher ${code} does not exist`;
    case 'inactive':
      return `Voucher ${code} is no longer active`;
    case 'not_yet_valid':
      return `Voucher ${code} is not valid yet`;
    case 'expired':
      return `Voucher ${code} has expired`;
    case 'used_up':
      return isHeld
        ? `Voucher ${code} has no uses left right now: its last uses are held by checkouts in progress. Try again in an hour, or pay without it.`
        : `Voucher ${code} has been used up`;
  }
}

/** A voucher's state for the admin list. */
export function voucherState(voucher: VoucherTerms, now: Date): VoucherState {
  const problem = voucherProblem(voucher, now);
  if (problem === null) return 'active';
  if (problem === 'not_yet_valid') return 'scheduled';
  if (problem === 'unknown') return 'inactive';
  return problem;
}

export function voucherDiscount(voucher: Pick<VoucherTerms, 'discountType' | 'discountValue'>): Discount {
  return voucher.discountType === 'percent'
    ? { type: 'percent', percent: voucher.discountValue }
    : { type: 'fixed', cents: voucher.discountValue };
}

/** "30% off" or "R5.00 off". */
export function voucherLabel(voucher: Pick<VoucherTerms, 'discountType' | 'discountValue'>): string {
  return voucher.discountType === 'percent'
    ? `${voucher.discountValue}% off`
    : `R${formatCents(voucher.discountValue)} off`;
}
