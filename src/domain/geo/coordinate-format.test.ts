import { describe, expect, it } from 'vitest';
import { COORDINATE_DECIMALS, formatCoordinate, formatCoordinates, roundCoordinate } from './coordinate-format';

describe('formatCoordinate', () => {
  it('writes 6 decimals', () => {
    expect(COORDINATE_DECIMALS).toBe(6);
    expect(formatCoordinate(-33.9249)).toBe('-33.924900');
    expect(formatCoordinate(18.4241)).toBe('18.424100');
    expect(formatCoordinate(-33.92533333333)).toBe('-33.925333');
    expect(formatCoordinate(18.4240005)).toBe('18.424001');
    expect(formatCoordinate(0)).toBe('0.000000');
    expect(formatCoordinate(180)).toBe('180.000000');
  });

  it('never writes minus zero', () => {
    expect(formatCoordinate(-0)).toBe('0.000000');
    expect(formatCoordinate(-0.0000001)).toBe('0.000000');
    expect(formatCoordinate(-0.0000005)).toBe('-0.000001');
  });

  it('rounds half away from zero on the decimal digits, as PostgreSQL does', () => {
    expect(formatCoordinate(18.4240005)).toBe('18.424001'); // (18.4240005).toFixed(6) is '18.424000'
    expect(formatCoordinate(-18.4240005)).toBe('-18.424001');
    expect(formatCoordinate(18.4240004999)).toBe('18.424000');
    expect(formatCoordinate(1.0000005)).toBe('1.000001');
  });

  it('writes what is not finite as it is', () => {
    expect(formatCoordinate(Number.NaN)).toBe('NaN');
  });

  it('writes a pair for copying', () => {
    expect(formatCoordinates(-33.9249, 18.4241)).toBe('-33.924900, 18.424100');
  });
});

describe('roundCoordinate', () => {
  it('keeps 6 decimals, rounding like the database', () => {
    expect(roundCoordinate(-33.92533333333)).toBe(-33.925333);
    expect(roundCoordinate(18.4240005)).toBe(18.424001);
    expect(roundCoordinate(18.424)).toBe(18.424);
    expect(roundCoordinate(180)).toBe(180);
    expect(roundCoordinate(0.0000005)).toBe(0.000001);
  });

  it('never gives minus zero', () => {
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
    expect(Object.is(roundCoordinate(-0), 0)).toBe(true);
  });

  it('leaves what is not finite alone', () => {
    expect(roundCoordinate(Number.NaN)).toBeNaN();
    expect(roundCoordinate(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
