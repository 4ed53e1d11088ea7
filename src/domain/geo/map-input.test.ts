import { describe, expect, it } from 'vitest';
import { COORDINATES_OUT_OF_RANGE_MESSAGE } from './coordinate-checks';
import { formatCoordinates } from './coordinate-format';
import { MINUTES_SECONDS_OUT_OF_RANGE_MESSAGE } from './coordinate-text';
import { parseMapInput } from './map-input';
import { parseMapUrl } from './map-links';
import { SHORTENED_URL_MESSAGE, UNREADABLE_MAP_LINK_MESSAGE, type MapInputResult } from './map-search-result';

/** 33°55'31.2"S 18°25'26.4"E in decimal degrees. */
const DMS_LAT = -(33 + 55 / 60 + 31.2 / 3600);
const DMS_LNG = 18 + 25 / 60 + 26.4 / 3600;

function expectCoordinates(result: MapInputResult, latitude: number, longitude: number) {
  expect(result.kind).toBe('coordinates');
  if (result.kind !== 'coordinates') return;
  expect(result.latitude).toBeCloseTo(latitude, 7);
  expect(result.longitude).toBeCloseTo(longitude, 7);
}

describe('messages', () => {
  it('are the agreed words', () => {
    expect(SHORTENED_URL_MESSAGE).toBe(
      'Shortened URL detected: Please open the link in your browser first, then copy the full URL from the address bar.',
    );
  });
});

describe('parseMapInput: decimal pairs', () => {
  it.each([
    ['-33.9249, 18.4241', -33.9249, 18.4241],
    ['-33.9249,18.4241', -33.9249, 18.4241],
    ['-33.9249 , 18.4241', -33.9249, 18.4241],
    ['-33.9249 18.4241', -33.9249, 18.4241],
    ['-33.9249   18.4241', -33.9249, 18.4241],
    ['-33.9249;18.4241', -33.9249, 18.4241],
    ['  -33.9249, 18.4241  ', -33.9249, 18.4241],
    ['(-33.9249, 18.4241)', -33.9249, 18.4241],
    ['[-33.9249, 18.4241]', -33.9249, 18.4241],
    ['+33.9249, +18.4241', 33.9249, 18.4241],
    ['-33,18', -33, 18], // whole degrees are fine with a comma
    ['0,0', 0, 0],
    ['\u221233.9249, 18.4241', -33.9249, 18.4241], // a typographic minus
    ['-26.204103, 28.047305', -26.204103, 28.047305],
    ['-33.92490000000001,18.4241', -33.92490000000001, 18.4241],
  ])('reads %j', (input, latitude, longitude) => {
    const result = parseMapInput(input);
    expectCoordinates(result, latitude, longitude);
    expect(result).toMatchObject({ source: 'decimal' });
  });

  it('accepts the limits themselves', () => {
    expectCoordinates(parseMapInput('90, 180'), 90, 180);
    expectCoordinates(parseMapInput('-90, -180'), -90, -180);
    expectCoordinates(parseMapInput('-90.000000,180.000000'), -90, 180);
  });

  it.each(['95, 18', '-90.0001, 18', '-33, 181', '-33, -180.5', '91 S, 18 E', '1000,1000'])(
    'refuses %j as out of range',
    (input) => {
      expect(parseMapInput(input)).toEqual({ kind: 'out-of-range', message: COORDINATES_OUT_OF_RANGE_MESSAGE });
    },
  );
});

