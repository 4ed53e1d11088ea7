import { LRUCache } from 'lru-cache';

export interface MicroCache<V extends object> {
  /** The value of `key` from memory when it was made within the time to live, else from `load`. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets everything: after any change this instance makes (see app.ts). */
  clear(): void;
}

export interface MicroCacheOptions {
  ttlMs: number;
  max: number;
  now?: () => number;
}

/**
 * Answers kept in memory for a moment (a second, a few seconds), for what many people ask at once
 * and every one of them would otherwise pay for: a code shared on WhatsApp, the landing page. Only
 * what `load` returned is kept (a failure is asked again); a `clear()` while a load is on its way
 * keeps that load's answer out, so a write is never hidden by an answer read before it.
 */
export function createMicroCache<V extends object>({ ttlMs, max, now = () => performance.now() }: MicroCacheOptions): MicroCache<V> {
  const values = new LRUCache<string, V>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  let generation = 0;
  return {
    async get(key, load) {
      const kept = values.get(key);
      if (kept) return kept;
      const startedIn = generation;
      const value = await load();
      if (startedIn === generation) values.set(key, value);
      return value;
    },
    clear() {
      generation++;
      values.clear();
    },
  };
}
