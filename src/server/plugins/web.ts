import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '../../domain/brand';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGE_TAGS, chooseLanguage, cookieValue, isLanguage, languageCookie, languageFromAcceptLanguage, type Language } from '../../domain/i18n/languages';
import { LIGHT_ENTRY, LIGHT_MANIFEST, chunksOf, type BuildManifest } from './build-manifest';
import { compressedBody } from './compression';
import { createPageCache, loadPrerenderer, withPrerenderedPage, type PageCache } from './prerender';
import { rateLimit } from './rate-limits';
import { isNotModified } from '../conditional-get';
import { escapeHtml, html, type Html } from '../pages/html';
import { translator } from '../pages/i18n';

/*
 * Serves the web: the built web app from `webRoot` (hashed assets cached for a year, index.html never
 * cached) and every page path through the page renderers, each of which may answer a page the server
 * renders itself (the code page), the web app with the page's own head tags, a redirect, or nothing
 * (the next is asked; at the end, the web app as it is). Unknown /api paths and missing /assets files
 * answer 404 JSON, never a page.
 */

/**
 * What a page's head says to search engines and link previews. A page with `url` and no `noindex`
 * names it as its canonical address; `noindex` asks search engines to leave the page out (signed-in
 * pages, the admin area, private codes) while link previews still work.
 */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The page's address under PUBLIC_URL: og:url, and the canonical link of an indexable page. */
  url?: string;
  image?: string;
  noindex?: boolean;
  /**
   * The page's module in the web app (`pages/landing/landing-page.tsx`): its chunks are preloaded
   * with the page, so a phone fetches them with the app instead of after it has run.
   */
  module?: string;
}

/** Head tags for a page path (search engines, WhatsApp, Facebook and X read them without running scripts). */
export type PageMetaLookup = (pathname: string) => Promise<PageMeta | null>;

/**
 * The head tags of a page besides its title and description: module preloads, the robots rule, the
 * canonical link, Open Graph and Twitter tags. Shared by the web app's pages and the server's own.
 */
