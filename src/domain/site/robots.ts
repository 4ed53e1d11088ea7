import { PRIVATE_PATHS } from './pages';

/**
 * robots.txt: every page may be crawled but the admin area, the API and the signed-in pages
 * (PRIVATE_PATHS); names the sitemap. `$` ends a pattern (RFC 9309), so `/a$` leaves
 * `/address-not-found` and creators' pages alone; `?` patterns cover an exact page's query strings.
 */
export function robotsTxt(publicUrl: string): string {
  const rules = [
    ...PRIVATE_PATHS.exact.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`]),
    ...PRIVATE_PATHS.tree.map((path) => `Disallow: ${path}`),
    // A code's edit and access pages: /zarcodes/{code}/edit, /zarcodes/{code}/access.
    'Disallow: /*/edit$',
    'Disallow: /*/access$',
    // A delivery link (/{code}?k=...) shows access details: never followed, should one leak onto a page.
    'Disallow: /*?k=',
  ];
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
