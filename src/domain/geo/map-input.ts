import { parseCoordinateText, type CoordinateSource } from './coordinate-text';
import { parseMapUrl, type SHORTENED_URL_MESSAGE, type UNREADABLE_MAP_LINK_MESSAGE } from './map-links';
import { decodePlusCode } from './plus-code';

// What the map search does with what was typed or pasted into it (section 5 of document 2).

/** What the map search should do with the text typed into it. */
export type MapInputResult =
  /** Go to this point (and this zoom, when a map link carried one). */
  | { kind: 'coordinates'; latitude: number; longitude: number; zoom?: number; source: CoordinateSource }
  /** A shortened link: refuse it with the message. */
  | { kind: 'shortened-url'; message: typeof SHORTENED_URL_MESSAGE }
  /** Coordinates, but impossible ones: show the message. */
  | { kind: 'out-of-range'; message: string }
  /** A link we cannot read a place from: show the message. */
  | { kind: 'unreadable-url'; message: typeof UNREADABLE_MAP_LINK_MESSAGE }
  /** Not coordinates: search for this text as a place (a map link's place name, or what was typed). */
  | { kind: 'not-coordinates'; query: string };

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
