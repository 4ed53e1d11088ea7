import { describe, expect, it } from 'vitest';
import {
  COORDINATES_OUT_OF_RANGE_MESSAGE,
  INVALID_COORDINATES_MESSAGE,
  LOCATION_CHANGE_THRESHOLD_DEGREES,
  isInWorldRange,
  isLocationChange,
  parseCoordinateValue,
  validateCoordinates,
} from './coordinate-checks';

describe('messages', () => {
  it('are the agreed words', () => {
    expect(INVALID_COORDINATES_MESSAGE).toBe('Please enter valid numeric values for latitude and longitude');
    expect(COORDINATES_OUT_OF_RANGE_MESSAGE).toBe('Latitude must be between -90 and 90, longitude between -180 and 180');
  });
});

describe('parseCoordinateValue', () => {
  it.each([
    [-33.9249, -33.9249],
    [0, 0],
    [180, 180],
    ['-33.9249', -33.9249],
    [' 18.4241 ', 18.4241],
    ['+18.5', 18.5],
    ['18.', 18],
    ['.5', 0.5],
    ['-0', -0],
    ['\u221233.9', -33.9],
    ['1000', 1000], // numeric, though out of range: range is a separate check
  ])('reads %j as %j', (input, expected) => {
    expect(parseCoordinateValue(input)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '1e3', '0x10', 'Infinity', '-', '.', '1.2.3', '1,5', '33°', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, []])(
    'refuses %j',
    (input) => {
      expect(parseCoordinateValue(input)).toBeNull();
    },
  );
});

describe('validateCoordinates', () => {
  it('accepts numbers and numeric strings within range', () => {
    expect(validateCoordinates(-33.9249, 18.4241)).toEqual({ ok: true, latitude: -33.9249, longitude: 18.4241 });
    expect(validateCoordinates('-33.9249', '18.4241')).toEqual({ ok: true, latitude: -33.9249, longitude: 18.4241 });
    expect(validateCoordinates(90, -180)).toEqual({ ok: true, latitude: 90, longitude: -180 });
    expect(validateCoordinates(0, 0)).toEqual({ ok: true, latitude: 0, longitude: 0 });
  });

  it.each([
    ['abc', 18],
    [-33, 'east'],
    ['', ''],
    [null, 18],
    [undefined, undefined],
    [Number.NaN, 18],
    ['1e2', 18],
  ])('says %j, %j are not numeric', (latitude, longitude) => {
    expect(validateCoordinates(latitude, longitude)).toEqual({ ok: false, message: INVALID_COORDINATES_MESSAGE });
  });

  it.each([
    [90.000001, 18],
    [-91, 18],
    [-33, 180.1],
    [-33, -181],
    ['100', '18'],
  ])('says %j, %j are out of range', (latitude, longitude) => {
    expect(validateCoordinates(latitude, longitude)).toEqual({ ok: false, message: COORDINATES_OUT_OF_RANGE_MESSAGE });
  });

  it('checks numbers before ranges', () => {
    expect(validateCoordinates(100, 'x')).toEqual({ ok: false, message: INVALID_COORDINATES_MESSAGE });
  });
});

describe('isInWorldRange', () => {
  it('accepts -90..90 and -180..180', () => {
    expect(isInWorldRange(90, 180)).toBe(true);
    expect(isInWorldRange(-90, -180)).toBe(true);
    expect(isInWorldRange(90.1, 0)).toBe(false);
    expect(isInWorldRange(0, -180.1)).toBe(false);
  });
});

describe('isLocationChange', () => {
  const here = { latitude: -33.9249, longitude: 18.4241 };

  it('is a change beyond 0.0001 degree in either direction', () => {
    expect(LOCATION_CHANGE_THRESHOLD_DEGREES).toBe(0.0001);
    expect(isLocationChange(here, { latitude: -33.9251, longitude: 18.4241 })).toBe(true);
    expect(isLocationChange(here, { latitude: -33.9249, longitude: 18.4239 })).toBe(true);
    expect(isLocationChange(here, { latitude: -26.2, longitude: 28.0 })).toBe(true);
    expect(isLocationChange(here, { latitude: -33.924799, longitude: 18.4241 })).toBe(true);
  });

  it('is no change up to 0.0001 degree, the limit included', () => {
    expect(isLocationChange(here, here)).toBe(false);
    expect(isLocationChange(here, { latitude: -33.925, longitude: 18.4242 })).toBe(false);
    expect(isLocationChange(here, { latitude: -33.92495, longitude: 18.42405 })).toBe(false);
    expect(isLocationChange(here, { latitude: -33.9248, longitude: 18.424 })).toBe(false);
  });

  it('compares with the numeric strings the database gives', () => {
    expect(isLocationChange({ latitude: '-33.924900', longitude: '18.424100' }, here)).toBe(false);
    expect(isLocationChange({ latitude: '-33.924900', longitude: '18.424100' }, { latitude: -34, longitude: 18.4241 })).toBe(
      true,
    );
  });

  it('counts unreadable stored values as changed', () => {
    expect(isLocationChange({ latitude: 'n/a', longitude: '18.4241' }, here)).toBe(true);
  });
});
