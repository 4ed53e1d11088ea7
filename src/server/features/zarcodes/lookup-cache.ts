import { createMicroCache, type MicroCache } from '../../infra/micro-cache';
import type { ZarcodeWithOwner } from './service';

/** How long a looked-up code is answered from memory: the most another instance's change may show late. */
export const LOOKUP_CACHE_TTL_MS = 1_000;
// Hot codes are few; a small cache also keeps random lookups' rows from piling up in the old generation.
const LOOKUP_CACHE_MAX_CODES = 1_000;

/** The code as typed -> its row. */
export type LookupCache = MicroCache<ZarcodeWithOwner>;

/**
 * A micro-cache of the public lookup's rows. A code shared on WhatsApp or painted on a gate is opened
 * by many people at once; for one second they are answered from memory instead of one query each,
 * so that one popular code cannot load the database. A code is kept from its second lookup within
 * that second: most lookups are of codes nobody else is opening, and keeping each of them would
 * fill the garbage collector's old generation (at 1,000 random lookups a second, a full collection
 * every few seconds, each stalling lookups 40-120 ms). The row is the same for every viewer; what a
 * viewer may see is still decided per request. Only found codes are kept (a miss throws), so a new
 * code is never answered 404 from memory; any write this instance answers empties the cache, so its
 * own changes show at once.
 */
export function createLookupCache({ ttlMs = LOOKUP_CACHE_TTL_MS, now }: { ttlMs?: number; now?: () => number } = {}): LookupCache {
  return createMicroCache<ZarcodeWithOwner>({ ttlMs, max: LOOKUP_CACHE_MAX_CODES, now, keepOnSecondAsk: true });
}
