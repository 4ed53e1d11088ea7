import af from './locales/af.json';
import en from './locales/en.json';
import xh from './locales/xh.json';
import zu from './locales/zu.json';
import { catalogueTexts, type CatalogueFile, type CatalogueReview, type CatalogueTexts } from './catalogue-file';
import { I18N_DEFAULT_VARIABLES } from './i18n-defaults';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export type { CatalogueTexts };

/**
 * The text catalogues, one per language, each a set of namespaces (common, codePage, ...). English
 * is the source; every other catalogue carries a `$review` note saying whether a native speaker has
 * checked it. The server loads them all; the web app loads the one it shows.
 */
export type Catalogue = typeof en;
export type Namespace = Exclude<keyof Catalogue, '$review'>;

export const NAMESPACES = [
  'common',
  'messages',
  'auth',
  'app',
  'changeRequests',
  'dashboard',
  'myCodes',
  'access',
  'account',
  'twoStep',
  'creators',
  'payments',
  'requests',
  'runs',
  'developers',
  'webhooks',
  'support',
  'codeForm',
  'legal',
  'codePage',
  'offline',
  'saved',
  'search',
  'addressNotFound',
  'landing',
  'contact',
  'audience',
  'township',
  'farmers',
  'privacy',
  'channels',
  'field',
] as const satisfies readonly Namespace[];

const FILES = { en, af, zu, xh } as unknown as Record<Language, CatalogueFile>;

/** Each language's review note. */
export const CATALOGUE_REVIEWS = Object.fromEntries(
  Object.entries(FILES).map(([language, file]) => [language, file.$review]),
) as Record<Language, CatalogueReview>;

/** The texts of each language by namespace, as i18next takes them (the review note left out). */
export const CATALOGUES = Object.fromEntries(
  Object.entries(FILES).map(([language, file]) => [language, catalogueTexts(file)]),
) as Record<Language, Record<string, CatalogueTexts>>;

export { I18N_DEFAULT_VARIABLES };

/**
 * i18next's options with every language's texts loaded at once (they are small), as the server has
 * them: for its own pages, and for the web app's pages it renders first. No escaping: React and the
 * server's html`` templates escape.
 */
export const ALL_CATALOGUES_OPTIONS = {
  resources: CATALOGUES,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: I18N_DEFAULT_VARIABLES },
};
