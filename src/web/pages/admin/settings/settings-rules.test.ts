import { describe, expect, it } from 'vitest';
import { readMaxCodes, readTestPageTimeout, readVatRate } from './settings-rules';

describe('settings inputs', () => {
  it('reads a VAT rate, and makes an invalid one 0', () => {
    expect(readVatRate('15')).toBe(15);
    expect(readVatRate('15.5')).toBe(15.5);
    expect(readVatRate('abc')).toBe(0);
    expect(readVatRate('101')).toBe(0);
    expect(readVatRate('')).toBe(0);
  });

  it('reads the test-page time: blank is 0, out of range or fractional is ignored', () => {
    expect(readTestPageTimeout('')).toBe(0);
    expect(readTestPageTimeout('0')).toBe(0);
    expect(readTestPageTimeout('60000')).toBe(60000);
    expect(readTestPageTimeout('60001')).toBeNull();
    expect(readTestPageTimeout('-1')).toBeNull();
    expect(readTestPageTimeout('1.5')).toBeNull();
  });

  it('reads max codes as a whole number', () => {
    expect(readMaxCodes('100')).toBe(100);
    expect(readMaxCodes('x')).toBe(0);
  });
});
