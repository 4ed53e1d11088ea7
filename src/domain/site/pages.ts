import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../brand';

/**
 * The public pages search engines should find: their paths, the title and description their head
 * carries (the server writes them into the page, the web app sets the same title), and the day their
 * text last changed (the sitemap's lastmod). One entry per page, so that the texts can move into
 * translation catalogues in one place.
 */
export interface PublicPage {
  path: string;
  /** The page's own title; the tab reads "{title} · ZARcode". */
  title: string;
  description: string;
  /** YYYY-MM-DD: when the page's text last changed. */
  updatedOn: string;
}

export const PUBLIC_PAGES = {
  landing: {
    path: '/',
    title: 'Location codes for South Africa',
    description: `A ${PRODUCT_NAME} is a 7-character code for any South African location: couriers, ambulances and visitors find the exact gate, stand or farm the first time. R19 per code, once-off.`,
    updatedOn: '2026-11-26',
  },
  township: {
    path: '/township',
    title: `${PRODUCT_NAME} for township businesses`,
    description: `Give your spaza shop, salon or stand a ${PRODUCT_NAME} so customers and deliveries find you, even where the street has no name. R19 once-off; support answers e-mail within 4 hours.`,
    updatedOn: '2026-11-26',
  },
  farmers: {
    path: '/farmers',
    title: `${PRODUCT_NAME} for farmers`,
    description: `Short codes for farm gates, packhouses and camps: trucks, vets and emergency services reach the right gate. R19 per code, once-off; support answers e-mail within 24 hours.`,
    updatedOn: '2026-11-26',
  },
  terms: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `The terms of using ${PRODUCT_NAME}: location codes, payment through PayFast, bundle credits and South African law.`,
    updatedOn: '2025-08-01',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${PRODUCT_NAME} handles personal information under POPIA: what is collected and why, who receives it, how long it is kept, and your rights.`,
    updatedOn: '2026-11-26',
  },
  support: {
    path: '/support',
    title: 'Support',
    description: `Answers about ${PRODUCT_NAME_PLURAL}, paying and bundles, changing a code's location and creator pages, and a form to reach our support team.`,
    updatedOn: '2026-11-26',
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** The tab title of a page: "Support · ZARcode"; the product name alone without a page title. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Pages only signed-in users open, and the admin area: search engines are asked not to crawl them
 * (robots.txt) nor index them (a noindex tag). `exact` paths match themselves (and their query
 * strings); `tree` paths match everything below them. Exact matches matter: `/a` must not cover
 * `/address-not-found`, nor `/payment` a creator called `payments-plus`.
 */
export const PRIVATE_PATHS = {
  exact: [
    '/a',
    '/admin',
    '/home',
    '/dashboard',
    '/generator',
    '/my-codes',
    '/payments',
    '/payment',
    '/settings',
    '/profile',
    '/creator-dashboard',
    '/creator-generator',
    `/${PRODUCT_NAME_PLURAL.toLowerCase()}`,
    '/forgot-password',
    '/reset-password',
    '/developers',
    '/requests',
  ],
  // /r/{token}: a location request's link, for the one person it was sent to.
  tree: ['/a/', '/admin/', '/payment/', '/creator/', '/api/', '/embed/', '/r/'],
} as const;

/** Whether a path (without its query string) is one of PRIVATE_PATHS, or a code's edit or access page. */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PRIVATE_PATHS.exact as readonly string[]).includes(path)) return true;
  if (PRIVATE_PATHS.tree.some((prefix) => `${path}/`.startsWith(prefix))) return true;
  return /^\/[^/]+\/[^/]+\/(?:edit|access)$/.test(path);
}
