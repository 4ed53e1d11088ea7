import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from `webRoot`: hashed assets cached for a year, index.html never
 * cached, and every other page path answered with index.html so the web's router can take it.
 * Unknown /api paths and missing /assets files answer 404 JSON, never the page.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: 60_000 }) },
    (request, reply) => {
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
      return reply.code(200).header('cache-control', 'no-cache').type('text/html').send(indexHtml);
    },
  );
}
