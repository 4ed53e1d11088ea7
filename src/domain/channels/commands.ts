import type { Language } from '../i18n/languages';
import { CODE_IN_TEXT } from '../zarcode/codes-in-text';
import { isTypedCode } from '../zarcode/typed-code';

/** What a person sent, read: a code, a word we answer, or a location pin. */
export type Command =
  | { kind: 'code'; typed: string }
  | { kind: 'location'; latitude: number; longitude: number }
  /** `language`: the language whose word for help it was (HULP: Afrikaans); none for `?`. */
  | { kind: 'help'; language: Language | null }
  | { kind: 'stop' }
  | { kind: 'unknown' };

/** A message as it arrives on any channel: its text, or (WhatsApp) a shared location pin. */
export type Inbound = { kind: 'text'; text: string } | { kind: 'location'; latitude: number; longitude: number };

/**
 * The words for help, each in the language it chooses. USIZO is isiZulu's word; isiXhosa's is
 * UNCEDO (USIZO is understood there too, but the language it names is isiZulu's).
 */
export const HELP_WORDS: Readonly<Record<string, Language | null>> = {
  HELP: 'en',
  HULP: 'af',
  USIZO: 'zu',
  UNCEDO: 'xh',
  '?': null,
};

/** The words that stop our messages (the carriers' usual opt-out words). */
export const STOP_WORDS: readonly string[] = ['STOP', 'STOPALL', 'UNSUBSCRIBE'];

/**
 * What a message asks. A keyword (HELP, HULP, USIZO, UNCEDO, ?, STOP) in any case; a code typed any
 * way the product reads one (isTypedCode: case, spaces, the hyphen, look-alikes); else a code inside
 * the text, when it has a digit (a seven-letter word such as 'Goodbye' has a code's shape, and a
 * sentence is full of them); else nothing we know.
 */
export function readCommand(inbound: Inbound): Command {
  if (inbound.kind === 'location') return inbound;
  const text = inbound.text.trim();
  const word = text.toUpperCase().replace(/[.!]+$/, '');
  if (Object.hasOwn(HELP_WORDS, word)) return { kind: 'help', language: HELP_WORDS[word] ?? null };
  if (STOP_WORDS.includes(word)) return { kind: 'stop' };
  const whole = text.replace(/[.!?]+$/, '');
  if (isTypedCode(whole)) return { kind: 'code', typed: whole };
  for (const match of text.matchAll(CODE_IN_TEXT)) {
    const candidate = match[1]!;
    if (/\d/.test(candidate) && isTypedCode(candidate)) return { kind: 'code', typed: candidate };
  }
  return { kind: 'unknown' };
}
