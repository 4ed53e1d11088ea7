/**
 * Address-match scoring: how well a typed address fits a code's address, used to
 * rank codes found for an address search. Points: street number 40, street 30, suburb 20, and 5 for each
 * word of more than 2 letters.
 *
 * Our reading of that one line:
 * - Both sides are compared as words: lower case, accents and punctuation removed, and the usual street
 *   abbreviations read as the full word ('St' = 'Street', 'Rd' = 'Road', 'Ave' = 'Avenue', ...), so
 *   '12 Long St' and '12 Long Street' are the same address.
 * - A code's street number and street come from its address line 1: the number is the first one followed
 *   by a word ('Unit 5, 12 Long Street' -> 12, 'Long Street'); without one, the whole line is the street.
 * - Street (30): the code's street name appears in the query, as whole words in order.
 * - Street number (40): the code's street number appears in the query as a word AND the street matched;
 *   the same number on another street is another place, so '12 Short Street' does not outrank
 *   '14 Long Street' in a search for '12 Long Street'.
 * - Suburb (20): the code's suburb appears in the query, as whole words in order.
 * - Words (5 each): each different word of the query with more than 2 characters, not just digits (the
 *   street number has its own points), that is also a word of the code's address lines, suburb or city.
 */

export const ADDRESS_MATCH_POINTS = {
  streetNumber: 40,
  street: 30,
  suburb: 20,
  word: 5,
} as const;

/** The address fields of a code that the score looks at. */
export interface AddressFields {
  addressLine1?: string | null;
  addressLine2?: string | null;
  suburb?: string | null;
  city?: string | null;
}

export interface AddressMatch {
  /** The sum of the points below. */
  score: number;
  streetNumber: boolean;
  street: boolean;
  suburb: boolean;
  /** The query's words (normalised) that the address also has, each counted once. */
  matchedWords: string[];
}

/** Abbreviations as they appear in South African addresses and geocoder answers, and the word they stand for. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  dr: 'drive',
  drv: 'drive',
  cres: 'crescent',
  cr: 'crescent',
  ln: 'lane',
  blvd: 'boulevard',
  hwy: 'highway',
  pl: 'place',
  cl: 'close',
  ct: 'court',
  cir: 'circle',
  tce: 'terrace',
  terr: 'terrace',
  sq: 'square',
  pkwy: 'parkway',
  ext: 'extension',
};

/** The words of a text, compared form: 'Kloof  St., Gardens' -> ['kloof', 'street', 'gardens']. */
export function addressWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => ABBREVIATIONS[word] ?? word);
}

const isHouseNumber = (word: string) => /^\d+[a-z]?$/.test(word);

/**
 * Splits an address line into its street number and street: '12 Long Street' -> { streetNumber: '12',
 * street: ['long', 'street'] }. The number is the first one followed by a word that is not a number.
 */
export function parseStreetLine(line: string | null | undefined): { streetNumber: string | null; street: string[] } {
  const words = addressWords(line);
  for (let i = 0; i < words.length - 1; i++) {
    if (isHouseNumber(words[i]!) && !isHouseNumber(words[i + 1]!)) {
      return { streetNumber: words[i]!, street: words.slice(i + 1) };
    }
  }
  return { streetNumber: null, street: words };
}

/** True when `needle` appears in `haystack` as consecutive words. An empty needle is never found. */
function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

/**
 * Scores how well `query` (what a person typed, or a geocoded address) fits a code's address, by the
 * points above, as we read them. 0 means nothing in common.
 */
export function scoreAddressMatch(query: string, address: AddressFields): AddressMatch {
  const queryWords = addressWords(query);
  const { streetNumber, street: streetWords } = parseStreetLine(address.addressLine1);

  const street = containsSequence(queryWords, streetWords);
  const number = street && streetNumber !== null && queryWords.includes(streetNumber);
  const suburb = containsSequence(queryWords, addressWords(address.suburb));

  const addressVocabulary = new Set([
    ...addressWords(address.addressLine1),
    ...addressWords(address.addressLine2),
    ...addressWords(address.suburb),
    ...addressWords(address.city),
  ]);
  const matchedWords = [...new Set(queryWords)].filter(
    (word) => word.length > 2 && !/^\d+$/.test(word) && addressVocabulary.has(word),
  );

  const score =
    (number ? ADDRESS_MATCH_POINTS.streetNumber : 0) +
    (street ? ADDRESS_MATCH_POINTS.street : 0) +
    (suburb ? ADDRESS_MATCH_POINTS.suburb : 0) +
    matchedWords.length * ADDRESS_MATCH_POINTS.word;
  return { score, streetNumber: number, street, suburb, matchedWords };
}
