import { toMicroDegrees } from './coordinate-format';

// The create form's coordinate checks and whether a code has moved.

export const INVALID_COORDINATES_MESSAGE = 'Please enter valid numeric values for latitude and longitude';
export const COORDINATES_OUT_OF_RANGE_MESSAGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';

/** Moving a code by more than this, in latitude or longitude, is a location change. */
export const LOCATION_CHANGE_THRESHOLD_DEGREES = 0.0001;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * A coordinate as a form or a JSON body gives it: a finite number, or a string holding a plain decimal
 * ('-33.9249', ' 18 ', '+18.5', '.5'). Returns null for anything else, including '', '1e3', 'Infinity'
 * and '0x10', which Number() would accept.
 */
export function parseCoordinateValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/^\u2212/, '-');
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : null;
}

/** True for a latitude within -90..90 and a longitude within -180..180. */
export function isInWorldRange(latitude: number, longitude: number): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

export type CoordinateValidation = ({ ok: true } & LatLng) | { ok: false; message: string };

/**
 * The create form's coordinate checks, in their agreed order: both must be numeric ('Please enter
 * valid numeric values for latitude and longitude'; a blank counts as not numeric here, since the
 * required-fields check comes before this one), then within range ('Latitude must be between -90 and 90,
 * longitude between -180 and 180').
 */
export function validateCoordinates(latitude: unknown, longitude: unknown): CoordinateValidation {
  const lat = parseCoordinateValue(latitude);
  const lng = parseCoordinateValue(longitude);
  if (lat === null || lng === null) return { ok: false, message: INVALID_COORDINATES_MESSAGE };
  if (!isInWorldRange(lat, lng)) return { ok: false, message: COORDINATES_OUT_OF_RANGE_MESSAGE };
  return { ok: true, latitude: lat, longitude: lng };
}

/**
 * True when a code moved by more than LOCATION_CHANGE_THRESHOLD_DEGREES in latitude or longitude.
 * Compared in whole millionths of a degree, the stored precision, so 0.0001 exactly is not a change.
 * Accepts the numeric strings the database returns.
 */
export function isLocationChange(before: { latitude: number | string; longitude: number | string }, after: LatLng): boolean {
  const micro = (value: number | string) => toMicroDegrees(parseCoordinateValue(value) ?? NaN);
  const limit = Math.round(LOCATION_CHANGE_THRESHOLD_DEGREES * 1e6);
  const moved = (a: number | string, b: number) => !(Math.abs(micro(a) - micro(b)) <= limit);
  return moved(before.latitude, after.latitude) || moved(before.longitude, after.longitude);
}
