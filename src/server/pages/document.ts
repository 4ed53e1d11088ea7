import { PRODUCT_NAME } from '../../domain/brand';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGE_TAGS } from '../../domain/i18n/languages';
import { pageHeadTags, titleTags, type PageMeta, type PageRequest } from '../plugins/web';
import { html, jsonForHtml, trusted, type Html } from './html';
import { icon } from './icons';
import type { Translate } from './i18n';

/**
 * The frame of every page the server renders itself (the code page, saved codes, offline): head tags,
 * the page's CSS in the page (so the first round trip paints it), a slim header with the language
 * links, the footer, and, unless the visitor saves data, the enhancement script. Everything reads and
 * every link works without the script.
 */
export interface DocumentInput {
  request: PageRequest;
  t: Translate;
  head: PageMeta;
  /** The content of <main>. */
  main: Html;
  /** Above <main>: a banner for signed-out visitors (the code page's offer). */
  banner?: Html;
  /** What the enhancement script needs, as JSON in the page (read once, no second request). */
  data?: Record<string, unknown>;
  /** A page that is nothing without its script (the saved list lives in the browser): sent even to Save-Data. */
  needsScript?: boolean;
}

/** Elements that only work with the script: hidden when scripts are off (`<noscript>` style). */
export const JS_ONLY = 'js-only';

/** The current path with the language switched (`?lang=af`), other parameters kept. */
function languageHref(request: PageRequest, language: string): string {
  const search = new URLSearchParams(request.search);
  search.set(LANGUAGE_PARAM, language);
  return `${encodeURI(request.pathname)}?${search.toString()}`;
}

function languageLinks(request: PageRequest, t: Translate): Html {
  return html`<nav aria-label="${t('common:language')}" class="lang-bar">
    <div class="mx-auto flex max-w-7xl items-center gap-x-3 gap-y-1 overflow-x-auto px-3 sm:px-6 lg:px-8">
      ${icon('languages', 'size-3.5 shrink-0')}
      ${LANGUAGES.map((language) =>
        language === request.language
          ? html`<a href="${languageHref(request, language)}" lang="${LANGUAGE_TAGS[language]}" aria-current="true" class="font-semibold text-slate-900">${LANGUAGE_NAMES[language]}</a>`
          : html`<a href="${languageHref(request, language)}" lang="${LANGUAGE_TAGS[language]}" hreflang="${LANGUAGE_TAGS[language]}">${LANGUAGE_NAMES[language]}</a>`,
      )}
    </div>
  </nav>`;
}

function header(request: PageRequest, t: Translate): Html {
  return html`<header class="border-b border-border bg-white">
    <div class="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
      <a href="/" class="logo" aria-label="${t('common:home')}">
        <span class="logo-mark" aria-hidden="true">${icon('mapPin', 'size-5')}</span>
        <span>${PRODUCT_NAME}</span>
      </a>
      <nav class="ml-auto flex items-center gap-1" aria-label="${PRODUCT_NAME}">
        <a href="/here" class="btn btn-ghost btn-sm">${icon('navigation', 'size-4')}<span class="max-sm:sr-only">${t('field:title')}</span></a>
        <a href="/saved" class="btn btn-ghost btn-sm">${icon('star', 'size-4')}<span class="max-sm:sr-only">${t('common:savedCodes')}</span></a>
        ${
          request.hasSessionHint
            ? html`<a href="/dashboard" class="btn btn-ghost btn-sm">${t('common:dashboard')}</a>`
            : html`<a href="/login" class="btn btn-ghost btn-sm">${t('common:signIn')}</a>`
        }
      </nav>
    </div>
  </header>`;
}

function footer(t: Translate): Html {
  return html`<footer class="border-t border-border bg-slate-50">
    <div class="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
      <p class="max-w-md text-sm leading-relaxed text-muted-foreground">${t('common:tagline')}</p>
      <div>
        <h2 class="text-sm font-semibold text-slate-900">${t('common:support')}</h2>
        <ul class="mt-2 space-y-1.5 text-sm">
          <li><a class="footer-link" href="/support">${t('common:contactSupport')}</a></li>
          <li><a class="footer-link" href="/privacy-policy">${t('common:privacyPolicy')}</a></li>
          <li><a class="footer-link" href="/terms-of-service">${t('common:termsOfService')}</a></li>
        </ul>
      </div>
    </div>
    <p class="border-t border-border px-4 py-3 text-center text-xs text-muted-foreground">${t('common:copyright', { year: new Date().getFullYear() })}</p>
  </footer>`;
}

export function renderDocument({ request, t, head, main, banner, data, needsScript = false }: DocumentInput): string {
  const { assets } = request;
  const isLite = request.isLite && !needsScript;
  const hasScript = !isLite && assets.scriptUrl !== null;
  // The templates' indentation goes (text never holds a raw < or >, so only space between tags does).
  return `<!doctype html>${html`<html lang="${LANGUAGE_TAGS[request.language]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    ${trusted([...titleTags(head), ...pageHeadTags(head)].join('\n    '))}
    <meta name="theme-color" content="#067350" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${isLite ? null : html`<link rel="manifest" href="/manifest.webmanifest" />`}
    <style>${trusted(assets.css.replace(/<\/style/gi, '<\\/style'))}</style>
    ${hasScript ? html`<noscript><style>.${JS_ONLY}{display:none!important}</style></noscript>
    <script type="module" src="${assets.scriptUrl!}"></script>` : null}
  </head>
  <body>
    <a href="#main" class="skip-link">${t('common:skipToContent')}</a>
    ${languageLinks(request, t)}
    ${header(request, t)}
    ${banner}
    <main id="main">${main}</main>
    ${footer(t)}
    <div id="toast" class="toast" role="status" aria-live="polite" hidden></div>
    ${hasScript && data ? html`<script type="application/json" id="page-data">${jsonForHtml(data)}</script>` : null}
  </body>
</html>`.text.replace(/>\s*\n\s*</g, '><')}`;
}

/** Markup only the script can work: left out of a page without scripts (Save-Data), hidden when scripts are off. */
export function whenScripted(request: PageRequest, markup: Html): Html | null {
  return request.isLite || request.assets.scriptUrl === null ? null : markup;
}

/**
 * Markup for a page with the script, and what replaces it without one: alone on a page served
 * without scripts (Save-Data), in a `<noscript>` beside it when scripts may be off.
 */
export function scriptedOr(request: PageRequest, scripted: Html, fallback: Html): Html {
  if (request.isLite || request.assets.scriptUrl === null) return fallback;
  return html`${scripted}<noscript>${fallback}</noscript>`;
}
