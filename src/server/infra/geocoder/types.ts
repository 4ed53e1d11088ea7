import { type Province, PROVINCES } from '../../../domain/geo/provinces';

/** The nine provinces, spelt exactly as the product shows and stores them (the domain's list). */
export const PROVINCE_NAMES = PROVINCES;
export type ProvinceName = Province;

/** ISO 3166-2:ZA subdivision codes (without the `ZA-` prefix), as stored in the data files. */
export const PROVINCE_BY_CODE = {
  EC: 'Eastern Cape',
  FS: 'Free State',
  GP: 'Gauteng',
  KZN: 'KwaZulu-Natal',
  LP: 'Limpopo',
  MP: 'Mpumalanga',
  NC: 'Northern Cape',
  NW: 'North West',
  WC: 'Western Cape',
} as const satisfies Record<string, ProvinceName>;
export type ProvinceCode = keyof typeof PROVINCE_BY_CODE;

export const COUNTRY_NAME = 'South Africa';

/** What a point is: a street (Google only), a suburb or town, its city, its province. */
export interface ReverseResult {
  /** Street number and street, when the geocoder knows them (Google only). */
  addressLine1?: string;
  /** The suburb, township or town nearest the point. */
  suburb: string;
  /** The metro's main city for places inside a metro (Khayelitsha: Cape Town), else the town itself. */
  city: string;
  province: ProvinceName;
  country: typeof COUNTRY_NAME;
  /** Distance from the point to the place named in `suburb` (or to Google's result), in km. */
  distanceKm: number;
  /** The id of the place named in `suburb`, usable with `findPlace`. */
  placeId?: string;
}

/** One place found by a search, ready to show in a list and to centre a map on. */
export interface Place {
  /** Offline: a stable slug such as `umlazi-kzn`; Google: its place_id. */
  id: string;
  name: string;
  /** A second line such as "Cape Town, Western Cape". */
  subtitle: string;
  latitude: number;
  longitude: number;
  suburb: string;
  city: string;
  province: ProvinceName;
  population?: number;
}

export interface SearchOptions {
  /** At most this many places (default 10, at most 50). */
  limit?: number;
  /** Only places in this province. */
  province?: ProvinceName;
}

/**
 * Place search and reverse lookup, restricted to South Africa. Two implementations: the offline
 * gazetteer (default, no network) and Google's Geocoding API (when a maps key is set).
 */
export interface Geocoder {
  readonly kind: 'offline' | 'google';
  /** Data credits to show wherever results are shown. */
  readonly attributions: readonly string[];
  /**
   * The suburb, city and province of a point; null when the point is outside South Africa (in a
   * neighbouring country, or at sea more than 25 km from the coast). Throws a RangeError for
   * coordinates that are not numbers within ±90 / ±180.
   */
  reverse(latitude: number, longitude: number): Promise<ReverseResult | null>;
  /** Places in South Africa matching the text, best first. An empty or blank query finds nothing. */
  search(query: string, options?: SearchOptions): Promise<Place[]>;
  /** One place by the id a search returned, or null when it is unknown. */
  findPlace(id: string): Promise<Place | null>;
}

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.floor(limit)));
}

export function assertCoordinates(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude must be a number from -90 to 90, got ${String(latitude)}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be a number from -180 to 180, got ${String(longitude)}`);
  }
}

/** "Cape Town, Western Cape" for a suburb, "Western Cape" for a town that is its own city. */
export function placeSubtitle(name: string, city: string, province: string): string {
  return city && city !== name ? `${city}, ${province}` : province;
}

/** Finds what place a point is in (a geocoder's reverse lookup, as a code is placed when it moves); null outside South Africa. */
export type PlaceLookup = (latitude: number, longitude: number) => Promise<Pick<ReverseResult, 'suburb' | 'city' | 'province'> | null>;
