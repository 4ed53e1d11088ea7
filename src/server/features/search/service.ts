import { scoreAddressMatch } from '../../../domain/geo/address-match';
import type { SearchResult } from '../../../domain/zarcode/schemas';
import { isCodeShaped, normaliseCode } from '../../../domain/zarcode/zarcode';
import type { Database } from '../../db/client';
import type { Geocoder } from '../../infra/geocoder';
import type { Actor } from '../../plugins/auth';
import { presentZarcodeResult } from '../zarcodes/presenter';
import { findZarcodeByCode, searchZarcodes } from '../zarcodes/service';

export const COMBINED_RESULT_LIMIT = 10;
const PLACE_LIMIT = 5;
/** A typed code that exists is the answer, above any address. */
const EXACT_CODE_SCORE = 1_000;

/**
 * Codes and places for one query, best first. Codes are ranked by the address-match score of
 * section 9 against their address; places by the same score against their suburb and city; on a
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
  const exact = isCodeShaped(text) ? await findZarcodeByCode(db, normaliseCode(text)!) : null;
  const [codes, places] = await Promise.all([
    searchZarcodes(db, text, COMBINED_RESULT_LIMIT),
    exact ? Promise.resolve([]) : geocoder.search(text, { limit: PLACE_LIMIT }),
  ]);

  const ranked: { score: number; order: number; result: SearchResult }[] = [];
  const seen = new Set<string>();
  if (exact) {
    seen.add(exact.id);
    ranked.push({ score: EXACT_CODE_SCORE, order: 0, result: presentZarcodeResult(exact, viewer) });
  }
  for (const row of codes) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    ranked.push({
      score: scoreAddressMatch(text, row).score,
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