describe('parseMapInput: degrees, minutes and seconds', () => {
  it.each([
    `33°55'31.2"S 18°25'26.4"E`, // as Google Maps writes it
    `33°55'31.2"S, 18°25'26.4"E`,
    `33°55'31.2"S18°25'26.4"E`,
    `33° 55' 31.2" S 18° 25' 26.4" E`,
    `33° 55' 31.2" S, 18° 25' 26.4" E`,
    `33°55′31.2″S 18°25′26.4″E`, // prime and double prime
    `33º55’31.2”S 18º25’26.4”E`, // ordinal o and curly quotes
    `33˚55'31.2"S 18˚25'26.4"E`, // ring above
    `33°55'31.2''S 18°25'26.4''E`, // two apostrophes for seconds
    `33°55'31.2"s 18°25'26.4"e`, // lower-case letters
    `S33°55'31.2" E18°25'26.4"`, // letters first
    `S 33° 55' 31.2" E 18° 25' 26.4"`,
    `S 33 55 31.2 E 18 25 26.4`, // no marks at all, letters first
    `33 55 31.2 S 18 25 26.4 E`, // no marks at all, letters after
    `18°25'26.4"E 33°55'31.2"S`, // longitude first
    `E 18 25 26.4, S 33 55 31.2`,
    `-33°55'31.2" 18°25'26.4"`, // signed, no letters
    `-33°55'31.2", 18°25'26.4"`,
    `(33°55'31.2"S 18°25'26.4"E)`,
  ])('reads %j', (input) => {
    const result = parseMapInput(input);
    expectCoordinates(result, DMS_LAT, DMS_LNG);
    expect(result).toMatchObject({ source: 'dms' });
  });

  it('reads degrees and decimal minutes', () => {
    expectCoordinates(parseMapInput(`33°55.52'S 18°25.44'E`), -(33 + 55.52 / 60), 18 + 25.44 / 60);
    expectCoordinates(parseMapInput(`S33 55.52 E18 25.44`), -(33 + 55.52 / 60), 18 + 25.44 / 60);
  });

  it('reads decimal degrees with letters', () => {
    expectCoordinates(parseMapInput('33.9249 S, 18.4241 E'), -33.9249, 18.4241);
    expectCoordinates(parseMapInput('33.9249°S 18.4241°E'), -33.9249, 18.4241);
    expectCoordinates(parseMapInput('S33.9249 E18.4241'), -33.9249, 18.4241);
    expectCoordinates(parseMapInput('s33.9249 e18.4241'), -33.9249, 18.4241);
    expectCoordinates(parseMapInput('33.9249N 18.4241W'), 33.9249, -18.4241);
  });

  it('reads whole degrees and degrees with minutes', () => {
    expectCoordinates(parseMapInput(`34°S 18°E`), -34, 18);
    expectCoordinates(parseMapInput(`33°55'S 18°25'E`), -(33 + 55 / 60), 18 + 25 / 60);
  });

  it('gives the hemisphere its sign: N and E positive, S and W negative', () => {
    expectCoordinates(parseMapInput(`51°30'26"N 0°7'39"W`), 51 + 30 / 60 + 26 / 3600, -(7 / 60 + 39 / 3600));
    expectCoordinates(parseMapInput(`40°41'21"N 74°2'40"W`), 40 + 41 / 60 + 21 / 3600, -(74 + 2 / 60 + 40 / 3600));
  });

  it('keeps enough decimals for the 6 that are stored', () => {
    const result = parseMapInput(`33°55'31.2"S 18°25'26.4"E`);
    expect(result.kind === 'coordinates' && formatCoordinates(result.latitude, result.longitude)).toBe(
      '-33.925333, 18.424000',
    );
  });

  it.each([
    `33°60'S 18°E`,
    `33°55'60"S 18°25'26.4"E`,
    `33°55'31.2"S 18°75'26.4"E`,
    `33°55'31.2"S 18°25'99"E`,
    `33 60 0 S 18 0 0 E`,
  ])('refuses %j: minutes and seconds are under 60', (input) => {
    expect(parseMapInput(input)).toEqual({ kind: 'out-of-range', message: MINUTES_SECONDS_OUT_OF_RANGE_MESSAGE });
  });

  it.each([`91°S 18°E`, `90°0'1"S 18°E`, `33°S 181°E`, `33°S 180°0'0.1"E`, `-91° 18°`])(
    'refuses %j: degrees go up to 90 and 180',
    (input) => {
      expect(parseMapInput(input)).toEqual({ kind: 'out-of-range', message: COORDINATES_OUT_OF_RANGE_MESSAGE });
    },
  );

  it('accepts exactly 90 and 180 degrees', () => {
    expectCoordinates(parseMapInput(`90°0'0"S 180°0'0"E`), -90, 180);
    expectCoordinates(parseMapInput(`59°59'59.9"S 0°0'0"E`), -(59 + 59 / 60 + 59.9 / 3600), 0);
  });
});

