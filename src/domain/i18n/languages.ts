/**
 * The languages of the product, every page in each (the admin area and the legal texts are in
 * English), and how a visitor's is chosen: the one they picked (kept in a cookie, so the server
 * renders it too), else the browser's, else English.
 */

export const LANGUAGES = ['en', 'af', 'zu', 'xh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as the switcher lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  af: 'Afrikaans',
  zu: 'isiZulu',
  xh: 'isiXhosa',
};

/** The `lang` attribute of a page in each language (South African English, and so on). */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-ZA', af: 'af-ZA', zu: 'zu-ZA', xh: 'xh-ZA' };

/** The cookie that remembers a visitor's choice, read by the server and the web app alike. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter of a language link (`?lang=af`), which works without JavaScript. */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language from a tag such as 'af-ZA' or 'ZU', or null when it is none of ours. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The best of our languages for an Accept-Language header ('af-ZA,af;q=0.9,en;q=0.8'), by quality
 * then order; null when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The browser's preferred languages (navigator.languages) in order: the first of ours, or null. */
export function languageFromPreferences(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/** One cookie's value from a Cookie header ('a=1; lang=af'), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The visitor's language: a `?lang=` link first (the choice being made), then the remembered
 * choice, then the browser's languages, then English.
 */
export function chooseLanguage(input: {
  requested?: string | null;
  remembered?: string | null;
  browser?: Language | null;
}): Language {
  if (isLanguage(input.requested)) return input.requested;
  if (isLanguage(input.remembered)) return input.remembered;
  return input.browser ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie / document.cookie text that remembers a language for a year. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
