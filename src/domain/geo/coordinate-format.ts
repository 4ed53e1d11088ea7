// Coordinates as stored and shown: 6 decimals, rounded as PostgreSQL's numeric(9,6) rounds. Apart from
// the parsing of map input (map-input.ts, with Plus Codes), so that a page that only shows a code's
// coordinates does not download the parser.

/** Decimal places coordinates are stored and shown with (about 11 cm). */
export const COORDINATE_DECIMALS = 6;

/**
 * A coordinate in whole millionths of a degree, rounded half away from zero on its decimal digits, as
 * PostgreSQL's numeric(9,6) rounds them: 18.4240005 gives 18424001, although the binary value of
 * 18.4240005 is a hair below it and `toFixed` would round down.
 */
export function toMicroDegrees(value: number): number {
  const abs = Math.abs(value);
  const digits = String(abs);
  let micro: number;
  if (!digits.includes('e')) micro = Math.round(Number(`${digits}e6`));
  else if (abs < 1) micro = abs >= 5e-7 ? 1 : 0; // below 1e-6 JavaScript writes an exponent
  else micro = Math.round(abs * 1e6); // 1e21 and beyond: nothing left to round
  return value < 0 && micro !== 0 ? -micro : micro;
}

/** A coordinate rounded to the 6 decimals that are stored: 18.4240005 -> 18.424001. */
export function roundCoordinate(value: number): number {
  if (!Number.isFinite(value)) return value;
  return toMicroDegrees(value) / 1e6;
}

/**
 * A coordinate with 6 decimals, as stored and shown: -33.9249 -> '-33.924900'. Rounds like the
 * database (see roundCoordinate) and never writes '-0.000000'.
 */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const micro = toMicroDegrees(value);
  const abs = Math.abs(micro);
  const text = `${Math.floor(abs / 1e6)}.${String(abs % 1e6).padStart(COORDINATE_DECIMALS, '0')}`;
  return micro < 0 ? `-${text}` : text;
}

/** 'latitude, longitude' with 6 decimals each, the form people copy into other apps. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}
