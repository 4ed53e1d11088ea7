import { LRUCache } from 'lru-cache';
import type { ZarcodeWithOwner } from './service';

/** How long a looked-up code is answered from memory: the most another instance's change may show late. */
export const LOOKUP_CACHE_TTL_MS = 1_000;
// Hot codes are few; a small cache also keeps random lookups' rows from piling up in the old generation.
const LOOKUP_CACHE_MAX_CODES = 1_000;

export interface LookupCache {
  /** The code as typed, from memory when it was read in the last second, else from `load`. */
  get(typed: string, load: () => Promise<ZarcodeWithOwner>): Promise<ZarcodeWithOwner>;
  /** Forgets every code: after any change this instance makes (see app.ts). */
  clear(): void;
}

/**
 * A micro-cache of the public lookup's rows. A code shared on WhatsApp or painted on a gate is opened
 * by many people at once; for one second they are answered from memory instead of one query each
 * (issue 11: the hot-code lookup). The row is the same for every viewer; what a viewer may see is
 * still decided per request. Only found codes are kept, so a new code is never answered 404 from
 * memory; any write this instance answers empties the cache, so its own changes show at once.
 */
export function createLookupCache({
  ttlMs = LOOKUP_CACHE_TTL_MS,
  max = LOOKUP_CACHE_MAX_CODES,
  now = () => performance.now(),
} = {}): LookupCache {
  const rows = new LRUCache<string, ZarcodeWithOwner>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  // A write that lands while a lookup is reading must not let that lookup keep the old row.
  let generation = 0;
  return {
    async get(typed, load) {
      const kept = rows.get(typed);
      if (kept) return kept;
      const startedIn = generation;
      const row = await load();
      if (startedIn === generation) rows.set(typed, row);
      return row;
    },
    clear() {
      generation++;
      rows.clear();
    },
  };
}
