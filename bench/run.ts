// `npm run bench`: seeds 1,000,000 codes (once) and measures the public lookup (random codes and one
// hot code), search and in-bounds count against baselines, on PostgreSQL and on PGlite; then the same
// goals at 100,000, 1,000,000 and 10,000,000 codes (each size seeded once), and the code page's
// JavaScript weight. `npm run bench -- --smoke`: the same on 20,000 codes (and 5,000 beside it), one
// short round, as CI runs it. Settings (environment): bench/lib/settings.ts and bench/README.md.
import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { createBenchApiKey, timeBatchLookups } from './lib/batch';
import { ensureSeeded, pgliteRunner, postgresRunner, readIntoCache, seededDatabases, type SeededDatabases } from './lib/databases';
import { median, randomOf, runLoad, runPaced, type LoadResult } from './lib/load';
import { clusterCpuMicrosBetween, clusterTicks, startOwnCluster, type ClusterTicks, type OwnCluster } from './lib/postgres';
import { renderReport, type BenchResults, type CpuPerRequest } from './lib/report';
import { fingerprint, hotCode, sampleCodes } from './lib/seed';
import { startServer, type RunningServer } from './lib/servers';
import { measureScale } from './lib/scale';
import { benchSettings, freePort, PGLITE_MAX_CODES, pgliteDir, ROOT } from './lib/settings';
import {
  boxCounts,
  CITY_BOX,
  LATENCY_CONNECTIONS,
  LATENCY_RATE,
  nextBoxPath,
  nextProvinceBoxPath,
  nextSearchPath,
  PROVINCE_BOXES,
  searchMix,
  SUBURB_BOX,
  type SearchMix,
} from './lib/workloads';
import { BURST, measureEmbeddedBurst, SMOKE_BURST } from './embedded-burst';
import { measureMemory, MEMORY_DATABASE } from './memory';
import { measurePageWeight } from './page-weight';

const env = process.env;
const settings = benchSettings();
const BENCH_DIR = settings.dir;
const JWT_SECRET = 'bench-only-secret-0123456789abcdefghijklmnop';

