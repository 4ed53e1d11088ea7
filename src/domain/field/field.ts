import { PRODUCT_NAME } from '../brand';
import { formatCoordinates } from '../geo/coordinate-format';
import type { Province } from '../geo/provinces';
import { compactCode } from '../zarcode/zarcode';

/*
 * "In the field": where am I (the nearest public code, the Plus Code, the coordinates) and areas kept
 * on the phone (a town's or a creator's public codes, for search and code pages without a
 * connection). Pure: the server answers with these shapes, the phone searches them.
 */

/** "Where am I?" names a public code only when one is this close: farther, it is not where you stand. */
export const NEAREST_CODE_RADIUS_METERS = 50;
/** A kept area holds at most this many codes (about 150 KB gzipped, well under a megabyte). */
export const MAX_AREA_CODES = 5_000;
/** A town's area: its public codes within this distance of its centre, nearest first. */
export const TOWN_AREA_RADIUS_METERS = 20_000;
/** What an offline search lists at most. */
export const KEPT_SEARCH_LIMIT = 20;

/**
 * One code of a kept area, as a row rather than an object, so that 5,000 of them stay small:
 * [code, title, latitude, longitude, addressLine1, suburb, city, province].
 */
export type AreaCodeRow = [
  zarcode: string,
  title: string | null,
  latitude: string,
  longitude: string,
  addressLine1: string | null,
  suburb: string | null,
  city: string,
  province: Province,
];

/** An area code row as the code page's parts read it. */
export interface KeptCode {
  zarcode: string;
  title: string | null;
  latitude: string;
  longitude: string;
  addressLine1: string | null;
  suburb: string | null;
  city: string;
  province: Province;
}

export function keptCodeOf(row: AreaCodeRow): KeptCode {
  const [zarcode, title, latitude, longitude, addressLine1, suburb, city, province] = row;
  return { zarcode, title, latitude, longitude, addressLine1, suburb, city, province };
}

/** Lower case, accents dropped, anything but letters and digits a space: 'Sea-Point' and 'sea point' meet. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The kept codes a text finds, best first: a whole code (typed any way, '1ct7k2m') first, then codes
 * whose code starts with it, then those whose title, address, suburb or city hold every word of it.
 */
export function searchKeptCodes(rows: readonly AreaCodeRow[], text: string, limit = KEPT_SEARCH_LIMIT): KeptCode[] {
  const query = folded(text);
  if (!query) return [];
  const compact = compactCode(text);
  const words = query.split(' ');
  const scored: { score: number; row: AreaCodeRow }[] = [];
  for (const row of rows) {
    const code = compactCode(row[0]);
    let score = 0;
    if (compact && code === compact) score = 3;
    else if (compact && compact.length >= 2 && code.startsWith(compact)) score = 2;
    else {
      const haystack = folded([row[1], row[4], row[5], row[6]].filter(Boolean).join(' '));
      if (words.every((word) => haystack.includes(word))) score = 1;
    }
    if (score > 0) scored.push({ score, row });
  }
  scored.sort((a, b) => b.score - a.score || a.row[0].localeCompare(b.row[0]));
  return scored.slice(0, limit).map((entry) => keptCodeOf(entry.row));
}

/** Mean radius of the Earth in metres, for great-circle distances. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/** The great-circle distance between two points, in metres. */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const halfLat = Math.sin(radians(b.latitude - a.latitude) / 2);
  const halfLng = Math.sin(radians(b.longitude - a.longitude) / 2);
  const h = halfLat * halfLat + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * halfLng * halfLng;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest kept code within `radiusMeters` of a point, with its distance, or null. */
export function nearestKeptCode(
  rows: readonly AreaCodeRow[],
  point: { latitude: number; longitude: number },
  radiusMeters = NEAREST_CODE_RADIUS_METERS,
): { code: KeptCode; distanceMeters: number } | null {
  let best: { row: AreaCodeRow; distanceMeters: number } | null = null;
  for (const row of rows) {
    const distance = distanceMeters(point, { latitude: Number(row[2]), longitude: Number(row[3]) });
    if (distance <= radiusMeters && (!best || distance < best.distanceMeters)) best = { row, distanceMeters: distance };
  }
  return best ? { code: keptCodeOf(best.row), distanceMeters: best.distanceMeters } : null;
}

/** Google Maps at a point: opens in the maps app or the browser, and works in any text. */
export function mapsLinkAt(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/**
 * The text "Where am I?" sends by WhatsApp or SMS: the code when one is here, the Plus Code, the
 * coordinates and a maps link, one per line. `labels` are the reader's words.
 */
export function whereAmIText(
  place: { zarcode: string | null; plusCode: string; latitude: number; longitude: number; accuracyMeters: number },
  labels: { intro: string; plusCode: string; accuracy: string },
): string {
  return [
    labels.intro,
    place.zarcode ? `${PRODUCT_NAME} ${place.zarcode}` : null,
    `${labels.plusCode}: ${place.plusCode}`,
    `${formatCoordinates(place.latitude, place.longitude)} (${labels.accuracy})`,
    mapsLinkAt(place.latitude, place.longitude),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The texts the phone's scripts of /here and the kept areas show, in the reader's language ({{...}} filled in there). */
export interface FieldStrings {
  locating: string;
  denied: string;
  unavailable: string;
  unsupported: string;
  nearestNone: string;
  nearestOffline: string;
  nearestKept: string;
  away: string;
  accuracy: string;
  plusCode: string;
  readAloud: string;
  noSpeech: string;
  shareIntro: string;
  plus: string;
  keptOn: string;
  notComplete: string;
  refresh: string;
  remove: string;
  keepFailed: string;
  noMatches: string;
  noAreas: string;
  keptCode: string;
  navigateGoogle: string;
  navigateWaze: string;
  openMapsApp: string;
}
