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
  /**
   * Keep a value only when its key is asked a second time within the time to live. For keys that
   * are mostly asked once (random codes): a value kept a second outlives the garbage collector's
   * young generation, so every one-off answer kept would be copied to the old generation and
   * later swept by a full collection, which pauses every request.
   */
  keepOnSecondAsk?: boolean;
}

/** FNV-1a of a string's UTF-16 units: a hash made without allocating. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * Whether each key was asked before within `ttlMs`, remembered in fixed arrays (a slot per hash, a
 * newer key taking an older one's slot), so that remembering allocates nothing. A collision only
 * keeps a value one ask early or late.
 */
function createAskedBefore(ttlMs: number, now: () => number, slots = 4096): (key: string) => boolean {
  const hashes = new Int32Array(slots);
  const times = new Float64Array(slots).fill(Number.NEGATIVE_INFINITY);
  return (key) => {
    const hash = hashOf(key);
    const slot = hash & (slots - 1);
    const at = now();
    const asked = hashes[slot] === hash && at - times[slot]! < ttlMs;
    hashes[slot] = hash;
    times[slot] = at;
    return asked;
  };
}

/**
 * Answers kept in memory for a moment (a second, a few seconds), for what many people ask at once
 * and every one of them would otherwise pay for: a code shared on WhatsApp, the landing page. Only
 * what `load` returned is kept (a failure is asked again); a `clear()` while a load is on its way
 * keeps that load's answer out, so a write is never hidden by an answer read before it.
 */
export function createMicroCache<V extends object>({
  ttlMs,
  max,
  now = () => performance.now(),
  keepOnSecondAsk = false,
}: MicroCacheOptions): MicroCache<V> {
  const values = new LRUCache<string, V>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  const askedBefore = keepOnSecondAsk ? createAskedBefore(ttlMs, now) : () => true;
  let generation = 0;
  return {
    async get(key, load) {
      const kept = values.get(key);
      if (kept) return kept;
      const keep = askedBefore(key);
      const startedIn = generation;
      const value = await load();
      if (keep && startedIn === generation) values.set(key, value);
      return value;
    },
    clear() {
      generation++;
      values.clear();
    },
  };
}
