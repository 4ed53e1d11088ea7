import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SA_TIME_ZONE } from '../../domain/time/south-african-time';

// Values from requests, made safe for queries.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from paths and searches: anything that is not a uuid is simply not found (and never reaches SQL). */
export const isUuid = (value: string) => UUID.test(value);

/** Text for LIKE / ILIKE matched as itself: `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Searchable = Parameters<typeof ilike>[0];

/** Where any of `columns` contains `text`, in any case (its `%`, `_` and `\` match themselves). */
export function containsText(text: string, columns: Searchable[]): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/** Where a code contains what was typed, spaces and hyphens left out of both: `1ct 7k` finds 1CT-7K2M. */
export function codeContains(code: Searchable, text: string): SQL {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return ilike(sql`replace(${code}, '-', '')`, `%${escapeLike(compact)}%`);
}

/**
 * The fields among `keys` that a request sent (left out means unchanged): what an update sets.
 * `null` is sent, and clears the field.
 */
export function sentFields<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const fields: Partial<Pick<T, K>> = {};
  for (const key of keys) if (body[key] !== undefined) fields[key] = body[key];
  return fields;
}

/**
 * The South African day of a timestamp column ('2026-03-05'), as the database groups by it. The zone
 * is written into the SQL, not bound: a select and its GROUP BY must be the very same expression.
 */
const SA_ZONE = sql.raw(`'${SA_TIME_ZONE}'`);
export const southAfricanDayOf = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone ${SA_ZONE}, 'YYYY-MM-DD')`;
