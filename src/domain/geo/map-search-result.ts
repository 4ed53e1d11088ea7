import type { CoordinateSource } from './coordinate-text';

// What the map search makes of what was typed or pasted into it: coordinates, a link of a map app
// (map-links.ts) or a place to search for (map-input.ts reads the text; both answer this).

export const SHORTENED_URL_MESSAGE =
  'Shortened URL detected: Please open the link in your browser first, then copy the full URL from the address bar.';
/** Our words for a link that is not a map link, or a map link without a place in it. */
export const UNREADABLE_MAP_LINK_MESSAGE =
  'No location found in this link. Paste the full link of a place from Google Maps, Apple Maps or OpenStreetMap, or type coordinates such as -33.9249, 18.4241.';

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
