import { CODE_PAGES_SEGMENT } from './zarcode/share-links';
import { isTypedCode } from './zarcode/typed-code';

/**
 * The first segments of the product's own paths. A single segment among them is a page, never a
 * code, even when it has a code's shape (/support reads as SUP-PORT, /profile as PRO-FILE): the web
 * app's route table lists them before its /{code} route, and the server's page renderers skip them.
 */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  '',
  'a',
  'address-not-found',
  'admin',
  'api',
  'assets',
  'creator',
  'creator-dashboard',
  'creator-generator',
  'creators',
  'dashboard',
  'developers',
  'embed',
  'farmers',
  'forgot-password',
  'generator',
  'here',
  'home',
  'login',
  'my-codes',
  'offline',
  'payment',
  'payments',
  'privacy-policy',
  'profile',
  'r',
  'register',
  'requests',
  'reset-password',
  'runs',
  'saved',
  'settings',
  'support',
  'terms-of-service',
  'township',
  CODE_PAGES_SEGMENT,
]);

/** The first segment of a path: '/payment/success' -> 'payment'. */
export const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

const CODE_PATH = new RegExp(`^/(?:${CODE_PAGES_SEGMENT}/)?([^/]+)/?$`);

/**
 * The code of a code page's path as typed (`/zarcodes/{code}`, or `/{code}` when it is not one of the
 * app's own paths), or null for any other path. The server renders these pages; the service worker
 * keeps them.
 */
export function codeSegmentOf(pathname: string): string | null {
  const segment = CODE_PATH.exec(pathname)?.[1];
  if (!segment || !isTypedCode(segment)) return null;
  const isShortForm = !pathname.startsWith(`/${CODE_PAGES_SEGMENT}/`);
  return isShortForm && APP_SEGMENTS.has(segment) ? null : segment;
}

/** Whether a code page's path is the long form, /zarcodes/{code}. */
export const isLongCodePath = (pathname: string) => pathname.startsWith(`/${CODE_PAGES_SEGMENT}/`);

/**
 * A creator's code page's path, /{slug}/{code}, as typed: the slug (any first segment that is not one
 * of the app's own) and the code-shaped second segment; null for any other path.
 */
export function creatorCodePathOf(pathname: string): { slug: string; segment: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const slug = match[1]!;
  const segment = match[2]!;
  if (APP_SEGMENTS.has(slug) || !isTypedCode(segment)) return null;
  return { slug, segment };
}
