import type { NearestPoint, V1LookupResult, V1NearestResult } from '../../../domain/api-v1/schemas';
import { csvTable } from '../../../domain/csv/csv';

/**
 * The developer page's CSV tools: codes or points read from a spreadsheet's rows, and the batch
 * answers written back as CSV. Header names are matched loosely; without a header the first
 * columns are taken.
 */

const normalise = (header: string) => header.trim().toLowerCase().replace(/[\s_-]+/g, '');

function columnOf(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(normalise(cell)));
}

/** The codes of a CSV: the `code` (or `zarcode`) column when the first row names one, else the first column. */
export function codesFromCsv(rows: readonly string[][]): string[] {
  if (rows.length === 0) return [];
  const column = columnOf(rows[0]!, ['code', 'zarcode', 'codes']);
  const body = column >= 0 ? rows.slice(1) : rows;
  const at = Math.max(column, 0);
  return body.map((row) => (row[at] ?? '').trim());
}

/** A number as a spreadsheet may write it: '-33.92' or, with a decimal comma, '-33,92'. */
export function readNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^[-+]?\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** One row of a points CSV: its point, or null when its coordinates cannot be read. */
export interface PointRow {
  id: string | null;
  latitudeText: string;
  longitudeText: string;
  point: NearestPoint | null;
}

/**
 * The points of a CSV: `latitude`/`lat` and `longitude`/`lng`/`lon` columns (and `id`/`reference`)
 * when the first row names them, else latitude, longitude and id in that order.
 */
export function pointsFromCsv(rows: readonly string[][]): PointRow[] {
  if (rows.length === 0) return [];
  const header = rows[0]!;
  const lat = columnOf(header, ['latitude', 'lat']);
  const lng = columnOf(header, ['longitude', 'lng', 'lon', 'long']);
  const hasHeader = lat >= 0 && lng >= 0;
  const id = hasHeader ? columnOf(header, ['id', 'reference', 'ref', 'order']) : 2;
  const [latAt, lngAt] = hasHeader ? [lat, lng] : [0, 1];
  return (hasHeader ? rows.slice(1) : rows).map((row) => {
    const latitudeText = (row[latAt] ?? '').trim();
    const longitudeText = (row[lngAt] ?? '').trim();
    const reference = id >= 0 ? (row[id] ?? '').trim().slice(0, 100) : '';
    const latitude = readNumber(latitudeText);
    const longitude = readNumber(longitudeText);
    const isReadable = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    return {
      id: reference || null,
      latitudeText,
      longitudeText,
      point: isReadable ? { ...(reference ? { id: reference } : {}), latitude, longitude } : null,
    };
  });
}

const PLACE_HEADER = ['zarcode', 'title', 'latitude', 'longitude', 'plus_code', 'address_line1', 'address_line2', 'suburb', 'city', 'province', 'url'];

function placeCells(place: V1LookupResult['place']) {
  if (!place) return PLACE_HEADER.map(() => null);
  const { address } = place;
  return [place.zarcode, place.title, place.latitude, place.longitude, place.plusCode, address.line1, address.line2, address.suburb, address.city, address.province, place.url];
}

/** The batch lookup's answers as CSV: the code as sent, its status, then its place. */
export function lookupResultsToCsv(results: readonly V1LookupResult[]): string {
  return csvTable(
    ['input', 'status', ...PLACE_HEADER],
    results.map((result) => {
      const cells = placeCells(result.place);
      return [result.input, result.status, result.zarcode, ...cells.slice(1)];
    }),
  );
}

/** The batch nearest's answers as CSV, one line per row read (unreadable rows marked `invalid`). */
export function nearestResultsToCsv(rows: readonly PointRow[], results: readonly (V1NearestResult | null)[]): string {
  return csvTable(
    ['id', 'latitude', 'longitude', 'status', 'distance_m', ...PLACE_HEADER],
    rows.map((row, index) => {
      const result = results[index] ?? null;
      if (!row.point || !result) return [row.id, row.latitudeText, row.longitudeText, 'invalid', null, ...placeCells(null)];
      return [row.id, result.latitude, result.longitude, result.status, result.distanceMeters, ...placeCells(result.place)];
    }),
  );
}
