// `npm run bench`: seeds 1,000,000 codes (once) and measures the public lookup, search and in-bounds
// count against baselines, on PostgreSQL and on PGlite; then the code page's JavaScript weight.
// Settings (environment): DATABASE_URL (else a throwaway cluster of our own), BENCH_DIR, BENCH_PG_PORT,
// BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_PROFILE=1 (CPU profile of the app server),
// BENCH_SKIP_PGLITE=1, BENCH_SKIP_PAGE_WEIGHT=1. See bench/README.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSeeded, pgliteRunner, postgresRunner } from './lib/databases';
import { median, randomOf, runLoad, runPaced, type LoadResult } from './lib/load';
import { clusterCpuMicrosBetween, clusterTicks, startOwnCluster, type ClusterTicks, type OwnCluster } from './lib/postgres';
import { renderReport, type BenchResults, type CpuPerRequest } from './lib/report';
import { fingerprint, sampleCodes } from './lib/seed';
import { startServer, type RunningServer } from './lib/servers';
import { nextBoxPath, nextSearchPath, searchMix, type SearchMix } from './lib/workloads';
import { measurePageWeight } from './page-weight';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const BENCH_DIR = env.BENCH_DIR ?? path.join(os.tmpdir(), 'zarcode-bench');
const PG_PORT = Number(env.BENCH_PG_PORT ?? 55491);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const WARM_UP = 8;
const SAMPLE_SIZE = 20_000;
const FIXED_RATE = 1_000;
/** Longer than the view counter's 5 s interval plus the writing of a large batch. */
const VIEW_FLUSH_SETTLE_MS = 8_000;
/**
 * Search and in-bounds latency: 20 requests a second from 2 connections, light enough that the
 * figures show what one request costs rather than a queue (a broad search takes far longer than
 * 1/20 s, so this is then a closed loop of 2).
 */
const LATENCY_RATE = 20;
const LATENCY_CONNECTIONS = 2;
const CITY_BOX = 0.3;
const SUBURB_BOX = 0.05;
const JWT_SECRET = 'bench-only-secret-0123456789abcdefghijklmnop';

