import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS, bundlePriceCents, discountCents, formatCents, formatRand, parseAmountToCents, percentOfCents, quotePrice, vatPartCents, vatRateBasisPoints } from './pricing';

describe('formatCents', () => {
  it('writes two decimals', () => {
    expect(formatCents(1900)).toBe('19.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1805)).toBe('18.05');
    expect(formatCents(-250)).toBe('-2.50');
  });
  it('refuses fractions of a cent', () => {
    expect(() => formatCents(19.5)).toThrow(RangeError);
  });
});

describe('formatRand', () => {
  it('prefixes R', () => {
    expect(formatRand('19.00')).toBe('R19.00');
    expect(formatRand(1330)).toBe('R13.30');
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['19', 1900],
    ['19.5', 1950],
    ['19.50', 1950],
    [' 0.05 ', 5],
    [19.99, 1999],
    [0.1, 10],
    ['100000.00', 10_000_000],
  ])('reads %j as %i cents', (amount, cents) => {
    expect(parseAmountToCents(amount)).toBe(cents);
  });

  it.each([['19.999'], ['-1'], ['1e3'], ['R19'], [''], ['19.'], ['.5'], [Number.NaN], [Infinity], [-5], [1.005]])(
    'refuses %j',
    (amount) => {
      expect(parseAmountToCents(amount)).toBeNull();
    },
  );
});

describe('vatPartCents: amount x rate / (100 + rate), to the nearest cent', () => {
  it.each<[string, number, number | string, number]>([
    ['finds R2.48 of VAT in R19.00 at 15% (2.4782...)', 1900, 15, 248],
    ['finds R2.48 of VAT in R19.00 at 15% (2.4782...)', 1900, '15.00', 248],
    ['finds R1.73 in R13.30, the SUMMER price (1.7347...)', 1330, 15, 173],
    ['is exact when the amount divides evenly: R115.00 holds R15.00', 11_500, 15, 1500],
    // In integers, so no floating-point drift: 1 x 100 / 200 = 0.5, 1.5 and 2.5 round up, 0.13 down.
    ['rounds half a cent up (0.5 -> 1)', 1, 100, 1],
    ['rounds half a cent up (1.5 -> 2)', 3, 100, 2],
    ['rounds half a cent up (2.5 -> 3)', 5, 100, 3],
    ['rounds just under half a cent down (0.13 -> 0)', 1, 15, 0],
    ['takes rates with two decimals (254.98 -> 255)', 1900, 15.5, 255],
    ['takes rates with two decimals (254.98 -> 255)', 1900, '15.50', 255],
    ['takes rates with two decimals (0.19 -> 0)', 1900, '0.01', 0],
    ['is nothing at 0%', 1900, 0, 0],
    ['is nothing on nothing', 0, 15, 0],
    ['is half the amount at 100%', 1900, 100, 950],
  ])('%s: VAT in %i cents at %s% is %i', (_rule, amountCents, rate, vatCents) => {
    expect(vatPartCents(amountCents, rate)).toBe(vatCents);
  });

  it('refuses a rate outside 0-100 or an amount that is not whole cents', () => {
    expect(() => vatPartCents(1900, 101)).toThrow(RangeError);
    expect(() => vatPartCents(1900, -1)).toThrow(RangeError);
    expect(() => vatPartCents(1900, 'abc')).toThrow(RangeError);
    expect(() => vatPartCents(19.5, 15)).toThrow(RangeError);
  });

  it('keeps the rate to two decimals', () => {
    expect(vatRateBasisPoints('15.00')).toBe(1500);
    expect(vatRateBasisPoints(14.99)).toBe(1499);
  });
});

describe('percentOfCents', () => {
  it.each([
    ['takes 30% of R19.00 as R5.70', 1900, 30, 570],
    ['rounds half a cent up: 5% of 10 cents is 1 cent', 10, 5, 1],
    ['rounds half a cent up: 5% of 9 cents is 0', 9, 5, 0],
    ['rounds half a cent up: 15% of R10.10 is 151.5, so 152', 1010, 15, 152],
  ])('%s', (_rule, cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });
});

describe('bundlePriceCents: price x codes, less the bundle discount', () => {
  it('prices the bundles at R19.00 as the landing page does', () => {
    expect(bundlePriceCents(1900, 'starter')).toBe(9025);
    expect(bundlePriceCents(1900, 'professional')).toBe(17_100);
    expect(bundlePriceCents(1900, 'enterprise')).toBe(40_375);
  });

  it('rounds to the nearest cent: R19.01 x 5 x 0.95 = 90.2975 -> R90.30', () => {
    expect(bundlePriceCents(1901, 'starter')).toBe(9030);
  });
});

describe('discountCents', () => {
  it('takes a percentage or a fixed amount', () => {
    expect(discountCents(1900, { type: 'percent', percent: 30 })).toBe(570);
    expect(discountCents(1900, { type: 'fixed', cents: 500 })).toBe(500);
    expect(discountCents(1900, null)).toBe(0);
  });

  it('never brings a payment under R5.00, the smallest PayFast takes', () => {
    expect(discountCents(1900, { type: 'percent', percent: 100 })).toBe(1900 - MIN_CHARGE_CENTS);
    expect(discountCents(1900, { type: 'fixed', cents: 10_000 })).toBe(1400);
    expect(discountCents(400, { type: 'percent', percent: 50 })).toBe(0);
  });
});

describe('quotePrice', () => {
  it('charges R13.30 for a code with SUMMER (30% off R19.00), R1.73 of it VAT', () => {
    expect(quotePrice(1900, { type: 'percent', percent: 30 }, '15.00')).toEqual({
      listAmountCents: 1900,
      discountCents: 570,
      amountCents: 1330,
      vatRate: '15.00',
      vatCents: 173,
    });
  });

  it('charges the list price with no voucher, VAT on the whole', () => {
    expect(quotePrice(9025, null, 15)).toEqual({
      listAmountCents: 9025,
      discountCents: 0,
      amountCents: 9025,
      vatRate: '15.00',
      vatCents: 1177,
    });
  });

  it('takes VAT from what is charged, after the discount', () => {
    const quote = quotePrice(40_375, { type: 'fixed', cents: 375 }, 15);
    expect(quote.amountCents).toBe(40_000);
    expect(quote.vatCents).toBe(5217); // 40000 x 15 / 115 = 5217.39
  });
});
