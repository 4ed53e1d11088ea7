import { createGeocoder, type Geocoder, type PlaceLookup } from '../../infra/geocoder';
import type { Database } from '../../db/client';
import { getSystemSettings } from '../settings';

/**
 * The geocoder for the current settings: Google's when a maps key is set in System Settings,
 * otherwise the offline South African gazetteer.
 */
export async function currentGeocoder(db: Database, googleBaseUrl?: string): Promise<Geocoder> {
  const settings = await getSystemSettings(db);
  return createGeocoder({ googleMapsApiKey: settings.googleMapsApiKey, googleBaseUrl });
}

/** Places a point with the geocoder System Settings choose (Google with a key, else the gazetteer), as codes are placed. */
export function placeLookup(db: Database, googleBaseUrl?: string): PlaceLookup {
  return async (latitude, longitude) => (await currentGeocoder(db, googleBaseUrl)).reverse(latitude, longitude);
}
