import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from './rate-limits';

/**
 * Serves the built web app from `webRoot`: hashed assets cached for a year, index.html never
 * cached, and every other page path answered with index.html so the web's router can take it.
 * Unknown /api paths and missing /assets files answer 404 JSON, never the page.
 */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
}

/** Link-preview tags for a page path (WhatsApp, Facebook and X read them without running scripts). */
export type PageMetaLookup = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Puts Open Graph and Twitter tags, and the page title, into the page's head. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    property('og:type', 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    named('twitter:card', 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
    named('description', meta.description),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

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
      const meta = pageMeta ? await pageMeta(decodeURIComponent(pathname)).catch(() => null) : null;
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(meta ? withPageMeta(indexHtml, meta) : indexHtml);
    },
  );
}
