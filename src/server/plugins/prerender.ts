import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../domain/i18n/languages';
import { APP_ENTRY_ID, PRERENDERED_STATE_ID, type AppEntry, type PrerenderRequest, type PrerenderedPage } from '../../domain/site/prerender';
import { jsonForHtml } from '../pages/html';
import { createMicroCache, type MicroCache } from '../infra/micro-cache';

/*
 * The web app's public pages rendered first by the server (src/web/entry-server.tsx, built by
 * `npm run build` into dist/ssr): the same React components as the browser's, with the answers of the
 * API calls they make, so that a phone on slow data paints the page when its HTML arrives. The
 * browser hydrates it (web/main.tsx). Without that build the pages are sent as the empty app, as before.
 */

/** The contract of dist/ssr/entry-server.js. */
interface ServerRendererModule {
  createPrerenderer(fetchApi: typeof fetch): (request: PrerenderRequest) => Promise<PrerenderedPage>;
}

export type Prerender = (request: { url: string; language: Language; ip: string }) => Promise<PrerenderedPage>;

/**
 * A page rendered first is kept this long (per address and language): the landing page shared in a
 * group is rendered once, not once per visitor. A change this instance answers empties it (app.ts);
 * another instance's change shows here within this time.
 */
const PAGE_CACHE_TTL_MS = 5_000;
const PAGE_CACHE_MAX_PAGES = 200;

export type PageCache = MicroCache<PrerenderedPage>;

export function createPageCache(): PageCache {
  return createMicroCache<PrerenderedPage>({ ttlMs: PAGE_CACHE_TTL_MS, max: PAGE_CACHE_MAX_PAGES });
}

/** A page that takes longer is sent as the empty app: the browser renders it as it always could. */
const PRERENDER_TIMEOUT_MS = 2_000;

/** The built renderer beside the web build (`dist/web` -> `dist/ssr`). */
export function serverRendererFile(webRoot: string): string {
  return path.join(webRoot, '..', 'ssr', 'entry-server.js');
}

/**
 * The renderer, or null when it is not built. Its API calls are answered in-process, as from the
 * visitor's own address (rate limits count them as the browser's calls they stand for), GET only.
 */
export async function loadPrerenderer(app: FastifyInstance, webRoot: string, cache: PageCache): Promise<Prerender | null> {
  const file = serverRendererFile(webRoot);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as ServerRendererModule;
  const visitor = new AsyncLocalStorage<string>();
  const fetchApi: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || !url.startsWith('/api/')) {
      return new Response(null, { status: 405 });
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  const prerender = module.createPrerenderer(fetchApi);
  return ({ url, language, ip }) =>
    cache.get(`${language} ${url}`, () =>
      visitor.run(ip, () => prerender({ url, language, signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS) })),
    );
}

const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** index.html's root with the frame it paints before the app (no element of the frame is a div). */
const APP_ROOT = /<div id="root">[\s\S]*?<\/div>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The page's HTML and answers put into the web app's index.html. With the loader built
 * (web/load-app.ts), the app's script and its preloads leave the head for it: the page is painted
 * before the app is fetched.
 */
export function withPrerenderedPage(indexHtml: string, page: PrerenderedPage, loaderUrl: string | null): string {
  let html = indexHtml.replace(
    APP_ROOT,
    () => `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDERED_STATE_ID}">${jsonForHtml(page.state).text}</script>`,
  );
  const script = APP_SCRIPT.exec(html)?.[1];
  if (!loaderUrl || !script) return html;
  const entry: AppEntry = { script, preloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
  html = html.replace(MODULE_PRELOAD, '').replace(
    APP_SCRIPT,
    () =>
      `\n    <script type="application/json" id="${APP_ENTRY_ID}">${jsonForHtml(entry).text}</script>` +
      `\n    <script type="module" crossorigin src="${loaderUrl}"></script>`,
  );
  return html;
}
