import { describe, expect, it } from 'vitest';
import { catalogPrices, formatCents } from '../../../domain/pricing/pricing';
import { FALLBACK_CATALOG_ITEMS, pricingRowPath, pricingRows } from './pricing-rows';

/** The catalog's items as the server answers them at a price per code. */
const itemsAt = (unitCents: number) => catalogPrices(unitCents).map((item) => ({ ...item, amount: formatCents(item.amountCents) }));

describe('pricingRows', () => {
  it('shows 1 code at the price, 5 at 5% off and 10 at 10% off: R19.00, R90.25, R171.00', () => {
    expect(pricingRows(itemsAt(1900))).toEqual([
      { bundleType: null, codes: 1, discountPercent: 0, price: 'R19.00' },
      { bundleType: 'starter', codes: 5, discountPercent: 5, price: 'R90.25' },
      { bundleType: 'professional', codes: 10, discountPercent: 10, price: 'R171.00' },
    ]);
  });

  it('follows a new price to the cent: R23.45, R111.39, R211.05', () => {
    expect(pricingRows(itemsAt(2345)).map((row) => row.price)).toEqual(['R23.45', 'R111.39', 'R211.05']);
  });

  it('falls back to R19.00 when the catalog cannot be fetched', () => {
    expect(pricingRows(FALLBACK_CATALOG_ITEMS).map((row) => row.price)).toEqual(['R19.00', 'R90.25', 'R171.00']);
  });
});

describe('pricingRowPath', () => {
  it('sends visitors to register', () => {
    for (const bundleType of [null, 'starter', 'professional'] as const) expect(pricingRowPath({ bundleType }, false)).toBe('/register');
  });

  it('sends a signed-in user to the generator for one code and to payment for a bundle', () => {
    expect(pricingRowPath({ bundleType: null }, true)).toBe('/generator');
    expect(pricingRowPath({ bundleType: 'starter' }, true)).toBe('/payment?bundle=starter');
    expect(pricingRowPath({ bundleType: 'professional' }, true)).toBe('/payment?bundle=professional');
  });
});
