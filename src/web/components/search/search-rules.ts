import type { SearchResult } from '../../../domain/zarcode/schemas';
import { formatCode, isTypedCode } from '../../lib/code-shape';
import { paths } from '../../paths';

/**
 * The rules of the code-lookup search boxes (docs/rules.md#constants, Search), kept pure so that they
 * are unit-tested without a browser.
 */

/** A query starts at 3 characters, or sooner when it is a whole code. */
export const MIN_SEARCH_LENGTH = 3;
/** Debounce for a complete, valid code: the answer is one row, so it may go almost at once. */
export const CODE_DEBOUNCE_MS = 100;
/** Debounce for anything else (titles, addresses), so that a word is finished before it is sent. */
export const TEXT_DEBOUNCE_MS = 500;
/** The landing and dashboard search close their dropdown 300 ms after the box loses focus. */
export const LANDING_SEARCH_BLUR_CLOSE_MS = 300;
/** The code-lookup search closes its dropdown 500 ms after the box loses focus. */
export const CODE_LOOKUP_BLUR_CLOSE_MS = 500;

/** True when the text may be sent: 3 or more characters (trimmed), or a valid code of any spelling. */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH || isTypedCode(trimmed);
}

/** How long to wait after the last keystroke before searching this text. */
export function searchDebounceMs(text: string): number {
  return isTypedCode(text.trim()) ? CODE_DEBOUNCE_MS : TEXT_DEBOUNCE_MS;
}

/** What a result shows as its name: a private code has no title to show, so it shows its code. */
export function resultTitle(result: Pick<SearchResult, 'title' | 'zarcode'>): string {
  return result.title?.trim() || result.zarcode || '';
}

/**
 * The line under a result's name. A code's own badge shows the code, so the server's "1CT-7K2M · "
 * at the start of the subtitle is left out.
 */
export function resultSubtitle(result: Pick<SearchResult, 'subtitle' | 'zarcode'>): string {
  const subtitle = result.subtitle ?? '';
  const prefix = result.zarcode ? `${result.zarcode} · ` : null;
  return prefix && subtitle.startsWith(prefix) ? subtitle.slice(prefix.length) : subtitle;
}

/**
 * Where choosing a result leads: a code to its page; an address (a place with no code of its own) to
 * /address-not-found with the place's name and id.
 */
export function resultPath(result: Pick<SearchResult, 'type' | 'id' | 'title' | 'zarcode'>): string {
  if (result.type === 'zarcode' && result.zarcode) return paths.code(result.zarcode);
  return paths.addressNotFound({ address: result.title, placeId: result.id });
}

/** The page a typed code opens when Enter is pressed, or null when the text is not a code. */
export function typedCodePath(text: string): string | null {
  const code = formatCode(text);
  return code ? paths.code(code) : null;
}
