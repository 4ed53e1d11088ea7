import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './index';
import { createGoogleGeocoder, GoogleGeocodingError } from './google-geocoder';
import { createOfflineGeocoder, loadGazetteer } from './offline-geocoder';

/**
 * A stand-in for Google's Geocoding API on 127.0.0.1: it records each request and answers what the
 * test sets in `reply`. Nothing here reaches the internet.
 */
type Reply = { status?: number; body: unknown } | 'hang';
let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let reply: (params: URLSearchParams) => Reply = () => ({ body: { status: 'ZERO_RESULTS', results: [] } });
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = reply(url.searchParams);
    if (answer === 'hang') {
      hanging.push(res);
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const KEY = 'test-key-123';
const offline = createOfflineGeocoder(loadGazetteer());

const component = (long_name: string, types: string[], short_name = long_name) => ({ long_name, short_name, types });
const ok = (...results: unknown[]): Reply => ({ body: { status: 'OK', results } });

const LONG_STREET = {
  place_id: 'ChIJ-long-street',
  formatted_address: '12 Long St, Cape Town City Centre, Cape Town, 8001, South Africa',
  address_components: [
    component('12', ['street_number']),
    component('Long Street', ['route'], 'Long St'),
    component('Cape Town City Centre', ['political', 'sublocality', 'sublocality_level_1']),
    component('Cape Town', ['locality', 'political']),
    component('City of Cape Town Metropolitan Municipality', ['administrative_area_level_2', 'political'], 'City of Cape Town'),
    component('Western Cape', ['administrative_area_level_1', 'political'], 'WC'),
    component('South Africa', ['country', 'political'], 'ZA'),
    component('8001', ['postal_code']),
  ],
  geometry: { location: { lat: -33.9201, lng: 18.4213 } },
  types: ['street_address'],
};

const UMLAZI = {
  place_id: 'ChIJ-umlazi',
  formatted_address: 'Umlazi, Durban, 4031, South Africa',
  address_components: [
    component('Umlazi', ['political', 'sublocality', 'sublocality_level_1']),
    component('Durban', ['locality', 'political']),
    component('eThekwini Metropolitan Municipality', ['administrative_area_level_2', 'political']),
    component('KwaZulu-Natal', ['administrative_area_level_1', 'political'], 'KZN'),
    component('South Africa', ['country', 'political'], 'ZA'),
  ],
  geometry: { location: { lat: -29.9667, lng: 30.8833 } },
  types: ['political', 'sublocality', 'sublocality_level_1'],
};

const MASERU = {
  place_id: 'ChIJ-maseru',
  formatted_address: 'Kingsway, Maseru, Lesotho',
  address_components: [
    component('Kingsway', ['route']),
    component('Maseru', ['locality', 'political']),
    component('Lesotho', ['country', 'political'], 'LS'),
  ],
  geometry: { location: { lat: -29.3151, lng: 27.4869 } },
};

/** A result with no province: the gazetteer's polygons supply it. */
const NO_PROVINCE = {
  place_id: 'ChIJ-no-province',
  formatted_address: 'Vilakazi St, Orlando West, Soweto, South Africa',
  address_components: [
    component('Vilakazi Street', ['route']),
    component('Orlando West', ['sublocality_level_1', 'sublocality', 'political']),
    component('Soweto', ['locality', 'political']),
    component('South Africa', ['country', 'political'], 'ZA'),
  ],
  geometry: { location: { lat: -26.2385, lng: 27.9085 } },
};

function google(extra: Partial<Parameters<typeof createGoogleGeocoder>[0]> = {}) {
  return createGoogleGeocoder({ apiKey: KEY, baseUrl, ...extra });
}

describe('Google geocoder: reverse', () => {
  it('asks for the point with the key and maps street, suburb, city and province', async () => {
    reply = () => ok(LONG_STREET);
    const result = await google().reverse(-33.92, 18.42);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ latlng: '-33.92,18.42', key: KEY, language: 'en' });
    expect(result).toEqual({
      addressLine1: '12 Long Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      country: 'South Africa',
      distanceKm: expect.closeTo(0.12, 2),
      placeId: 'ChIJ-long-street',
    });
  });

  it('passes over a plus-code result that comes first', async () => {
    const plusCode = {
      place_id: 'GhIJ-plus-code',
      formatted_address: '4CFC+X2 Cape Town, South Africa',
      address_components: [
        component('4CFC+X2', ['plus_code']),
        component('Cape Town', ['locality', 'political']),
        component('South Africa', ['country', 'political'], 'ZA'),
      ],
      geometry: { location: { lat: -33.92, lng: 18.42 } },
      types: ['plus_code'],
    };
    reply = () => ok(plusCode, LONG_STREET);
    await expect(google().reverse(-33.92, 18.42)).resolves.toMatchObject({
      addressLine1: '12 Long Street',
      suburb: 'Cape Town City Centre',
      placeId: 'ChIJ-long-street',
    });
  });

  it('answers null for a point Google puts in another country', async () => {
    reply = () => ok(MASERU);
    await expect(google({ fallback: offline }).reverse(-29.3151, 27.4869)).resolves.toBeNull();
  });

  it('lets the gazetteer answer when Google knows nothing about the point', async () => {
    reply = () => ({ body: { status: 'ZERO_RESULTS', results: [] } });
    await expect(google({ fallback: offline }).reverse(-29.967, 30.883)).resolves.toMatchObject({
      suburb: 'Umlazi',
      city: 'Durban',
      province: 'KwaZulu-Natal',
    });
    await expect(google().reverse(-29.967, 30.883)).resolves.toBeNull();
  });

  it('fills a province Google leaves out from the polygons', async () => {
    reply = () => ok(NO_PROVINCE);
    await expect(google({ fallback: offline }).reverse(-26.2385, 27.9085)).resolves.toMatchObject({
      addressLine1: 'Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      province: 'Gauteng',
    });
  });

  it.each([
    ['a refused key', (): Reply => ({ body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }), 'REQUEST_DENIED'],
    ['a spent quota', (): Reply => ({ body: { status: 'OVER_QUERY_LIMIT' } }), 'OVER_QUERY_LIMIT'],
    ['a server error', (): Reply => ({ status: 500, body: 'oops' }), 'HTTP_500'],
    ['an answer that is not JSON', (): Reply => ({ body: '<html>' }), 'BAD_JSON'],
  ])('reports %s and answers from the gazetteer', async (_label, answer, status) => {
    reply = answer;
    const errors: GoogleGeocodingError[] = [];
    const result = await google({ fallback: offline, onError: (e) => errors.push(e) }).reverse(-29.967, 30.883);
    expect(result).toMatchObject({ suburb: 'Umlazi', province: 'KwaZulu-Natal' });
    expect(errors.map((e) => e.status)).toEqual([status]);
    expect(errors[0]!.message).not.toContain(KEY);
  });

  it('throws the failure when there is no fallback', async () => {
    reply = () => ({ body: { status: 'REQUEST_DENIED' } });
    await expect(google().reverse(-29.967, 30.883)).rejects.toThrow(GoogleGeocodingError);
  });

  it('falls back when the API cannot be reached or does not answer in time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const errors: string[] = [];
    const unreachable = google({ baseUrl: closedUrl, fallback: offline, onError: (e) => errors.push(e.status) });
    await expect(unreachable.reverse(-29.967, 30.883)).resolves.toMatchObject({ suburb: 'Umlazi' });

    reply = () => 'hang';
    const slow = google({ timeoutMs: 200, fallback: offline, onError: (e) => errors.push(e.status) });
    await expect(slow.reverse(-29.967, 30.883)).resolves.toMatchObject({ suburb: 'Umlazi' });
    expect(errors).toEqual(['NETWORK', 'NETWORK']);
  });

  it('uses the fetch function it is given', async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    reply = () => ok(LONG_STREET);
    await google({ fetch: fetchSpy }).reverse(-33.92, 18.42);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(new RegExp(`^${baseUrl}/maps/api/geocode/json\\?`));
  });

  it('rejects coordinates that are not coordinates without asking Google', async () => {
    await expect(google().reverse(100, 0)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });
});

