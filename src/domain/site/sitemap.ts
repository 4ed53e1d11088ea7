/**
 * Sitemaps (sitemaps.org): an index at /sitemap.xml naming pages /sitemaps/{n}.xml of at most
 * SITEMAP_PAGE_SIZE URLs each. The URLs are one list in a fixed order (the public pages, then
 * creators' pages, then public codes), cut into pages: `sitemapSlices` says which part of each
 * source a page holds, so every page is read with one offset and limit per source.
 */

/** The protocol's most URLs in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  lastModified: Date | null;
}

export interface SourceSlice {
  offset: number;
  limit: number;
}

/** How many sitemap pages `total` URLs need: at least one (the public pages are always there). */
export function sitemapPageCount(total: number, pageSize = SITEMAP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The part of each source (in order, by its count) that page `page` (from 1) holds: an offset and a
 * limit within that source, limit 0 when the page holds none of it.
 */
export function sitemapSlices(counts: readonly number[], page: number, pageSize = SITEMAP_PAGE_SIZE): SourceSlice[] {
  const pageStart = (page - 1) * pageSize;
  const pageEnd = pageStart + pageSize;
  let sourceStart = 0;
  return counts.map((count) => {
    const from = Math.max(pageStart, sourceStart);
    const to = Math.min(pageEnd, sourceStart + count);
    const slice = to > from ? { offset: from - sourceStart, limit: to - from } : { offset: 0, limit: 0 };
    sourceStart += count;
    return slice;
  });
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A date as the protocol's W3C datetime, to the second in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', item: SitemapUrl): string {
  const lastmod = item.lastModified ? `<lastmod>${w3cDate(item.lastModified)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
}

/** One sitemap page: a urlset. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...urls.map((url) => entry('url', url)), '</urlset>', ''].join('\n');
}

/** The sitemap index: one entry per page, its lastmod the newest of its URLs. */
export function renderSitemapIndex(pages: readonly SitemapUrl[]): string {
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...pages.map((page) => entry('sitemap', page)), '</sitemapindex>', ''].join('\n');
}

/** The newest of some dates, or null when none is known. */
export function newestDate(dates: readonly (Date | null)[]): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}
