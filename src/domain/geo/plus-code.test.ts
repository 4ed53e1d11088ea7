import { OpenLocationCode } from 'open-location-code';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLUS_CODE_LENGTH, decodePlusCode, isFullPlusCode, plusCodeFor, shortenPlusCode } from './plus-code';

/** Cape Town City Hall, Darling Street: 33°55′33″S 18°25′24″E. */
const CITY_HALL = { latitude: -33.925833, longitude: 18.423333 };
const CAPE_TOWN_CENTRE = { latitude: -33.9249, longitude: 18.4241 };
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };

/**
 * Cases of the Open Location Code project's test_data/encoding.csv with 10 or 11 digits, including all
 * those that open-location-code 1.0.3 gets wrong on its own (marked).
 */
const OFFICIAL_VECTORS: Array<[number, number, 10 | 11, string]> = [
  [20.3700625, 2.7821875, 10, '7FG49QCJ+2V'],
  [20.3701125, 2.782234375, 11, '7FG49QCJ+2VX'],
  [47.0000625, 8.0000625, 10, '8FVC2222+22'],
  [-41.2730625, 174.7859375, 10, '4VCPPQGP+Q9'],
  [-89.9999375, -179.9999375, 10, '22222222+22'],
  [1, 1, 11, '6FH32222+222'], // wrong alone
  [90, 1, 10, 'CFX3X2X2+X2'],
  [1.2, 3.4, 10, '6FH56C22+22'],
  [35.6, 3.033, 10, '8F75J22M+26'], // wrong alone
  [66.89, -106, 10, '95RPV2R2+22'], // wrong alone
  [2.5, -64.23, 11, '67JQGQ2C+222'], // wrong alone
  [-37.014, -159.936, 10, '43J2X3P7+CJ'], // wrong alone
  [58.66, 149.17, 10, '9RCFM56C+22'], // wrong alone
  [10.734, -168.294, 10, '722HPPM4+JC'], // wrong alone
  [35.019, 148.827, 11, '8R7C2R9G+JR2'], // wrong alone
  [50.2, -162.8, 11, '922V6622+222'], // wrong alone
  [-25.798, -59.812, 10, '5862652Q+R6'], // wrong alone
  [67.2, 115.1, 11, '9PVQ6422+222'], // wrong alone
  [-56.3, 114.5, 11, '3PMPPG22+222'], // wrong alone
  [-19.212, 107.423, 10, '5PG9QCQF+66'], // wrong alone
  [-68.54504, -62.81725, 11, '373VF53M+X4J'], // wrong alone
  [-18.32, 96.397, 10, '5MHRM9JW+2R'], // wrong alone
  [-30.3, 76.5, 11, '4JXRPG22+222'], // wrong alone
];