describe('Google geocoder: search', () => {
  it('restricts the search to South Africa and maps each result to a place', async () => {
    reply = () => ok(UMLAZI, MASERU);
    const places = await google({ fallback: offline }).search('Umlazi');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      address: 'Umlazi',
      components: 'country:ZA',
      region: 'za',
      key: KEY,
      language: 'en',
    });
    expect(places).toEqual([
      {
        id: 'ChIJ-umlazi',
        name: 'Umlazi',
        subtitle: 'Durban, KwaZulu-Natal',
        latitude: -29.9667,
        longitude: 30.8833,
        suburb: 'Umlazi',
        city: 'Durban',
        province: 'KwaZulu-Natal',
      },
    ]);
  });

  it('keeps to the limit and the province asked for', async () => {
    reply = () => ok(LONG_STREET, UMLAZI, NO_PROVINCE);
    const geocoder = google({ fallback: offline });
    expect((await geocoder.search('street', { limit: 2 })).map((p) => p.id)).toEqual(['ChIJ-long-street', 'ChIJ-umlazi']);
    expect((await geocoder.search('street', { province: 'Gauteng' })).map((p) => p.id)).toEqual(['ChIJ-no-province']);
  });

  it('sends nothing for a blank query', async () => {
    await expect(google().search('   ')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('answers from the gazetteer when Google fails', async () => {
    reply = () => ({ status: 503, body: '' });
    const errors: string[] = [];
    const places = await google({ fallback: offline, onError: (e) => errors.push(e.status) }).search('umla');
    expect(places[0]).toMatchObject({ id: 'umlazi-kzn', name: 'Umlazi' });
    expect(errors).toEqual(['HTTP_503']);
  });
});

describe('Google geocoder: findPlace', () => {
  it('answers a gazetteer id without asking Google', async () => {
    await expect(google({ fallback: offline }).findPlace('umlazi-kzn')).resolves.toMatchObject({ name: 'Umlazi' });
    expect(requests).toHaveLength(0);
  });

  it('looks up a Google place id', async () => {
    reply = (params) => (params.get('place_id') === 'ChIJ-umlazi' ? ok(UMLAZI) : { body: { status: 'NOT_FOUND' } });
    const errors: string[] = [];
    const geocoder = google({ fallback: offline, onError: (e) => errors.push(e.status) });
    await expect(geocoder.findPlace('ChIJ-umlazi')).resolves.toMatchObject({ id: 'ChIJ-umlazi', city: 'Durban' });
    expect(requests[0]!.searchParams.get('place_id')).toBe('ChIJ-umlazi');
    await expect(geocoder.findPlace('ChIJ-unknown')).resolves.toBeNull();
    expect(errors).toEqual([]);
  });

  it('reports a failure and answers null', async () => {
    reply = () => ({ body: { status: 'UNKNOWN_ERROR' } });
    const errors: string[] = [];
    await expect(google({ fallback: offline, onError: (e) => errors.push(e.status) }).findPlace('ChIJ-x')).resolves.toBeNull();
    expect(errors).toEqual(['UNKNOWN_ERROR']);
  });
});

describe('createGeocoder', () => {
  it('is the offline gazetteer when no maps key is set', async () => {
    for (const googleMapsApiKey of [undefined, null, '', '   ']) {
      expect(createGeocoder({ googleMapsApiKey, googleBaseUrl: baseUrl }).kind).toBe('offline');
    }
    await createGeocoder().reverse(-34.04, 18.68);
    expect(requests).toHaveLength(0);
  });

  it('is Google when a key is set, with the gazetteer behind it', async () => {
    const errors: string[] = [];
    const geocoder = createGeocoder({ googleMapsApiKey: ` ${KEY} `, googleBaseUrl: baseUrl, onGoogleError: (e) => errors.push(e.status) });
    expect(geocoder.kind).toBe('google');
    expect(geocoder.attributions).toEqual(['Powered by Google', 'GeoNames (CC BY 4.0)', 'SimpleMaps (CC BY 4.0)', 'Natural Earth']);
    reply = () => ok(LONG_STREET);
    await expect(geocoder.reverse(-33.92, 18.42)).resolves.toMatchObject({ addressLine1: '12 Long Street' });
    expect(requests[0]!.searchParams.get('key')).toBe(KEY);
    reply = () => ({ body: { status: 'REQUEST_DENIED' } });
    await expect(geocoder.reverse(-34.04, 18.68)).resolves.toMatchObject({ suburb: 'Khayelitsha', city: 'Cape Town' });
    expect(errors).toEqual(['REQUEST_DENIED']);
  });
});
