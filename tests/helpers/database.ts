import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { takeTurnsWithRequests } from '../../src/server/db/pglite-turns';
import * as schema from '../../src/server/db/schema';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (when the project is
 * TEST_DATABASE=postgres) a new database on TEST_DATABASE_URL's server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE !== 'postgres') return openPgliteCopy();
  const database = await createPostgresDatabase('zarcode_test');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A database made by createPostgresDatabase. */
export type PostgresDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;

/** A new, empty database on TEST_DATABASE_URL's server, named `<prefix>_<random>`; drop() removes it. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * In-memory PGlite loaded from a migrated template: about 0.5 s, where a new PGlite runs initdb
 * and the migrations in about 3 s. The template is built by db/client.ts's own openDatabase and
 * kept in the temp folder under a hash of the migrations, so a changed migration makes a new one.
 */
async function openPgliteCopy(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await migratedTemplate() });
  const db = drizzle(takeTurnsWithRequests(client), { schema }); // as openDatabase does
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }); // nothing to do; a guard against a stale template
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/**
 * A migrated embedded database in `dataDir` (its db/ folder), as a server's DATA_DIR holds one, made
 * from the same template: about a second, where a new folder runs initdb in a child process.
 */
export async function createPgliteDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: await migratedTemplate() });
  await client.close();
}

async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `zarcode-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Test files start in parallel: write aside, then rename, so no one reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(PGLITE_PACKAGE)); // another PGlite may not read an older data folder
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
