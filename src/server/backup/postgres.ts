import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { ArchiveEntry, ArchiveWriter } from './archive';
import { fingerprintDifferences, fingerprintTables, migrationsApplied, photoIdsOf, serverVersionOf, type RunSql } from './fingerprints';
import { BackupError, POSTGRES_DUMP_ENTRY, type BackupManifest } from './manifest';
import { formatBytes, type Progress } from './progress';
import type { DatabaseRestore, DatabaseSnapshot } from './snapshot';

// PostgreSQL is backed up while it serves, with pg_dump's custom format, from one snapshot: this
// process opens a REPEATABLE READ transaction, exports its snapshot, and pg_dump reads the same one
// (--snapshot), while the tables are counted and fingerprinted and the photos listed in the
// transaction itself. So the dump, the manifest and the photo list all see one moment.

/** Where PostgreSQL's client programs are: a folder (`--pg-bin`), or the PATH when absent. */
export type PgBin = string | undefined;

const toolPath = (pgBin: PgBin, name: 'pg_dump' | 'pg_restore') => (pgBin ? path.join(pgBin, name) : name);

/** Runs a program, answering its standard output; fails with its standard error. */
function run(program: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr: String(stderr).trim() }));
      else resolve(String(stdout));
    });
  });
}

/** A client program's version: its line ('pg_dump (PostgreSQL) 15.18 (Debian ...)') and major number. */
async function toolVersion(program: string, name: string, neededMajor: number): Promise<{ line: string; major: number }> {
  let line: string;
  try {
    line = (await run(program, ['--version'])).trim();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new BackupError(
        `${name} was not found (${program}). Install PostgreSQL's client programs, version ${neededMajor} or newer ` +
          `(Debian: apt-get install postgresql-client-${neededMajor}), or name their folder with --pg-bin.`,
      );
    }
    throw error;
  }
  const major = Number(/\b(\d+)(?:\.\d+)?/.exec(line.replace(/^[^)]*\)/, ''))?.[1]);
  if (!Number.isInteger(major)) throw new BackupError(`Could not read ${name}'s version from "${line}"`);
  return { line, major };
}

/**
 * The URL without its password, given to the programs as --dbname, and the password in PGPASSWORD:
 * a command line can be read by any user of the machine (ps), the environment cannot.
 */
