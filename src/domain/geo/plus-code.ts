import { OpenLocationCode } from 'open-location-code';

/**
 * Plus Codes (Open Location Codes) beside every ZARcode, so a driver can still navigate with any map app
 * when ZARcode is unreachable: Google Maps, Apple Maps and others accept them in their search box.
 *
 * open-location-code 1.0.3 encodes with repeated floating-point subtraction, which puts about one point
 * in ten of the project's official test vectors in the neighbouring cell (a point on a cell edge, such as
 * 35.6, is the classic case). We keep the library but hand it the centre of the right cell, found with the
 * integer arithmetic of the current Open Location Code specification; a centre is half a cell from
 * every edge, far beyond any rounding error, so the library then always answers the expected code.
 */

const olc = new OpenLocationCode();

/** 10 digits: a cell of about 14 x 14 m, what Google Maps shows. 11 digits: about 3 x 3.5 m. */
export type PlusCodeLength = 10 | 11;
export const DEFAULT_PLUS_CODE_LENGTH: PlusCodeLength = 10;

// Integer units of the Open Location Code specification: 1/2.5e7 degree of latitude, 1/8.192e6 degree of longitude.
const LAT_UNITS_PER_DEGREE = 25_000_000;
const LNG_UNITS_PER_DEGREE = 8_192_000;
const LAT_UNITS = 180 * LAT_UNITS_PER_DEGREE;
const LNG_UNITS = 360 * LNG_UNITS_PER_DEGREE;
/** Units per cell: a 10-digit cell is 1/8000 degree square; the 11th digit splits it 5 rows by 4 columns. */
const CELL_UNITS: Readonly<Record<PlusCodeLength, { lat: number; lng: number }>> = {
  10: { lat: 5 ** 5, lng: 4 ** 5 },
  11: { lat: 5 ** 4, lng: 4 ** 4 },
};

/** Rounds half away from zero, as the Open Location Code reference implementations do. */
function roundAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function cellCentre(latitude: number, longitude: number, length: PlusCodeLength): [number, number] {
  const cell = CELL_UNITS[length];
  let lat = roundAwayFromZero(latitude * LAT_UNITS_PER_DEGREE) + 90 * LAT_UNITS_PER_DEGREE;
  lat = Math.min(Math.max(lat, 0), LAT_UNITS - 1);
  let lng = roundAwayFromZero(longitude * LNG_UNITS_PER_DEGREE) + 180 * LNG_UNITS_PER_DEGREE;
  lng = ((lng % LNG_UNITS) + LNG_UNITS) % LNG_UNITS; // 180 is the same meridian as -180
  const latCentre = (Math.floor(lat / cell.lat) + 0.5) * cell.lat;
  const lngCentre = (Math.floor(lng / cell.lng) + 0.5) * cell.lng;
  return [latCentre / LAT_UNITS_PER_DEGREE - 90, lngCentre / LNG_UNITS_PER_DEGREE - 180];
}

/**
 * The full Plus Code of a point, e.g. Cape Town City Hall (-33.925833, 18.423333) -> '4FRW3CFF+M8'.
 * Throws a RangeError unless latitude is within -90..90 and longitude within -180..180.
 */
export function plusCodeFor(latitude: number, longitude: number, length: PlusCodeLength = DEFAULT_PLUS_CODE_LENGTH): string {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`Latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`Longitude must be between -180 and 180, got ${longitude}`);
  }
  if (length !== 10 && length !== 11) throw new RangeError(`A Plus Code here has 10 or 11 digits, got ${length}`);
  const [lat, lng] = cellCentre(latitude, longitude, length);
  return olc.encode(lat, lng, length);
}

const FULL_CODE_SHAPE = /^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,7}$/i;

/**
 * True for a full, unpadded Plus Code such as '4FRW3CFF+M8' (any case): one that names a place on its
 * own. Short codes ('3CFF+M8') need a nearby town to be read and padded codes ('4FRW0000+') are areas.
 */
export function isFullPlusCode(code: string): boolean {
  return FULL_CODE_SHAPE.test(code) && olc.isFull(code);
}

/**
 * The centre of a full Plus Code's cell, or null when the text is not a full unpadded code.
 * Whitespace around it is ignored.
 */
export function decodePlusCode(code: string): { latitude: number; longitude: number } | null {
  const trimmed = code.trim();
  if (!isFullPlusCode(trimmed)) return null;
  const area = olc.decode(trimmed.toUpperCase());
  // The library sums floating-point steps: -33.925812500000006 is -33.9258125.
  const clean = (value: number) => Math.round(value * 1e10) / 1e10;
  return { latitude: clean(area.latitudeCenter), longitude: clean(area.longitudeCenter) };
}

/**
 * The short form of a full code relative to a nearby reference point (a town's centre): '3CFF+M8', to
 * be shown with the town's name after it, as map apps do: '3CFF+M8 Cape Town'. Always drops exactly
 * the first four digits, which needs the reference within about 30 km (0.3 degree); the library could
 * drop more for a reference within 1.6 km or 80 m, but a reader then needs a reference that close,
 * which a town's name does not give. Returns null when the reference is too far away or the code is
 * not full.
 */
export function shortenPlusCode(code: string, reference: { latitude: number; longitude: number }): string | null {
  const upper = code.trim().toUpperCase();
  if (!isFullPlusCode(upper)) return null;
  if (!Number.isFinite(reference.latitude) || !Number.isFinite(reference.longitude)) return null;
  if (Math.abs(reference.latitude) > 90 || Math.abs(reference.longitude) > 180) return null;
  const shortened = olc.shorten(upper, reference.latitude, reference.longitude);
  return shortened === upper ? null : upper.slice(4);
}