describe('parseMapInput: what is not coordinates', () => {
  it.each([
    'Cape Town',
    'Table Mountain',
    '12 Long Street',
    'Unit 5, 12 Long Street',
    '12 Long Street, Gardens, Cape Town',
    'N2', // a national road
    'N1 N2',
    'R21',
    '12 34', // two whole numbers without a comma: a search
    '33.5', // one number
    '-33.9,18.4,15', // three numbers
    '1, 2, 3',
    '1CT-7K2M', // a ZARcode
    '7NE-2345',
    'NSE-1234',
    '33°S', // one half
    '33°S 18°S', // two latitudes
    '18°E 33°W', // two longitudes
    `33°55'31.2"S 18°25'26.4"`, // a letter on one half only, without a comma
    `-33°55'31.2"S 18°25'26.4"E`, // a sign and a letter
    `33°-55'S 18°E`, // a sign on the minutes
    `33.5°55'S 18°E`, // a fraction before the last number
    `33°31.2"S 18°E`, // seconds without minutes
    `S33°E`,
    '3CFF+M8 Cape Town', // a short Plus Code needs a town: a place search
    '33,9249 18,4241', // decimal commas
  ])('treats %j as a place search', (input) => {
    const result = parseMapInput(input);
    expect(['not-coordinates', 'out-of-range']).toContain(result.kind);
    if (input !== '33,9249 18,4241') expect(result).toEqual({ kind: 'not-coordinates', query: input });
  });

  it('searches the trimmed text, and nothing for blank input', () => {
    expect(parseMapInput('  Sea Point  ')).toEqual({ kind: 'not-coordinates', query: 'Sea Point' });
    expect(parseMapInput('')).toEqual({ kind: 'not-coordinates', query: '' });
    expect(parseMapInput('   ')).toEqual({ kind: 'not-coordinates', query: '' });
  });
});

describe('parseMapInput: Plus Codes', () => {
  it("goes to the centre of a full Plus Code's cell", () => {
    const result = parseMapInput('4FRW3CFF+M8');
    expectCoordinates(result, -33.9258125, 18.4233125);
    expect(result).toMatchObject({ source: 'plus-code' });
    expectCoordinates(parseMapInput(' 4frw3cff+m8 '), -33.9258125, 18.4233125);
  });
});

