/**
 * Days and months of the business are South African: South African Standard Time is UTC+2 all
 * year (no daylight saving), so a day runs from 22:00 UTC the evening before to 22:00 UTC.
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

/** The instant a South African day starts (its midnight), as a Date. */
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
