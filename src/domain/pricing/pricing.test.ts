import { describe, expect, it } from 'vitest';
import { formatCents, formatRand } from './pricing';

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
