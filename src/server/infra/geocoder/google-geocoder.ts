import { GOOGLE_ATTRIBUTIONS } from './attributions';
import { normaliseName } from './normalise';
import { assertCoordinates, clampLimit, COUNTRY_NAME, type Geocoder, type Place, PROVINCE_BY_CODE, type ProvinceName, type ReverseResult, type SearchOptions } from './types';

export const GOOGLE_BASE_URL = 'https://maps.googleapis.com';

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Scheme and host (and optional path prefix) of the API; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Give up on a request after this long (default 5 s). */
  timeoutMs?: number;
  /**
   * Answers instead when Google fails (network, quota, bad key) or knows nothing about a point, and
   * fills in a province Google leaves out. `createGeocoder` passes the offline gazetteer.
   */
  fallback?: Geocoder;
  /** Told about each failed request before the fallback answers (for the log). */
  onError?: (error: GoogleGeocodingError) => void;
}

/** A failed Geocoding API request. The message never contains the key. */
export class GoogleGeocodingError extends Error {
  constructor(
    message: string,
    /** Google's status (REQUEST_DENIED, OVER_QUERY_LIMIT, ...), or HTTP_<code>, NETWORK, BAD_JSON. */
    readonly status: string,
  ) {
    super(message);
    this.name = 'GoogleGeocodingError';
  }
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleResult {
  place_id: string;
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number } };
  types?: string[];
}

interface GoogleResponse {
  status: string;
  results?: GoogleResult[];
  error_message?: string;
}

/** Google's province names and codes (short_name), old and new, to ours. */
const PROVINCE_BY_GOOGLE_NAME = new Map<string, ProvinceName>([
  ...Object.entries(PROVINCE_BY_CODE).flatMap(([code, name]) => [
    [normaliseName(code), name] as const,
    [normaliseName(name), name] as const,
  ]),
  ['gt', 'Gauteng'],
  ['nl', 'KwaZulu-Natal'],
  ['natal', 'KwaZulu-Natal'],
  ['np', 'Limpopo'],
  ['northernprovince', 'Limpopo'],
  ['northwestprovince', 'North West'],
]);

function component(components: AddressComponent[], ...types: string[]): string | undefined {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type));
    if (found?.long_name) return found.long_name;
  }
  return undefined;
}

function isPlusCode(result: GoogleResult): boolean {
  return result.types?.includes('plus_code') ?? false;
}

function isInSouthAfrica(result: GoogleResult): boolean {
  return result.address_components.some((c) => c.types.includes('country') && c.short_name === 'ZA');
}

function provinceOf(components: AddressComponent[]): ProvinceName | undefined {
  const area = components.find((c) => c.types.includes('administrative_area_level_1'));
  if (!area) return undefined;
  return PROVINCE_BY_GOOGLE_NAME.get(normaliseName(area.long_name)) ?? PROVINCE_BY_GOOGLE_NAME.get(normaliseName(area.short_name));
}

/** "City of Cape Town Metropolitan Municipality" to "Cape Town", for results without a locality. */
function municipalityCity(name: string | undefined): string | undefined {
  return name
    ?.replace(/^City of /, '')
    .replace(/ (Metropolitan|Local|District) Municipality$/, '')
    .trim();
}

interface Address {
  addressLine1?: string;
  suburb?: string;
  city?: string;
  province?: ProvinceName;
}

/** The address parts of the first result, with gaps filled from the less specific ones after it. */
function addressOf(results: GoogleResult[]): Address {
  const components = results.flatMap((r) => r.address_components);
  // The street of the most specific result that has one (a plus-code result can come first).
  const street = results.find((r) => r.address_components.some((c) => c.types.includes('route')))?.address_components ?? [];
  const streetNumber = component(street, 'street_number');
  const route = component(street, 'route');
  const city =
    component(components, 'locality', 'postal_town') ??
    municipalityCity(component(components, 'administrative_area_level_3', 'administrative_area_level_2'));
  const suburb = component(components, 'sublocality_level_1', 'sublocality', 'neighborhood') ?? city;
  return {
    addressLine1: route ? [streetNumber, route].filter(Boolean).join(' ') : undefined,
    suburb,
    city,
    province: provinceOf(components),
  };
}

function kmBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Google's Geocoding API behind the `Geocoder` interface: reverse geocoding by `latlng`, search by
 * `address` restricted with `components=country:ZA`, and one place by `place_id`. Results outside
 * South Africa are dropped. Failures go to `onError` and are answered by `fallback` when given,
 * else thrown as `GoogleGeocodingError`.
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const baseUrl = (options.baseUrl ?? GOOGLE_BASE_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const { fallback } = options;

  async function request(params: Record<string, string>): Promise<GoogleResult[]> {
    const query = new URLSearchParams({ ...params, language: 'en', key: options.apiKey });
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/maps/api/geocode/json?${query}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new GoogleGeocodingError(`Google geocoding request failed (${reason})`, 'NETWORK');
    }
    if (!response.ok) {
      throw new GoogleGeocodingError(`Google geocoding answered HTTP ${response.status}`, `HTTP_${response.status}`);
    }
    let body: GoogleResponse;
    try {
      body = (await response.json()) as GoogleResponse;
    } catch {
      throw new GoogleGeocodingError('Google geocoding answered something other than JSON', 'BAD_JSON');
    }
    if (body.status === 'OK') return body.results ?? [];
    if (body.status === 'ZERO_RESULTS') return [];
    const detail = body.error_message ? `: ${body.error_message}` : '';
    throw new GoogleGeocodingError(`Google geocoding failed with ${body.status}${detail}`, body.status);
  }

  /** The results, or the failure as a value so that each method decides what it means. */
  async function attempt(params: Record<string, string>): Promise<GoogleResult[] | GoogleGeocodingError> {
    try {
      return await request(params);
    } catch (error) {
      if (error instanceof GoogleGeocodingError) return error;
      throw error;
    }
  }

  /** Tells onError; without a fallback to answer instead, the failure is thrown. */
  function report(error: GoogleGeocodingError): Geocoder {
    options.onError?.(error);
    if (!fallback) throw error;
    return fallback;
  }

  function toPlace(result: GoogleResult, province: ProvinceName): Place {
    const address = addressOf([result]);
    const [first, ...rest] = result.formatted_address.split(', ');
    const name = first || address.suburb || address.city || COUNTRY_NAME;
    const city = address.city ?? address.suburb ?? name;
    const suburb = address.suburb ?? city;
    const subtitleParts = [...new Set([suburb, city, province])].filter((part) => part && part !== name);
    return {
      id: result.place_id,
      name,
      subtitle: subtitleParts.length > 0 ? subtitleParts.join(', ') : rest.join(', '),
      latitude: result.geometry.location.lat,
      longitude: result.geometry.location.lng,
      suburb,
      city,
      province,
    };
  }

  async function provinceFor(result: GoogleResult): Promise<ProvinceName | undefined> {
    const stated = provinceOf(result.address_components);
    if (stated || !fallback) return stated;
    const { lat, lng } = result.geometry.location;
    return (await fallback.reverse(lat, lng))?.province;
  }

  return {
    kind: 'google',
    // Answers may come from the fallback, whose data must be credited too.
    attributions: fallback ? [...GOOGLE_ATTRIBUTIONS, ...fallback.attributions] : GOOGLE_ATTRIBUTIONS,

    async reverse(latitude, longitude): Promise<ReverseResult | null> {
      assertCoordinates(latitude, longitude);
      const results = await attempt({ latlng: `${latitude},${longitude}` });
      if (results instanceof GoogleGeocodingError) return report(results).reverse(latitude, longitude);
      if (results.length === 0) return fallback ? fallback.reverse(latitude, longitude) : null;
      // Google may put a plus-code result first: it names no place, so the others go before it.
      const inZa = results.filter(isInSouthAfrica).sort((a, b) => Number(isPlusCode(a)) - Number(isPlusCode(b)));
      if (inZa.length === 0) return null;
      const address = addressOf(inZa);
      const offline = !address.province || !address.city ? await fallback?.reverse(latitude, longitude) : undefined;
      const province = address.province ?? offline?.province;
      if (!province) return null;
      const city = address.city ?? offline?.city ?? address.suburb;
      const suburb = address.suburb ?? offline?.suburb ?? city;
      if (!city || !suburb) return null;
      const { lat, lng } = inZa[0]!.geometry.location;
      return {
        ...(address.addressLine1 ? { addressLine1: address.addressLine1 } : {}),
        suburb,
        city,
        province,
        country: COUNTRY_NAME,
        distanceKm: Math.round(kmBetween(latitude, longitude, lat, lng) * 1000) / 1000,
        placeId: inZa[0]!.place_id,
      };
    },

    async search(query: string, searchOptions: SearchOptions = {}): Promise<Place[]> {
      const text = query.trim();
      if (!text) return [];
      const limit = clampLimit(searchOptions.limit);
      const results = await attempt({ address: text, components: 'country:ZA', region: 'za' });
      if (results instanceof GoogleGeocodingError) return report(results).search(query, searchOptions);
      const places: Place[] = [];
      for (const result of results) {
        if (!isInSouthAfrica(result)) continue;
        const province = await provinceFor(result);
        if (!province || (searchOptions.province && province !== searchOptions.province)) continue;
        places.push(toPlace(result, province));
        if (places.length >= limit) break;
      }
      return places;
    },

    async findPlace(id: string): Promise<Place | null> {
      const offline = await fallback?.findPlace(id);
      if (offline) return offline;
      if (!id.trim()) return null;
      const results = await attempt({ place_id: id });
      if (results instanceof GoogleGeocodingError) {
        // An unknown or malformed place id is "not found", not a failure.
        if (results.status !== 'NOT_FOUND' && results.status !== 'INVALID_REQUEST') report(results);
        return null;
      }
      const result = results.find(isInSouthAfrica);
      if (!result) return null;
      const province = await provinceFor(result);
      return province ? toPlace(result, province) : null;
    },
  };
}
