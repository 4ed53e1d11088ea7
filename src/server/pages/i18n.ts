import i18next, { type TFunction } from 'i18next';
import { ALL_CATALOGUES_OPTIONS } from '../../domain/i18n/catalogues';
import type { Language } from '../../domain/i18n/languages';
import { escapeHtml, trusted, type Html } from './html';

/** The server's own i18next: every catalogue loaded at start (they are small), no escaping (html`` escapes). */
const instance = i18next.createInstance();
void instance.init(ALL_CATALOGUES_OPTIONS);

export type Translate = TFunction;

/** The texts of one language (namespace:key, e.g. t('codePage:share')). */
export function translator(language: Language): Translate {
  return instance.getFixedT(language);
}

/**
 * A text with markup in it: each value in `parts` takes its placeholder's place as markup, the rest
 * of the text is escaped. t('codePage:signup', { price }) with price as <strong>R19.00</strong>.
 */
export function translateWithMarkup(t: Translate, key: string, parts: Record<string, Html>): Html {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0001${name}\u0001`]));
  let text = escapeHtml(t(key, marks));
  for (const [name, markup] of Object.entries(parts)) text = text.replace(marks[name]!, markup.text);
  return trusted(text);
}
