/**
 * Days and months of the business are South African: South African Standard Time is UTC+2 all
 * year (no daylight saving), so a day runs from 22:00 UTC the evening before to 22:00 UTC, and a day
 * is plain arithmetic on the instant: no time-zone database is needed.
 */
export const SA_TIME_ZONE = 'Africa/Johannesburg';
const SA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as 'YYYY-MM-DD'. */
export type Day = string;

/** The South African day an instant falls on, '2026-03-05'. */
export function southAfricanDay(instant: Date = new Date()): Day {
  return new Date(instant.getTime() + SA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a South African day starts (its midnight SAST, 22:00 UTC the day before). */
export function southAfricanMidnight(day: Day): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SA_OFFSET_MS);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the South African month an instant falls in, '2026-03-01'. */
export function southAfricanMonthStart(instant: Date = new Date()): Day {
  return `${southAfricanDay(instant).slice(0, 8)}01`;
}

/** The last `count` South African days up to and including today, oldest first. */
export function lastSouthAfricanDays(count: number, now: Date = new Date()): Day[] {
  const today = southAfricanDay(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** The month of a day, YYYY-MM. */
export const monthOfDay = (day: Day) => day.slice(0, 7);

/** The first day of a month (YYYY-MM) and the first day of the next one. */
export function monthDays(month: string): { first: Day; next: Day } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/**
 * The instants a span of South African days covers: from the start of `fromDay` up to (not
 * including) the start of the day after `toDay`.
 */
export function southAfricanDaysSpan(fromDay: Day, toDay: Day): { start: Date; end: Date } {
  return { start: southAfricanMidnight(fromDay), end: southAfricanMidnight(addDays(toDay, 1)) };
}

/** An instant as South Africans read it, for e-mails: '2026-05-01 09:30 SAST'. */
export function formatSouthAfricanTime(at: Date): string {
  return `${new Date(at.getTime() + SA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} SAST`;
}
