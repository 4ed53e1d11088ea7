import { describe, expect, it } from 'vitest';
import { createZarcodeBodySchema } from '../../domain/zarcode/schemas';
import { PENDING_ZARCODE_KEY, clearPendingZarcode, readPendingZarcode, savePendingZarcode } from './pending-zarcode';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const body = createZarcodeBodySchema.parse({
  title: 'Blue gate',
  description: 'Ring twice',
  latitude: '-33.924900',
  longitude: '18.424100',
  addressLine1: '12 Long Street',
  suburb: 'City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  privacy: 'private',
  termsConfirmed: true,
});

describe('pending form', () => {
  it('is kept under pendingZarcode and read back as the same checked payload', () => {
    const storage = memoryStorage();
    expect(savePendingZarcode(body, storage)).toBe(true);
    expect(PENDING_ZARCODE_KEY).toBe('pendingZarcode');
    expect(JSON.parse(storage.items.get('pendingZarcode')!)).toMatchObject({ title: 'Blue gate', latitude: -33.9249 });
    expect(readPendingZarcode(storage)).toEqual({ ...body, useBundle: false });
  });

  it('never asks for a bundle credit: the payment pays for it', () => {
    const storage = memoryStorage();
    savePendingZarcode({ ...body, useBundle: true }, storage);
    expect(readPendingZarcode(storage)?.useBundle).toBe(false);
  });

  it('reads nothing when nothing was kept, the text is not JSON, or the form breaks the rules', () => {
    const storage = memoryStorage();
    expect(readPendingZarcode(storage)).toBeNull();
    storage.items.set(PENDING_ZARCODE_KEY, '{not json');
    expect(readPendingZarcode(storage)).toBeNull();
    storage.items.set(PENDING_ZARCODE_KEY, JSON.stringify({ ...body, latitude: 123 }));
    expect(readPendingZarcode(storage)).toBeNull();
    expect(readPendingZarcode(null)).toBeNull();
  });

  it('is forgotten on clear', () => {
    const storage = memoryStorage();
    savePendingZarcode(body, storage);
    clearPendingZarcode(storage);
    expect(storage.items.has(PENDING_ZARCODE_KEY)).toBe(false);
  });

  it('reports a storage that refuses to keep it', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(savePendingZarcode(body, full)).toBe(false);
    expect(savePendingZarcode(body, null)).toBe(false);
  });
});
