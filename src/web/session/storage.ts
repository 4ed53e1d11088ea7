import type { KeyValueStorage } from './session-manager';

/** An in-memory stand-in for when localStorage is missing or refuses access (private modes, tests). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's localStorage when it can be used, else memory. Never throws. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return createMemoryStorage();
    const probe = '__zc_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
