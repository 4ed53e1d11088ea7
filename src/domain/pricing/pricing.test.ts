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
  it('finds R2.48 of VAT in R19.00 at 15% (2.4782...)', () => {
    expect(vatPartCents(1900, 15)).toBe(248);
    expect(vatPartCents(1900, '15.00')).toBe(248);
  });

  it('finds R1.73 in R13.30, the SUMMER price (1.7347...)', () => {
    expect(vatPartCents(1330, 15)).toBe(173);
  });

  it('is exact when the amount divides evenly: R115.00 holds R15.00', () => {
    expect(vatPartCents(11_500, 15)).toBe(1500);
  });

  it('rounds half a cent up, in integers (no floating-point drift)', () => {
    // 1 cent at 100%: 1 x 100 / 200 = 0.5 -> 1.
    expect(vatPartCents(1, 100)).toBe(1);
    // 3 cents at 100%: 1.5 -> 2; 5 cents: 2.5 -> 3.
    expect(vatPartCents(3, 100)).toBe(2);
    expect(vatPartCents(5, 100)).toBe(3);
    // Just under half rounds down: 1 cent at 15% is 0.13 -> 0.
    expect(vatPartCents(1, 15)).toBe(0);
  });

  it('takes rates with two decimals', () => {
    // 1900 x 15.5 / 115.5 = 254.98 -> 255.
    expect(vatPartCents(1900, 15.5)).toBe(255);
    expect(vatPartCents(1900, '15.50')).toBe(255);
    // 1900 x 0.01 / 100.01 = 0.19 -> 0.
    expect(vatPartCents(1900, '0.01')).toBe(0);
  });

  it('is nothing at 0% and on nothing', () => {
    expect(vatPartCents(1900, 0)).toBe(0);
    expect(vatPartCents(0, 15)).toBe(0);
  });

  it('is half the amount at 100%', () => {
    expect(vatPartCents(1900, 100)).toBe(950);
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
  it('takes 30% of R19.00 as R5.70', () => {
    expect(percentOfCents(1900, 30)).toBe(570);
  });

  it('rounds half a cent up: 5% of 10 cents is 1 cent, 5% of 9 cents is 0', () => {
    expect(percentOfCents(10, 5)).toBe(1);
    expect(percentOfCents(9, 5)).toBe(0);
    // 15% of R10.10 = 151.5 -> 152.
    expect(percentOfCents(1010, 15)).toBe(152);
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
