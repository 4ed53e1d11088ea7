import { describe, expect, it } from 'vitest';
import { createZarcodeBodySchema } from '../../domain/zarcode/schemas';
import {
  PENDING_ZARCODE_KEY,
  PENDING_ZARCODE_TTL_MS,
  clearPendingZarcode,
  forgetPendingPayment,
  markPendingPayment,
  readPendingZarcode,
  savePendingZarcode,
  type KeptPlace,
} from './pending-zarcode';

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

const NOW = Date.parse('2026-03-05T10:00:00Z');
const PAYMENT_ID = '7b0c6a5e-3f57-4d5e-9a43-1d2f4c8b9e10';

function placeFor(ownerId: string | null = 'user-1', now = NOW, storage = memoryStorage()): KeptPlace & { storage: ReturnType<typeof memoryStorage> } {
  return { storage, ownerId, now };
}

describe('pending form', () => {
  it('is kept under pendingZarcode and read back as the same checked payload, no payment started yet', () => {
    const place = placeFor();
    expect(savePendingZarcode(body, place)).toBe(true);
    expect(PENDING_ZARCODE_KEY).toBe('pendingZarcode');
    expect(JSON.parse(place.storage.items.get('pendingZarcode')!)).toMatchObject({ form: { title: 'Blue gate', latitude: -33.9249 }, ownerId: 'user-1' });
    expect(readPendingZarcode(place)).toEqual({ form: { ...body, useBundle: false }, paymentId: null });
  });

  it('never asks for a bundle credit: the payment pays for it', () => {
    const place = placeFor();
    savePendingZarcode({ ...body, useBundle: true }, place);
    expect(readPendingZarcode(place)?.form.useBundle).toBe(false);
  });

  it('remembers the payment started for it, and is forgotten when that payment (not another) ends', () => {
    const place = placeFor();
    savePendingZarcode(body, place);
    markPendingPayment(PAYMENT_ID, place);
    expect(readPendingZarcode(place)?.paymentId).toBe(PAYMENT_ID);
    forgetPendingPayment('00000000-0000-4000-8000-000000000000', place);
    expect(readPendingZarcode(place)).not.toBeNull();
    forgetPendingPayment(PAYMENT_ID, place);
    expect(place.storage.items.has(PENDING_ZARCODE_KEY)).toBe(false);
  });

  it('is kept for a day, and only for the person who made it', () => {
    const place = placeFor();
    savePendingZarcode(body, place);
    expect(readPendingZarcode({ ...place, now: NOW + PENDING_ZARCODE_TTL_MS })).not.toBeNull();
    expect(readPendingZarcode({ ...place, now: NOW + PENDING_ZARCODE_TTL_MS + 1 })).toBeNull();
    expect(readPendingZarcode({ ...place, ownerId: 'user-2' })).toBeNull();
    expect(readPendingZarcode({ ...place, ownerId: null })).toBeNull();
    expect(savePendingZarcode(body, placeFor(null))).toBe(false);
  });

  it('reads nothing when nothing was kept, the text is not JSON, or the form breaks the rules', () => {
    const place = placeFor();
    expect(readPendingZarcode(place)).toBeNull();
    place.storage.items.set(PENDING_ZARCODE_KEY, '{not json');
    expect(readPendingZarcode(place)).toBeNull();
    place.storage.items.set(PENDING_ZARCODE_KEY, JSON.stringify({ form: { ...body, latitude: 123 }, ownerId: 'user-1', savedAt: NOW }));
    expect(readPendingZarcode(place)).toBeNull();
    // The bare form kept before the owner and the day were written down.
    place.storage.items.set(PENDING_ZARCODE_KEY, JSON.stringify(body));
    expect(readPendingZarcode(place)).toBeNull();
    expect(readPendingZarcode({ ...place, storage: null })).toBeNull();
  });

  it('is forgotten on clear', () => {
    const place = placeFor();
    savePendingZarcode(body, place);
    clearPendingZarcode(place);
    expect(place.storage.items.has(PENDING_ZARCODE_KEY)).toBe(false);
  });

  it('reports a storage that refuses to keep it', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(savePendingZarcode(body, { storage: full, ownerId: 'user-1', now: NOW })).toBe(false);
    expect(savePendingZarcode(body, { storage: null, ownerId: 'user-1', now: NOW })).toBe(false);
  });
});
