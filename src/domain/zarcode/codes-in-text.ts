import { codeSegmentOf, creatorCodePathOf } from '../app-paths';
import { isTypedCode, readLookAlikes } from './typed-code';
import { normaliseCode } from './zarcode';

/**
 * The codes in a text as people paste it: a WhatsApp message, a column copied from a spreadsheet, the
 * text of a scanned QR. Pure, for the web (a courier's run, the scanner) and the server alike.
 */

/**
 * A code inside a longer text ('where is 1ct 7k2m?'): seven letters and digits, a hyphen, a dash or a
 * space allowed after the third, with no letter or digit either side.
 */
export const CODE_IN_TEXT = /(?:^|[^0-9A-Za-z])([0-9A-Za-z]{3}[ \u00a0\u2010-\u2015\u2212-]?[0-9A-Za-z]{4})(?=$|[^0-9A-Za-z])/g;

/** A link in a text, up to the first space or quote, without the full stop or comma after it. */
const LINK_IN_TEXT = /https?:\/\/[^\s<>"'()]*[^\s<>"'().,;:!?]/gi;

/** A code found, as written, the code it reads as, and the delivery link's key that came with it. */
export interface FoundCode {
  /** As it was written ('1ct 7kOm'), or the link's code segment. */
  typed: string;
  /** The stored form it reads as, look-alikes read ('1CT-7KQM'): the same code written twice is one. */
  code: string;
  /** A delivery link's key (`?k=`), when the code came as such a link. */
  key: string | null;
}

/** The stored form a typed code reads as, for telling two ways of writing one code apart. */
function readingOf(typed: string): string {
  return readLookAlikes(typed) ?? normaliseCode(typed)!;
}

/**
 * A code page's link (https://zarcode.co.za/1CT-7K2M, /zarcodes/1CT-7K2M?k=..., a creator's
 * /{slug}/{code}): its code and delivery key; null for any other link. Any host is read, as a QR
 * printed by one installation may be scanned on another's page.
 */
export function codeOfLink(text: string): FoundCode | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segment = codeSegmentOf(url.pathname) ?? creatorCodePathOf(url.pathname)?.segment ?? null;
  if (!segment) return null;
  const typed = decodeURIComponent(segment);
  return { typed, code: readingOf(typed), key: url.searchParams.get('k') || null };
}

/**
 * One item of a list that should be a code (an API's list, a spreadsheet cell): a code page's link,
 * or a code typed any way; null when it is neither.
 */
export function readCodeItem(item: string): FoundCode | null {
  const link = codeOfLink(item);
  if (link) return link;
  const typed = item.trim();
  return isTypedCode(typed) ? { typed, code: readingOf(typed), key: null } : null;
}

/**
 * Every code in a text, in the order they first appear, each once (the same code written two ways,
 * '1CT-7K2M' and '1ct 7k2m', is one; a delivery key found with any of them is kept). Code pages' links
 * count with their delivery key; other links are skipped whole. A code inside running text needs a
 * digit, or its hyphen and capitals ('ABC-DEFG'): a sentence is full of seven-letter words
 * ('Goodbye', 'the road') shaped like a code.
 */
export function codesInText(text: string): FoundCode[] {
  const found: { at: number; code: FoundCode }[] = [];
  const withoutLinks = text.replace(LINK_IN_TEXT, (link, at: number) => {
    const code = codeOfLink(link);
    if (code) found.push({ at, code });
    return ' '.repeat(link.length);
  });
  for (const match of withoutLinks.matchAll(CODE_IN_TEXT)) {
    const typed = match[1]!;
    const isMeant = /\d/.test(typed) || /^[A-Z]{3}-[A-Z]{4}$/.test(typed);
    if (isMeant && isTypedCode(typed)) found.push({ at: match.index + match[0].length - typed.length, code: { typed, code: readingOf(typed), key: null } });
  }
  const byCode = new Map<string, FoundCode>();
  for (const { code } of found.sort((a, b) => a.at - b.at)) {
    const seen = byCode.get(code.code);
    if (!seen) byCode.set(code.code, { ...code });
    else if (!seen.key && code.key) seen.key = code.key;
  }
  return [...byCode.values()];
}
