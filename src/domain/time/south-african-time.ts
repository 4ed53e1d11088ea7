/*
 * South African calendar days and months. South Africa keeps UTC+2 all year (no daylight saving),
 * so a day is plain arithmetic on the instant: no time-zone database is needed.
 */

const SAST_OFFSET_MS = 2 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The South African day of an instant, YYYY-MM-DD. */
export function southAfricanDay(at: Date = new Date()): string {
  return new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a South African day (YYYY-MM-DD) starts: its midnight SAST, 22:00 UTC the day before. */
export function southAfricanDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+02:00`);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/** The month of a day, YYYY-MM. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The first day of a month (YYYY-MM) and the first day of the next one. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/**
 * The instants a span of South African days covers: from the start of `fromDay` up to (not
 * including) the start of the day after `toDay`.
 */
export function southAfricanDaysSpan(fromDay: string, toDay: string): { start: Date; end: Date } {
  return { start: southAfricanDayStart(fromDay), end: southAfricanDayStart(addDays(toDay, 1)) };
}

/** An instant as South Africans read it, for e-mails: '2026-05-01 09:30 SAST'. */
export function formatSouthAfricanTime(at: Date): string {
  return `${new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} SAST`;
}
