import { createGeocoder, type Geocoder } from '../../infra/geocoder';
import type { Database } from '../../db/client';
import { getSystemSettings } from '../settings/service';

/**
 * The geocoder for the current settings: Google's when a maps key is set in System Settings,
 * otherwise the offline South African gazetteer.
 */
export async function currentGeocoder(db: Database, googleBaseUrl?: string): Promise<Geocoder> {
  const settings = await getSystemSettings(db);
  return createGeocoder({ googleMapsApiKey: settings.googleMapsApiKey, googleBaseUrl });
}