describe('parseMapInput: Google Maps links', () => {
  it.each([
    ['https://www.google.com/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://www.google.com/maps/@-33.9249,18.4241,15.5z', -33.9249, 18.4241, 15.5],
    ['https://www.google.com/maps/@-33.9249,18.4241,3a,75y,90t/data=!3m6', -33.9249, 18.4241, undefined],
    ['https://www.google.com/maps/@-33.9249,18.4241,1234m/data=!3m1!1e3', -33.9249, 18.4241, undefined],
    ['http://www.google.com/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['www.google.com/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['google.com/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://www.google.co.za/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://www.google.com.au/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://www.google.de/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://WWW.GOOGLE.COM/maps/@-33.9249,18.4241,15z', -33.9249, 18.4241, 15],
    ['https://www.google.com/maps/place/Cape+Town/@-33.9,18.4,10z', -33.9, 18.4, 10],
  ])('reads the viewport of %s', (url, latitude, longitude, zoom) => {
    const result = parseMapInput(url);
    expectCoordinates(result, latitude, longitude);
    expect(result).toMatchObject({ source: 'map-url' });
    expect(result.kind === 'coordinates' ? result.zoom : 'n/a').toBe(zoom);
  });

  it('prefers the place pin of the data parameter (!3d!4d) to the viewport', () => {
    const url =
      'https://www.google.com/maps/place/Cape+Town+City+Hall/@-33.9258,18.4209,17z/data=!3m1!4b1!4m6!3m5!1s0x1dcc5d6a1f6b0c47:0x9c2f!8m2!3d-33.925833!4d18.423333!16s%2Fm%2F04j0b0';
    const result = parseMapInput(url);
    expectCoordinates(result, -33.925833, 18.423333);
    expect(result).toMatchObject({ zoom: 17, source: 'map-url' });
  });

  it.each([
    [
      'the pin of an escaped data parameter',
      'https://www.google.com/maps/place/X/data=%214m2%213m1%211s0x0:0x0%218m2%213d-34.0!4d18.5',
      -34,
      18.5,
    ],
    [
      'the pin of a data parameter that comes alone',
      'https://www.google.com/maps/place/X/data=!3d-33.92!4d18.42',
      -33.92,
      18.42,
    ],
    [
      'coordinates written as the place, in degrees',
      `https://www.google.com/maps/place/33°55'31.2"S+18°25'26.4"E/@-33.9253,18.4218,17z`,
      DMS_LAT,
      DMS_LNG,
    ],
    [
      'coordinates written as the place, in escaped degrees',
      `https://www.google.com/maps/place/33%C2%B055'31.2%22S+18%C2%B025'26.4%22E/@-33.9253,18.4218,17z`,
      DMS_LAT,
      DMS_LNG,
    ],
    [
      'coordinates written as the place, in decimals',
      'https://www.google.com/maps/place/-33.92,18.42/@-33.9,18.4,15z',
      -33.92,
      18.42,
    ],
    ['coordinates searched for', 'https://www.google.com/maps/search/-33.9249,+18.4241?entry=ttu', -33.9249, 18.4241],
  ])('reads %s: %s', (_what, url, latitude, longitude) => {
    expectCoordinates(parseMapInput(url), latitude, longitude);
  });

  it.each([
    ['https://www.google.com/maps?q=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://www.google.co.za/maps?q=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps?q=-33.9249%2C18.4241&z=17', -33.9249, 18.4241],
    ['https://www.google.com/maps?q=-33.9249,+18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps?q=loc:-33.9249,18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps?q=-33.9249,18.4241(My+Gate)', -33.9249, 18.4241],
    ['https://www.google.com/maps/search/?api=1&query=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps/search/?api=1&query=-33.9249%2C18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps/dir/?api=1&destination=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.google.com/maps?daddr=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.google.com/?ll=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.google.com/?ll=-33.9249,18.4241&z=14', -33.9249, 18.4241],
    ['maps.google.com/?ll=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.google.co.za/maps?ll=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.google.com/?q=Sea+Point&ll=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://www.google.com/maps/@?api=1&map_action=map&center=-33.9249,18.4241&zoom=12', -33.9249, 18.4241],
  ])('reads the point of %s', (url, latitude, longitude) => {
    expectCoordinates(parseMapInput(url), latitude, longitude);
  });

  it('prefers q to the viewport, and the zoom comes along', () => {
    const result = parseMapInput('https://www.google.com/maps/@-30,20,9z?q=-33.9249,18.4241');
    expectCoordinates(result, -33.9249, 18.4241);
    expect(result).toMatchObject({ zoom: 9 });
    expect(parseMapInput('https://maps.google.com/?ll=-33.9,18.4&z=14')).toMatchObject({ zoom: 14 });
  });

  it.each([
    'https://www.google.com/maps/dir/-33.8,18.5/-33.9,18.4/@-33.85,18.45,12z',
    'https://www.google.com/maps/dir/Home/-33.9,18.4/',
  ])('prefers the destination of the route %s', (url) => {
    expectCoordinates(parseMapInput(url), -33.9, 18.4);
  });

  it.each([
    ['https://www.google.com/maps/place/Table+Mountain/', 'Table Mountain'],
    ['https://www.google.com/maps?q=Cape+Town+City+Hall', 'Cape Town City Hall'],
    ['https://www.google.com/maps/search/?api=1&query=Kirstenbosch', 'Kirstenbosch'],
  ])('turns %s, naming a place without coordinates, into a place search for %j', (url, query) => {
    expect(parseMapInput(url)).toEqual({ kind: 'not-coordinates', query });
  });

  it.each([
    'https://www.google.com/maps',
    'https://www.google.com/maps/',
    'https://www.google.com/search?q=-33.9,18.4', // not Maps
    'https://www.google.com/',
  ])('says so when the Google link %s has no place in it', (url) => {
    expect(parseMapInput(url)).toEqual({ kind: 'unreadable-url', message: UNREADABLE_MAP_LINK_MESSAGE });
  });

  it.each(['https://www.google.com/maps/@-95.9249,18.4241,15z', 'https://www.google.com/maps?q=-33.9,218.4'])(
    'refuses the impossible coordinates in %s',
    (url) => {
      expect(parseMapInput(url)).toEqual({ kind: 'out-of-range', message: COORDINATES_OUT_OF_RANGE_MESSAGE });
    },
  );
});

describe('parseMapInput: other map links', () => {
  it.each([
    ['https://www.openstreetmap.org/#map=15/-33.9249/18.4241', -33.9249, 18.4241],
    ['https://openstreetmap.org/#map=15/-33.9249/18.4241&layers=H', -33.9249, 18.4241],
    ['https://www.openstreetmap.org/?lat=-33.92&lon=18.42&zoom=12', -33.92, 18.42],
    ['https://maps.apple.com/?ll=-33.9249,18.4241', -33.9249, 18.4241],
    ['https://maps.apple.com/?ll=-33.9249,18.4241&q=Dropped%20Pin&z=16', -33.9249, 18.4241],
    ['https://maps.apple.com/place?coordinate=-33.92,18.42&name=Pin', -33.92, 18.42],
    ['https://maps.apple.com/?daddr=-33.92,18.42', -33.92, 18.42],
    ['https://maps.apple.com/?q=-33.92,18.42', -33.92, 18.42],
    ['https://maps.apple.com/?q=Pin&sll=-33.92,18.42', -33.92, 18.42],
    ['https://www.waze.com/ul?ll=-33.92%2C18.42&navigate=yes', -33.92, 18.42],
    ['https://waze.com/ul?ll=-33.92,18.42', -33.92, 18.42],
    ['https://www.bing.com/maps?cp=-33.92~18.42&lvl=15', -33.92, 18.42],
  ])('reads the point of %s', (url, latitude, longitude) => {
    expectCoordinates(parseMapInput(url), latitude, longitude);
  });

  it('prefers the OpenStreetMap marker to the map centre', () => {
    expectCoordinates(
      parseMapInput('https://www.openstreetmap.org/?mlat=-33.92&mlon=18.42#map=15/-33.9249/18.4241'),
      -33.92,
      18.42,
    );
  });

  it.each([
    ['https://www.openstreetmap.org/#map=15/-33.9249/18.4241', { zoom: 15, source: 'map-url' }],
    ['https://maps.apple.com/?ll=-33.9249,18.4241&z=16', { zoom: 16 }],
    ['https://www.bing.com/maps?cp=-33.92~18.42&lvl=15', { zoom: 15 }],
  ])('brings the zoom of %s along', (url, expected) => {
    expect(parseMapInput(url)).toMatchObject(expected);
  });

  it.each([
    ['https://www.openstreetmap.org/search?query=Gardens', 'Gardens'],
    ['https://maps.apple.com/?q=Table%20Mountain', 'Table Mountain'],
  ])('turns the search link %s into a place search for %j', (url, query) => {
    expect(parseMapInput(url)).toEqual({ kind: 'not-coordinates', query });
  });

  it.each([
    'https://www.openstreetmap.org/node/123',
    'https://maps.apple.com/',
    'https://www.waze.com/ul/hkdpgw4p6m',
  ])('says so when %s has no place in it', (url) => {
    expect(parseMapInput(url)).toMatchObject({ kind: 'unreadable-url' });
  });

  it('does not read links of other sites, even with coordinates in them', () => {
    for (const url of [
      'https://example.com/maps/@-33.9,18.4,15z',
      'https://evil.example/?ll=-33.9,18.4',
      'https://www.google.com.evil.example/maps/@-33.9,18.4,15z',
      'https://notgoogle.com/maps/@-33.9,18.4,15z',
      'https://',
      'http://[::1',
    ]) {
      expect(parseMapInput(url)).toEqual({ kind: 'unreadable-url', message: UNREADABLE_MAP_LINK_MESSAGE });
    }
  });
});

describe('parseMapInput: shortened links', () => {
  it.each([
    'https://maps.app.goo.gl/aBcD1234efGH5678',
    'maps.app.goo.gl/aBcD1234efGH5678',
    'https://goo.gl/maps/xyz123',
    'http://goo.gl/maps/xyz123',
    'goo.gl/maps/xyz123',
    'https://g.co/kgs/abc123',
    'https://g.page/some-shop',
    'https://share.google/abc123',
    'https://bit.ly/3abcDEF',
    'bit.ly/3abcDEF',
    'https://tinyurl.com/abc123',
    'https://t.co/abc123',
    'https://ow.ly/abc123',
    'https://is.gd/abc123',
    'https://rb.gy/abc123',
    'https://cutt.ly/abc123',
    'https://shorturl.at/abc12',
    'https://tiny.cc/abc123',
    'https://rebrand.ly/abc123',
    'https://apple.co/abc123',
    'https://example.page.link/abc',
    'https://osm.org/go/0bOm2kq',
    'https://BIT.LY/3abcDEF',
  ])('refuses %s with the shortened-link message', (url) => {
    expect(parseMapInput(url)).toEqual({ kind: 'shortened-url', message: SHORTENED_URL_MESSAGE });
  });

  it('does not mistake similar hosts for shorteners', () => {
    expect(parseMapInput('https://notbit.ly/abc').kind).toBe('unreadable-url');
    expect(parseMapInput('https://www.google.co/maps/@-33.9,18.4,15z').kind).toBe('coordinates');
  });
});

describe('parseMapInput: long input', () => {
  it('answers at once, whatever is pasted', () => {
    const started = performance.now();
    expect(parseMapInput(`(${' '.repeat(100_000)}x`).kind).toBe('not-coordinates');
    expect(parseMapInput(`-33.9, 18.4${' '.repeat(300)}`)).toMatchObject({ kind: 'coordinates' }); // trimmed first
    expect(parseMapInput(`${'1 '.repeat(50_000)}`).kind).toBe('not-coordinates');
    expect(parseMapInput(`https://www.google.com/maps?q=${'('.repeat(100_000)}`).kind).toBe('unreadable-url');
    expect(parseMapInput(`https://${'a.'.repeat(50_000)}com/`).kind).toBe('unreadable-url');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('still reads a long Google link', () => {
    const data = '!4m6!3m5!1s0x1dcc5d6a1f6b0c47:0x9c2f'.repeat(30);
    const url = `https://www.google.com/maps/place/City+Hall/@-33.9258,18.4209,17z/data=${data}!8m2!3d-33.925833!4d18.423333`;
    expect(url.length).toBeGreaterThan(1000);
    expectCoordinates(parseMapInput(url), -33.925833, 18.423333);
  });
});

describe('parseMapUrl', () => {
  it('reads a link without a scheme', () => {
    expectCoordinates(parseMapUrl('www.google.com/maps/@-33.9,18.4,15z'), -33.9, 18.4);
  });
});
