import { BUNDLES, BUNDLE_TYPES, type BundleType } from '../bundles/bundles';

/** R19.00, VAT included: the price shown whenever no price has been set or it cannot be fetched. */
export const DEFAULT_PRICE_CENTS = 1900;
export const DEFAULT_VAT_RATE = 15;

/**
 * PayFast's smallest payment by default (R5.00): a price may not be set below it, and a voucher never
 * brings a payment under it.
 */
export const MIN_CHARGE_CENTS = 500;
/** The highest price an admin may set for one code (a typo guard, not a business rule). */
export const MAX_PRICE_CENTS = 10_000_000;

/** Formats integer cents as the API's money string, e.g. 1900 -> "19.00". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A sum of money lines as answers carry it: VAT included, its VAT part, and the amount without it. */
export function moneyTotals(count: number, amountCents: number, vatCents: number) {
  return {
    count,
    amount: formatCents(amountCents),
    vatAmount: formatCents(vatCents),
    amountExVat: formatCents(amountCents - vatCents),
  };
}

/** Formats a money string or cents for people: "R19.00". */
export function formatRand(amount: string | number): string {
  const value = typeof amount === 'number' ? formatCents(amount) : Number(amount).toFixed(2);
  return `R${value}`;
}

/**
 * Reads a money amount in Rand ("19", "19.5", "19.00", or the number 19.5) as integer cents, or null
 * when it is not one: negative, more than two decimals, not a number.
 */
export function parseAmountToCents(amount: string | number): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * `numerator / denominator` rounded to the nearest whole number, halves away from zero, in exact
 * integer arithmetic (both positive integers; no floating-point error near .5).
 */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A VAT rate ("15.00", 15, 15.5) as hundredths of a percent (1500, 1550): the rate is stored with two
 * decimals, so every sum below stays in integers.
 */
export function vatRateBasisPoints(rate: string | number): number {
  const value = typeof rate === 'number' ? rate : Number(rate);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new RangeError(`Invalid VAT rate ${rate}`);
  return Math.round(value * 100);
}

/**
 * The VAT part of a VAT-inclusive amount: amount x rate / (100 + rate), rounded to the nearest cent,
 * half a cent up. R19.00 at 15% holds R2.48 VAT (2.478...), R13.30 holds R1.73 (1.734...).
 */
export function vatPartCents(amountCents: number, rate: string | number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError(`Invalid amount ${amountCents}`);
  const basisPoints = vatRateBasisPoints(rate);
  if (basisPoints === 0 || amountCents === 0) return 0;
  return divideRoundingHalfUp(amountCents * basisPoints, 10_000 + basisPoints);
}

/** `percent` of `cents`, rounded to the nearest cent, half a cent up: 30% of R19.00 is R5.70. */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Invalid amount ${cents}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`Invalid percent ${percent}`);
  if (percent === 0 || cents === 0) return 0;
  return divideRoundingHalfUp(cents * percent, 100);
}

/**
 * A bundle's price: the price per code times its codes, less the bundle's discount, rounded to the
 * cent (the landing page's rule: price x5 x0.95). At R19.00: starter R90.25, professional R171.00,
 * enterprise R403.75.
 */
export function bundlePriceCents(unitCents: number, bundleType: BundleType): number {
  const { codes, discountPercent } = BUNDLES[bundleType];
  return divideRoundingHalfUp(unitCents * codes * (100 - discountPercent), 100);
}

/** One thing for sale at a price per code: a single code (bundleType null) or a bundle. */
export interface CatalogPrice {
  bundleType: BundleType | null;
  codes: number;
  discountPercent: number;
  amountCents: number;
}

/**
 * One code and each bundle at `unitCents`, before any voucher: what GET /api/prices/catalog lists
 * and checkout charges, and what the landing card shows when the catalog cannot be fetched.
 */
export function catalogPrices(unitCents: number): CatalogPrice[] {
  return [
    { bundleType: null, codes: 1, discountPercent: 0, amountCents: unitCents },
    ...BUNDLE_TYPES.map((bundleType) => ({
      bundleType,
      codes: BUNDLES[bundleType].codes,
      discountPercent: BUNDLES[bundleType].discountPercent,
      amountCents: bundlePriceCents(unitCents, bundleType),
    })),
  ];
}

export type Discount = { type: 'percent'; percent: number } | { type: 'fixed'; cents: number };

/**
 * What a discount takes off `listCents`: a percentage rounded to the cent, or a fixed amount; never so
 * much that the payment falls under MIN_CHARGE_CENTS (nothing at all off a price already under it).
 */
export function discountCents(listCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  const wanted = discount.type === 'percent' ? percentOfCents(listCents, discount.percent) : discount.cents;
  const most = Math.max(0, listCents - MIN_CHARGE_CENTS);
  return Math.max(0, Math.min(wanted, most));
}

export interface PriceQuote {
  /** Before any voucher. */
  listAmountCents: number;
  discountCents: number;
  /** What is charged, VAT included. */
  amountCents: number;
  /** The VAT rate in force, as stored ("15.00"). */
  vatRate: string;
  /** The VAT part of amountCents. */
  vatCents: number;
}

/** The price of one purchase: list price, voucher discount, amount charged and its VAT part. */
export function quotePrice(listCents: number, discount: Discount | null, rate: string | number): PriceQuote {
  const off = discountCents(listCents, discount);
  const amountCents = listCents - off;
  return {
    listAmountCents: listCents,
    discountCents: off,
    amountCents,
    vatRate: (vatRateBasisPoints(rate) / 100).toFixed(2),
    vatCents: vatPartCents(amountCents, rate),
  };
}
