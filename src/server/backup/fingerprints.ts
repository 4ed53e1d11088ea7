import { createHash } from 'node:crypto';
import type { TableFingerprint } from './manifest';

/** Runs one SQL statement on the database being backed up or restored, answering its rows. */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

/**
 * How values are written as text, set for the session before rows are read as text, so that the same
 * rows give the same text whatever the server's or the session's defaults (a timestamp is written in
 * the session's time zone).
 */
const TEXT_SETTINGS = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  "set bytea_output = 'hex'",
  'set extra_float_digits = 1',
];

/**
 * Every table's row count and fingerprint: a digest of the rows' text (`row::text`), whatever their
 * order. Each row's MD5 is split into two 64-bit numbers, and each half is summed over the table in
 * SQL, so a table of any size is read once, by the server, in constant memory (an ordered string of
 * every row, md5'd, would hold the whole table in memory). A row changed, added or lost changes the
 * sums. Tables are those of every schema but PostgreSQL's own, drizzle's migration record included.
 */
export async function fingerprintTables(run: RunSql): Promise<TableFingerprint[]> {
  for (const setting of TEXT_SETTINGS) await run(setting);
  const tables = await run(`
    select schemaname || '.' || tablename as name, quote_ident(schemaname) || '.' || quote_ident(tablename) as qualified
    from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
    order by schemaname, tablename`);
  const fingerprints: TableFingerprint[] = [];
  for (const table of tables) {
    const [sums] = await run(`
      select count(*)::text as rows,
        coalesce(sum(('x' || substr(h, 1, 16))::bit(64)::bigint::numeric), 0)::text as high,
        coalesce(sum(('x' || substr(h, 17, 16))::bit(64)::bigint::numeric), 0)::text as low
      from (select md5(t::text) as h from ${String(table.qualified)} t) as hashed`);
    fingerprints.push({
      table: String(table.name),
      rows: Number(sums!.rows),
      fingerprint: createHash('sha256').update(`${String(sums!.rows)}:${String(sums!.high)}:${String(sums!.low)}`).digest('hex').slice(0, 32),
    });
  }
  return fingerprints;
}

/** What differs between the tables a backup recorded and those restored, one sentence each; empty when alike. */
export function fingerprintDifferences(recorded: TableFingerprint[], restored: TableFingerprint[]): string[] {
  const restoredByName = new Map(restored.map((table) => [table.table, table]));
  const differences: string[] = [];
  for (const table of recorded) {
    const found = restoredByName.get(table.table);
    if (!found) differences.push(`${table.table} is missing`);
    else if (found.rows !== table.rows) differences.push(`${table.table} has ${found.rows} rows, the backup ${table.rows}`);
    else if (found.fingerprint !== table.fingerprint) differences.push(`${table.table}'s rows differ from the backup's`);
    restoredByName.delete(table.table);
  }
  for (const extra of restoredByName.keys()) differences.push(`${extra} is not in the backup`);
  return differences;
}

/** The ids of every photo row, temporary ones included: their files are what a backup copies. */
export async function photoIdsOf(run: RunSql): Promise<string[]> {
  const rows = await run('select id::text as id from public.zarcode_images order by id');
  return rows.map((row) => String(row.id));
}

/** How many of the product's migrations the database has had applied. */
export async function migrationsApplied(run: RunSql): Promise<number> {
  const [row] = await run(`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(row!.count);
}

/** PostgreSQL's version as the server gives it ('15.18', '18.6'). */
export async function serverVersionOf(run: RunSql): Promise<string> {
  const [row] = await run('show server_version');
  return String(row!.server_version).split(' ')[0]!;
}
