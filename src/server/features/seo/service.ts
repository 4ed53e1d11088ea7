import { asc, sql } from 'drizzle-orm';
import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { SITEMAP_PAGE_SIZE, newestDate, sitemapPageCount, sitemapSlices, type SitemapUrl, type SourceSlice } from '../../../domain/site/sitemap';
import type { Queryable } from '../../db/client';
import { creatorProfiles, zarcodes } from '../../db/schema';
import { isCreatorListedPublicly, isListedPublicly } from '../zarcodes';

/*
 * What the sitemap lists, in one fixed order cut into pages (domain/site/sitemap.ts): the public
 * pages, then the pages of creators listed publicly (by slug), then the codes listed publicly (by
 * code). Private codes, codes and creators an admin hid, and inactive creators are never listed.
 */

const STATIC_PAGES = Object.values(PUBLIC_PAGES);

const absolute = (publicUrl: string, path: string) => `${publicUrl}${path === '/' ? '/' : path}`;
const creatorUrl = (publicUrl: string, slug: string) => `${publicUrl}/${encodeURIComponent(slug)}`;
const codeUrl = (publicUrl: string, code: string) => `${publicUrl}/zarcodes/${code}`;
const staticUrls = (publicUrl: string): SitemapUrl[] =>
  STATIC_PAGES.map((page) => ({ loc: absolute(publicUrl, page.path), lastModified: new Date(`${page.updatedOn}T00:00:00Z`) }));

/** The two sources read from the database: their table, order, filter, and the path of each row. */
const SOURCES = {
  creators: { table: creatorProfiles, key: creatorProfiles.slug, where: isCreatorListedPublicly, url: creatorUrl },
  codes: { table: zarcodes, key: zarcodes.code, where: isListedPublicly, url: codeUrl },
};

/** A slice of a source's rows in the sitemap's order, as URLs. */
async function readSlice(db: Queryable, source: keyof typeof SOURCES, slice: SourceSlice, publicUrl: string): Promise<SitemapUrl[]> {
  if (slice.limit === 0) return [];
  const { table, key, where, url } = SOURCES[source];
  const rows = await db
    .select({ key, updatedAt: table.updatedAt })
    .from(table)
    .where(where)
    .orderBy(asc(key))
    .offset(slice.offset)
    .limit(slice.limit);
  return rows.map((row) => ({ loc: url(publicUrl, row.key), lastModified: row.updatedAt }));
}

async function countSources(db: Queryable): Promise<[number, number, number]> {
  const [creators, codes] = await Promise.all([
    db.$count(creatorProfiles, isCreatorListedPublicly),
    db.$count(zarcodes, isListedPublicly),
  ]);
  return [STATIC_PAGES.length, creators, codes];
}

/**
 * The newest change on each sitemap page of a source: its rows numbered in the sitemap's order
 * (after `before` URLs of earlier sources), grouped by page.
 */
async function newestByPage(
  db: Queryable,
  source: keyof typeof SOURCES,
  before: number,
  pageSize: number,
): Promise<Map<number, Date>> {
  const { table, key: order, where } = SOURCES[source];
  const numbered = db
    .select({
      page: sql<number>`(row_number() over (order by ${order}) + ${before} - 1) / ${pageSize} + 1`.as('page'),
      updatedEpoch: sql<number>`extract(epoch from ${table.updatedAt})`.as('updated_epoch'),
    })
    .from(table)
    .where(where)
    .as('numbered');
  const rows = await db
    .select({ page: sql<number>`${numbered.page}`.mapWith(Number), newest: sql<number>`max(${numbered.updatedEpoch})`.mapWith(Number) })
    .from(numbered)
    .groupBy(numbered.page);
  return new Map(rows.map((row) => [row.page, new Date(row.newest * 1000)]));
}

/** The sitemap index's entries: one per page, with the newest change of its URLs. */
export async function listSitemapPages(db: Queryable, publicUrl: string, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapUrl[]> {
  const counts = await countSources(db);
  const [creatorsNewest, codesNewest] = await Promise.all([
    newestByPage(db, 'creators', counts[0], pageSize),
    newestByPage(db, 'codes', counts[0] + counts[1], pageSize),
  ]);
  const staticNewest = newestDate(staticUrls(publicUrl).map((url) => url.lastModified));
  const pages = sitemapPageCount(counts[0] + counts[1] + counts[2], pageSize);
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    const hasStatic = sitemapSlices(counts, page, pageSize)[0]!.limit > 0;
    return {
      loc: `${publicUrl}/sitemaps/${page}.xml`,
      lastModified: newestDate([hasStatic ? staticNewest : null, creatorsNewest.get(page) ?? null, codesNewest.get(page) ?? null]),
    };
  });
}

/** The URLs of sitemap page `page` (from 1), or null when there is no such page. */
export async function getSitemapPage(
  db: Queryable,
  publicUrl: string,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapUrl[] | null> {
  const counts = await countSources(db);
  if (page < 1 || page > sitemapPageCount(counts[0] + counts[1] + counts[2], pageSize)) return null;
  const [statics, creators, codes] = sitemapSlices(counts, page, pageSize);
  const [creatorUrls, codeUrls] = await Promise.all([
    readSlice(db, 'creators', creators!, publicUrl),
    readSlice(db, 'codes', codes!, publicUrl),
  ]);
  return [...staticUrls(publicUrl).slice(statics!.offset, statics!.offset + statics!.limit), ...creatorUrls, ...codeUrls];
}
