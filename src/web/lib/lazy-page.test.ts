import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { CHUNK_RELOAD_KEY, isChunkLoadError, loadWithRetry, shouldReloadForChunk } from './lazy-page';

describe('loadWithRetry', () => {
  it('retries a failing import and returns the module once it loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const wait = vi.fn(async () => {});
    await expect(loadWithRetry(load, { retries: 2, delayMs: 100, wait })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(100);
  });

  it('gives up after the last retry with the last error', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));
    const wait = vi.fn(async () => {});
    await expect(loadWithRetry(load, { retries: 2, delayMs: 100, wait })).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[100], [200]]);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  it('reloads once, then not again within 30 seconds', () => {
    const storage = createMemoryStorage();
    expect(shouldReloadForChunk(storage, 100_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(shouldReloadForChunk(storage, 120_000)).toBe(false);
    expect(shouldReloadForChunk(storage, 131_000)).toBe(true);
  });
  it('never reloads without storage', () => {
    expect(shouldReloadForChunk(null, 1)).toBe(false);
  });
});
