import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueTexts } from '../../domain/i18n/catalogue-file';
import { I18N_DEFAULT_VARIABLES } from '../../domain/i18n/i18n-defaults';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_TAGS, chooseLanguage, cookieValue, languageCookie, languageFromPreferences, type Language } from '../../domain/i18n/languages';
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
