import { CODE_LENGTH, PREFIX_LENGTH, SUFFIX_ALPHABET, isCodeShaped, normaliseCode } from './zarcode';

/**
 * Reading a code as people type it: off a gate sign, from a phone call, with a thumb. Case, spaces
 * and the hyphen are normaliseCode's business; this adds the characters the code's alphabet leaves
 * out, read as the one look-alike that can stand at their position, and the codes one slip away.
 *
 * What may stand where (the shapes of zarcode.ts):
 * - position 1: a province digit 1-9, or any letter (a creator's prefix);
 * - positions 2-3 after a digit: a letter other than I and O (a city's initial is never I or O, its
 *   third consonant never a vowel); after a letter: any letter;
 * - positions 4-7: SUFFIX_ALPHABET (no 0, 1, I, O).
 */

/** Characters people mistake for one another when reading or typing a code. */
export const LOOK_ALIKE_GROUPS: readonly string[] = ['IL1', 'OQ0', 'S5', 'Z2', 'B8'];

const PROVINCE_DIGITS = '123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STANDARD_PREFIX_LETTERS = LETTERS.replace(/[IO]/g, '');

/**
 * The characters a generated code can have at `position` (0-based, hyphen left out), given the
 * code's first character, which decides between a standard and a creator's prefix.
 */
export function charactersAllowedAt(position: number, first: string): string {
  if (position === 0) return PROVINCE_DIGITS + LETTERS;
  if (position < PREFIX_LENGTH) return PROVINCE_DIGITS.includes(first) ? STANDARD_PREFIX_LETTERS : LETTERS;
  return SUFFIX_ALPHABET;
}

/**
 * One typed character read for a place that allows `allowed`: itself when allowed; otherwise the
 * single allowed member of its look-alike group; null when no member, or more than one, is allowed.
 */
function readCharacter(typed: string, allowed: string): string | null {
  if (allowed.includes(typed)) return typed;
  const group = LOOK_ALIKE_GROUPS.find((members) => members.includes(typed)) ?? '';
  const candidates = [...group].filter((member) => allowed.includes(member));
  return candidates.length === 1 ? candidates[0]! : null;
}

/**
 * A typed code with every character its position cannot hold read as its look-alike, in stored
 * form: '1ct 7k0m' -> '1CT-7KQM', '15l-7kim' -> '1SL-7KLM'. Null when the text is not 7 letters and
 * digits, or when a character could be read two ways ('B0B...' is BOB or BQB) or no way at all ('0' first).
 * Characters the position allows are kept as typed, so this never turns one possible code into another.
 */
export function readLookAlikes(input: string | null | undefined): string | null {
  const typed = normaliseCode(input);
  if (typed === null) return null;
  const compact = typed.replace('-', '');
  const first = readCharacter(compact[0]!, charactersAllowedAt(0, ''));
  if (first === null) return null;
  let read = first;
  for (let position = 1; position < CODE_LENGTH; position++) {
    const character = readCharacter(compact[position]!, charactersAllowedAt(position, first));
    if (character === null) return null;
    read += character;
  }
  return `${read.slice(0, PREFIX_LENGTH)}-${read.slice(PREFIX_LENGTH)}`;
}

/**
 * The stored codes a typed text may mean, in the order to try them: as typed (any case, spaces,
 * with or without the hyphen), then its look-alike reading when that differs. As typed comes first
 * because a code outside today's alphabet may still exist. Empty when the text is not 7 letters and digits.
 */
export function codeReadings(input: string | null | undefined): string[] {
  const typed = normaliseCode(input);
  if (typed === null) return [];
  const read = readLookAlikes(typed);
  return read !== null && read !== typed ? [typed, read] : [typed];
}

/**
 * True when the text is a whole code, typed any way: one of the code shapes (isCodeShaped) as typed or
 * once look-alikes are read ('12t 7k2m' reads as 1ZT-7K2M). Where a code may be typed (search boxes,
 * the /{code} path) this decides that it is one.
 */
export function isTypedCode(input: string | null | undefined): boolean {
  return codeReadings(input).some(isCodeShaped);
}

/** True when every character of a stored code is one a generated code can have at its place. */
export function fitsCodeAlphabet(code: string): boolean {
  const compact = code.replace('-', '');
  return (
    compact.length === CODE_LENGTH &&
    [...compact].every((character, position) => charactersAllowedAt(position, compact[0]!).includes(character))
  );
}

/**
 * The codes one slip away from a stored code: one character changed to any other its place allows
 * (7 places, at most 35 characters each) or two neighbours swapped (6 pairs), keeping those a
 * generated code could be. At most 221, so they are looked up at once by the unique index.
 */
export function oneEditNeighbours(code: string): string[] {
  const compact = code.replace('-', '');
  const found = new Set<string>();
  const keep = (candidate: string) => {
    if (candidate === compact || !fitsCodeAlphabet(candidate)) return;
    found.add(`${candidate.slice(0, PREFIX_LENGTH)}-${candidate.slice(PREFIX_LENGTH)}`);
  };
  for (let position = 0; position < compact.length; position++) {
    const anyShape = position === 0 ? charactersAllowedAt(0, '') : charactersAllowedAt(position, 'A');
    for (const character of anyShape) {
      keep(compact.slice(0, position) + character + compact.slice(position + 1));
    }
  }
  for (let position = 0; position + 1 < compact.length; position++) {
    keep(
      compact.slice(0, position) + compact[position + 1] + compact[position] + compact.slice(position + 2),
    );
  }
  return [...found];
}

/**
 * What "Did you mean" looks up for a typed code: the neighbours of every reading of it, without the
 * readings themselves. Empty when the text is not 7 letters and digits.
 */
export function suggestionCandidates(input: string | null | undefined): string[] {
  const readings = codeReadings(input);
  const candidates = new Set(readings.flatMap(oneEditNeighbours));
  for (const reading of readings) candidates.delete(reading);
  return [...candidates];
}
