import { toMicroDegrees } from './coordinate-format';
import { decodePlusCode } from './plus-code';

// Formatting lives in coordinate-format.ts, small enough for pages that only show coordinates.
export { COORDINATE_DECIMALS, formatCoordinate, formatCoordinates, roundCoordinate } from './coordinate-format';

/**
 * Coordinates: what people type or paste into the map search (section 5 of document 2), the create form's
 * coordinate checks, formatting, and a rough "is this in South Africa" test.
 */

export const SHORTENED_URL_MESSAGE =
  'Shortened URL detected: Please open the link in your browser first, then copy the full URL from the address bar.';
export const INVALID_COORDINATES_MESSAGE = 'Please enter valid numeric values for latitude and longitude';
export const COORDINATES_OUT_OF_RANGE_MESSAGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
/** Our words (the specification gives the rule, not a message) for 33°75'S and the like. */
export const MINUTES_SECONDS_OUT_OF_RANGE_MESSAGE = 'Minutes and seconds must be less than 60';
/** Our words for a link that is not a map link, or a map link without a place in it. */
export const UNREADABLE_MAP_LINK_MESSAGE =
  'No location found in this link. Paste the full link of a place from Google Maps, Apple Maps or OpenStreetMap, or type coordinates such as -33.9249, 18.4241.';

/** Moving a code by more than this, in latitude or longitude, is a location change (section 9). */
export const LOCATION_CHANGE_THRESHOLD_DEGREES = 0.0001;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Where parsed coordinates came from. */
export type CoordinateSource = 'decimal' | 'dms' | 'map-url' | 'plus-code';

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

type TextResult = Extract<MapInputResult, { kind: 'coordinates' | 'out-of-range' }>;

/** Longer text is never coordinates; the limit also keeps every pattern's work small. */
const MAX_COORDINATE_TEXT_LENGTH = 200;
/** Longer than any real map link (Google's run to about 1,000 characters). */
const MAX_URL_LENGTH = 4096;

// ---------------------------------------------------------------------------------------------------
// Plain text: decimal pairs and degrees, minutes, seconds

type Token =
  | { type: 'number'; value: number; signed: '' | '+' | '-'; hasFraction: boolean }
  | { type: 'unit'; rank: 0 | 1 | 2 }
  | { type: 'hemisphere'; letter: 'N' | 'S' | 'E' | 'W' }
  | { type: 'separator' };

const TOKEN = /\s*(?:([+-]?)(\d+(?:\.\d+)?)|(°)|(')|(")|([NSEW])|([,;]))\s*/y;

/** Splits coordinate text into tokens; null when it holds anything else (so it is a place name). */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [, sign, digits, degree, minute, second, letter, separator] = match;
    if (digits !== undefined) {
      tokens.push({
        type: 'number',
        value: Number(digits),
        signed: (sign ?? '') as '' | '+' | '-',
        hasFraction: digits.includes('.'),
      });
    } else if (degree) tokens.push({ type: 'unit', rank: 0 });
    else if (minute) tokens.push({ type: 'unit', rank: 1 });
    else if (second) tokens.push({ type: 'unit', rank: 2 });
    else if (letter) tokens.push({ type: 'hemisphere', letter: letter as 'N' | 'S' | 'E' | 'W' });
    else if (separator) tokens.push({ type: 'separator' });
  }
  return tokens;
}

/** One half of a pair: degrees, perhaps minutes and seconds, perhaps a hemisphere. */
interface Part {
  degrees: number;
  minutes: number;
  seconds: number;
  negative: boolean;
  hemisphere: 'N' | 'S' | 'E' | 'W' | null;
  /** True when it is a bare signed decimal: no units, no hemisphere, one number. */
  isPlainDecimal: boolean;
  hasFraction: boolean;
}

/** Reads one half; null when its tokens do not make one angle. */
function readPart(tokens: readonly Token[]): Part | null {
  let hemisphere: Part['hemisphere'] = null;
  let body = tokens;
  const first = body[0];
  const last = body[body.length - 1];
  if (first?.type === 'hemisphere') {
    hemisphere = first.letter;
    body = body.slice(1);
  } else if (last?.type === 'hemisphere') {
    hemisphere = last.letter;
    body = body.slice(0, -1);
  }
  const values: number[] = [];
  let previousRank = -1;
  let negative = false;
  let sawUnit = false;
  let fractionAt = -1;
  for (let i = 0; i < body.length; i++) {
    const token = body[i]!;
    if (token.type !== 'number') return null;
    const next = body[i + 1];
    const rank = next?.type === 'unit' ? next.rank : previousRank + 1;
    if (next?.type === 'unit') {
      sawUnit = true;
      i++;
    }
    if (rank <= previousRank || rank > 2 || rank !== values.length) return null;
    if (token.signed !== '') {
      if (rank !== 0) return null; // only the degrees carry a sign
      negative = token.signed === '-';
    }
    if (fractionAt !== -1) return null; // only the last number may have a fraction
    if (token.hasFraction) fractionAt = rank;
    values.push(token.value);
    previousRank = rank;
  }
  if (values.length === 0) return null;
  if (hemisphere !== null && negative) return null; // '-33 S' says south twice, or contradicts itself
  return {
    degrees: values[0]!,
    minutes: values[1] ?? 0,
    seconds: values[2] ?? 0,
    negative,
    hemisphere,
    isPlainDecimal: values.length === 1 && !sawUnit && hemisphere === null,
    hasFraction: fractionAt !== -1,
  };
}

