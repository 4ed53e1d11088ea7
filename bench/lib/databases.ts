import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { countCodes, removeBenchRows, seedZarcodes, type SqlRunner } from './seed';

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

/**
 * Makes sure the database holds `codes` codes: applies the project's migrations through
 * openDatabase() (so the real indexes exist), then seeds unless a previous run already did.
 * Returns how long seeding took (0 when reused).
 */
export async function ensureSeeded(target: Target, codes: number, log: (line: string) => void): Promise<number> {
  const opened = await openDatabase(
    target.kind === 'postgres' ? { databaseUrl: target.url, dataDir: '.' } : { dataDir: target.dataDir },
  );
  await opened.close();
  const runner = target.kind === 'postgres' ? await postgresRunner(target.url) : await pgliteRunner(target.dataDir);
  try {
    const { total, foreign } = await countCodes(runner);
    if (total >= codes) {
      log(`${describe(target)}: ${total.toLocaleString('en-ZA')} codes already seeded, reused`);
      return 0;
    }
    if (foreign > 0) {
      throw new Error(
        `${describe(target)} holds ${foreign} codes that the bench did not make: point it at an empty database`,
      );
    }
    await removeBenchRows(runner);
    log(`${describe(target)}: seeding ${codes.toLocaleString('en-ZA')} codes…`);
    const started = performance.now();
    await seedZarcodes(runner, codes);
    const seconds = (performance.now() - started) / 1000;
    log(`${describe(target)}: seeded in ${seconds.toFixed(0)} s`);
    return seconds;
  } finally {
    await runner.close();
  }
}
