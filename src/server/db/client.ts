import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or a transaction on it: what services accept. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
/** Any constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Opens PostgreSQL when `databaseUrl` is given, else the embedded PGlite database in
 * `dataDir/db` (or in memory when dataDir is 'memory://'), and applies the migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const folder = path.join(options.dataDir, 'db');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
