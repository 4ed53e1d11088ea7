// Whether a point is anywhere near South Africa: a sanity check of the create form and of payments.

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Mainland South Africa with a margin of about 10 km: Cape Agulhas (-34.83) to Pafuri (-22.13), Alexander
 * Bay (16.45) to Kosi Bay (32.89). A rectangle, so it also holds Lesotho, Eswatini and slivers of the
 * neighbours and the sea. It is a sanity check ("this point is nowhere near South Africa"), not a border.
 */
export const SOUTH_AFRICA_BOUNDS: Readonly<Bounds> = { south: -34.9, west: 16.3, north: -22.0, east: 33.0 };

/**
 * The Prince Edward Islands (Marion Island and Prince Edward Island), South African territory some
 * 1,800 km south-east of Cape Town, administered as part of the Western Cape. Kept as a second small box
 * rather than stretching the mainland box over 2,000 km of ocean.
 */
export const PRINCE_EDWARD_ISLANDS_BOUNDS: Readonly<Bounds> = { south: -47.05, west: 37.5, north: -46.55, east: 38.05 };

function isInBounds(latitude: number, longitude: number, bounds: Bounds): boolean {
  return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east;
}

/** True when the point lies in the rough South African boxes above (mainland or Prince Edward Islands). */
export function isInSouthAfricaBox(latitude: number, longitude: number): boolean {
  return isInBounds(latitude, longitude, SOUTH_AFRICA_BOUNDS) || isInBounds(latitude, longitude, PRINCE_EDWARD_ISLANDS_BOUNDS);
}