/** Splits the tokens into the two halves of a pair; null when they do not make exactly two. */
function splitPair(tokens: readonly Token[]): [Token[], Token[]] | null {
  const separators = tokens.filter((token) => token.type === 'separator').length;
  if (separators > 1) return null;
  if (separators === 1) {
    const at = tokens.findIndex((token) => token.type === 'separator');
    return [tokens.slice(0, at), tokens.slice(at + 1)];
  }
  const groups: Token[][] = [];
  const hasHemisphere = tokens.some((token) => token.type === 'hemisphere');
  if (hasHemisphere && tokens[0]?.type === 'hemisphere') {
    // 'S 33 55 31.2 E 18 25 26.4': each half starts with its letter.
    for (const token of tokens) {
      if (token.type === 'hemisphere') groups.push([]);
      groups[groups.length - 1]!.push(token);
    }
  } else if (hasHemisphere && tokens[tokens.length - 1]?.type === 'hemisphere') {
    // '33°55'31.2"S 18°25'26.4"E': each half ends with its letter.
    let current: Token[] = [];
    for (const token of tokens) {
      current.push(token);
      if (token.type === 'hemisphere') {
        groups.push(current);
        current = [];
      }
    }
  } else if (hasHemisphere) {
    return null;
  } else if (tokens.some((token) => token.type === 'unit')) {
    // '-33° 55' 31.2" 18° 25' 26.4"': a new half starts at each number marked with degrees.
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      if (groups.length === 0 || (token.type === 'number' && next?.type === 'unit' && next.rank === 0)) {
        groups.push([]);
      }
      groups[groups.length - 1]!.push(token);
    });
  } else {
    // '-33.9249 18.4241': two decimals side by side. Both need a decimal point, so that a search for
    // '12 34' stays a search.
    const numbers = tokens.filter((token) => token.type === 'number');
    if (numbers.length !== 2 || !numbers.every((token) => token.type === 'number' && token.hasFraction)) return null;
    return [[numbers[0]!], [numbers[1]!]];
  }
  return groups.length === 2 ? [groups[0]!, groups[1]!] : null;
}

const AXIS: Readonly<Record<'N' | 'S' | 'E' | 'W', 'lat' | 'lng'>> = { N: 'lat', S: 'lat', E: 'lng', W: 'lng' };

/** Replaces the look-alike characters of degrees, minutes, seconds and minus with the ASCII ones. */
function normaliseSymbols(text: string): string {
  return text
    .replace(/[º˚]/g, '°')
    .replace(/[′’‘´`]/g, "'")
    .replace(/''/g, '"')
    .replace(/[″“”]/g, '"')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .toUpperCase();
}

/**
 * Reads coordinates written as text: a decimal pair ('-33.9249, 18.4241', '-33.9249,18.4241',
 * '-33.9249 18.4241'), or degrees with N/S/E/W in any of the usual forms: degrees, minutes and seconds
 * (`33°55'31.2"S 18°25'26.4"E`, with or without spaces, with typographic or ASCII marks, letters before
 * or after), degrees and decimal minutes (`33°55.52'S 18°25.44'E`) or decimal degrees (`33.9253° S,
 * 18.4240° E`). Without letters the first number is the latitude; with them, either order works.
 * Decimal commas are not supported (the comma separates the pair). Returns null when the text is not
 * coordinates at all, and an out-of-range result when it is but the numbers are impossible.
 */
export function parseCoordinateText(input: string): TextResult | null {
  let trimmed = input.trim();
  if (trimmed.length > MAX_COORDINATE_TEXT_LENGTH) return null;
  if (/^[([{]/.test(trimmed) && /[)\]}]$/.test(trimmed)) trimmed = trimmed.slice(1, -1).trim();
  const text = normaliseSymbols(trimmed);
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  const halves = splitPair(tokens);
  if (!halves) return null;
  const first = readPart(halves[0]);
  const second = readPart(halves[1]);
  if (!first || !second) return null;

  const firstAxis = first.hemisphere ? AXIS[first.hemisphere] : null;
  const secondAxis = second.hemisphere ? AXIS[second.hemisphere] : null;
  if (firstAxis !== null && firstAxis === secondAxis) return null;
  const firstIsLatitude = firstAxis ? firstAxis === 'lat' : secondAxis ? secondAxis === 'lng' : true;
  const [latPart, lngPart] = firstIsLatitude ? [first, second] : [second, first];

  if ([first, second].some((part) => part.minutes >= 60 || part.seconds >= 60)) {
    return { kind: 'out-of-range', message: MINUTES_SECONDS_OUT_OF_RANGE_MESSAGE };
  }
  const latitude = angle(latPart);
  const longitude = angle(lngPart);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return { kind: 'out-of-range', message: COORDINATES_OUT_OF_RANGE_MESSAGE };
  }
  const source: CoordinateSource = first.isPlainDecimal && second.isPlainDecimal ? 'decimal' : 'dms';
  return { kind: 'coordinates', latitude, longitude, source };
}

function angle(part: Part): number {
  const magnitude = part.degrees + part.minutes / 60 + part.seconds / 3600;
  const negative = part.negative || part.hemisphere === 'S' || part.hemisphere === 'W';
  // Sixty-based fractions are never exact in binary: keep the 6 decimals that are stored, plus three.
  const rounded = part.minutes || part.seconds ? Math.round(magnitude * 1e9) / 1e9 : magnitude;
  return negative ? -rounded : rounded;
}

// ---------------------------------------------------------------------------------------------------
// Map links

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

/** True when the text is a link rather than words: it has a scheme, or starts with a host and a path. */
function looksLikeUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) || /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+[/?#]/i.test(text);
}

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
function coordinatesIn(value: string | null | undefined): TextResult | null {
  if (!value) return null;
  const cleaned = value
    .trim()
    .replace(/^loc:\s*/i, '')
    .replace(/\s*\([^)]*\)\s*$/, '');
  return parseCoordinateText(cleaned);
}

