/**
 * The GSM 7-bit alphabet (GSM 03.38) that every phone sends text messages in. One SMS holds 160 of
 * its septets; a single character outside it (an 'ê', a curly quote, an emoji) makes the whole message
 * UCS-2, which holds only 70 characters, so texts are made to fit the alphabet before they are measured.
 */

/** One SMS: 160 septets. */
export const SMS_SEPTETS = 160;

/** The basic table: one septet each (\u00a7 is the section sign). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ\u00a7¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: an escape and the character, two septets each. */
const EXTENSION = '\f^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** Characters outside the alphabet read as their nearest in it. */
const PLAIN_FORMS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': ' ',
  '\u00b7': '-',
  '\u2022': '-',
};

const isGsm7Character = (character: string) => BASIC_SET.has(character) || EXTENSION_SET.has(character);

/** Whether every character of `text` is in the GSM 7-bit alphabet. */
export function isGsm7(text: string): boolean {
  return [...text].every(isGsm7Character);
}

/** The septets `text` takes in an SMS (extension characters take two); null when it is not GSM-7. */
export function gsm7Length(text: string): number | null {
  let septets = 0;
  for (const character of text) {
    if (BASIC_SET.has(character)) septets += 1;
    else if (EXTENSION_SET.has(character)) septets += 2;
    else return null;
  }
  return septets;
}

/** Whether `text` is one GSM-7 SMS: in the alphabet and at most 160 septets. */
export function fitsOneSms(text: string): boolean {
  const septets = gsm7Length(text);
  return septets !== null && septets <= SMS_SEPTETS;
}

/**
 * `text` in the GSM 7-bit alphabet: a character outside it becomes its plain form (curly quotes
 * straight, dashes '-', 'ê' 'e'), so 'Kaapstad – Bo-Kaap, Café Nêrens' stays readable and the message
 * stays GSM-7. Characters with no plain form (emoji, 'ł') go.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const character of text) {
    if (isGsm7Character(character)) {
      out += character;
      continue;
    }
    const plain = PLAIN_FORMS[character];
    if (plain !== undefined) {
      out += plain;
      continue;
    }
    // An accented letter the alphabet lacks ('ê', 'ô', 'š'): its letter without the accent.
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== character && [...base].every(isGsm7Character)) out += base;
  }
  return out.replace(/ {2,}/g, ' ');
}

/** A line of a message that is fitted to a length (fitLines). */
export interface MessageLine {
  text: string;
  /**
   * Which lines stay when room is short: 0 always stays; then the lower first. Lines of equal
   * priority are taken in their order.
   */
  priority: number;
  /** Cut short with '...' to the room that is left, rather than left out. */
  isCuttable?: boolean;
}

/** A cut line keeps at least this many characters before its '...', or is left out. */
const SHORTEST_CUT = 8;

/**
 * The lines, one per line, in their order, with as many of them as fit in `limit` as `measure`
 * counts (septets for an SMS): those of priority 0 always, then the others by priority, each whole
 * when it fits, cut short when it may be, or left out. Empty lines are left out.
 */
export function fitLines(lines: readonly MessageLine[], limit: number, measure: (text: string) => number): string {
  const present = lines.map((line, index) => ({ ...line, index })).filter((line) => line.text.trim() !== '');
  const kept = new Map<number, string>();
  let used = -1; // n lines take n - 1 line breaks.
  const cost = (text: string) => measure(text) + 1;
  for (const line of present.filter((candidate) => candidate.priority === 0)) {
    kept.set(line.index, line.text);
    used += cost(line.text);
  }
  const optional = present.filter((line) => line.priority > 0).sort((a, b) => a.priority - b.priority || a.index - b.index);
  for (const line of optional) {
    const room = limit - used - 1;
    if (measure(line.text) <= room) {
      kept.set(line.index, line.text);
      used += cost(line.text);
    } else if (line.isCuttable) {
      const cut = cutToFit(line.text, room, measure);
      if (cut !== null) {
        kept.set(line.index, cut);
        used += cost(cut);
      }
    }
  }
  return [...kept.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, text]) => text)
    .join('\n');
}

/**
 * `text` cut to fit `room` with '...' after it, at the end of a word when one ends past SHORTEST_CUT
 * characters; null when not even SHORTEST_CUT characters fit.
 */
function cutToFit(text: string, room: number, measure: (text: string) => number): string | null {
  const characters = [...text];
  for (let length = characters.length - 1; length >= SHORTEST_CUT; length--) {
    const kept = characters.slice(0, length).join('');
    if (measure(`${kept.trimEnd()}...`) > room) continue;
    const lastSpace = kept.lastIndexOf(' ');
    const endsAWord = characters[length] === ' ' || lastSpace < SHORTEST_CUT;
    const words = endsAWord ? kept : kept.slice(0, lastSpace);
    return `${words.trimEnd().replace(/[,;:]$/, '')}...`;
  }
  return null;
}

/** The septets of a GSM-7 text (text made GSM-7 first, with toGsm7). */
export const septetsOf = (text: string): number => gsm7Length(text) ?? Number.POSITIVE_INFINITY;