describe('plusCodeFor', () => {
  it('gives Cape Town City Hall its Plus Code', () => {
    expect(plusCodeFor(CITY_HALL.latitude, CITY_HALL.longitude)).toBe('4FRW3CFF+M8');
    expect(plusCodeFor(CITY_HALL.latitude, CITY_HALL.longitude, 11)).toBe('4FRW3CFF+M88');
  });

  it('gives 10 digits by default, as Google Maps shows', () => {
    expect(DEFAULT_PLUS_CODE_LENGTH).toBe(10);
    expect(plusCodeFor(-26.2041, 28.0473)).toMatch(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/);
  });

  it.each(OFFICIAL_VECTORS)('encodes (%f, %f) with %i digits as %s, like the Open Location Code specification', (lat, lng, length, code) => {
    expect(plusCodeFor(lat, lng, length)).toBe(code);
  });

  it('is needed: the library alone puts points on cell edges in the next cell', () => {
    // If this starts failing, the library has been fixed and plus-code.ts could call it directly.
    expect(new OpenLocationCode().encode(35.6, 3.033, 10)).not.toBe('8F75J22M+26');
  });

  it('gives a code whose cell holds the point, all over South Africa', () => {
    // Rounding to the Open Location Code's finest precision may move a point by at most half a unit.
    const tolerance = 1e-7;
    for (let lat = -34.9; lat <= -22; lat += 0.173) {
      for (let lng = 16.3; lng <= 33; lng += 0.219) {
        for (const length of [10, 11] as const) {
          const code = plusCodeFor(lat, lng, length);
          const area = new OpenLocationCode().decode(code);
          expect(area.codeLength).toBe(length);
          expect(lat).toBeGreaterThanOrEqual(area.latitudeLo - tolerance);
          expect(lat).toBeLessThanOrEqual(area.latitudeHi + tolerance);
          expect(lng).toBeGreaterThanOrEqual(area.longitudeLo - tolerance);
          expect(lng).toBeLessThanOrEqual(area.longitudeHi + tolerance);
        }
      }
    }
  });

  it('encodes the corners of the world', () => {
    expect(plusCodeFor(90, 180)).toBe(plusCodeFor(90, -180)); // 180 and -180 are one meridian
    expect(plusCodeFor(-90, -180)).toBe('22222222+22');
    expect(isFullPlusCode(plusCodeFor(90, 0))).toBe(true);
  });

  it('refuses impossible coordinates and lengths', () => {
    expect(() => plusCodeFor(90.1, 0)).toThrow(RangeError);
    expect(() => plusCodeFor(-91, 0)).toThrow(RangeError);
    expect(() => plusCodeFor(0, 180.5)).toThrow(RangeError);
    expect(() => plusCodeFor(0, -1e12)).toThrow(RangeError); // the library would loop for minutes
    expect(() => plusCodeFor(Number.NaN, 0)).toThrow(RangeError);
    expect(() => plusCodeFor(0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => plusCodeFor(0, 0, 12 as 10)).toThrow(RangeError);
    expect(() => plusCodeFor(0, 0, 8 as 10)).toThrow(RangeError);
  });
});

describe('isFullPlusCode', () => {
  it('accepts full codes in any case', () => {
    expect(isFullPlusCode('4FRW3CFF+M8')).toBe(true);
    expect(isFullPlusCode('4frw3cff+m8')).toBe(true);
    expect(isFullPlusCode('4FRW3CFF+M88')).toBe(true);
  });

  it('refuses short, padded and malformed codes', () => {
    expect(isFullPlusCode('3CFF+M8')).toBe(false);
    expect(isFullPlusCode('CFF+M8')).toBe(false);
    expect(isFullPlusCode('4FRW0000+')).toBe(false);
    expect(isFullPlusCode('4FRW3CFF+')).toBe(false);
    expect(isFullPlusCode('4FRW3CFF+M')).toBe(false);
    expect(isFullPlusCode('4FRW3CFFM8')).toBe(false);
    expect(isFullPlusCode('4FRW3CFA+M8')).toBe(false); // A is not a Plus Code digit
    expect(isFullPlusCode('XFRW3CFF+M8')).toBe(false); // latitude beyond 90
    expect(isFullPlusCode('1CT-7K2M')).toBe(false);
    expect(isFullPlusCode('')).toBe(false);
  });
});

describe('decodePlusCode', () => {
  it("gives the centre of the code's cell", () => {
    const centre = decodePlusCode('4FRW3CFF+M8')!;
    expect(centre.latitude).toBeCloseTo(-33.9258125, 6);
    expect(centre.longitude).toBeCloseTo(18.4233125, 6);
    // within half a 10-digit cell (1/8000 degree) of the City Hall
    expect(Math.abs(centre.latitude - CITY_HALL.latitude)).toBeLessThan(0.0000625);
    expect(Math.abs(centre.longitude - CITY_HALL.longitude)).toBeLessThan(0.0000625);
  });

  it('reads lower case and surrounding spaces', () => {
    expect(decodePlusCode('  4frw3cff+m8 ')).toEqual(decodePlusCode('4FRW3CFF+M8'));
  });

  it('round-trips with plusCodeFor', () => {
    const code = plusCodeFor(JOHANNESBURG.latitude, JOHANNESBURG.longitude, 11);
    const centre = decodePlusCode(code)!;
    expect(plusCodeFor(centre.latitude, centre.longitude, 11)).toBe(code);
  });

  it('gives null for what is not a full code', () => {
    expect(decodePlusCode('3CFF+M8')).toBeNull();
    expect(decodePlusCode('4FRW0000+')).toBeNull();
    expect(decodePlusCode('Cape Town')).toBeNull();
    expect(decodePlusCode('')).toBeNull();
  });
});

describe('shortenPlusCode', () => {
  it('drops the first four digits next to a nearby town', () => {
    expect(shortenPlusCode('4FRW3CFF+M8', CAPE_TOWN_CENTRE)).toBe('3CFF+M8');
    expect(shortenPlusCode('4frw3cff+m88', CAPE_TOWN_CENTRE)).toBe('3CFF+M88');
  });

  it('never drops more than four, however close the reference', () => {
    expect(shortenPlusCode('4FRW3CFF+M8', CITY_HALL)).toBe('3CFF+M8');
  });

  it('keeps a code recoverable from the reference', () => {
    const short = shortenPlusCode('4FRW3CFF+M8', CAPE_TOWN_CENTRE)!;
    expect(new OpenLocationCode().recoverNearest(short, CAPE_TOWN_CENTRE.latitude, CAPE_TOWN_CENTRE.longitude)).toBe(
      '4FRW3CFF+M8',
    );
  });

  it('gives null when the reference is too far away (about 30 km or more)', () => {
    expect(shortenPlusCode('4FRW3CFF+M8', JOHANNESBURG)).toBeNull();
    expect(shortenPlusCode('4FRW3CFF+M8', { latitude: -33.925833, longitude: 18.8 })).toBeNull();
  });

  it('gives null for codes it cannot shorten and impossible references', () => {
    expect(shortenPlusCode('3CFF+M8', CAPE_TOWN_CENTRE)).toBeNull();
    expect(shortenPlusCode('4FRW0000+', CAPE_TOWN_CENTRE)).toBeNull();
    expect(shortenPlusCode('nonsense', CAPE_TOWN_CENTRE)).toBeNull();
    expect(shortenPlusCode('4FRW3CFF+M8', { latitude: Number.NaN, longitude: 18 })).toBeNull();
    expect(shortenPlusCode('4FRW3CFF+M8', { latitude: -33.9, longitude: 1e12 })).toBeNull();
    expect(shortenPlusCode('4FRW3CFF+M8', { latitude: -95, longitude: 18 })).toBeNull();
  });
});
