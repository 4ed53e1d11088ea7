import { describe, expect, it } from 'vitest';
import { amountToCents, pricingTiers } from './pricing-tiers';

describe('pricingTiers', () => {
  it('prices 1, 5 and 10 codes at the price, 5% off and 10% off', () => {
    expect(pricingTiers(1900)).toEqual([
      { codes: 1, discountPercent: 0, totalCents: 1900, perCodeCents: 1900 },
      { codes: 5, discountPercent: 5, totalCents: 9025, perCodeCents: 1805 },
      { codes: 10, discountPercent: 10, totalCents: 17100, perCodeCents: 1710 },
    ]);
  });
  it('rounds to whole cents', () => {
    expect(pricingTiers(1999).map((t) => t.totalCents)).toEqual([1999, 9495, 17991]);
  });
});

describe('amountToCents', () => {
  it('reads money strings', () => {
    expect(amountToCents('19.00')).toBe(1900);
    expect(amountToCents('19.5')).toBe(1950);
    expect(amountToCents('7')).toBe(700);
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents('-1.00')).toBeNull();
  });
});
