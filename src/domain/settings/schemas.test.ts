import { describe, expect, it } from 'vitest';
import { MAX_CODES_MESSAGE, TEST_PAGE_TIMEOUT_MESSAGE, VAT_RATE_MESSAGE, updateSettingsBodySchema } from './schemas';

const parse = (body: unknown) => updateSettingsBodySchema.safeParse(body);
const message = (body: unknown) => parse(body).error?.issues[0]?.message;

describe('updateSettingsBodySchema (VAT rate, test-page time, max codes)', () => {
  it.each([[0], [15], [15.5], [15.25], [100], ['14.99']])('takes a VAT rate of %j', (vatRate) => {
    expect(parse({ vatRate }).success).toBe(true);
  });

  it('keeps a rate given in steps of 0.01 as it was typed', () => {
    expect(parse({ vatRate: 15.1 }).data?.vatRate).toBe(15.1);
    expect(parse({ vatRate: '14.99' }).data?.vatRate).toBe(14.99);
  });

  it.each([[-0.01], [100.01], [150], ['150'], [15.001], ['abc'], [true]])('refuses a VAT rate of %j', (vatRate) => {
    expect(message({ vatRate })).toBe(VAT_RATE_MESSAGE);
  });

  it('reads a blank VAT rate as 0', () => {
    expect(parse({ vatRate: '' }).data?.vatRate).toBe(0);
    expect(parse({ vatRate: ' ' }).data?.vatRate).toBe(0);
  });

  it('reads max codes per user as typed, and refuses it blank, fractional or out of range', () => {
    expect(parse({ maxCodesPerUser: '250' }).data?.maxCodesPerUser).toBe(250);
    for (const maxCodesPerUser of ['', '-5', '2.5', 'many', 1_000_001]) {
      expect(message({ maxCodesPerUser })).toBe(MAX_CODES_MESSAGE);
    }
  });

  it.each([[0, 0], [10000, 10000], [60000, 60000], ['', 0], [null, 0], ['250', 250]])(
    'reads a test-page time of %j as %i ms',
    (value, ms) => {
      expect(parse({ payFastTestPageTimeout: value }).data?.payFastTestPageTimeout).toBe(ms);
    },
  );

  it.each([[-1], [60001], [1.5], ['ten'], [true]])('refuses a test-page time of %j', (value) => {
    expect(message({ payFastTestPageTimeout: value })).toBe(TEST_PAGE_TIMEOUT_MESSAGE);
  });

  it('drops what GET added (payment, updatedAt) and takes the rest as sent', () => {
    const parsed = parse({ usePayFast: false, payment: { mode: 'live' }, updatedAt: 'x' });
    expect(parsed.data).toEqual({ usePayFast: false });
  });
});
