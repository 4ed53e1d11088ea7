import { describe, expect, it } from 'vitest';
import { addDays, formatSouthAfricanTime, lastSouthAfricanDays, monthDays, southAfricanDay, southAfricanDaysSpan, southAfricanMidnight, southAfricanMonthStart } from './south-african-time';

describe('southAfricanDay', () => {
  it.each([
    ['2026-03-04T21:59:59.999Z', '2026-03-04'],
    ['2026-03-04T22:00:00.000Z', '2026-03-05'],
    ['2026-03-31T21:59:59.999Z', '2026-03-31'],
    ['2026-03-31T22:00:00Z', '2026-04-01'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('puts %s on %s: the day turns at 22:00 UTC, midnight SAST (UTC+2)', (iso, day) => {
    expect(southAfricanDay(new Date(iso))).toBe(day);
  });

  it('agrees with the time zone database all year (no daylight saving)', () => {
    for (const iso of ['2026-01-15T22:30:00Z', '2026-07-15T21:30:00Z', '2026-12-31T22:00:00Z']) {
      const instant = new Date(iso);
      expect(southAfricanDay(instant)).toBe(instant.toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' }));
    }
  });
});

describe('southAfricanMidnight', () => {
  it.each([
    ['2026-03-05', '2026-03-04T22:00:00.000Z'],
    ['2026-04-01', '2026-03-31T22:00:00.000Z'],
  ])('starts %s at %s, 22:00 UTC the evening before', (day, iso) => {
    expect(southAfricanMidnight(day).toISOString()).toBe(iso);
    expect(southAfricanDay(southAfricanMidnight(day))).toBe(day);
  });
});

describe('southAfricanMonthStart', () => {
  it.each([
    ['2026-03-31T21:59:00Z', '2026-03-01'],
    ['2026-03-31T22:01:00Z', '2026-04-01'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('puts %s in the South African month starting %s (late on the last UTC day is the next month)', (iso, monthStart) => {
    expect(southAfricanMonthStart(new Date(iso))).toBe(monthStart);
  });
});

describe('addDays', () => {
  it.each([
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('counts across months, years and a leap day: addDays(%s, %i) is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('lastSouthAfricanDays', () => {
  it('ends on the South African today, oldest first', () => {
    expect(lastSouthAfricanDays(3, new Date('2026-03-01T22:30:00Z'))).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastSouthAfricanDays(1, new Date('2026-03-01T21:30:00Z'))).toEqual(['2026-03-01']);
  });

  it('crosses months', () => {
    expect(lastSouthAfricanDays(365, new Date('2026-06-01T10:00:00Z'))).toHaveLength(365);
  });
});

describe('southAfricanDaysSpan', () => {
  it('spans whole days, the last one included', () => {
    expect(southAfricanDaysSpan('2026-05-01', '2026-05-01')).toEqual({
      start: new Date('2026-04-30T22:00:00Z'),
      end: new Date('2026-05-01T22:00:00Z'),
    });
  });
});

describe('monthDays', () => {
  it('gives a month its first day and the next month’s', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });
});

describe('formatSouthAfricanTime', () => {
  it('writes an instant in South African time for e-mails', () => {
    expect(formatSouthAfricanTime(new Date('2026-04-30T23:15:00Z'))).toBe('2026-05-01 01:15 SAST');
  });
});
