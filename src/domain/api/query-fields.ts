import { z } from 'zod';
import { blankToUndefined } from './schemas';

/*
 * Filters of query strings beside page and limit (./schemas.ts): a blank value counts as absent; days
 * and months are South African calendar days and months.
 */

/** '2026-02-30' is no day, though Date rolls it over to March. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dayMessage = (label: string) => `${label} must be a date, YYYY-MM-DD`;

/** An optional filter that is one of `values`; blank is absent. */
export const optionalEnumField = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional());

/** A calendar day, YYYY-MM-DD (required). */
export const dayField = (label: string) =>
  z.string({ error: dayMessage(label) }).trim().refine(isCalendarDay, { error: dayMessage(label) });

/** An optional day filter; blank is absent. */
export const optionalDayField = (label: string) => z.preprocess(blankToUndefined, dayField(label).optional());

export const monthMessage = (label: string) => `${label} must be a month, YYYY-MM`;

/** An optional month filter, YYYY-MM; blank is absent. */
export const optionalMonthField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: monthMessage(label) })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: monthMessage(label) })
      .optional(),
  );

/** An optional free-text search of at most `max` characters; blank is absent. */
export const optionalSearchField = (label = 'search', max = 200) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` }).optional(),
  );

/** Refuses a `to` day before its `from` day (both optional, both included). */
export function refuseToBeforeFrom(ctx: { value: { from?: string | undefined; to?: string | undefined }; issues: unknown[] }) {
  const { from, to } = ctx.value;
  if (from && to && to < from) {
    (ctx.issues as object[]).push({ code: 'custom', message: "'to' must not be before 'from'", path: ['to'], input: to });
  }
}
