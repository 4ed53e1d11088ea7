import { findProvince, provinceDigit } from '../geo/provinces';

/**
 * ZARcodes: their format, the prefix rule and the random suffix.
 *
 * A code is 7 characters, stored and shown as 3 + hyphen + 4, e.g. `1CT-7K2M`. The first 3 (the prefix)
 * say roughly where it is, or whose it is; the last 4 (the suffix) are random.
 */

/** Characters in a code, hyphen excluded. */
export const CODE_LENGTH = 7;
export const PREFIX_LENGTH = 3;
export const SUFFIX_LENGTH = CODE_LENGTH - PREFIX_LENGTH;

/*
 * Page sizes of the code lists. They live here rather than in schemas.ts because the web reads them
 * too, and a value imported from a schemas module brings zod into the page with it.
 */
export const LIST_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 100;
export const RECENT_MAX_LIMIT = 20;

/**
 * The characters a suffix is drawn from: digits and capital letters without 0, 1, I and O.
 *
 * Codes are read aloud to drivers, copied off gate signs and typed on phones; 0/O and 1/I are the pairs
 * people confuse most, so neither member of either pair is used (dropping only one would still leave a
 * reader unsure which was meant). Lookups therefore never need to guess. What remains is 32 characters,
 * a power of two, so a random byte maps onto it without bias, and 32^4 = 1,048,576 suffixes per prefix.
 */
export const SUFFIX_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The stored form: exactly 3 capitals or digits, a hyphen, 4 capitals or digits. */
export const STORED_CODE_PATTERN = /^[A-Z0-9]{3}-[A-Z0-9]{4}$/;

/** The route rule for a single path segment: 3 letters or digits, hyphen, 4, in any case. */
const CODE_FORMAT_PATTERN = /^[A-Za-z0-9]{3}-[A-Za-z0-9]{4}$/;

/**
 * The shapes a code can take once compacted (docs/rules.md#codes): a province digit 1-9 and 2 letters, or 3
 * letters (a creator's prefix), then 4 letters or digits.
 */
const CODE_SHAPE_PATTERN = /^(?:[1-9][A-Z]{2}|[A-Z]{3})[A-Z0-9]{4}$/;

/** A prefix that yields a code of that shape. */
const PREFIX_PATTERN = /^(?:[1-9][A-Z]{2}|[A-Z]{3})$/;

/**
 * Whitespace of any kind and the dashes people paste from documents and chat apps (hyphen, non-breaking
 * hyphen, figure dash, en and em dash, minus sign) are all read as the optional separator.
 */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]/gu;

/** Removes spaces and hyphens and upper-cases: the compact form the code shapes are stated on. */
export function compactCode(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

/**
 * Reads a code however it was typed (any case, with or without the hyphen, with spaces) and returns
 * the stored form `ABC-1234`, or null when it is not 7 ASCII letters and digits.
 *
 * This checks the stored format only; `isCodeShaped` is the narrower shape generated codes have.
 */
export function normaliseCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  // Checked before upper-casing: 'ı'.toUpperCase() is 'I' and 'ß'.toUpperCase() is 'SS'.
  const compact = input.replace(SEPARATORS, '');
  if (!/^[A-Za-z0-9]{7}$/.test(compact)) return null;
  const upper = compact.toUpperCase();
  return `${upper.slice(0, PREFIX_LENGTH)}-${upper.slice(PREFIX_LENGTH)}`;
}

/**
 * The search and routing rule: after removing spaces and hyphens and upper-casing, exactly 7
 * characters, either a digit 1-9 and 2 letters or 3 letters, then 4 letters or digits.
 */
export function isCodeShaped(input: string | null | undefined): boolean {
  if (typeof input !== 'string') return false;
  const compact = input.replace(SEPARATORS, '');
  return /^[A-Za-z0-9]+$/.test(compact) && CODE_SHAPE_PATTERN.test(compact.toUpperCase());
}

/** True for a code exactly as stored: `ABC-1234`, capitals, with the hyphen. */
export function isStoredCode(value: unknown): value is string {
  return typeof value === 'string' && STORED_CODE_PATTERN.test(value);
}

/**
 * The rule for a single path segment such as `/1CT-7K2M`: 3 letters or digits, a hyphen, 4
 * letters or digits, in any case. Anything else there is a creator's page.
 */
