import type { FastifyInstance } from 'fastify';
import { robotsTxt } from '../../../domain/site/robots';
import { renderSitemapIndex, renderUrlSet } from '../../../domain/site/sitemap';
import type { AppDeps } from '../../deps';
import { getSitemapPage, listSitemapPages } from './service';

/** Crawlers may keep these an hour: new codes appear in the sitemap within the hour. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const SITEMAP_FILE = /^([1-9]\d{0,5})\.xml$/;

/**
 * Plain paths for search engines (outside /api, so no access level: the same for everyone, no token
 * read): robots.txt, the sitemap index and its pages.
 */
export function seoRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)),
    );

    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', CRAWLER_CACHE)
        .type(XML)
        .send(renderSitemapIndex(await listSitemapPages(db, config.publicUrl))),
    );

    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const page = SITEMAP_FILE.exec(request.params.file)?.[1];
      const urls = page ? await getSitemapPage(db, config.publicUrl, Number(page)) : null;
      if (!urls) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap');
      return reply.header('cache-control', CRAWLER_CACHE).type(XML).send(renderUrlSet(urls));
    });
  };
}
