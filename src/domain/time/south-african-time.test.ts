import { describe, expect, it } from 'vitest';
import { addDays, formatSouthAfricanTime, monthDays, southAfricanDay, southAfricanDayStart, southAfricanDaysSpan } from './south-african-time';

describe('South African days', () => {
  it('puts 21:59 UTC on the same day and 22:00 UTC on the next, as SAST (UTC+2) does', () => {
    expect(southAfricanDay(new Date('2026-03-31T21:59:59.999Z'))).toBe('2026-03-31');
    expect(southAfricanDay(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01');
    expect(southAfricanDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('starts a day at its midnight SAST', () => {
    expect(southAfricanDayStart('2026-04-01').toISOString()).toBe('2026-03-31T22:00:00.000Z');
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
