/**
 * API keys and the versioned API (/api/v1): the rules integrators read in the documentation. Kept
 * free of zod so that the web's developer page can read the numbers without loading it.
 */

/** Every key starts so, which tells it from a sign-in token in `Authorization: Bearer ...`. */
export const API_KEY_PREFIX = 'zc_';
/** Random bytes in a key: 192 bits, written as 32 base64url characters after the prefix. */
export const API_KEY_RANDOM_BYTES = 24;
/** The header a key may also come in, for clients that cannot set Authorization. */
export const API_KEY_HEADER = 'x-api-key';

/** `read`: lookups, search, batches and reading location requests; `write`: creating location requests. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 60;
/** Keys a user may hold that are not revoked. */
export const MAX_ACTIVE_API_KEYS = 20;

/** The published limit of every key (and of a signed-in user calling /api/v1 from the developer page). */
export const DEFAULT_API_RATE_LIMIT = { perSecond: 10, perDay: 10_000 } as const;
export interface ApiRateLimit {
  perSecond: number;
  perDay: number;
}

/** Codes in one batch lookup, points in one batch nearest. */
export const BATCH_MAX_ITEMS = 1000;
/**
 * Codes that do not exist that one key's (or signed-in user's) batch lookups may ask for in a day;
 * beyond it they answer 429 until the day's window ends (the server's reasons: zarcodes/lookup-limit.ts).
 */
export const BATCH_MISSES_PER_DAY = 5_000;
/** How far the batch nearest looks around each point, in metres. */
export const NEAREST_DEFAULT_RADIUS_METERS = 500;
export const NEAREST_MAX_RADIUS_METERS = 5000;
/** Results of one /api/v1/search. */
export const V1_SEARCH_DEFAULT_LIMIT = 10;
export const V1_SEARCH_MAX_LIMIT = 50;

/** Days of usage the developer page shows. */
export const USAGE_DAYS = 30;

/** A text that has the shape of an API key (not whether it exists). */
export function looksLikeApiKey(text: string): boolean {
  return text.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{20,100}$/.test(text.slice(API_KEY_PREFIX.length));
}

/** What a key's owner sees of it after creation: the prefix and the first six random characters. */
export function apiKeyHint(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6);
}
