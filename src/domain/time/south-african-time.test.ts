import { describe, expect, it } from 'vitest';
import {
  addDays,
  lastSouthAfricanDays,
  southAfricanDay,
  southAfricanMidnight,
  southAfricanMonthStart,
} from './south-african-time';

describe('southAfricanDay', () => {
  it('turns the day at 22:00 UTC, midnight in South Africa', () => {
    expect(southAfricanDay(new Date('2026-03-04T21:59:59.999Z'))).toBe('2026-03-04');
    expect(southAfricanDay(new Date('2026-03-04T22:00:00.000Z'))).toBe('2026-03-05');
  });

  it('agrees with the time zone database all year (no daylight saving)', () => {
    for (const iso of ['2026-01-15T22:30:00Z', '2026-07-15T21:30:00Z', '2026-12-31T22:00:00Z']) {
      const instant = new Date(iso);
      expect(southAfricanDay(instant)).toBe(instant.toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' }));
    }
  });
});

describe('southAfricanMidnight', () => {
  it('is 22:00 UTC the evening before', () => {
    expect(southAfricanMidnight('2026-03-05').toISOString()).toBe('2026-03-04T22:00:00.000Z');
    expect(southAfricanDay(southAfricanMidnight('2026-03-05'))).toBe('2026-03-05');
  });
});

describe('southAfricanMonthStart', () => {
  it('counts an instant late on the last UTC day of a month in the next South African month', () => {
    expect(southAfricanMonthStart(new Date('2026-03-31T21:59:00Z'))).toBe('2026-03-01');
    expect(southAfricanMonthStart(new Date('2026-03-31T22:01:00Z'))).toBe('2026-04-01');
    expect(southAfricanMonthStart(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('lastSouthAfricanDays', () => {
  it('ends on the South African today, oldest first', () => {
    expect(lastSouthAfricanDays(3, new Date('2026-03-01T22:30:00Z'))).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastSouthAfricanDays(1, new Date('2026-03-01T21:30:00Z'))).toEqual(['2026-03-01']);
  });

  it('crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(lastSouthAfricanDays(365, new Date('2026-06-01T10:00:00Z'))).toHaveLength(365);
  });
});
