import { z } from 'zod';

/** Query-string fields: blank means absent, numbers arrive as text. */

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number from a query string, within limits; absent or blank gives the default. */
export const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );

export const pageField = () => wholeNumber('page must be a whole number of 1 or more', 1, Number.MAX_SAFE_INTEGER, 1);

export const limitField = (max: number, fallback: number) =>
  wholeNumber(`limit must be a whole number from 1 to ${max}`, 1, max, fallback);

/** One of `values`, or absent (blank too). */
export const enumFilter = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional());

/** Free text to search by, trimmed; absent when blank. */
export const searchFilter = (name = 'search', max = 200) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: `${name} must be text` }).trim().max(max, { error: `${name} must be at most ${max} characters` }).optional(),
  );
