import { PRODUCT_NAME } from '../brand';

/**
 * A code passed on by voice or text message: spelled for a phone call, and as one SMS.
 */

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The NATO phonetic alphabet, with the everyday spellings Alpha and Juliet (ICAO writes Alfa, Juliett). */
const LETTER_WORDS: Readonly<Record<string, string>> = {
  A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta', E: 'Echo', F: 'Foxtrot', G: 'Golf', H: 'Hotel',
  I: 'India', J: 'Juliet', K: 'Kilo', L: 'Lima', M: 'Mike', N: 'November', O: 'Oscar', P: 'Papa',
  Q: 'Quebec', R: 'Romeo', S: 'Sierra', T: 'Tango', U: 'Uniform', V: 'Victor', W: 'Whiskey',
  X: 'X-ray', Y: 'Yankee', Z: 'Zulu',
};

/** Said where the hyphen is: a pause between the prefix and the suffix. */
export const SPOKEN_PAUSE = ' — ';

/**
 * The groups of one half of a code as said aloud: each digit a word, and letters that follow one
 * another in one group, 'CT' -> 'Charlie Tango'. 'K2M' -> ['Kilo', 'two', 'Mike'].
 */
function spokenGroups(half: string): string[] {
  const groups: string[] = [];
  let letters: string[] = [];
  for (const character of half.toUpperCase()) {
    const digit = /[0-9]/.test(character) ? DIGIT_WORDS[Number(character)] : undefined;
    if (digit) {
      if (letters.length > 0) groups.push(letters.join(' '));
      letters = [];
      groups.push(digit);
    } else if (LETTER_WORDS[character]) {
      letters.push(LETTER_WORDS[character]);
    }
  }
  if (letters.length > 0) groups.push(letters.join(' '));
  return groups;
}

/**
 * A code spelled for a phone call: digits as words, letters in the NATO alphabet, the hyphen as a
 * pause. '1CT-7K2M' -> 'one, Charlie Tango — seven, Kilo, two, Mike'.
 */
export function spellCode(code: string): string {
  return code
    .split('-')
    .map((half) => spokenGroups(half).join(', '))
    .filter(Boolean)
    .join(SPOKEN_PAUSE);
}

/** One SMS: 160 characters of the GSM 7-bit alphabet. */
export const SMS_MAX_LENGTH = 160;

/**
 * A place name in characters every phone sends as GSM 7-bit: accents dropped, curly quotes and
 * dashes made plain, anything else left out. One 'ë' would make the whole message UCS-2, whose SMS
 * holds only 70 characters.
 */
export function smsSafe(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^A-Za-z0-9 .,'()&/-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The short link of a code: PUBLIC_URL/1CT-7K2M. */
export function codeShortLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${code}`;
}

/**
 * A code as one SMS: the code, its place and its short link, one per line, at most
 * SMS_MAX_LENGTH characters. The code and link always stay; the place (suburb and city, or the
 * suburb alone, or the suburb cut short with '...') takes what room is left.
 */
export function smsText(code: { zarcode: string; suburb: string | null; city: string }, publicUrl: string): string {
  const head = `${PRODUCT_NAME} ${code.zarcode}`;
  const link = codeShortLink(publicUrl, code.zarcode);
  const suburb = smsSafe(code.suburb ?? '');
  const city = smsSafe(code.city);
  const room = SMS_MAX_LENGTH - head.length - link.length - 2 * '\n'.length;
  const longest = suburb && city && suburb !== city ? `${suburb}, ${city}` : suburb || city;
  if (!longest) return `${head}\n${link}`;
  const place = [longest, suburb].find((text) => text && text.length <= room) ?? cut(suburb || city, room);
  return place ? [head, place, link].join('\n') : `${head}\n${link}`;
}

/** The text cut to `room` characters, ending in '...'; empty when not even a word fits. */
function cut(text: string, room: number): string {
  const ellipsis = '...';
  if (room - ellipsis.length < 3) return '';
  return `${text.slice(0, room - ellipsis.length).trimEnd()}${ellipsis}`;
}
