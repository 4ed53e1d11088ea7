import { describe, expect, it } from 'vitest';
import { newestDate, renderSitemapIndex, renderUrlSet, sitemapPageCount, sitemapSlices } from './sitemap';

describe('sitemapSlices', () => {
  it('puts every source on page 1 while they fit', () => {
    expect(sitemapSlices([6, 2, 10], 1, 100)).toEqual([
      { offset: 0, limit: 6 },
      { offset: 0, limit: 2 },
      { offset: 0, limit: 10 },
    ]);
  });

  it('cuts the list into pages across sources, each URL on exactly one page', () => {
    const counts = [6, 5, 12];
    const pages = [1, 2, 3].map((page) => sitemapSlices(counts, page, 10));
    expect(pages).toEqual([
      [{ offset: 0, limit: 6 }, { offset: 0, limit: 4 }, { offset: 0, limit: 0 }],
      [{ offset: 0, limit: 0 }, { offset: 4, limit: 1 }, { offset: 0, limit: 9 }],
      [{ offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 9, limit: 3 }],
    ]);
    const perSource = counts.map((_, source) => pages.reduce((sum, page) => sum + page[source]!.limit, 0));
    expect(perSource).toEqual(counts);
  });

  it('holds nothing past the last page', () => {
    expect(sitemapSlices([6, 2], 2, 10)).toEqual([
      { offset: 0, limit: 0 },
      { offset: 0, limit: 0 },
    ]);
  });
});

describe('sitemapPageCount', () => {
  it('needs one page per 50,000 URLs, and always one', () => {
    expect(sitemapPageCount(0)).toBe(1);
    expect(sitemapPageCount(50_000)).toBe(1);
    expect(sitemapPageCount(50_001)).toBe(2);
    expect(sitemapPageCount(21, 10)).toBe(3);
  });
});

describe('rendering', () => {
  const when = new Date('2026-11-24T08:30:00.123Z');

  it('writes a urlset with escaped locations and lastmod to the second', () => {
    expect(renderUrlSet([{ loc: 'https://zarcode.co.za/a&b', lastModified: when }, { loc: 'https://zarcode.co.za/', lastModified: null }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://zarcode.co.za/a&amp;b</loc><lastmod>2026-11-24T08:30:00Z</lastmod></url>',
        '<url><loc>https://zarcode.co.za/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes a sitemap index', () => {
    expect(renderSitemapIndex([{ loc: 'https://zarcode.co.za/sitemaps/1.xml', lastModified: when }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://zarcode.co.za/sitemaps/1.xml</loc><lastmod>2026-11-24T08:30:00Z</lastmod></sitemap>\n</sitemapindex>',
    );
  });

  it('finds the newest date', () => {
    expect(newestDate([null, when, new Date('2020-01-01')])).toEqual(when);
    expect(newestDate([null])).toBeNull();
  });
});
