import type { SeedOutcome } from './databases';
import { describePrewarm, postgresRunner, readIntoCache, type Prewarmed } from './databases';
import { runLoad, runPaced, randomOf, type LoadOptions, type LoadResult, type PacedResult } from './load';
import { sampleCodes } from './seed';
import { residentMb, startServer, type RunningServer } from './servers';
import type { BenchSettings } from './settings';
import {
  boxCounts,
  CITY_BOX,
  LATENCY_CONNECTIONS,
  LATENCY_RATE,
  nextBoxPath,
  nextProvinceBoxPath,
  nextSearchPath,
  searchMix,
} from './workloads';

/** What one size of the scaling table measured: the same requests at every size. */
export interface ScaleRow {
  codes: number;
  seed: SeedOutcome;
  /** Bytes on disk: the zarcodes table (with its TOAST), its indexes, and the grid counts with theirs. */
  disk: { table: number; indexes: number; gridCounts: number };
  /** The database read into the OS's cache before the server started; null when it could not be. */
  prewarmed: Prewarmed | null;
  fixedRate: PacedResult[];
  search: LoadResult[];
  city: LoadResult[];
  province: LoadResult[];
  cityCounts: number[];
  provinceCounts: number[];
  /**
   * The app server after its measurements, in MB: its resident set, the highest of its life, and
   * what its V8 heap holds after a full collection (what "not growing with the codes" is judged on).
   */
  serverMb: { rss: number; peak: number; heap: number };
}

export interface ScaleOptions {
  settings: BenchSettings;
  /** The database seeded with `codes` codes (seeded first when needed). */
  seeded(codes: number): Promise<{ url: string; seed: SeedOutcome }>;
  /** The app server's settings besides its database. */
  appEnv: Record<string, string>;
  /** Records a run (its failures, the machine's load after it). */
  record(label: string, result: LoadResult): void;
  /** Servers to stop should the bench be interrupted. */
  servers: RunningServer[];
  log(line: string): void;
}

/**
 * The scaling table: for each size in BENCH_SCALE, that size's database read into the OS's cache,
 * the app server started afresh on it and warmed up, then the measures whose goals hold at every
 * size (lookup p99 at an even 1,000 a second, combined search, in-bounds over a city and a
 * province) and its memory after them.
 */
export async function measureScale(options: ScaleOptions): Promise<ScaleRow[]> {
  const { settings, log } = options;
  const rows: ScaleRow[] = [];
  for (const codes of settings.scale) {
    const label = codes.toLocaleString('en-US');
    const { url, seed } = await options.seeded(codes);
    const started = performance.now();
    const runner = await postgresRunner(url);
    await runner.exec('vacuum analyze zarcodes, zarcode_view_counts, zarcode_daily_views');
    const [disk] = await runner.rows<{ table: string; indexes: string; grid: string }>(`
      select pg_table_size('zarcodes') as table, pg_indexes_size('zarcodes') as indexes,
        pg_total_relation_size('zarcode_grid_counts') as grid`);
    const sample = await sampleCodes(runner, Math.min(settings.sampleSize, Math.floor(codes / 2)));
    const prewarmed = await readIntoCache(runner);
    await runner.close();
    log(
      prewarmed
        ? `${label} codes: tables and indexes read into the OS's cache, ${describePrewarm(prewarmed)}`
        : `${label} codes: pg_prewarm is not available; the database's pages are read from the disk as the rounds first ask for them`,
    );

    const startingAt = performance.now();
    const app = await startServer(`app on ${label} codes`, 'app', { env: { ...options.appEnv, DATABASE_URL: url } });
    const startSeconds = (performance.now() - startingAt) / 1000;
    options.servers.push(app);
    const lookupPath = () => `/api/zarcodes/${randomOf(sample)}`;
    const mix = searchMix(sample);
    const cityPath = () => nextBoxPath(CITY_BOX);
    // Warm-up: lookups at the fixed rate (their views written as the app does), and each box and query.
    if (settings.scaleWarmUp > 0) await runPaced({ url: app.url, nextPath: lookupPath, rate: settings.fixedRate, duration: settings.scaleWarmUp });
    const cityCounts = await boxCounts(app.url, cityPath);
    const provinceCounts = await boxCounts(app.url, nextProvinceBoxPath);
    for (let i = 0; i < 10; i++) await fetch(`${app.url}${nextSearchPath(mix)}`).then((response) => response.arrayBuffer());

    const row: ScaleRow = {
      codes,
      seed,
      disk: { table: Number(disk?.table), indexes: Number(disk?.indexes), gridCounts: Number(disk?.grid) },
      prewarmed,
      fixedRate: [],
      search: [],
      city: [],
      province: [],
      cityCounts,
      provinceCounts,
      serverMb: { rss: Number.NaN, peak: Number.NaN, heap: Number.NaN },
    };
    const light = (nextPath: () => string): LoadOptions => ({
      url: app.url,
      nextPath,
      connections: LATENCY_CONNECTIONS,
      duration: settings.scaleDuration,
      overallRate: LATENCY_RATE,
    });
    for (let round = 1; round <= settings.rounds; round++) {
      const paced = await runPaced({ url: app.url, nextPath: lookupPath, rate: settings.fixedRate, duration: settings.scaleDuration });
      options.record(`${label} codes: fixed rate`, paced);
      row.fixedRate.push(paced);
      for (const [name, list, nextPath] of [
        ['combined search', row.search, () => nextSearchPath(mix)],
        ['in-bounds city box', row.city, cityPath],
        ['in-bounds province box', row.province, nextProvinceBoxPath],
      ] as const) {
        const result = await runLoad(light(nextPath));
        options.record(`${label} codes: ${name}`, result);
        list.push(result);
      }
      log(
        `${label} codes, round ${round}: lookup p99 at ${settings.fixedRate}/s ${paced.p99.toFixed(1)} ms, search p95 ` +
          `${row.search.at(-1)!.p95.toFixed(1)} ms, in-bounds p95 city ${row.city.at(-1)!.p95.toFixed(1)} ms, ` +
          `province ${row.province.at(-1)!.p95.toFixed(1)} ms`,
      );
    }
    row.serverMb = { ...residentMb(app.pid), heap: await app.heapAfterCollection() };
    await app.stop();
    options.servers.splice(options.servers.indexOf(app), 1);
    log(
      `${label} codes: the app server held ${row.serverMb.rss.toFixed(0)} MB (peak ${row.serverMb.peak.toFixed(0)} MB), its heap ` +
        `${row.serverMb.heap.toFixed(1)} MB after a full collection;` +
        ` measured in ${((performance.now() - started) / 1000).toFixed(0)} s, of which ${startSeconds.toFixed(1)} s to start the server`,
    );
    rows.push(row);
  }
  return rows;
}
