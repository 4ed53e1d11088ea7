import { describe, expect, it, vi } from 'vitest';
import { createLookupCache } from './lookup-cache';
import type { ZarcodeWithOwner } from './service';

const row = (title: string) => ({ code: '1CT-7K2M', title }) as unknown as ZarcodeWithOwner;

describe('createLookupCache', () => {
  it('keeps a code asked twice within a second, answers it from memory for a second, then reads it again', async () => {
    let clock = 5_000;
    const cache = createLookupCache({ ttlMs: 1_000, now: () => clock });
    const load = vi.fn(async () => row('Gate'));
    await cache.get('1CT-7K2M', load);
    clock = 5_500;
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 6_499;
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 6_501;
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no code asked only once a second: a random lookup is not held in memory', async () => {
    let clock = 5_000;
    const cache = createLookupCache({ ttlMs: 1_000, now: () => clock });
    const load = vi.fn(async () => row('Gate'));
    for (let ask = 0; ask < 3; ask++, clock += 1_001) await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(3);
    // Other codes between two asks of one do not make it forgotten (each has its own slot, mostly).
    await cache.get('1CT-7K2M', load);
    for (let n = 0; n < 100; n++) await cache.get(`2GG-${String(n).padStart(4, '0')}`, async () => row(`Stand ${n}`));
    await cache.get('1CT-7K2M', load);
    await cache.get('1CT-7K2M', load);
    expect(load).toHaveBeenCalledTimes(5);
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
