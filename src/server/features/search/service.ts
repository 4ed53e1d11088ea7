import { scoreAddressMatch } from '../../../domain/geo/address-match';
import type { SearchResult } from '../../../domain/zarcode/schemas';
import { codeReadings, isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Database } from '../../db/client';
import type { Geocoder } from '../../infra/geocoder';
import type { Actor } from '../../actor';
import { presentZarcodeResult, searchZarcodes } from '../zarcodes';

export const COMBINED_RESULT_LIMIT = 10;
const PLACE_LIMIT = 5;
/** A typed code that exists is the answer, above any address. */
const EXACT_CODE_SCORE = 1_000;

/**
 * Codes and places for one query, best first. Codes are ranked by the address-match score
 * (docs/rules.md#constants) against their address; places by the same score against their suburb and city; on a
 * tie a code comes before a place, since it is a point someone chose.
 */
export async function combinedSearch(
  db: Database,
  geocoder: Geocoder,
  query: string,
  viewer: Actor | null,
): Promise<SearchResult[]> {
  const text = query.trim();
  if (text.length === 0) return [];
  const searchPlaces = () => geocoder.search(text, { limit: PLACE_LIMIT });
  // For a code-shaped text, places are asked only when no such code exists (a paid geocoder is
  // spared the call); otherwise both at once.
  // Typed any way: '1ct 7k0m' is the code 1CT-7KQM when that exists (domain/zarcode/typed-code.ts).
  const isCode = isTypedCode(text);
  const [codes, placesAtOnce] = await Promise.all([
    searchZarcodes(db, text, COMBINED_RESULT_LIMIT),
    isCode ? null : searchPlaces(),
  ]);
  const exact = isCode && codes[0] && codeReadings(text).includes(codes[0].code) ? codes[0] : null;
  const places = placesAtOnce ?? (exact ? [] : await searchPlaces());

  const ranked: { score: number; order: number; result: SearchResult }[] = [];
  for (const row of codes) {
    ranked.push({
      score: row === exact ? EXACT_CODE_SCORE : scoreAddressMatch(text, row).score,
      order: 1,
      result: presentZarcodeResult(row, viewer),
    });
  }
  for (const place of places) {
    ranked.push({
      score: scoreAddressMatch(text, { suburb: place.suburb, city: place.city }).score,
      order: 2,
      result: {
        type: 'address',
        id: place.id,
        title: place.name,
        subtitle: place.subtitle,
        description: null,
        zarcode: null,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    });
  }
  // Array.prototype.sort is stable: equal entries keep the order the sources gave them.
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, COMBINED_RESULT_LIMIT).map((entry) => entry.result);
}
