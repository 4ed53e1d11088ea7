/**
 * The landing page's pricing card (document 1, section 9): 1 code at the current price, 5 codes
 * at 5% off and 10 codes at 10% off, VAT included, in Rand with 2 decimals. Worked in cents.
 */
export interface PricingTier {
  codes: number;
  discountPercent: number;
  totalCents: number;
  perCodeCents: number;
}

export const TIER_DISCOUNTS = [
  { codes: 1, discountPercent: 0 },
  { codes: 5, discountPercent: 5 },
  { codes: 10, discountPercent: 10 },
] as const;

/** "19.00" -> 1900; null when the text is not a money amount. */
export function amountToCents(amount: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return null;
  const [whole, fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function pricingTiers(unitCents: number): PricingTier[] {
  return TIER_DISCOUNTS.map(({ codes, discountPercent }) => {
    const totalCents = Math.round((unitCents * codes * (100 - discountPercent)) / 100);
    return { codes, discountPercent, totalCents, perCodeCents: Math.round(totalCents / codes) };
  });
}