const log = (line: string) => console.log(`[bench] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const startedAt = new Date();
  mkdirSync(BENCH_DIR, { recursive: true });
  const results: BenchResults = {
    startedAt,
    finishedAt: startedAt,
    machine: {
      cpu: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageAtStart: os.loadavg(),
      loadAverageAtEnd: os.loadavg(),
    },
    settings: {
      duration: DURATION,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      warmUp: WARM_UP,
      sampleSize: SAMPLE_SIZE,
      fixedRate: FIXED_RATE,
      latencyRate: LATENCY_RATE,
      latencyConnections: LATENCY_CONNECTIONS,
      cityBox: CITY_BOX,
      suburbBox: SUBURB_BOX,
    },
    database: { postgres: '', ownCluster: !env.DATABASE_URL, seedSeconds: 0, pgliteSeedSeconds: 0, sameRows: null },
    throughput: { bare: [], pgMinimal: [], app: [] },
    cpu: { bare: [], pgMinimal: [], app: [], pglite: [] },
    loadAverages: [],
    fixedRate: { app: [], pgMinimal: [] },
    search: [],
    searchByQuery: [],
    inBounds: { city: [], suburb: [], cityCounts: [], suburbCounts: [] },
    pglite: [],
    failures: [],
  };

  let cluster: OwnCluster | undefined;
  const servers: RunningServer[] = [];
  const stopServers = async () => {
    while (servers.length > 0) await servers.pop()!.stop();
  };
  const onSignal = () => {
    void stopServers().finally(() => {
      cluster?.stop();
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      log(`starting a throwaway PostgreSQL in ${BENCH_DIR}/pg on port ${PG_PORT}`);
      cluster = await startOwnCluster(path.join(BENCH_DIR, 'pg'), PG_PORT);
      databaseUrl = cluster.url;
    }
    const pgliteDir = path.join(BENCH_DIR, 'pglite');
    results.database.seedSeconds = await ensureSeeded({ kind: 'postgres', url: databaseUrl }, log);
    if (!env.BENCH_SKIP_PGLITE) {
      results.database.pgliteSeedSeconds = await ensureSeeded({ kind: 'pglite', dataDir: pgliteDir }, log);
    }

    const pgRunner = await postgresRunner(databaseUrl);
    // Earlier runs' view counts left dead rows: start from a vacuumed table, not in autovacuum's way.
    await pgRunner.exec('vacuum analyze zarcodes, zarcode_daily_views');
    const [version] = await pgRunner.rows<{ v: string }>(`select current_setting('server_version') as v`);
    results.database.postgres = version?.v ?? '?';
    const codes = await sampleCodes(pgRunner, SAMPLE_SIZE);
    const pgFingerprint = await fingerprint(pgRunner);
    await pgRunner.close();
    if (codes.length < SAMPLE_SIZE * 0.9) throw new Error(`sampled only ${codes.length} codes`);
    log(`sampled ${fmt(codes.length)} codes from PostgreSQL`);
    const lookupPath = () => `/api/zarcodes/${randomOf(codes)}`;

    // --- PostgreSQL: the app against both baselines --------------------------------------------
    const appDataDir = path.join(BENCH_DIR, 'app-data');
    const cpuProfileDir = env.BENCH_PROFILE ? path.join(BENCH_DIR, 'profiles') : undefined;
    const bare = await startServer('bare', 'bare', { env: {} });
    servers.push(bare);
    const pgMinimal = await startServer('pg-minimal', 'pg-minimal', { env: { DATABASE_URL: databaseUrl } });
    servers.push(pgMinimal);
    const app = await startServer('app', 'app', {
      env: { DATABASE_URL: databaseUrl, DATA_DIR: appDataDir, JWT_SECRET, LOG_LEVEL: 'silent' },
      cpuProfileDir,
    });
    servers.push(app);
    await checkLookup(app.url, codes[0]!);

    const contenders = [
      { server: bare, rps: results.throughput.bare, cpu: results.cpu.bare },
      { server: pgMinimal, rps: results.throughput.pgMinimal, cpu: results.cpu.pgMinimal },
      { server: app, rps: results.throughput.app, cpu: results.cpu.app },
    ];
    const dbCpu = () => (cluster ? clusterTicks(cluster.dataDir) : null);
    for (const { server } of contenders) {
      log(`warming up ${server.name} (${WARM_UP} s)`);
      await runLoad({ url: server.url, nextPath: lookupPath, connections: CONNECTIONS, duration: WARM_UP });
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { server, rps, cpu } of contenders) {
        const { result, perRequest } = await withCpu(server, dbCpu, () =>
          measured(results, `throughput ${server.name}`, {
            url: server.url,
            nextPath: lookupPath,
            connections: CONNECTIONS,
            duration: DURATION,
          }),
        );
        rps.push(result.rps);
        cpu.push(perRequest);
        log(`round ${round} ${server.name}: ${fmt(result.rps)} lookups/s, CPU ${describeCpu(perRequest)}`);
      }
    }

    // The throughput runs leave up to 5 s of views (20,000 codes) for the app to write; the fixed
    // rate measures the steady state at 1,000 lookups a second, so it starts once they are written.
    log(`waiting ${VIEW_FLUSH_SETTLE_MS / 1000} s for the app to write the views of the throughput runs`);
    await sleep(VIEW_FLUSH_SETTLE_MS);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [server, list] of [[app, results.fixedRate.app], [pgMinimal, results.fixedRate.pgMinimal]] as const) {
        const result = await runPaced({ url: server.url, nextPath: lookupPath, rate: FIXED_RATE, duration: DURATION });
        noteRun(results, `fixed rate ${server.name}`, result);
        list.push(result);
        log(`round ${round} ${server.name} at ${FIXED_RATE}/s: p99 ${fmt(result.p99, 2)} ms (generator lag p99 ${fmt(result.sendLagP99, 2)} ms)`);
      }
    }

    const mix = searchMix(codes);
    results.searchByQuery = await timeEachQuery(app.url, mix);
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await measured(results, 'combined search', {
        url: app.url,
        nextPath: () => nextSearchPath(mix),
        connections: LATENCY_CONNECTIONS,
        duration: DURATION,
        overallRate: LATENCY_RATE,
      });
      results.search.push(result);
      log(`round ${round} combined search: p95 ${fmt(result.p95, 1)} ms`);
    }

    results.inBounds.cityCounts = await boxCounts(app.url, CITY_BOX);
    results.inBounds.suburbCounts = await boxCounts(app.url, SUBURB_BOX);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [size, list] of [[CITY_BOX, results.inBounds.city], [SUBURB_BOX, results.inBounds.suburb]] as const) {
        const result = await measured(results, `in-bounds ${size}°`, {
          url: app.url,
          nextPath: () => nextBoxPath(size),
          connections: LATENCY_CONNECTIONS,
          duration: DURATION,
          overallRate: LATENCY_RATE,
        });
        list.push(result);
        log(`round ${round} in-bounds ${size}° box: p95 ${fmt(result.p95, 1)} ms`);
      }
    }
    await stopServers();
    if (cpuProfileDir) log(`CPU profile of the app server written to ${cpuProfileDir}`);

    // --- PGlite: the same lookup on the embedded database --------------------------------------
    if (!env.BENCH_SKIP_PGLITE) {
      const runner = await pgliteRunner(pgliteDir);
      const pgliteCodes = await sampleCodes(runner, SAMPLE_SIZE);
      if (pgliteCodes.length < SAMPLE_SIZE * 0.9) throw new Error(`sampled only ${pgliteCodes.length} codes from PGlite`);
      results.database.sameRows = (await fingerprint(runner)) === pgFingerprint;
      await runner.close();
      const embedded = await startServer('app-pglite', 'app', {
        env: { DATA_DIR: pgliteDir, JWT_SECRET, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      });
      servers.push(embedded);
      const pglitePath = () => `/api/zarcodes/${randomOf(pgliteCodes)}`;
      await checkLookup(embedded.url, pgliteCodes[0]!);
      log(`warming up app on PGlite (${WARM_UP} s)`);
      await runLoad({ url: embedded.url, nextPath: pglitePath, connections: CONNECTIONS, duration: WARM_UP });
      for (let round = 1; round <= ROUNDS; round++) {
        const { result, perRequest } = await withCpu(embedded, () => null, () =>
          measured(results, 'throughput app on PGlite', {
            url: embedded.url,
            nextPath: pglitePath,
            connections: CONNECTIONS,
            duration: DURATION,
          }),
        );
        results.pglite.push(result.rps);
        results.cpu.pglite.push(perRequest);
        log(`round ${round} app on PGlite: ${fmt(result.rps)} lookups/s, CPU ${describeCpu(perRequest)}`);
      }
      await stopServers();
    }
  } finally {
    await stopServers();
    cluster?.stop();
  }

  if (!env.BENCH_SKIP_PAGE_WEIGHT && existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    try {
      results.pageWeight = await measurePageWeight({ log });
    } catch (error) {
      results.failures.push(`page weight: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  results.finishedAt = new Date();
  results.machine.loadAverageAtEnd = os.loadavg();
  const report = renderReport(results);
  writeFileSync(path.join(ROOT, 'docs/benchmarks.md'), report);
  console.log(`\n${report}`);
  log(`written to docs/benchmarks.md in ${fmt((results.finishedAt.getTime() - startedAt.getTime()) / 1000)} s`);
}

