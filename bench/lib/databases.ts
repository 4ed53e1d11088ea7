import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { databaseServer, type OwnCluster } from './postgres';
import { countCodes, formatSeconds, isSeeded, removeBenchRows, seedZarcodes, type SqlRunner } from './seed';
import { seededDatabaseName } from './settings';

export interface OpenRunner extends SqlRunner {
  close(): Promise<void>;
}

export async function postgresRunner(url: string): Promise<OpenRunner> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async exec(script) {
      await client.query(script);
    },
    async rows<T>(query: string) {
      return (await client.query(query)).rows as T[];
    },
    close: () => client.end(),
  };
}

/** What reading a database into the operating system's cache took. */
export interface Prewarmed {
  bytes: number;
  seconds: number;
}

/** '11.6 GB in 9 s'. */
export const describePrewarm = ({ bytes, seconds }: Prewarmed) => `${(bytes / 1e9).toFixed(1)} GB in ${seconds.toFixed(0)} s`;

/**
 * Reads every table and index of the database (their TOAST too) into the operating system's cache,
 * with pg_prewarm's `read` mode: through the kernel, not into PostgreSQL's shared buffers, which
 * hold a tenth of ten million codes. A database server that has been answering for a while holds
 * what it answers from in memory; the bench's cluster has just started, and at ten million codes
 * its first reads of each page came from the disk, queued behind the checkpointer's writes (lookups
 * waiting 150-450 ms in `IO:DataFileRead`). Null when the extension cannot be had (a DATABASE_URL
 * without PostgreSQL's contrib modules, or without the right to create it).
 */
export async function readIntoCache(runner: SqlRunner): Promise<Prewarmed | null> {
  const started = performance.now();
  try {
    await runner.exec('create extension if not exists pg_prewarm');
  } catch {
    return null;
  }
  // pg_toast holds the TOAST of the catalogs too: a few pages more than ours alone.
  const [read] = await runner.rows<{ bytes: string }>(`
    select coalesce(sum(pg_prewarm(oid, 'read')), 0) * current_setting('block_size')::bigint as bytes
    from pg_class
    where relkind in ('r', 'i', 't', 'm') and relnamespace in ('public'::regnamespace, 'pg_toast'::regnamespace)`);
  return { bytes: Number(read?.bytes), seconds: (performance.now() - started) / 1000 };
}

/** The PGlite database of a data folder, where the app keeps it (`DATA_DIR/db`). */
export async function pgliteRunner(dataDir: string): Promise<OpenRunner> {
  const client = new PGlite(path.join(dataDir, 'db'));
  await client.waitReady;
  return {
    async exec(script) {
      await client.exec(script);
    },
    async rows<T>(query: string) {
      return (await client.query<T>(query)).rows;
    },
    close: () => client.close(),
  };
}

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const describe = (target: Target) => (target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** How a database came to hold its seed: seeded now, or kept from an earlier run. */
export interface SeedOutcome {
  kept: boolean;
  /** How long seeding took, now or when it was seeded. */
  seconds: number;
}

/** Applies the project's migrations through openDatabase() (so the real indexes exist). */
async function migrate(target: Target): Promise<void> {
  const opened = await openDatabase(
    target.kind === 'postgres' ? { databaseUrl: target.url, dataDir: '.' } : { dataDir: target.dataDir },
  );
  await opened.close();
}

const openRunner = (target: Target) => (target.kind === 'postgres' ? postgresRunner(target.url) : pgliteRunner(target.dataDir));

/**
 * Makes sure the database holds the seed of `codes` codes: migrates it, then keeps it when its seed
 * mark says it holds that seed whole (bench/lib/seed.ts, isSeeded), else seeds it. `remake` empties a
 * database that is the bench's own (drops and makes it again), far quicker than deleting millions of
 * codes; without it (a DATABASE_URL) the bench's rows are deleted, and codes of anyone else refused.
 */
export async function ensureSeeded(
  target: Target,
  codes: number,
  log: (line: string) => void,
  remake?: () => Promise<void>,
): Promise<SeedOutcome> {
  await migrate(target);
  let runner = await openRunner(target);
  try {
    const mark = await isSeeded(runner, codes);
    if (mark) {
      log(`${describe(target)}: the seed of ${codes.toLocaleString('en-US')} codes is there, kept`);
      return { kept: true, seconds: mark.seconds };
    }
    const [any] = await runner.rows<{ found: boolean }>('select exists (select 1 from zarcodes) as found');
    if (remake && any?.found) {
      await runner.close();
      await remake();
      await migrate(target);
      runner = await openRunner(target);
    } else if (any?.found) {
      const { foreign } = await countCodes(runner);
      if (foreign > 0) {
        throw new Error(
          `${describe(target)} holds ${foreign} codes that the bench did not make: point it at an empty database`,
        );
      }
      await removeBenchRows(runner);
    }
    log(`${describe(target)}: seeding ${codes.toLocaleString('en-US')} codes…`);
    const started = performance.now();
    await seedZarcodes(runner, codes, (line) => log(`${describe(target)}: ${line}`));
    const seconds = (performance.now() - started) / 1000;
    log(`${describe(target)}: seeded in ${formatSeconds(seconds)}`);
    return { kept: false, seconds };
  } finally {
    await runner.close();
  }
}

/** The seeded PostgreSQL databases of a run, one for each size of codes. */
export interface SeededDatabases {
  /** The database holding the seed of `codes` codes, seeded first when it does not (once a run). */
  seeded(codes: number): Promise<{ url: string; seed: SeedOutcome }>;
  /** Drops the databases the run made for itself alone (the smoke run's beside DATABASE_URL's). */
  cleanUp(): Promise<void>;
}

/**
 * On the bench's own cluster a database per size (`zarcode_bench_<codes>`), kept between runs. With a
 * DATABASE_URL, that database holds the main size (BENCH_CODES), and the other sizes go into databases
 * beside it named after it (`<name>_<codes>`): kept between full runs, made afresh and dropped by the
 * smoke run.
 */
export function seededDatabases(options: {
  cluster: OwnCluster | undefined;
  databaseUrl: string | undefined;
  mainCodes: number;
  isSmoke: boolean;
  log: (line: string) => void;
}): SeededDatabases {
  const { cluster, databaseUrl, mainCodes, isSmoke, log } = options;
  const done = new Map<number, Promise<{ url: string; seed: SeedOutcome }>>();
  const madeForTheRun: string[] = [];
  const server = cluster ?? (databaseUrl ? databaseServer(databaseUrl) : undefined);
  if (!server) throw new Error('no PostgreSQL for the bench');

  const locate = async (codes: number): Promise<{ url: string; remake?: () => Promise<void> }> => {
    if (!cluster && codes === mainCodes) return { url: databaseUrl! };
    const name = cluster ? seededDatabaseName(codes) : `${new URL(databaseUrl!).pathname.slice(1)}_${codes}`;
    const remake = async () => {
      await server.freshDatabase(name);
    };
    if (!cluster && isSmoke) {
      madeForTheRun.push(name);
      return { url: await server.freshDatabase(name), remake };
    }
    return { url: await server.ensureDatabase(name), remake };
  };
  return {
    seeded(codes) {
      let seeding = done.get(codes);
      if (!seeding) {
        seeding = locate(codes).then(async ({ url, remake }) => ({
          url,
          seed: await ensureSeeded({ kind: 'postgres', url }, codes, log, remake),
        }));
        done.set(codes, seeding);
      }
      return seeding;
    },
    async cleanUp() {
      for (const name of madeForTheRun) await server.dropDatabase(name);
    },
  };
}
