import { describe, expect, it, vi } from 'vitest';
import { createLookupCache } from './lookup-cache';
import type { ZarcodeWithOwner } from './service';

const row = (title: string) => ({ code: '1CT-7K2M', title }) as unknown as ZarcodeWithOwner;

describe('createLookupCache', () => {
  it('answers a code read in the last second from memory, then reads it again', async () => {
    let clock = 5_000;
    const cache = createLookupCache({ ttlMs: 1_000, now: () => clock });
    const load = vi.fn(async () => row('Gate'));
    await cache.get('1CT-7K2M', load);
    clock = 5_999;
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 6_001;
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no miss: a code not found is asked for again', async () => {
    const cache = createLookupCache();
    const load = vi.fn(async (): Promise<ZarcodeWithOwner> => {
      throw new Error('not found');
    });
    await expect(cache.get('1CT-0000', load)).rejects.toThrow('not found');
    await expect(cache.get('1CT-0000', load)).rejects.toThrow('not found');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets every code on clear, and does not keep a row read while a change was made', async () => {
    const cache = createLookupCache();
    await cache.get('1CT-7K2M', async () => row('Old'));
    cache.clear();
    let finishRead!: (value: ZarcodeWithOwner) => void;
    const slowRead = cache.get('1CT-7K2M', () => new Promise((resolve) => (finishRead = resolve)));
    cache.clear(); // a change answered while the read was under way
    finishRead(row('Old'));
    expect((await slowRead).title).toBe('Old');
    expect((await cache.get('1CT-7K2M', async () => row('New'))).title).toBe('New');
  });
});