/** A load run whose failed requests are recorded: a benchmark of errors measures nothing. */
async function measured(results: BenchResults, label: string, options: Parameters<typeof runLoad>[0]): Promise<LoadResult> {
  const result = await runLoad(options);
  noteRun(results, label, result);
  return result;
}

/** Records a run's failures and the machine's load after it. */
function noteRun(results: BenchResults, label: string, result: LoadResult) {
  if (result.failed > 0) results.failures.push(`${label}: ${result.failed} of ${result.ok + result.failed} requests failed`);
  results.loadAverages.push(os.loadavg()[0]!);
}

/**
 * The CPU time each answered request cost: in the server process, in the database (all processes
 * of our own cluster; null for a DATABASE_URL server or PGlite, which runs inside the server) and
 * in the load generator (this process). Unlike requests per second, this hardly depends on what
 * else the machine is doing, so it shows what the throughput ratio would be on a quiet machine.
 */
async function withCpu(
  server: RunningServer,
  databaseCpu: () => ClusterTicks | null,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; perRequest: CpuPerRequest }> {
  const serverBefore = await server.cpuMicros();
  const dbBefore = databaseCpu();
  const generatorBefore = process.cpuUsage();
  const result = await run();
  const generator = process.cpuUsage(generatorBefore);
  const serverAfter = await server.cpuMicros();
  const dbAfter = databaseCpu();
  const per = (micros: number) => micros / Math.max(1, result.ok);
  return {
    result,
    perRequest: {
      server: per(serverAfter - serverBefore),
      database: dbBefore === null || dbAfter === null ? null : per(clusterCpuMicrosBetween(dbBefore, dbAfter)),
      generator: per(generator.user + generator.system),
    },
  };
}

function describeCpu(cpu: CpuPerRequest): string {
  const db = cpu.database === null ? '' : ` + database ${fmt(cpu.database)}`;
  return `server ${fmt(cpu.server)}${db} + load generator ${fmt(cpu.generator)} µs a request`;
}

/** The lookup answers 200 with the code and its Plus Code: we measure the real thing. */
async function checkLookup(url: string, code: string): Promise<void> {
  const response = await fetch(`${url}/api/zarcodes/${code}`);
  const body = (await response.json()) as { zarcode?: string; plusCode?: string };
  if (response.status !== 200 || body.zarcode !== code || !body.plusCode) {
    throw new Error(`GET /api/zarcodes/${code} answered ${response.status} ${JSON.stringify(body)}`);
  }
}

/** Each query of the mix alone, one request at a time (5 times, median): which ones cost what. */
async function timeEachQuery(url: string, mix: SearchMix): Promise<BenchResults['searchByQuery']> {
  const rows: BenchResults['searchByQuery'] = [];
  const kinds = [
    ['place', mix.place],
    ['title', mix.title],
    ['code', [...mix.code.slice(0, 3), ...mix.code.slice(20, 23), ...mix.code.slice(30, 33), ...mix.code.slice(40, 43)]],
  ] as const;
  for (const [kind, queries] of kinds) {
    for (const query of queries) {
      const times: number[] = [];
      let results = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const response = await fetch(`${url}/api/search/combined?q=${encodeURIComponent(query)}`);
        const body = (await response.json()) as { results?: unknown[] };
        times.push(performance.now() - started);
        results = body.results?.length ?? 0;
      }
      rows.push({ kind, query, ms: median(times), results });
    }
  }
  return rows;
}

/** How many codes the in-bounds boxes hold (a few boxes of each city). */
async function boxCounts(url: string, size: number): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${url}${nextBoxPath(size)}`);
    counts.push(((await response.json()) as { count: number }).count);
  }
  return counts;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
