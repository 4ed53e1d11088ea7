import { describe, expect, it } from 'vitest';
import { periodStartOf } from './jobs';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('periodStartOf', () => {
  it('counts periods from the epoch', () => {
    expect(periodStartOf({ everyMs: HOUR }, Date.parse('2026-05-01T10:59:59Z')).toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('starts a daily period at 06:00 South African time with an offset of 4 hours', () => {
    const daily = { everyMs: DAY, offsetMs: 4 * HOUR };
    expect(periodStartOf(daily, Date.parse('2026-05-01T04:00:00Z')).toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(periodStartOf(daily, Date.parse('2026-05-01T03:59:59Z')).toISOString()).toBe('2026-04-30T04:00:00.000Z');
    expect(periodStartOf(daily, Date.parse('2026-05-01T23:00:00Z')).toISOString()).toBe('2026-05-01T04:00:00.000Z');
  });
});
