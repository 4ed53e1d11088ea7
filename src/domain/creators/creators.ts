import { APP_SEGMENTS } from '../app-paths';
import { isTypedCode } from '../zarcode/typed-code';
import { hasCodeFormat } from '../zarcode/zarcode';

/**
 * Creators: the rules of their public address (the slug of `/{slug}`) and of their social links.
 * The prefix rules are the code's (`normaliseCreatorPrefix`, `prefixFor` in zarcode/zarcode.ts).
 * No zod here: the web reads these constants and helpers on public pages.
 */

export const DISPLAY_NAME_MAX_LENGTH = 100;
export const SLUG_MAX_LENGTH = 60;
/** A handle (`@name`) or a link to the profile. */
export const SOCIAL_MAX_LENGTH = 200;
export const WEBSITE_MAX_LENGTH = 300;
export const APPLICATION_MAX_LENGTH = 2000;

/** Said when a prefix is not 3 letters, by the form and the server alike. */
export const PREFIX_SHAPE_MESSAGE = 'Prefix must be exactly 3 letters (A-Z)';
export const PREFIX_TAKEN_MESSAGE = 'This prefix is already taken';
export const SLUG_TAKEN_MESSAGE = 'This address is already taken';
export const SLUG_SHAPE_MESSAGE =
  'The address may hold only lower-case letters, digits and single hyphens, and must not be an app path or look like a code';

/**
 * First path segments the app uses itself (the web's two route tables, the API, the
 * built files and the server's own paths): a creator's page can never take one of them.
 * `src/web/paths.test.ts` checks that every path the web app builds is here.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // The app's own first segments (one list: a page's first segment is never a slug)...
  ...[...APP_SEGMENTS].filter(Boolean),
  // ...and the server's own files and endpoints.
  'favicon.ico',
  'healthz',
  'logout',
  'readyz',
  'robots.txt',
  'signup',
  'sitemap.xml',
]);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when a path segment would be read as a code (with or without hyphen, look-alikes too). */
function isCodeLike(segment: string): boolean {
  return hasCodeFormat(segment) || isTypedCode(segment);
}

/**
 * Whether `slug` may be a creator's address: lower-case letters, digits and single hyphens, at most
 * 60 characters, not an app path and not shaped like a code (which `/{segment}` would open instead).
 */
export function isAllowedSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug) && !isCodeLike(slug);
}

/** What a slug is made from when the display name has no letters or digits at all. */
const FALLBACK_SLUG = 'creator';

/**
 * The slug a display name gives before any clash: accents dropped, lower case, every run of other
 * characters one hyphen, no hyphen at either end, cut to leave room for a `-NN` suffix.
 * 'Kayamandi Tourism Office' -> 'kayamandi-tourism-office'; 'Émile's Farm' -> 'emile-s-farm'.
 */
export function slugFromDisplayName(displayName: string): string {
  const base = displayName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, '');
  return base || FALLBACK_SLUG;
}

/**
 * The slugs to try for a display name, in order: its own, then `-2`, `-3`, ... A candidate that is
 * an app path or looks like a code counts as taken, so 'Dashboard' gets 'dashboard-2'.
 */
export function* slugCandidates(displayName: string): Generator<string> {
  const base = slugFromDisplayName(displayName);
  if (isAllowedSlug(base)) yield base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (isAllowedSlug(candidate)) yield candidate;
  }
}

/**
 * The first of `slugCandidates(displayName)` not in `taken`. The database's unique index still
 * decides a race between two creators made at once.
 */
export function firstFreeSlug(displayName: string, taken: ReadonlySet<string>): string {
  for (const candidate of slugCandidates(displayName)) {
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error('unreachable: slugCandidates never ends');
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'xcom'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  xcom: 'X',
};

const PROFILE_URL: Record<SocialNetwork, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  xcom: (handle) => `https://x.com/${handle}`,
};

/** A handle as people write it: an optional @, then letters, digits, dots, underscores and hyphens. */
export const SOCIAL_HANDLE_PATTERN = /^@?[A-Za-z0-9._-]{1,100}$/;

/** True for an http or https address (the only links a public page may carry). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A website as typed, made a full address: 'kayamandi.co.za' -> 'https://kayamandi.co.za'. Text
 * that already names a scheme is kept as it is (and checked by `isWebLink`).
 */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The link of a social profile: a handle ('@kayamandi' or 'kayamandi') becomes the network's profile
 * address; a full http(s) link is kept. Null for anything else, so nothing unsafe becomes a link.
 */
export function socialLink(network: SocialNetwork, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (isWebLink(trimmed)) return trimmed;
  if (!SOCIAL_HANDLE_PATTERN.test(trimmed)) return null;
  return PROFILE_URL[network](encodeURIComponent(trimmed.replace(/^@/, '')));
}

/** '@kayamandi' for a handle, the address without its scheme for a link: how a social profile reads. */
export function socialText(value: string): string {
  const trimmed = value.trim();
  if (isWebLink(trimmed)) return trimmed.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}