export function hasCodeFormat(segment: string): boolean {
  return CODE_FORMAT_PATTERN.test(segment);
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** Capital ASCII letters of a name, accents removed: 'Paarl-Wes' -> 'PAARLWES', 'Émile' -> 'EMILE'. */
function baseLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/**
 * The second character of a standard prefix: the city's first character, as a capital with any accent
 * removed; 'A' when it is I or O (they look like 1 and 0) or not a letter at all ('1st Avenue', '’t Hof').
 */
export function cityInitial(city: string): string {
  const first = [...city.trim()][0] ?? '';
  const letter = baseLetters(first);
  return letter.length === 1 && letter !== 'I' && letter !== 'O' ? letter : 'A';
}

/**
 * The third character of a standard prefix: the third consonant of the city name, counting from its
 * first letter, or 'B' when it has fewer than three. Case, accents, spaces, hyphens and apostrophes do
 * not matter; consonants are the letters other than A, E, I, O, U (so Y counts). 'Cape Town' has
 * C, P, T, W, N: the third is T.
 */
export function cityConsonant(city: string): string {
  const consonants = [...baseLetters(city)].filter((letter) => !VOWELS.has(letter));
  return consonants[2] ?? 'B';
}

/**
 * The standard prefix: the province digit, the city's initial and its third consonant.
 * 'Western Cape' + 'Cape Town' gives '1CT'. The province is matched tolerantly (see findProvince);
 * returns null when it names no province. A blank city gives 'AB' after the digit.
 */
export function standardPrefix(province: string, city: string): string | null {
  const found = findProvince(province);
  if (found === null) return null;
  return `${provinceDigit(found)}${cityInitial(city)}${cityConsonant(city)}`;
}

/**
 * Reads a creator's unique prefix as entered: trimmed and upper-cased, it must be 3 letters A-Z.
 * Letters only, so creator codes keep the searchable 3-letter shape and never clash with standard
 * prefixes, which start with a digit. Returns null for anything else.
 */
export function normaliseCreatorPrefix(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  return /^[A-Za-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** What decides a creator's prefix: their profile's two prefix fields. */
export interface CreatorPrefixSettings {
  useStandardPrefix: boolean;
  uniquePrefix: string | null | undefined;
}

/**
 * The prefix a new code gets. A creator gets their unique prefix, unless an admin set
 * useStandardPrefix or they have not chosen a (valid) one yet; everyone else, and those creators, get
 * the standard prefix of the province and city. Null when the standard prefix is needed and the
 * province is not recognised.
 */
export function prefixFor(
  place: { province: string; city: string },
  creator?: CreatorPrefixSettings | null,
): string | null {
  if (creator && !creator.useStandardPrefix) {
    const unique = normaliseCreatorPrefix(creator.uniquePrefix);
    if (unique !== null) return unique;
  }
  return standardPrefix(place.province, place.city);
}

/** Fills a byte array with random values; `globalThis.crypto.getRandomValues` by default. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

const cryptoRandomBytes: RandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

/**
 * A string of `length` characters drawn uniformly from `alphabet` (2 to 256 characters). Bytes at or
 * above the largest multiple of the alphabet's size are thrown away and redrawn, so every character is
 * exactly as likely as any other (no modulo bias). `randomBytes` is for tests.
 */
export function randomString(alphabet: string, length: number, randomBytes: RandomBytes = cryptoRandomBytes): string {
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new RangeError(`An alphabet needs 2 to 256 characters, got ${size}`);
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`Length must be a whole number, got ${length}`);
  const limit = 256 - (256 % size);
  let result = '';
  const buffer = new Uint8Array(Math.max(length, 16));
  while (result.length < length) {
    randomBytes(buffer);
    for (const byte of buffer) {
      if (byte < limit) result += alphabet[byte % size];
      if (result.length === length) break;
    }
  }
  return result;
}

/** Four random characters from SUFFIX_ALPHABET, from a cryptographic source. */
export function randomSuffix(randomBytes?: RandomBytes): string {
  return randomString(SUFFIX_ALPHABET, SUFFIX_LENGTH, randomBytes);
}

/**
 * A new code in stored form: the prefix, a hyphen and a random suffix, e.g. generateCode('1CT') ->
 * '1CT-7K2M'. Uniqueness is the database's job (a unique index, and a retry on collision). Throws a
 * RangeError when the prefix is not a digit 1-9 and 2 capitals, or 3 capitals, since the code could
 * then not be found by the code search.
 */
export function generateCode(prefix: string, randomBytes?: RandomBytes): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`Not a ZARcode prefix: '${prefix}'`);
  return `${prefix}-${randomSuffix(randomBytes)}`;
}
