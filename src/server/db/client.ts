import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../infra/data-dir-lock';
import type { DatabasePoolStats } from '../infra/metrics';
import { PROJECT_ROOT } from '../project-root';
import { takeTurnsWithRequests } from './pglite-turns';
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

/**
 * The rows of a raw SQL query, typed as the caller names its columns. Both drivers (node-postgres
 * and PGlite) answer `{ rows }`, which the shared Drizzle type does not say; it is said here once.
 */
export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A session-level advisory lock held by this process (holdSessionLock). */
export interface SessionLock {
  release(): Promise<void>;
}

/**
 * Takes the session-level advisory lock named `name` (hashed to a key) and holds it until released
 * or this process ends: the database lets it go with the connection, so other instances can tell
 * that the holder is gone (a try of the same lock succeeds), even after kill -9. On PostgreSQL the
 * lock is held on a connection of its own, beside the pool (which keeps all of its connections);
 * `onLost` is told when that connection breaks, which lets the lock go. The embedded database has
 * one session, its own.
 */
export async function holdSessionLock(db: Database, name: string, onLost: (error: Error) => void): Promise<SessionLock> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const connection = new pg.Client(pool.options);
    let isOpen = true;
    const close = () => {
      if (!isOpen) return Promise.resolve();
      isOpen = false;
      return connection.end().catch(() => {});
    };
    connection.on('error', (error) => {
      void close();
      onLost(error);
    });
    try {
      await connection.connect();
      await connection.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    } catch (error) {
      await close();
      throw error;
    }
    // Ending the connection ends its session, and the lock with it.
    return { release: close };
  }
  await db.execute(sql`select pg_advisory_lock(hashtextextended(${name}, 0))`);
  return {
    async release() {
      await db.execute(sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`);
    },
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool as it is now; absent on PGlite, which has one connection and no pool. */
  poolStats?: () => DatabasePoolStats;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'src/server/db/migrations');
/** Any constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Opens PostgreSQL when `databaseUrl` is given, else the embedded PGlite database in
 * `dataDir/db` (or in memory when dataDir is 'memory://'), and applies the migrations. The embedded
 * database is locked for this process until closed: a second opener gets DataDirInUseError before
 * anything touches the folder.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const max = options.poolSize ?? 10;
    // Connections opened stay open (min = max): pg closes one idle for 10 s by default, and the next
    // busy moment then pays for new ones, each a new PostgreSQL backend with cold caches and the
    // lookup's statement to prepare again (bench/README.md: a burst of 50-80 ms lookups at the start
    // of every busy spell).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, min: max });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process:
    // the pool replaces it on the next query.
    const warnLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', warnLost);
    // One dropped while checked out (between the statements of a transaction) emits 'error' on its
    // client, which the pool does not listen to then; the statement in flight fails on its own.
    pool.on('connect', (client) => client.on('error', warnLost));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => pool.end(),
    };
  }
  const isInMemory = options.dataDir === 'memory://';
  const lock = isInMemory ? null : lockDataDir(options.dataDir);
  try {
    // Loaded only here: a server on PostgreSQL never holds PGlite's code (bench/README.md, "Memory").
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    let client: PGlite;
    if (isInMemory) {
      const { PGlite } = await import('@electric-sql/pglite');
      client = new PGlite();
    } else {
      const folder = embeddedDatabaseFolder(options.dataDir);
      if (!hasEmbeddedDatabase(options.dataDir)) await createPgliteFolder(folder);
      client = await openPgliteFolder(folder);
    }
    const db = drizzlePglite(takeTurnsWithRequests(client), { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PGlite's own settings, and shared buffers of 16 MB instead of its 160 MB: they are memory the
 * server holds for its whole life, while the operating system caches the database's files anyway.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** The folder of DATA_DIR's embedded database. */
export const embeddedDatabaseFolder = (dataDir: string) => path.join(dataDir, 'db');

/** Whether DATA_DIR holds an embedded database (its folder, made whole, has PG_VERSION). */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.join(embeddedDatabaseFolder(dataDir), 'PG_VERSION'));

/**
 * PGlite on an existing database folder, with the server's settings and without migrating it. The
 * caller holds DATA_DIR's lock (infra/data-dir-lock.ts).
 */
export async function openPgliteFolder(folder: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  await client.waitReady;
  return client;
}

/**
 * Makes a new embedded database folder in a child process. PGlite runs initdb in the process that
 * creates a folder, and the 500 MB that takes would otherwise stay with the server for its life.
 * Made beside the folder and moved into place whole: an interrupted start leaves no half folder.
 */
async function createPgliteFolder(folder: string): Promise<void> {
  const partial = `${folder}.creating`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script = `const { PGlite } = await import(${pglite});
const db = new PGlite(process.env.PGLITE_FOLDER);
await db.waitReady;
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, PGLITE_FOLDER: partial },
  });
  renameSync(partial, folder);
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
