/** A point on the earth in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean radius of the earth (IUGG), in metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres (haversine): as the crow flies, which is
 * what orders delivery stops well enough without a road network.
 */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}