export function pageHeadTags(meta: PageMeta, preloads: readonly string[] = []): Html[] {
  const property = (name: string, content: string) => html`<meta property="${name}" content="${content}" />`;
  const named = (name: string, content: string) => html`<meta name="${name}" content="${content}" />`;
  const { title, description, url, image } = meta;
  return [
    ...preloads.map((file) => html`<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    ...(url && !meta.noindex ? [html`<link rel="canonical" href="${url}" />`] : []),
    ...(title && description
      ? [
          property('og:type', 'website'),
          property('og:site_name', PRODUCT_NAME),
          property('og:title', title),
          property('og:description', description),
          ...(url ? [property('og:url', url)] : []),
          ...(image ? [property('og:image', image)] : []),
          named('twitter:card', 'summary'),
          named('twitter:title', title),
          named('twitter:description', description),
          ...(image ? [named('twitter:image', image)] : []),
        ]
      : []),
  ];
}

/** A page's title and description tags (a server-rendered page has none to replace). */
export function titleTags(meta: PageMeta): Html[] {
  return [
    ...(meta.title ? [html`<title>${meta.title}</title>`] : []),
    ...(meta.description ? [html`<meta name="description" content="${meta.description}" />`] : []),
  ];
}

/**
 * Puts the page's title, description, canonical link, robots rule and Open Graph and Twitter tags
 * into the page's head (replacing the default title and description of index.html).
 */
export function withPageMeta(index: string, meta: PageMeta, preloads: readonly string[] = []): string {
  const tags = pageHeadTags(meta, preloads).join('\n    ');
  // A function as the replacement: the tags are taken as written, never read for $-patterns.
  let page = index;
  if (meta.title) page = page.replace(/<title>[^<]*<\/title>/, () => titleTags({ title: meta.title })[0]!.text);
  if (meta.description) page = page.replace(/<meta name="description"[^>]*>/, () => titleTags({ description: meta.description })[0]!.text);
  return tags ? page.replace('</head>', () => `  ${tags}\n  </head>`) : page;
}

/** The server-rendered pages' own script and CSS, from the web build (none when it is not built). */
export interface PageAssets {
  /** The enhancement script (/assets/light-*.js), or null. */
  scriptUrl: string | null;
  /** Its CSS, put into the page itself: the first round trip paints the page. */
  css: string;
}

/** A page request as a renderer sees it. */
export interface PageRequest {
  pathname: string;
  search: URLSearchParams;
  /** From `?lang=`, the remembered choice (cookie) or the browser's Accept-Language. */
  language: Language;
  /** `Save-Data: on` or `?lite=1`: a page with no script at all. */
  isLite: boolean;
  /**
   * The browser holds a signed-in session (a cookie the web app sets beside its token; it proves
   * nothing and opens nothing: a renderer may only use it for what it shows around the page).
   */
  hasSessionHint: boolean;
  ip: string;
  userAgent: string;
  isHead: boolean;
  /** A prefetch (`Purpose: prefetch`, `Sec-Purpose: prefetch`): the browser or the service worker keeping a copy. */
  isPrefetch: boolean;
  assets: PageAssets;
}

export type PageAnswer =
  /** The web app (index.html) with these head tags. */
  | { kind: 'app'; meta: PageMeta }
  /** A whole document rendered by the server. */
  | { kind: 'page'; status: number; html: string; headers?: Record<string, string> }
  | { kind: 'redirect'; location: string };

/** Answers the page paths it knows, null for the others (the next renderer is asked). */
export type PageRenderer = (request: PageRequest) => Promise<PageAnswer | null>;

/** The web app's pages with the head tags a lookup gives them (features/seo/page-meta.ts). */
export function appPages(lookup: PageMetaLookup): PageRenderer {
  return async (request) => {
    const meta = await lookup(request.pathname);
    return meta ? { kind: 'app', meta } : null;
  };
}

/** The cookie the web app keeps while a session is stored (see PageRequest.hasSessionHint). */
export const SESSION_HINT_COOKIE = 'signed_in';

/** The loader of the pages rendered first, in the web app's manifest (vite.config.ts). */
const APP_LOADER_MODULE = 'load-app.ts';

/** What index.html's loading frame says to screen readers (in English, as written): each visitor hears it in their language. */
const FRAME_LOADING = '<span class="sr-only">Loading…</span>';

/** Files that must be asked for again at every visit: the service worker and what it names. */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** Reads the light pages' script and CSS out of their build's manifest. */
export function readPageAssets(webRoot: string): PageAssets {
  const manifestFile = path.join(webRoot, LIGHT_MANIFEST);
  if (!existsSync(manifestFile)) return { scriptUrl: null, css: '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const entry = manifest[LIGHT_ENTRY];
  if (!entry) return { scriptUrl: null, css: '' };
  const css = (entry.css ?? []).map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join('\n');
  return { scriptUrl: `/${entry.file}`, css };
}

/** The body compressed as the browser accepts (plugins/compression.ts): pages are rendered per request. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('vary', 'Accept-Encoding, Cookie, Save-Data');
  const compressed = compressedBody(request.headers['accept-encoding'], body);
  if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
  return reply.send(compressed.body);
}

function pageRequestOf(request: FastifyRequest, pathname: string, search: URLSearchParams, assets: PageAssets): PageRequest {
  const cookies = request.headers.cookie;
  return {
    pathname,
    search,
    language: chooseLanguage({
      requested: search.get(LANGUAGE_PARAM),
      remembered: cookieValue(cookies, LANGUAGE_COOKIE),
      browser: languageFromAcceptLanguage(request.headers['accept-language']),
    }),
    isLite: request.headers['save-data'] === 'on' || search.get('lite') === '1',
    hasSessionHint: cookieValue(cookies, SESSION_HINT_COOKIE) === '1',
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    isHead: request.method === 'HEAD',
    isPrefetch: /prefetch/i.test(`${request.headers.purpose ?? ''} ${request.headers['sec-purpose'] ?? ''}`),
    assets,
  };
}

/**
 * Pages the server renders first (plugins/prerender.ts): the public pages search engines index, for
 * a visitor who is not signed in (a signed-in visitor's app shows other things at these paths).
 */
function isRenderedFirst(meta: PageMeta, page: PageRequest): boolean {
  return Boolean(meta.url && meta.module && !meta.noindex) && !page.hasSessionHint && !page.isHead;
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  renderers: PageRenderer[] = [],
  pageCache: PageCache = createPageCache(),
): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const embedFile = path.join(webRoot, 'embed.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // These paths are the server's own (features/seo): a file of that name in the build is not served.
      globIgnore: ['robots.txt', 'sitemap.xml', 'sitemaps/**', '.vite/**'],
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset
            ? 'public, max-age=31536000, immutable'
            : REVALIDATED_FILES.has(path.basename(filePath))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  const manifest: BuildManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const inIndex = new Set([...(indexHtml ?? '').matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  const preloadsOf = (meta: PageMeta) => (meta.module ? chunksOf(manifest, meta.module, inIndex) : []);
  const embedHtml = existsSync(embedFile) ? readFileSync(embedFile, 'utf8') : null;
  const assets = readPageAssets(webRoot);
  const prerender = hasWeb ? await loadPrerenderer(app, webRoot, pageCache) : null;
  const appLoader = manifest[APP_LOADER_MODULE]?.file;
  const appLoaderUrl = appLoader ? `/${appLoader}` : null;

  // The embed page: its own small HTML entry, framable by any site.
  app.get('/embed/:code', { config: { securityHeaders: 'embed' } }, async (_request, reply) => {
    if (!embedHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html').send(embedHtml);
  });

  const answerPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    const page = pageRequestOf(request, pathname, search, assets);
    // A language link (?lang=af) is remembered, so every later page opens in it.
    if (isLanguage(search.get(LANGUAGE_PARAM))) reply.header('set-cookie', languageCookie(page.language));
    let answer: PageAnswer | null = null;
    for (const render of renderers) {
      answer = await render(page).catch((error: unknown) => {
        request.log.error({ err: error, pathname }, 'a page renderer failed: answering the web app instead');
        return null;
      });
      if (answer) break;
    }
    if (answer?.kind === 'redirect') return reply.redirect(answer.location, 302);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (answer?.kind === 'page') {
      if (answer.headers) reply.headers(answer.headers);
      // Revalidating an unchanged page (the service worker keeping it) costs a 304, not the page again.
      const etag = `W/"${createHash('sha1').update(answer.html).digest('base64url')}"`;
      reply.header('etag', etag);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendCompressed(request, reply.code(answer.status).header('content-language', LANGUAGE_TAGS[page.language]), answer.html);
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    let html = answer ? withPageMeta(indexHtml, answer.meta, preloadsOf(answer.meta)) : indexHtml;
    if (prerender && answer && isRenderedFirst(answer.meta, page)) {
      const prerendered = await prerender({ url: request.url, language: page.language, ip: request.ip }).catch((error: unknown) => {
        request.log.warn({ err: error, pathname }, 'rendering the page first failed: answering the web app as it is');
        return null;
      });
      if (prerendered) html = withPrerenderedPage(html, prerendered, appLoaderUrl);
    }
    html = html
      .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[page.language]}"`)
      .replace(FRAME_LOADING, () => `<span class="sr-only">${escapeHtml(translator(page.language)('common:loading'))}</span>`);
    return sendCompressed(request, reply.code(200), html);
  };

  app.setNotFoundHandler(
    {
      // Unknown API paths are what scanners probe; page loads (the app's own routes) are not limited.
      preHandler: rateLimit(app, {
        max: 300,
        windowMinutes: 1,
        key: (request) =>
          request.method === 'GET' && !request.url.startsWith('/api') ? undefined : `not-found:ip:${request.ip}`,
        message: (seconds) => `Rate limit exceeded, retry in ${seconds < 60 ? `${seconds} seconds` : '1 minute'}`,
      }),
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.code(404).send({ message: 'Not found' });
      }
      // A missing hashed asset (a stale chunk after a deploy) must fail as such, not load the page.
      const isAsset = pathname.startsWith('/assets/');
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isAsset) {
        return reply.code(404).send({ message: 'Not found' });
      }
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // a malformed escape: the path as it came
      }
      return answerPage(request, reply, decoded);
    },
  );
}
