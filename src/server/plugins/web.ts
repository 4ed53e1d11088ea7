import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  chooseLanguage,
  cookieValue,
  isLanguage,
  languageCookie,
  languageFromAcceptLanguage,
  type Language,
} from '../../domain/i18n/languages';
import { rateLimit } from './rate-limits';

/**
 * Serves the web: the built web app from `webRoot` (hashed assets cached for a year, index.html never
 * cached), and every page path through the page renderers, which may answer a page the server renders
 * itself (the code page), the web app with its own head tags, or nothing (then the web app as it is).
 * Unknown /api paths and missing /assets files answer 404 JSON, never a page.
 */

/** What a page says about itself in its head: for search engines and link previews (WhatsApp, Facebook, X). */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (`<link rel="canonical">`, `og:url`), without language or lite switches. */
  canonicalUrl: string;
  image?: string;
  /** `noindex` for pages that should not be listed (a code that does not exist). */
  robots?: string;
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
  | { kind: 'app'; head: PageHead }
  /** A whole document rendered by the server. */
  | { kind: 'page'; status: number; html: string; headers?: Record<string, string> }
  | { kind: 'redirect'; location: string };

/** Answers the page paths it knows, null for the others (the next renderer is asked). */
export type PageRenderer = (request: PageRequest) => Promise<PageAnswer | null>;

/** The cookie the web app keeps while a session is stored (see PageRequest.hasSessionHint). */
export const SESSION_HINT_COOKIE = 'signed_in';

/** The server-rendered pages' script in its own build's manifest (vite.config.ts lightPages). */
const LIGHT_MANIFEST = '.vite/light-manifest.json';
const LIGHT_ENTRY = 'light/main.ts';

/** Files that must be asked for again at every visit: the service worker and what it names. */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** Reads the light pages' script and CSS out of the build's manifest. */
export function readPageAssets(webRoot: string): PageAssets {
  const manifestFile = path.join(webRoot, LIGHT_MANIFEST);
  if (!existsSync(manifestFile)) return { scriptUrl: null, css: '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[LIGHT_ENTRY];
  if (!entry) return { scriptUrl: null, css: '' };
  const css = (entry.css ?? []).map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join('\n');
  return { scriptUrl: `/${entry.file}`, css };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The head tags of a page: title, description, canonical link, Open Graph and Twitter. */
export function pageHeadTags(head: PageHead): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttribute(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    named('description', head.description),
    ...(head.robots ? [named('robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    property('og:type', 'website'),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', head.canonicalUrl),
    ...(head.image ? [property('og:image', head.image)] : []),
    named('twitter:card', 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    ...(head.image ? [named('twitter:image', head.image)] : []),
  ].join('\n    ');
}

/** The web app's index.html with a page's head tags (its own title and description give way). */
export function withPageHead(indexHtml: string, head: PageHead, language: Language): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${pageHeadTags(head)}\n  </head>`);
}

/** The body compressed as the browser accepts (Brotli, else gzip): pages are rendered per request. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding, Cookie, Save-Data');
  if (/\bbr\b/.test(accepted)) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
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

export async function registerWebApp(app: FastifyInstance, webRoot: string, renderers: PageRenderer[] = []): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const embedFile = path.join(webRoot, 'embed.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
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
  const embedHtml = existsSync(embedFile) ? readFileSync(embedFile, 'utf8') : null;
  const assets = readPageAssets(webRoot);

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
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendCompressed(request, reply.code(answer.status).header('content-language', LANGUAGE_TAGS[page.language]), answer.html);
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return sendCompressed(request, reply.code(200), answer ? withPageHead(indexHtml, answer.head, page.language) : indexHtml);
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
