import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '../../domain/brand';
import { rateLimit } from './rate-limits';

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

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks of a module of the built app, its imports first, leaving out those index.html already loads. */
export function chunksOf(manifest: BuildManifest, module: string, alreadyLoaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!alreadyLoaded.has(chunk.file)) files.push(chunk.file);
  };
  visit(module);
  return files;
}

/** Head tags for a page path (search engines, WhatsApp, Facebook and X read them without running scripts). */
export type PageMetaLookup = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Puts the page's title, description, canonical link, robots rule and Open Graph and Twitter tags
 * into the page's head (replacing the default title and description of index.html).
 */
export function withPageMeta(html: string, meta: PageMeta, preloads: readonly string[] = []): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const { title, description, url, image } = meta;
  const tags = [
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    ...(url && !meta.noindex ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
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
  ].join('\n    ');
  let page = html;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) page = page.replace(/<meta name="description"[^>]*>/, named('description', description));
  return tags ? page.replace('</head>', `  ${tags}\n  </head>`) : page;
}

/**
 * Serves the built web app from `webRoot`: hashed assets cached for a year, index.html never
 * cached, and every other page path answered with index.html so the web's router can take it.
 * Unknown /api paths and missing /assets files answer 404 JSON, never the page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  pageMeta?: PageMetaLookup,
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
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
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

  // The embed page: its own small HTML entry, framable by any site.
  app.get('/embed/:code', { config: { securityHeaders: 'embed' } }, async (_request, reply) => {
    if (!embedHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html').send(embedHtml);
  });

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
      if (!indexHtml) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      }
      const meta = pageMeta ? await Promise.resolve(pathname).then(decodeURIComponent).then(pageMeta).catch(() => null) : null;
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(meta ? withPageMeta(indexHtml, meta, preloadsOf(meta)) : indexHtml);
    },
  );
}
