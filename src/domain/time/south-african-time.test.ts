import { describe, expect, it } from 'vitest';
import { addDays, formatSouthAfricanTime, lastSouthAfricanDays, monthDays, southAfricanDay, southAfricanDaysSpan, southAfricanMidnight, southAfricanMonthStart } from './south-african-time';

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

describe('South African days', () => {
  it('puts 21:59 UTC on the same day and 22:00 UTC on the next, as SAST (UTC+2) does', () => {
    expect(southAfricanDay(new Date('2026-03-31T21:59:59.999Z'))).toBe('2026-03-31');
    expect(southAfricanDay(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01');
    expect(southAfricanDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('starts a day at its midnight SAST', () => {
    expect(southAfricanMidnight('2026-04-01').toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  it('counts days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('spans whole days, the last one included', () => {
    expect(southAfricanDaysSpan('2026-05-01', '2026-05-01')).toEqual({
      start: new Date('2026-04-30T22:00:00Z'),
      end: new Date('2026-05-01T22:00:00Z'),
    });
  });

  it('gives a month its first day and the next month’s', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });

  it('writes an instant in South African time for e-mails', () => {
    expect(formatSouthAfricanTime(new Date('2026-04-30T23:15:00Z'))).toBe('2026-05-01 01:15 SAST');
  });
});
