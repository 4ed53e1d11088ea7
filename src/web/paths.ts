import { PRODUCT_NAME } from '../domain/brand';
import type { BundleType } from '../domain/bundles/bundles';
import { runLinkPath } from '../domain/runs/runs';
import { CODE_PAGES_SEGMENT } from '../domain/zarcode/share-links';
import { queryString, type QueryParams } from './lib/query-string';

/**
 * Every path of the web app, built in one place. Route patterns in routes.tsx use the same
 * segments. The product's name shapes two of them (/zarcodes/..., /creator/edit-zarcode/...).
 */
export const CODES_SEGMENT = CODE_PAGES_SEGMENT;
export const CREATOR_EDIT_SEGMENT = `edit-${PRODUCT_NAME.toLowerCase()}`;
/** The bundles section of /payments (every bundle the user has had, with the totals). */
export const BUNDLES_ANCHOR = 'bundles';

const withQuery = (path: string, query: QueryParams) => `${path}${queryString(query)}`;
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  landing: () => '/',
  home: () => '/home',
  login: () => '/login',
  /** /register, with an e-mail to fill in (`?email=`). */
  register: (query: { email?: string } = {}) => withQuery('/register', query),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  dashboard: () => '/dashboard',
  /** The generator, starting at an address (`address`, `placeId`) or a point (`lat`, `lng`). */
  generator: (query: { address?: string; placeId?: string; lat?: number; lng?: number } = {}) => withQuery('/generator', query),
  myCodes: () => '/my-codes',
  payments: () => '/payments',
  /** The user's bundles, used and expired ones too: a section of /payments. */
  bundles: () => `/payments#${BUNDLES_ANCHOR}`,
  settings: () => '/settings',
  profile: () => '/profile',
  /** Two-step sign-in: setting up the authenticator app, its recovery codes, turning it off. */
  security: () => '/profile/security',
  /** /support, with the contact form's subject filled in (`?subject=`). */
  support: (query: { subject?: string } = {}) => withQuery('/support', query),
  /** API keys, CSV conversions and usage. */
  developers: () => '/developers',
  /** The requester's location requests and their answers. */
  requests: () => '/requests',
  /** Delivery runs: making one, and those on this phone (and in the account). */
  runs: () => '/runs',
  /** One run, kept on this phone. */
  run: (id: string) => `/runs/${segment(id)}`,
  /** A run link: a colleague's read-only one, or a courier's for a run made through the API. */
  runLink: runLinkPath,
  /** A location request's link, answered without an account. */
  requestLink: (token: string) => `/r/${segment(token)}`,
  termsOfService: () => '/terms-of-service',
  privacyPolicy: () => '/privacy-policy',
  township: () => '/township',
  /** "Where am I?": the server's page, kept offline by the service worker. */
  here: () => '/here',
  farmers: () => '/farmers',
  addressNotFound: (query: { address?: string; placeId?: string } = {}) =>
    withQuery('/address-not-found', query),
  /** The code detail page, /zarcodes/1CT-7K2M. */
  code: (code: string) => `/${CODES_SEGMENT}/${segment(code)}`,
  codeEdit: (code: string) => `/${CODES_SEGMENT}/${segment(code)}/edit`,
  /** The owner's page of a code's access details, delivery links, named accounts and access log. */
  codeAccess: (code: string) => `/${CODES_SEGMENT}/${segment(code)}/access`,
  codesIndex: () => `/${CODES_SEGMENT}`,
  /** The short form of a code page, /1CT-7K2M. */
  shortCode: (code: string) => `/${segment(code)}`,
  creatorDashboard: () => '/creator-dashboard',
  creatorGenerator: () => '/creator-generator',
  creatorEditCode: (code: string) => `/creator/${CREATOR_EDIT_SEGMENT}/${segment(code)}`,
  /** The public map and list of creators. */
  creators: () => '/creators',
  creatorPublic: (slug: string) => `/${segment(slug)}`,
  creatorCode: (slug: string, code: string) => `/${segment(slug)}/${segment(code)}`,
  /** /payment: the code kept by the generator, or a bundle (`?bundle=starter`). */
  payment: (query: { bundle?: BundleType } = {}) => withQuery('/payment', query),
  paymentSuccess: () => '/payment/success',
  paymentCancel: () => '/payment/cancel',
  paymentMock: () => '/payment/mock-payfast',
  paymentTest: () => '/payment/payfast-test',
  admin: {
    dashboard: () => '/a',
    users: () => '/a/users',
    user: (id: string) => `/a/users/${segment(id)}`,
    codes: () => `/a/${CODES_SEGMENT}`,
    pricing: () => '/a/pricing',
    vouchers: () => '/a/vouchers',
    messages: () => '/a/messages',
    channels: () => '/a/channels',
    payments: () => '/a/payments',
    expenses: () => '/a/expenses',
    csvExport: () => '/a/csv-export',
    changeRequests: () => '/a/change-requests',
    creators: () => '/a/creators',
    mapsContent: () => '/a/maps-content',
    email: () => '/a/email',
    settings: () => '/a/settings',
    audit: () => '/a/audit',
  },
} as const;

/**
 * Where a user lands after signing in: an admin who must still set up the second factor its page,
 * admins /a, creators /creator-dashboard, others /dashboard.
 */
export function pathAfterLogin(user: { role: string; hasCreatorProfile: boolean; mustEnrolTotp: boolean }): string {
  if (user.mustEnrolTotp) return paths.security();
  if (user.role === 'admin' || user.role === 'super_admin') return paths.admin.dashboard();
  if (user.hasCreatorProfile) return paths.creatorDashboard();
  return paths.dashboard();
}
