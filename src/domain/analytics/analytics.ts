import { lastSouthAfricanDays, southAfricanMidnight, southAfricanMonthStart, type Day } from '../time/south-african-time';

/** The admin dashboard's charts offer these spans; the API takes any from 1 to 365 days. */
export const CHART_DAY_OPTIONS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_DAYS = 30;
export const MAX_ANALYTICS_DAYS = 365;

/** The figures of one South African day. */
export interface DailyFigures {
  newUsers: number;
  zarcodes: number;
  payments: number;
  revenueCents: number;
  views: number;
}

export const NO_FIGURES: DailyFigures = { newUsers: 0, zarcodes: 0, payments: 0, revenueCents: 0, views: 0 };

/** The days a daily report covers: the last `count` South African days up to today, and when the first starts. */
export function analyticsRange(count: number, now: Date = new Date()): { days: Day[]; from: Day; to: Day; start: Date } {
  const days = lastSouthAfricanDays(count, now);
  return { days, from: days[0]!, to: days[days.length - 1]!, start: southAfricanMidnight(days[0]!) };
}

/** When the South African month of `now` started, and its first day. */
export function monthRange(now: Date = new Date()): { month: string; firstDay: Day; start: Date } {
  const firstDay = southAfricanMonthStart(now);
  return { month: firstDay.slice(0, 7), firstDay, start: southAfricanMidnight(firstDay) };
}

/** A count per day from one query (`day` is a South African day, as the database grouped it). */
export interface DayCount {
  day: Day;
  value: number;
}

/**
 * One entry per day of `days`, oldest first, each figure taken from its own per-day counts: a day
 * without rows is a day of zeros, and counts for days outside the range are left out.
 */
export function dailySeries(
  days: readonly Day[],
  counts: { [K in keyof DailyFigures]: readonly DayCount[] },
): (DailyFigures & { date: Day })[] {
  const byDay = new Map(days.map((day) => [day, { ...NO_FIGURES }]));
  for (const figure of Object.keys(counts) as (keyof DailyFigures)[]) {
    for (const { day, value } of counts[figure]) {
      const entry = byDay.get(day);
      if (entry) entry[figure] += value;
    }
  }
  return days.map((day) => ({ date: day, ...byDay.get(day)! }));
}
