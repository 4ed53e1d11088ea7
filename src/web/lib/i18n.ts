import i18next, { type i18n as I18n } from 'i18next';
import type * as React from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { catalogueTexts } from '../../domain/i18n/catalogue-file';
import { I18N_DEFAULT_VARIABLES } from '../../domain/i18n/i18n-defaults';
import { matchMessage } from '../../domain/i18n/messages';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_TAGS, chooseLanguage, cookieValue, isLanguage, languageCookie, languageFromPreferences, type Language } from '../../domain/i18n/languages';
import english from '../../domain/i18n/locales/en.json';

/**
 * The web app's texts (i18next with react-i18next): English comes with the app, as every other
 * language falls back on it; another language's catalogue is fetched once, when it is chosen. The
 * choice is the cookie the server's pages read too (`lang`), so a language picked on a code page
 * holds in the app and the other way round; without one, the browser's languages decide.
 */
export const i18n = i18next.createInstance();

/** The language this visit starts in: the remembered choice, else the browser's, else English. */
export function startLanguage(): Language {
  return chooseLanguage({
    remembered: cookieValue(document.cookie, LANGUAGE_COOKIE),
    browser: languageFromPreferences(navigator.languages ?? [navigator.language]),
  });
}

async function loadCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'common')) return;
  const file: unknown = await import(`../../domain/i18n/locales/${language}.json`);
  for (const [namespace, texts] of Object.entries(catalogueTexts((file as { default: unknown }).default))) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

/** Starts i18next in the visitor's language; resolves once its texts are here (English at once). */
export async function initI18n(language: Language = startLanguage()): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: catalogueTexts(english) },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: I18N_DEFAULT_VARIABLES },
    react: { useSuspense: false },
  });
  await switchLanguage(language, { remember: false });
}

/** Shows the app in `language` and, unless told not to, remembers it (the cookie, for a year). */
export async function switchLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  try {
    await loadCatalogue(language);
  } catch {
    return; // offline, or the file is gone after a deploy: stay in the current language
  }
  if (options.remember !== false) document.cookie = languageCookie(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  await i18n.changeLanguage(language);
}

/**
 * A message the server answered or a shared schema gave (in English), in the language shown: its
 * `messages` entry, or the message as it came when the catalogue has none.
 * @param translator the instance whose language to use: a page the server renders has its own
 */
export function localMessage(text: string, translator: I18n = i18n): string {
  const english = translator.getResourceBundle(DEFAULT_LANGUAGE, 'messages') as Record<string, string> | undefined;
  const match = english ? matchMessage(english, text) : null;
  return match ? translator.t(`messages:${match.key}`, match.values) : text;
}

/** The shown language's tag ('af-ZA'), for Intl: dates and numbers in the reader's words. */
export function useLanguageTag(): string {
  const { i18n: shown } = useTranslation();
  return LANGUAGE_TAGS[isLanguage(shown.language) ? shown.language : DEFAULT_LANGUAGE];
}

/**
 * A text with one value drawn as an element (a code in bold), for a value someone typed: the text is
 * split where the value goes, never read as markup, so whatever the value holds shows as typed.
 */
export function withValueElement(text: (marked: string) => string, element: React.ReactNode): React.ReactNode[] {
  const [before = '', after = ''] = text(VALUE_MARK).split(VALUE_MARK);
  return [before, element, after];
}

const VALUE_MARK = '\u0001';
