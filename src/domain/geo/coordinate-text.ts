import { COORDINATES_OUT_OF_RANGE_MESSAGE } from './coordinate-checks';

// Coordinates written as text: decimal pairs and degrees, minutes, seconds with N/S/E/W.

/** Our words for 33°75'S and the like: minutes and seconds are under 60. */
export const MINUTES_SECONDS_OUT_OF_RANGE_MESSAGE = 'Minutes and seconds must be less than 60';

/** Where parsed coordinates came from. */
export type CoordinateSource = 'decimal' | 'dms' | 'map-url' | 'plus-code';

/** Text read as coordinates: a point, or impossible numbers with the message to show. */
export type CoordinateTextResult =
  | { kind: 'coordinates'; latitude: number; longitude: number; source: CoordinateSource }
  | { kind: 'out-of-range'; message: string };

/** Longer text is never coordinates; the limit also keeps every pattern's work small. */
const MAX_COORDINATE_TEXT_LENGTH = 200;

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
export function parseCoordinateText(input: string): CoordinateTextResult | null {
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