const log = (line: string) => console.log(`[bench] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const startedAt = new Date();
  // The smoke run seeds afresh every time: the seeding is what it checks first.
  if (settings.isSmoke) rmSync(BENCH_DIR, { recursive: true, force: true });
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
      isSmoke: settings.isSmoke,
      codes: settings.codes,
      duration: settings.duration,
      rounds: settings.rounds,
      connections: settings.connections,
      warmUp: settings.warmUp,
      sampleSize: settings.sampleSize,
      fixedRate: settings.fixedRate,
      latencyRate: LATENCY_RATE,
      latencyConnections: LATENCY_CONNECTIONS,
      cityBox: CITY_BOX,
      suburbBox: SUBURB_BOX,
      provinceBoxes: PROVINCE_BOXES.map((p) => `${p.name} ${p.height}° x ${p.width}°`).join(', '),
      scaleDuration: settings.scaleDuration,
      scaleWarmUp: settings.scaleWarmUp,
    },
    database: {
      postgres: '',
      ownCluster: !env.DATABASE_URL,
      seed: null,
      pgliteSeed: null,
      pgliteSkipped: settings.skipPglite
        ? 'BENCH_SKIP_PGLITE'
        : settings.codes > PGLITE_MAX_CODES
          ? `over ${fmt(PGLITE_MAX_CODES)} codes: the embedded database is for small installations, and seeding it with this many would take long`
          : null,
      sameRows: null,
      prewarmed: null,
    },
    hotCode: '',
    throughput: { bare: [], pgMinimal: [], app: [], pgMinimalHot: [], appHot: [] },
    cpu: { bare: [], pgMinimal: [], app: [], pgMinimalHot: [], appHot: [], pglite: [] },
    loadAverages: [],
    fixedRate: { app: [], pgMinimal: [] },
    search: [],
    searchByQuery: [],
    inBounds: { city: [], suburb: [], province: [], cityCounts: [], suburbCounts: [], provinceCounts: [] },
    pglite: [],
    scale: [],
    failures: [],
  };
  results.batchLookup = { ms: [], found: 0, failures: [] };

  let cluster: OwnCluster | undefined;
  let databases: SeededDatabases | undefined;
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
    if (!env.DATABASE_URL) {
      const port = settings.pgPort ?? (await freePort());
      log(`starting a throwaway PostgreSQL in ${BENCH_DIR}/pg on port ${port}`);
      cluster = await startOwnCluster(path.join(BENCH_DIR, 'pg'), port);
    }
    databases = seededDatabases({ cluster, databaseUrl: env.DATABASE_URL, mainCodes: settings.codes, isSmoke: settings.isSmoke, log });
    const main = await databases.seeded(settings.codes);
    const databaseUrl = main.url;
    results.database.seed = main.seed;
    const pgliteDataDir = pgliteDir(BENCH_DIR, settings.codes);
    if (!results.database.pgliteSkipped) {
      // The embedded database's folder is the bench's own: an outdated seed goes with the folder.
      const remake = async () => rmSync(pgliteDataDir, { recursive: true, force: true });
      results.database.pgliteSeed = await ensureSeeded({ kind: 'pglite', dataDir: pgliteDataDir }, settings.codes, log, remake);
    }
    if (settings.seedOnly) {
      for (const codes of settings.scale) await databases.seeded(codes);
      const sizes = [...new Set([settings.codes, ...settings.scale])].sort((a, b) => a - b);
      log(`every size is seeded (${sizes.map((codes) => fmt(codes)).join(', ')} codes); nothing measured (--seed-only)`);
      return;
    }

    const pgRunner = await postgresRunner(databaseUrl);
    // Earlier runs' view counts left dead rows: start from a vacuumed table, not in autovacuum's way.
    await pgRunner.exec('vacuum analyze zarcodes, zarcode_view_counts, zarcode_daily_views');
    const [version] = await pgRunner.rows<{ v: string }>(`select current_setting('server_version') as v`);
    results.database.postgres = version?.v ?? '?';
    results.database.prewarmed = await readIntoCache(pgRunner);
    const codes = await sampleCodes(pgRunner, settings.sampleSize);
    const hot = await hotCode(pgRunner);
    results.hotCode = hot;
    const pgFingerprint = await fingerprint(pgRunner);
    const apiKey = await createBenchApiKey(pgRunner);
    await pgRunner.close();
    if (codes.length < settings.sampleSize * 0.9) throw new Error(`sampled only ${codes.length} codes`);
    log(`sampled ${fmt(codes.length)} codes from PostgreSQL; the hot code is ${hot}`);
    const lookupPath = () => `/api/zarcodes/${randomOf(codes)}`;
    const hotPath = () => `/api/zarcodes/${hot}`;

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
    await checkLookup(app.url, hot);

    // Random codes (each lookup a different row) and one hot code (every lookup the same row: what
    // the server does per request, with the database's part as small as it gets).
    const contenders = [
      { server: bare, path: lookupPath, rps: results.throughput.bare, cpu: results.cpu.bare },
      { server: pgMinimal, path: lookupPath, rps: results.throughput.pgMinimal, cpu: results.cpu.pgMinimal },
      { server: app, path: lookupPath, rps: results.throughput.app, cpu: results.cpu.app },
      { server: pgMinimal, path: hotPath, rps: results.throughput.pgMinimalHot, cpu: results.cpu.pgMinimalHot },
      { server: app, path: hotPath, rps: results.throughput.appHot, cpu: results.cpu.appHot },
    ];
    const dbCpu = () => (cluster ? clusterTicks(cluster.dataDir) : null);
    for (const server of [bare, pgMinimal, app]) {
      log(`warming up ${server.name} (${settings.warmUp} s)`);
      await runLoad({ url: server.url, nextPath: lookupPath, connections: settings.connections, duration: settings.warmUp });
    }
    for (let round = 1; round <= settings.rounds; round++) {
      for (const { server, path: nextPath, rps, cpu } of contenders) {
        const what = `${server.name}${nextPath === hotPath ? ', hot code' : ''}`;
        const { result, perRequest } = await withCpu(server, dbCpu, () =>
          measured(results, `throughput ${what}`, {
            url: server.url,
            nextPath,
            connections: settings.connections,
            duration: settings.duration,
          }),
        );
        rps.push(result.rps);
        cpu.push(perRequest);
        log(`round ${round} ${what}: ${fmt(result.rps)} lookups/s, CPU ${describeCpu(perRequest)}`);
      }
    }

    // The throughput runs leave up to 5 s of views (20,000 codes) for the app to write; the fixed
    // rate measures the steady state at 1,000 lookups a second, so it starts once they are written.
    log(`waiting ${settings.viewFlushSettleMs / 1000} s for the app to write the views of the throughput runs`);
    await sleep(settings.viewFlushSettleMs);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const [server, list] of [[app, results.fixedRate.app], [pgMinimal, results.fixedRate.pgMinimal]] as const) {
        const result = await runPaced({ url: server.url, nextPath: lookupPath, rate: settings.fixedRate, duration: settings.duration });
        noteRun(results, `fixed rate ${server.name}`, result);
        list.push(result);
        log(`round ${round} ${server.name} at ${settings.fixedRate}/s: p99 ${fmt(result.p99, 2)} ms (generator lag p99 ${fmt(result.sendLagP99, 2)} ms)`);
      }
    }

    const mix = searchMix(codes);
    results.searchByQuery = await timeEachQuery(app.url, mix, settings.queryRepeats);
    for (let round = 1; round <= settings.rounds; round++) {
      const result = await measured(results, 'combined search', {
        url: app.url,
        nextPath: () => nextSearchPath(mix),
        connections: LATENCY_CONNECTIONS,
        duration: settings.duration,
        overallRate: LATENCY_RATE,
      });
      results.search.push(result);
      log(`round ${round} combined search: p95 ${fmt(result.p95, 1)} ms`);
    }

    const { inBounds } = results;
    const boxes = [
      { name: `${CITY_BOX}° box`, nextPath: () => nextBoxPath(CITY_BOX), list: inBounds.city, counts: inBounds.cityCounts },
      { name: `${SUBURB_BOX}° box`, nextPath: () => nextBoxPath(SUBURB_BOX), list: inBounds.suburb, counts: inBounds.suburbCounts },
      { name: 'province box', nextPath: nextProvinceBoxPath, list: inBounds.province, counts: inBounds.provinceCounts },
    ];
    for (const box of boxes) box.counts.push(...(await boxCounts(app.url, box.nextPath)));
    for (let round = 1; round <= settings.rounds; round++) {
      for (const box of boxes) {
        const result = await measured(results, `in-bounds ${box.name}`, {
          url: app.url,
          nextPath: box.nextPath,
          connections: LATENCY_CONNECTIONS,
          duration: settings.duration,
          overallRate: LATENCY_RATE,
        });
        box.list.push(result);
        log(`round ${round} in-bounds ${box.name}: p95 ${fmt(result.p95, 1)} ms`);
      }
    }

    // A batch of 1,000 codes through /api/v1 with an API key, one batch at a time.
    results.batchLookup = await timeBatchLookups(app.url, apiKey, codes);
    results.failures.push(...results.batchLookup.failures);
    log(`batch lookup of 1,000 codes: ${results.batchLookup.ms.map((ms) => fmt(ms, 1)).join(' / ')} ms`);
    await stopServers();
    if (cpuProfileDir) log(`CPU profile of the app server written to ${cpuProfileDir}`);

    // --- How the costs grow with the codes: the same measures at each size of BENCH_SCALE ------
    results.scale = await measureScale({
      settings,
      seeded: (codes) => databases!.seeded(codes),
      appEnv: { DATA_DIR: appDataDir, JWT_SECRET, LOG_LEVEL: 'silent' },
      record: (label, result) => noteRun(results, label, result),
      servers,
      log,
    });

    // --- PGlite: the same lookup on the embedded database --------------------------------------
    if (!results.database.pgliteSkipped) {
      const runner = await pgliteRunner(pgliteDataDir);
      const pgliteCodes = await sampleCodes(runner, settings.sampleSize);
      if (pgliteCodes.length < settings.sampleSize * 0.9) throw new Error(`sampled only ${pgliteCodes.length} codes from PGlite`);
      results.database.sameRows = (await fingerprint(runner)) === pgFingerprint;
      await runner.close();
      const embedded = await startServer('app-pglite', 'app', {
        env: { DATA_DIR: pgliteDataDir, JWT_SECRET, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      });
      servers.push(embedded);
      const pglitePath = () => `/api/zarcodes/${randomOf(pgliteCodes)}`;
      await checkLookup(embedded.url, pgliteCodes[0]!);
      log(`warming up app on PGlite (${settings.warmUp} s)`);
      await runLoad({ url: embedded.url, nextPath: pglitePath, connections: settings.connections, duration: settings.warmUp });
      for (let round = 1; round <= settings.rounds; round++) {
        const { result, perRequest } = await withCpu(embedded, () => null, () =>
          measured(results, 'throughput app on PGlite', {
            url: embedded.url,
            nextPath: pglitePath,
            connections: settings.connections,
            duration: settings.duration,
          }),
        );
        results.pglite.push(result.rps);
        results.cpu.pglite.push(perRequest);
        log(`round ${round} app on PGlite: ${fmt(result.rps)} lookups/s, CPU ${describeCpu(perRequest)}`);
      }
      await stopServers();
    }

    // A burst of code creations on a fresh embedded database, and the requests waiting beside it.
    if (!settings.skipPglite) {
      results.embeddedBurst = await measureEmbeddedBurst(settings.isSmoke ? SMOKE_BURST : BURST);
      const { created, failedCreations, burstMs, probes } = results.embeddedBurst;
      if (failedCreations > 0) results.failures.push(`embedded burst: ${failedCreations} creations failed`);
      for (const probe of probes) if (probe.failed > 0) results.failures.push(`embedded burst: ${probe.failed} ${probe.name} requests failed`);
      log(`embedded burst: ${created} codes in ${fmt(burstMs)} ms; p99 ${probes.map((p) => `${p.name} ${fmt(p.p99, 1)} ms`).join(', ')}`);
    }

    // Memory of the server as `npm start` runs it, on a database of its own (it writes codes):
    // a fresh one on our cluster, or the smoke run's throwaway DATABASE_URL.
    const memoryDatabase = cluster ? await cluster.freshDatabase(MEMORY_DATABASE) : settings.isSmoke ? databaseUrl : undefined;
    if (memoryDatabase) {
      // Its failure is the run's (the smoke run fails on it), but the figures measured so far are written.
      try {
        results.memory = await measureMemory({
          databaseUrl: memoryDatabase,
          idleSeconds: settings.memoryIdleSeconds,
          scale: settings.isSmoke ? 0.1 : 1,
          log,
        });
      } catch (error) {
        results.failures.push(`memory: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else {
      log('memory not measured: with DATABASE_URL, run `DATABASE_URL=<another database> npx tsx bench/memory.ts`');
    }
  } finally {
    await stopServers();
    await databases?.cleanUp();
    cluster?.stop();
  }

  if (!settings.skipPageWeight && existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    try {
      results.pageWeight = await measurePageWeight({ log });
    } catch (error) {
      results.failures.push(`page weight: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  results.finishedAt = new Date();
  results.machine.loadAverageAtEnd = os.loadavg();
  const report = renderReport(results);
  mkdirSync(path.dirname(settings.report), { recursive: true });
  writeFileSync(settings.report, report);
  if (!settings.isSmoke) console.log(`\n${report}`);
  log(`written to ${path.relative(ROOT, settings.report)} in ${fmt((results.finishedAt.getTime() - startedAt.getTime()) / 1000)} s`);
  if (settings.isSmoke && results.failures.length > 0) {
    console.error(`[bench] the smoke run failed: ${results.failures.join('; ')}`);
    process.exitCode = 1;
  }
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

/** Each query of the mix alone, one request at a time (`repeats` times, median): which ones cost what. */
async function timeEachQuery(url: string, mix: SearchMix, repeats: number): Promise<BenchResults['searchByQuery']> {
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
      for (let i = 0; i < repeats; i++) {
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
