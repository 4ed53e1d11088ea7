import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Route-level code splitting for slow mobile data: a page module is fetched when first shown
 * (or preloaded), retried on a network blip, and, when the chunk is gone because a new version
 * was deployed, the page is reloaded once to pick up the new build.
 */

export const CHUNK_RELOAD_KEY = 'chunk_reload_at';
const RELOAD_GUARD_MS = 30_000;

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/** Calls `load` until it succeeds, up to `retries` extra times, waiting longer each time. */
export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 2, delayMs = 400 } = options;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      attempt += 1;
      await wait(delayMs * attempt);
    }
  }
}

/** Browsers' words for a module script that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    message,
  );
}

/**
 * Whether to reload the page for a missing chunk: only once per 30 seconds, so that a real
 * outage shows the error instead of reloading for ever.
 */
export function shouldReloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A lazy page from a module's named export (our modules have named exports only). */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): PreloadableComponent {
  let pending: Promise<M> | null = null;
  const preload = () => {
    pending ??= loadWithRetry(load).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Component = lazy(async () => {
    try {
      const module = await preload();
      return { default: module[exportName] };
    } catch (error) {
      const storage = typeof window === 'undefined' ? null : window.sessionStorage;
      if (isChunkLoadError(error) && shouldReloadForChunk(storage, Date.now())) {
        window.location.reload();
        return new Promise<never>(() => {}); // the reload replaces the page
      }
      throw error;
    }
  });
  return Object.assign(Component, { preload });
}
