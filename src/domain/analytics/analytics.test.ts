import { describe, expect, it } from 'vitest';
import { southAfricanDay } from '../time/south-african-time';
import { analyticsRange, dailySeries, monthRange } from './analytics';

const none = { newUsers: [], zarcodes: [], payments: [], revenueCents: [], views: [] };

describe('analyticsRange', () => {
  it('ends on the South African today, which starts at 22:00 UTC', () => {
    const before = analyticsRange(7, new Date('2026-03-10T21:59:00Z'));
    const after = analyticsRange(7, new Date('2026-03-10T22:01:00Z'));
    expect([before.from, before.to]).toEqual(['2026-03-04', '2026-03-10']);
    expect([after.from, after.to]).toEqual(['2026-03-05', '2026-03-11']);
    expect(after.start.toISOString()).toBe('2026-03-04T22:00:00.000Z');
    expect(after.days).toHaveLength(7);
  });
});

describe('monthRange', () => {
  it('starts the month at South African midnight', () => {
    expect(monthRange(new Date('2026-03-31T22:30:00Z'))).toEqual({
      month: '2026-04',
      firstDay: '2026-04-01',
      start: new Date('2026-03-31T22:00:00.000Z'),
    });
    expect(monthRange(new Date('2026-03-31T21:30:00Z')).month).toBe('2026-03');
  });
});

describe('dailySeries', () => {
  it('gives every day of the range, zeros where nothing happened, oldest first', () => {
    const series = dailySeries(['2026-03-01', '2026-03-02', '2026-03-03'], {
      ...none,
      newUsers: [{ day: '2026-03-02', value: 4 }],
      revenueCents: [{ day: '2026-03-03', value: 1900 }],
    });
    expect(series).toEqual([
      { date: '2026-03-01', newUsers: 0, zarcodes: 0, payments: 0, revenueCents: 0, views: 0 },
      { date: '2026-03-02', newUsers: 4, zarcodes: 0, payments: 0, revenueCents: 0, views: 0 },
      { date: '2026-03-03', newUsers: 0, zarcodes: 0, payments: 0, revenueCents: 1900, views: 0 },
    ]);
  });

  it('puts a sign-up at 23:30 in Johannesburg (21:30 UTC) on that day, and one at 00:30 (22:30 UTC) on the next', () => {
    const late = new Date('2026-03-01T21:30:00Z');
    const early = new Date('2026-03-01T22:30:00Z');
    const series = dailySeries(['2026-03-01', '2026-03-02'], {
      ...none,
      newUsers: [late, early].map((instant) => ({ day: southAfricanDay(instant), value: 1 })),
    });
    expect(series.map((entry) => entry.newUsers)).toEqual([1, 1]);
  });

  it('leaves out counts of days outside the range', () => {
    const series = dailySeries(['2026-03-02'], { ...none, views: [{ day: '2026-03-01', value: 9 }, { day: '2026-03-02', value: 2 }] });
    expect(series).toEqual([{ date: '2026-03-02', newUsers: 0, zarcodes: 0, payments: 0, revenueCents: 0, views: 2 }]);
  });
});
