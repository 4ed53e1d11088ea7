import { parseCoordinateText } from './coordinate-text';
import { parseMapUrl } from './map-links';
import type { MapInputResult } from './map-search-result';
import { decodePlusCode } from './plus-code';

// What the map search does with what was typed or pasted into it: a place, a full map link, decimal
// `lat,lng` or degrees, minutes and seconds (docs/rules.md#validation).

/** True when the text is a link rather than words: it has a scheme, or starts with a host and a path. */
function looksLikeUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) || /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+[/?#]/i.test(text);
}

/**
 * Decides what the map search does with what was typed or pasted into it: a full map link (Google,
 * Apple, OpenStreetMap, Waze, Bing), a full Plus Code, a decimal pair, or degrees with N/S/E/W become
 * coordinates; shortened links and impossible numbers become the messages to show; anything else is a
 * place search.
 */
export function parseMapInput(input: string): MapInputResult {
  const text = input.trim();
  if (text === '') return { kind: 'not-coordinates', query: '' };
  if (looksLikeUrl(text)) return parseMapUrl(text);
  const plusCode = decodePlusCode(text);
  if (plusCode) return { kind: 'coordinates', ...plusCode, source: 'plus-code' };
  return parseCoordinateText(text) ?? { kind: 'not-coordinates', query: text };
}
