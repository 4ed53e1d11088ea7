/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { codeSegmentOf, creatorCodePathOf } from '../domain/app-paths';
import { codePagePath } from '../domain/zarcode/share-links';
import { normaliseCode } from '../domain/zarcode/zarcode';

/*
 * The service worker: installable, and offline for what the phone has seen.
 *
 * - Kept at install (precache, all or nothing): the server pages' script with every chunk it needs
 *   offline (read from its build's manifest, vite.config.ts), the offline page (which lists the saved
 *   codes and the kept areas) and "Where am I?" (/here). A new version installs beside the old and
 *   takes over at the next visit (no skipWaiting), so a page never runs half old, half new; old caches
 *   go when it does.
 * - Code pages: from the network, the copy of the last 50 opened kept (with their QR and first photo,
 *   which the server names in `x-offline-assets`); offline, the copy, whose Navigate links hand off to
 *   the maps app; a code never opened here gets the offline page, which says it needs a connection.
 * - The web app's pages: from the network; offline, the last copy of the app shell. Its hashed
 *   scripts are kept as they are used.
 * - The API: never cached here (signed-in answers above all), but for the QR images and first photos
 *   kept with a code page.
 */
declare const self: ServiceWorkerGlobalScope;

const CODE_PAGES = 'code-pages';
const CODE_ASSETS = 'code-assets';
const APP_SHELL = 'app-shell';
const LIGHT_PAGES = 'light-pages';
const APP_ASSETS = 'app-assets';
const MAX_CODE_PAGES = 50;
/** A QR and a first photo for each kept code page. */
const MAX_CODE_ASSETS = 2 * MAX_CODE_PAGES;
const OFFLINE_PAGE = '/offline';
/** "Where am I?": kept at install, since it is wanted most where there is no signal. */
const HERE_PAGE = '/here';
const LIGHT_PAGE_PATHS = new Set(['/saved', OFFLINE_PAGE, HERE_PAGE]);
/** Past this, a code page that is kept is shown from the copy rather than waiting on a bad line. */
const NETWORK_TIMEOUT_SECONDS = 8;

/**
 * One copy per code, whichever way its path was typed (/1ct7k2m, /zarcodes/1CT-7K2M?lang=af); a
 * creator's code page (/{slug}/{code}, the server's too, with the creator's band) is a copy of its own.
 */
function codePageKey(url: URL): string | null {
  const segment = codeSegmentOf(url.pathname);
  const code = segment ? normaliseCode(segment) : null;
  if (code) return new URL(codePagePath(code), url.origin).href;
  const creatorPath = creatorCodePathOf(url.pathname);
  const creatorCode = creatorPath ? normaliseCode(creatorPath.segment) : null;
  return creatorPath && creatorCode ? new URL(`/${creatorPath.slug.toLowerCase()}/${creatorCode}`, url.origin).href : null;
}

/** Keeps what a kept code page shows offline besides itself, the oldest dropped past the limit. */
async function keepCodeAssets(response: Response): Promise<void> {
  const paths = (response.headers.get('x-offline-assets') ?? '').split(' ').filter(Boolean);
  if (paths.length === 0) return;
  const cache = await caches.open(CODE_ASSETS);
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path)) return;
      const asset = await fetch(path);
      if (asset.ok) await cache.put(path, asset);
    }),
  ).catch(() => {});
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_CODE_ASSETS)).map((key) => cache.delete(key)));
}

const codePages = new NetworkFirst({
  cacheName: CODE_PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => codePageKey(new URL(request.url)) ?? request },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: MAX_CODE_PAGES }),
    { cacheDidUpdate: async ({ newResponse }) => void (await keepCodeAssets(newResponse)) },
    { handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() },
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && codePageKey(url) !== null, codePages);

/**
 * A code page asks to be kept ({ type: 'keep-page', url }) once it has loaded, and is told when it
 * is. The first visit's page came before this worker existed: it is fetched again (the browser's
 * cache usually answers, the server's ETag making it a 304), marked as a prefetch so that it is not
 * counted as a second view. Later visits came through the worker, which kept them already.
 */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; url?: string } | null;
  const key = message?.type === 'keep-page' && message.url ? codePageKey(new URL(message.url)) : null;
  if (!key) return;
  const reply = (kept: boolean) => event.ports[0]?.postMessage({ kept });
  event.waitUntil(
    (async () => {
      if (await caches.open(CODE_PAGES).then((cache) => cache.match(key, { ignoreVary: true }))) return reply(true);
      const response = await codePages.handle({ event, request: new Request(message!.url!, { headers: { purpose: 'prefetch' } }) });
      reply(response.ok && !response.headers.has('x-offline-page'));
    })().catch(() => reply(false)),
  );
});

// The saved codes, offline and "Where am I?" pages: from the network, else the copy of the last
// visit, else the copy kept at install (/here itself, or the offline page, which lists the saved codes
// and the kept areas too).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && LIGHT_PAGE_PATHS.has(url.pathname),
  new NetworkFirst({
    cacheName: LIGHT_PAGES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true, ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        handlerDidError: async ({ request }) =>
          (new URL(request.url).pathname === HERE_PAGE ? await matchPrecache(HERE_PAGE) : undefined) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error(),
      },
    ],
  }),
);

// Every other page is the web app: its shell from the network, else the last copy.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: APP_SHELL,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      // One copy of the shell serves every path of the app (its router takes it from there).
      { cacheKeyWillBeUsed: async ({ request }) => new URL('/', request.url).href },
      new CacheableResponsePlugin({ statuses: [200] }),
      { handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() },
    ],
  }),
);

// What kept code pages show offline (QR, first photo): the copy when there is one, never stored here.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/api\/(qr|images)\//.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await caches.open(CODE_ASSETS).then((cache) => cache.match(request, { ignoreVary: true }));
      if (kept) return kept;
      throw error;
    }
  },
);

// What was kept at install (the server pages' script, icons), before the web app's files below.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The web app's hashed files never change: kept as they are used, the least used dropped.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: APP_ASSETS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
