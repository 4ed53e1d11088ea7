import { createGoogleGeocoder, type GoogleGeocodingError } from './google-geocoder';
import { createOfflineGeocoder, type Gazetteer, loadGazetteer } from './offline-geocoder';
import type { Geocoder } from './types';

export { GAZETTEER_ATTRIBUTIONS, GAZETTEER_SOURCES, GOOGLE_ATTRIBUTIONS } from './attributions';
export { createGoogleGeocoder, GOOGLE_BASE_URL, GoogleGeocodingError, type GoogleGeocoderOptions } from './google-geocoder';
export { normaliseName } from './normalise';
export { createOfflineGeocoder, Gazetteer, loadGazetteer } from './offline-geocoder';
export { SNAP_KM, type ProvinceLocation } from './province-locator';
export {
  COUNTRY_NAME,
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  PROVINCE_BY_CODE,
  PROVINCE_NAMES,
  type Geocoder,
  type Place,
  type PlaceLookup,
  type ProvinceCode,
  type ProvinceName,
  type ReverseResult,
  type SearchOptions,
} from './types';

export interface CreateGeocoderOptions {
  /** The maps key from System Settings; blank or missing means the offline gazetteer. */
  googleMapsApiKey?: string | null;
  googleBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Told about each failed Google request; the offline gazetteer answers it instead. */
  onGoogleError?: (error: GoogleGeocodingError) => void;
  /** The offline gazetteer to use (default: the committed data, loaded once per process). */
  gazetteer?: Gazetteer;
}

/**
 * The geocoder for the current settings: Google's when a maps key is set (with the offline
 * gazetteer answering whenever Google fails or knows nothing about a point), else the offline
 * gazetteer. Cheap to call per request: the gazetteer is loaded once.
 */
export function createGeocoder(options: CreateGeocoderOptions = {}): Geocoder {
  const offline = createOfflineGeocoder(options.gazetteer ?? loadGazetteer());
  const apiKey = options.googleMapsApiKey?.trim();
  if (!apiKey) return offline;
  return createGoogleGeocoder({
    apiKey,
    baseUrl: options.googleBaseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    fallback: offline,
    onError: options.onGoogleError,
  });
}