function firstCoordinates(values: ReadonlyArray<string | null | undefined>): TextResult | null {
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

function asMapUrlResult(found: TextResult, zoom: number | undefined): MapInputResult {
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

// ---------------------------------------------------------------------------------------------------
// The create form's checks, formatting and comparisons

/**
 * A coordinate as a form or a JSON body gives it: a finite number, or a string holding a plain decimal
 * ('-33.9249', ' 18 ', '+18.5', '.5'). Returns null for anything else, including '', '1e3', 'Infinity'
 * and '0x10', which Number() would accept.
 */
export function parseCoordinateValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/^\u2212/, '-');
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : null;
}

/** True for a latitude within -90..90 and a longitude within -180..180. */
export function isInWorldRange(latitude: number, longitude: number): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

export type CoordinateValidation = ({ ok: true } & LatLng) | { ok: false; message: string };

/**
 * The create form's coordinate checks of section 5, in its order: both must be numeric ('Please enter
 * valid numeric values for latitude and longitude'; a blank counts as not numeric here, since the
 * required-fields check comes before this one), then within range ('Latitude must be between -90 and 90,
 * longitude between -180 and 180').
 */
export function validateCoordinates(latitude: unknown, longitude: unknown): CoordinateValidation {
  const lat = parseCoordinateValue(latitude);
  const lng = parseCoordinateValue(longitude);
  if (lat === null || lng === null) return { ok: false, message: INVALID_COORDINATES_MESSAGE };
  if (!isInWorldRange(lat, lng)) return { ok: false, message: COORDINATES_OUT_OF_RANGE_MESSAGE };
  return { ok: true, latitude: lat, longitude: lng };
}

/**
 * True when a code moved by more than LOCATION_CHANGE_THRESHOLD_DEGREES in latitude or longitude.
 * Compared in whole millionths of a degree, the stored precision, so 0.0001 exactly is not a change.
 * Accepts the numeric strings the database returns.
 */
export function isLocationChange(before: { latitude: number | string; longitude: number | string }, after: LatLng): boolean {
  const micro = (value: number | string) => toMicroDegrees(parseCoordinateValue(value) ?? NaN);
  const limit = Math.round(LOCATION_CHANGE_THRESHOLD_DEGREES * 1e6);
  const moved = (a: number | string, b: number) => !(Math.abs(micro(a) - micro(b)) <= limit);
  return moved(before.latitude, after.latitude) || moved(before.longitude, after.longitude);
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Mainland South Africa with a margin of about 10 km: Cape Agulhas (-34.83) to Pafuri (-22.13), Alexander
 * Bay (16.45) to Kosi Bay (32.89). A rectangle, so it also holds Lesotho, Eswatini and slivers of the
 * neighbours and the sea. It is a sanity check ("this point is nowhere near South Africa"), not a border.
 */
export const SOUTH_AFRICA_BOUNDS: Readonly<Bounds> = { south: -34.9, west: 16.3, north: -22.0, east: 33.0 };

/**
 * The Prince Edward Islands (Marion Island and Prince Edward Island), South African territory some
 * 1,800 km south-east of Cape Town, administered as part of the Western Cape. Kept as a second small box
 * rather than stretching the mainland box over 2,000 km of ocean.
 */
export const PRINCE_EDWARD_ISLANDS_BOUNDS: Readonly<Bounds> = { south: -47.05, west: 37.5, north: -46.55, east: 38.05 };

function isInBounds(latitude: number, longitude: number, bounds: Bounds): boolean {
  return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east;
}

/** True when the point lies in the rough South African boxes above (mainland or Prince Edward Islands). */
export function isInSouthAfricaBox(latitude: number, longitude: number): boolean {
  return isInBounds(latitude, longitude, SOUTH_AFRICA_BOUNDS) || isInBounds(latitude, longitude, PRINCE_EDWARD_ISLANDS_BOUNDS);
}
