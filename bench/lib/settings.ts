import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_CODES } from './seed';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How one bench run goes: the full measurement, or the short smoke run CI makes (`--smoke`). */
export interface BenchSettings {
  isSmoke: boolean;
  /** `--seed-only`: seed every size a run needs, at a time of one's choosing, and measure nothing. */
  seedOnly: boolean;
  /** Where the throwaway cluster, the PGlite data and profiles live. */
  dir: string;
  /** The throwaway cluster's port; a free one when BENCH_PG_PORT is not set. */
  pgPort: number | undefined;
  codes: number;
  /** The sizes of the scaling table (BENCH_SCALE), smallest first; none when `off`. */
  scale: number[];
  /** Seconds of each measurement of the scaling table (the smoke run's are shorter still). */
  scaleDuration: number;
  /**
   * Seconds of lookups at the fixed rate that warm up each size's server (none in the smoke run):
   * enough to look up each sampled code about once, so the first round does not measure the reads
   * of pages not yet in memory (at ten million codes a server's first 10 s had a p99 of ~390 ms
   * with or without view counting, the later rounds 3-7 ms).
   */
  scaleWarmUp: number;
  sampleSize: number;
  duration: number;
  rounds: number;
  warmUp: number;
  connections: number;
  fixedRate: number;
  /** Pause after the throughput runs, for the app to write their views (longer than its 5 s interval). */
  viewFlushSettleMs: number;
  /** Times each search query alone. */
  queryRepeats: number;
  /** How long the memory run waits, after its load, before reading the server's idle memory. */
  memoryIdleSeconds: number;
  skipPglite: boolean;
  skipPageWeight: boolean;
  report: string;
}

/**
 * The settings from the environment (see bench/README.md). The smoke run seeds a small table into a
 * fresh folder and measures one short round of everything: it checks that the bench works, not how
 * fast anything is, and writes its report under .tmp/ so docs/benchmarks.md keeps the real figures.
 */
export function benchSettings(env = process.env, argv = process.argv): BenchSettings {
  const isSmoke = argv.includes('--smoke') || env.BENCH_SMOKE === '1';
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    isSmoke,
    seedOnly: argv.includes('--seed-only'),
    dir: env.BENCH_DIR ?? (isSmoke ? path.join(ROOT, '.tmp/bench-smoke') : path.join(os.tmpdir(), 'zarcode-bench')),
    pgPort: env.BENCH_PG_PORT ? Number(env.BENCH_PG_PORT) : undefined,
    codes: number('BENCH_CODES', isSmoke ? 20_000 : SEED_CODES),
    scale: scaleSizes(env.BENCH_SCALE, isSmoke ? SMOKE_SCALE : FULL_SCALE),
    scaleDuration: isSmoke ? 0.25 : number('BENCH_DURATION', 10),
    scaleWarmUp: isSmoke ? 0 : 20,
    sampleSize: isSmoke ? 2_000 : 20_000,
    duration: number('BENCH_DURATION', isSmoke ? 1 : 10),
    rounds: number('BENCH_ROUNDS', isSmoke ? 1 : 3),
    warmUp: isSmoke ? 1 : 8,
    connections: number('BENCH_CONNECTIONS', isSmoke ? 4 : 20),
    fixedRate: isSmoke ? 100 : 1_000,
    viewFlushSettleMs: isSmoke ? 0 : 8_000,
    queryRepeats: isSmoke ? 1 : 5,
    memoryIdleSeconds: isSmoke ? 2 : 60,
    skipPglite: Boolean(env.BENCH_SKIP_PGLITE),
    skipPageWeight: Boolean(env.BENCH_SKIP_PAGE_WEIGHT),
    report: isSmoke ? path.join(ROOT, '.tmp/bench-smoke.md') : path.join(ROOT, 'docs/benchmarks.md'),
  };
}

/** The scaling table's sizes in a full run, and in the smoke run (which must stay quick). */
const FULL_SCALE = [100_000, 1_000_000, 10_000_000];
const SMOKE_SCALE = [5_000, 20_000];
/**
 * The embedded database is for small installations: above this many codes the bench leaves its
 * lookups out (seeding it would take long, in the server's own process) and says so in the report.
 */
export const PGLITE_MAX_CODES = 1_000_000;

/** BENCH_SCALE: code counts separated by commas (`100000,1000000`), or `off`. */
export function scaleSizes(value: string | undefined, fallback: number[]): number[] {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'off') return [];
  const sizes = value.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1_000)) {
    throw new Error(`BENCH_SCALE must be code counts of 1000 or more separated by commas, or off: got '${value}'`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** The PostgreSQL database that holds the seed of `codes` codes on the bench's own cluster. */
export const seededDatabaseName = (codes: number) => `zarcode_bench_${codes}`;

/** The embedded database's folder for the seed of `codes` codes (the app's DATA_DIR). */
export const pgliteDir = (dir: string, codes: number) => path.join(dir, `pglite-${codes}`);

/** A loopback port nothing listens on now: the throwaway cluster never meets a shared server's port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
