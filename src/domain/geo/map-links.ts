import { parseCoordinateText, type CoordinateTextResult } from './coordinate-text';
import { SHORTENED_URL_MESSAGE, UNREADABLE_MAP_LINK_MESSAGE, type MapInputResult } from './map-search-result';

// Links of map apps pasted into the map search: Google Maps, Apple Maps, OpenStreetMap, Waze, Bing.

/** Longer than any real map link (Google's run to about 1,000 characters). */
const MAX_URL_LENGTH = 4096;

/**
 * Hosts whose links only redirect somewhere else. We cannot follow them (the browser may not fetch
 * another site, and the server should not fetch arbitrary links for anyone), so they are refused.
 */
const SHORTENER_HOSTS = [
  'goo.gl', // maps.app.goo.gl, goo.gl/maps
  'g.co', // g.co/kgs
  'g.page',
  'share.google',
  'page.link',
  'bit.ly',
  'bit.do',
  'tinyurl.com',
  't.co',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rb.gy',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rebrand.ly',
  't.ly',
  's.id',
  'bl.ink',
  'short.io',
  'lnkd.in',
  'apple.co',
];

const GOOGLE_HOST = /^(?:www\.|maps\.|m\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const DATA_PIN = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/g;
const VIEWPORT = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?)z)?/;

function hostMatches(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return segment;
  }
}

/** Reads a parameter or path value as coordinates: 'loc:' prefixes and '(label)' suffixes are dropped. */
function coordinatesIn(value: string | null | undefined): CoordinateTextResult | null {
  if (!value) return null;
  const cleaned = value
    .trim()
    .replace(/^loc:\s*/i, '')
    .replace(/\s*\([^)]*\)\s*$/, '');
  return parseCoordinateText(cleaned);
}

function firstCoordinates(values: ReadonlyArray<string | null | undefined>): CoordinateTextResult | null {
  for (const value of values) {
    const found = coordinatesIn(value);
    if (found) return found;
  }
  return null;
}

function zoomFrom(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+(?:\.\d+)?$/.test(value)) return undefined;
  const zoom = Number(value);
  return zoom <= 22 ? zoom : undefined;
}

function asMapUrlResult(found: CoordinateTextResult, zoom: number | undefined): MapInputResult {
  if (found.kind !== 'coordinates') return found;
  const result: MapInputResult = { kind: 'coordinates', latitude: found.latitude, longitude: found.longitude, source: 'map-url' };
  return zoom === undefined ? result : { ...result, zoom };
}

const UNREADABLE: MapInputResult = { kind: 'unreadable-url', message: UNREADABLE_MAP_LINK_MESSAGE };

/** A place name to search for, from a link that names a place but has no coordinates. */
function placeQuery(name: string | null | undefined): MapInputResult {
  const query = name?.trim();
  return query ? { kind: 'not-coordinates', query } : UNREADABLE;
}

/**
 * Google Maps. The pin in the data parameter (`!3d<lat>!4d<lng>`) is the place itself and wins; then a
 * point given as q, query, destination or daddr; then coordinates written as the place or search in the
 * path; then ll, sll or center; and last the viewport `@lat,lng,zoomz`, which is only where the map was
 * looking. When none has coordinates, the place's name (path or q) becomes a place search.
 */