function connectionOf(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The database's URL as it may be printed: without its password. */
export function printableUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${printableUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  return client;
}

const runOn = (client: pg.Client): RunSql => async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;

const majorOf = (version: string) => Number(version.split('.')[0]);

function describeFailure(name: string, error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr;
  return `${name} failed: ${stderr || (error as Error).message}`;
}

/**
 * Dumps the PostgreSQL database into the backup (pg_dump's custom format, read back by pg_restore),
 * counted, fingerprinted and its photos listed from the same snapshot as the dump. pg_dump must be of
 * the server's major version or newer; the dump is written beside `workFile` first, since a tar entry
 * states its size before its bytes.
 */
export async function snapshotPostgres(
  databaseUrl: string,
  options: { archive: ArchiveWriter; workFile: string; pgBin: PgBin; progress: Progress },
): Promise<DatabaseSnapshot> {
  const { archive, progress } = options;
  const client = await connect(databaseUrl);
  const dumpFile = `${options.workFile}.pg_dump`;
  try {
    const sqlOn = runOn(client);
    const serverVersion = await serverVersionOf(sqlOn);
    const pgDump = await toolVersion(toolPath(options.pgBin, 'pg_dump'), 'pg_dump', majorOf(serverVersion));
    if (pgDump.major < majorOf(serverVersion)) {
      throw new BackupError(
        `${pgDump.line} cannot dump PostgreSQL ${serverVersion}: pg_dump must be of the server's major version or newer. ` +
          `Install PostgreSQL ${majorOf(serverVersion)}'s client programs and name their folder with --pg-bin.`,
      );
    }
    progress.line(`PostgreSQL ${serverVersion} at ${printableUrl(databaseUrl)}, with ${pgDump.line}`);
    await sqlOn('begin isolation level repeatable read read only');
    const [exported] = await sqlOn('select pg_export_snapshot() as snapshot');
    const connection = connectionOf(databaseUrl);
    const dumping = run(
      toolPath(options.pgBin, 'pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${String(exported!.snapshot)}`, `--file=${dumpFile}`, `--dbname=${connection.dbname}`],
      connection.env,
    ).catch((error: unknown) => {
      throw new BackupError(describeFailure('pg_dump', error));
    });
    dumping.catch(() => {}); // awaited below, after the counting
    const tables = await fingerprintTables(sqlOn);
    const photoIds = await photoIdsOf(sqlOn);
    const migrations = await migrationsApplied(sqlOn);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    progress.line(`  ${tables.length} tables, ${rows} rows: counted and fingerprinted`);
    // The snapshot lives as long as this transaction: it ends once pg_dump has finished.
    await dumping;
    await sqlOn('commit');
    await archive.addFile(POSTGRES_DUMP_ENTRY, dumpFile);
    progress.line(`  database dumped`);
    return {
      database: { kind: 'postgres', serverVersion, pgDumpVersion: pgDump.line, migrations, tables },
      photoIds,
      release: async () => {},
    };
  } finally {
    await client.end().catch(() => {});
    await rm(dumpFile, { force: true });
  }
}

/**
 * Restores a PostgreSQL backup into the empty database of `databaseUrl` with pg_restore (of the
 * dump's major version or newer), in one transaction: a failure leaves the database empty. The dump
 * is written to a temporary folder as it is read, and restored once the photos are in storage, so
 * that a server never starts on a database whose photos are not there yet.
 */
export async function preparePostgresRestore(
  databaseUrl: string,
  manifest: BackupManifest,
  options: { pgBin: PgBin; progress: Progress },
): Promise<DatabaseRestore> {
  const client = await connect(databaseUrl);
  let folder: string | null = null;
  try {
    const sqlOn = runOn(client);
    const [found] = await sqlOn(`
      select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`);
    if (Number(found!.count) > 0) {
      throw new BackupError(
        `The database at ${printableUrl(databaseUrl)} is not empty (${String(found!.count)} tables, views or sequences). ` +
          'A restore goes into an empty database only, so that nothing is overwritten: create a new one ' +
          '(createdb, or CREATE DATABASE) and point DATABASE_URL at it.',
      );
    }
    const dumpMajor = Number(/\)\s*(\d+)/.exec(manifest.database.pgDumpVersion ?? '')?.[1] ?? majorOf(manifest.database.serverVersion));
    const pgRestore = await toolVersion(toolPath(options.pgBin, 'pg_restore'), 'pg_restore', dumpMajor);
    if (pgRestore.major < dumpMajor) {
      throw new BackupError(
        `${pgRestore.line} cannot read a dump made by ${manifest.database.pgDumpVersion}: install PostgreSQL ${dumpMajor}'s ` +
          'client programs (or newer) and name their folder with --pg-bin.',
      );
    }
    const serverVersion = await serverVersionOf(sqlOn);
    options.progress.line(`PostgreSQL ${serverVersion} at ${printableUrl(databaseUrl)}: empty; restoring with ${pgRestore.line}`);
    folder = await mkdtemp(path.join(os.tmpdir(), 'zarcode-restore-'));
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  const dumpFile = path.join(folder, 'postgres.dump');
  let hasDump = false;
  const cleanUp = async () => {
    await client.end().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  return {
    async accept(entry: ArchiveEntry) {
      if (entry.name !== POSTGRES_DUMP_ENTRY) return false;
      await pipeline(entry.body, createWriteStream(dumpFile, { mode: 0o600 }));
      options.progress.line(`  database dump read (${formatBytes(entry.size)})`);
      hasDump = true;
      return true;
    },
    async finish() {
      try {
        if (!hasDump) throw new BackupError('The backup holds no PostgreSQL dump');
        const connection = connectionOf(databaseUrl);
        options.progress.line('  restoring the database (pg_restore, one transaction)');
        await run(
          toolPath(options.pgBin, 'pg_restore'),
          ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.dbname}`, dumpFile],
          connection.env,
        ).catch((error: unknown) => {
          throw new BackupError(`${describeFailure('pg_restore', error)}. The database was left as it was (empty).`);
        });
        const tables = await fingerprintTables(runOn(client));
        const differences = fingerprintDifferences(manifest.database.tables, tables);
        if (differences.length > 0) {
          throw new BackupError(
            `The restored database is not the one backed up: ${differences.join('; ')}. Do not start a server on it: ` +
              'drop it, make it anew and restore again.',
          );
        }
        return tables;
      } finally {
        await cleanUp();
      }
    },
    abort: cleanUp,
  };
}