function readGoogleUrl(url: URL): MapInputResult {
  const path = url.pathname;
  if (!/^\/maps(?:\/|$)/.test(path) && !url.hostname.startsWith('maps.')) return UNREADABLE;
  const whole = decodeSegment(url.pathname) + ' ' + url.search;
  const viewport = VIEWPORT.exec(decodeSegment(path));
  const zoom = zoomFrom(viewport?.[3]) ?? zoomFrom(url.searchParams.get('z'));

  const pins = [...whole.matchAll(DATA_PIN)];
  const pin = pins[pins.length - 1];
  if (pin) {
    const found = coordinatesIn(`${pin[1]},${pin[2]}`);
    if (found) return asMapUrlResult(found, zoom);
  }

  const params = url.searchParams;
  const segments = path.split('/').map(decodeSegment);
  const placeIndex = segments.findIndex((segment) => segment === 'place' || segment === 'search');
  const placeSegment = placeIndex === -1 ? undefined : segments[placeIndex + 1];
  const dirIndex = segments.indexOf('dir');
  const dirStops = dirIndex === -1 ? [] : segments.slice(dirIndex + 1).filter((s) => s && !s.startsWith('@') && !s.startsWith('data='));

  const found = firstCoordinates([
    params.get('q'),
    params.get('query'),
    params.get('destination'),
    params.get('daddr'),
    placeSegment,
    ...dirStops.reverse(),
    params.get('ll'),
    params.get('sll'),
    params.get('center'),
    viewport ? `${viewport[1]},${viewport[2]}` : null,
  ]);
  if (found) return asMapUrlResult(found, zoom);
  const placeName = placeSegment && !placeSegment.startsWith('@') ? placeSegment : null;
  return placeQuery(placeName || params.get('q') || params.get('query'));
}

/** OpenStreetMap: a marker (mlat, mlon) wins over the map's centre (`#map=zoom/lat/lng`). */
function readOpenStreetMapUrl(url: URL): MapInputResult {
  if (url.hostname.endsWith('osm.org') && url.pathname.startsWith('/go/')) {
    return { kind: 'shortened-url', message: SHORTENED_URL_MESSAGE };
  }
  const params = url.searchParams;
  const hash = /(?:^#|&)map=(\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash);
  const zoom = zoomFrom(hash?.[1]) ?? zoomFrom(params.get('zoom'));
  const pair = (lat: string | null | undefined, lng: string | null | undefined) => (lat && lng ? `${lat},${lng}` : null);
  const found = firstCoordinates([
    pair(params.get('mlat'), params.get('mlon')),
    pair(hash?.[2], hash?.[3]),
    pair(params.get('lat'), params.get('lon')),
  ]);
  return found ? asMapUrlResult(found, zoom) : placeQuery(params.get('query'));
}

/** Apple Maps: `coordinate`, then `ll`, then a destination or query holding coordinates, then centres. */
function readAppleUrl(url: URL): MapInputResult {
  const params = url.searchParams;
  const found = firstCoordinates([
    params.get('coordinate'),
    params.get('ll'),
    params.get('daddr'),
    params.get('q'),
    params.get('center'),
    params.get('sll'),
  ]);
  if (found) return asMapUrlResult(found, zoomFrom(params.get('z')));
  return placeQuery(params.get('q') ?? params.get('address') ?? params.get('name'));
}

/** Waze (`ll=lat,lng`) and Bing (`cp=lat~lng`). */
function readOtherMapUrl(url: URL): MapInputResult {
  const params = url.searchParams;
  const found = firstCoordinates([params.get('ll'), params.get('latlng'), params.get('cp')?.replace('~', ',')]);
  return found ? asMapUrlResult(found, zoomFrom(params.get('z') ?? params.get('lvl'))) : UNREADABLE;
}

/** Reads a pasted link: refuses shortened ones and finds the place in the full ones we know. */
export function parseMapUrl(input: string): MapInputResult {
  if (input.length > MAX_URL_LENGTH) return UNREADABLE;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return UNREADABLE;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (hostMatches(host, SHORTENER_HOSTS)) return { kind: 'shortened-url', message: SHORTENED_URL_MESSAGE };
  if (GOOGLE_HOST.test(host)) return readGoogleUrl(url);
  if (hostMatches(host, ['openstreetmap.org', 'osm.org'])) return readOpenStreetMapUrl(url);
  if (host === 'maps.apple.com' || host === 'maps.apple') return readAppleUrl(url);
  if (hostMatches(host, ['waze.com', 'bing.com'])) return readOtherMapUrl(url);
  return UNREADABLE;
}
