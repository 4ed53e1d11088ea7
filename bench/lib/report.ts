import type { BurstResult } from '../embedded-burst';
import type { MemoryResult } from '../memory';
import { BATCH_REPEATS, BATCH_SIZE, type BatchLookupResult } from './batch';
import { renderMemory } from '../memory';
import type { PageWeightResult } from '../page-weight';
import { renderPageWeight } from '../page-weight';
import { median, type LoadResult, type PacedResult } from './load';
import { describePrewarm, type Prewarmed, type SeedOutcome } from './databases';
import type { ScaleRow } from './scale';
import { formatSeconds, SEED_USERS } from './seed';

/** CPU microseconds one answered request cost, by process. */
export interface CpuPerRequest {
  server: number;
  /** PostgreSQL's processes (own cluster only); null when not measured. */
  database: number | null;
  generator: number;
}

export interface BenchResults {
  startedAt: Date;
  finishedAt: Date;
  machine: {
    cpu: string;
    memoryGb: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  settings: {
    isSmoke: boolean;
    codes: number;
    duration: number;
    rounds: number;
    connections: number;
    warmUp: number;
    sampleSize: number;
    fixedRate: number;
    latencyRate: number;
    latencyConnections: number;
    cityBox: number;
    suburbBox: number;
    /** The province boxes, in words (name, height and width). */
    provinceBoxes: string;
    /** Seconds of each measurement of the scaling table, and of lookups warming up each size's server. */
    scaleDuration: number;
    scaleWarmUp: number;
  };
  database: {
    postgres: string;
    ownCluster: boolean;
    /** How the main size's seed came about (null: not yet). */
    seed: SeedOutcome | null;
    pgliteSeed: SeedOutcome | null;
    /** Why the lookups on PGlite were left out, or null when they ran. */
    pgliteSkipped: string | null;
    /** Whether PGlite holds exactly PostgreSQL's rows (null: not checked). */
    sameRows: boolean | null;
    /** The main size's database read into the OS's cache before its servers started (null: could not be). */
    prewarmed: Prewarmed | null;
  };
  /** The code every request of the hot-code runs looks up. */
  hotCode: string;
  /** Successful lookups a second, one entry per round; `...Hot`: the hot code. */
  throughput: { bare: number[]; pgMinimal: number[]; app: number[]; pgMinimalHot: number[]; appHot: number[] };
  cpu: {
    bare: CpuPerRequest[];
    pgMinimal: CpuPerRequest[];
    app: CpuPerRequest[];
    pgMinimalHot: CpuPerRequest[];
    appHot: CpuPerRequest[];
    pglite: CpuPerRequest[];
  };
  /** The 1-minute load average after each measured run. */
  loadAverages: number[];
  fixedRate: { app: PacedResult[]; pgMinimal: PacedResult[] };
  search: LoadResult[];
  searchByQuery: { kind: string; query: string; ms: number; results: number }[];
  inBounds: {
    city: LoadResult[];
    suburb: LoadResult[];
    province: LoadResult[];
    cityCounts: number[];
    suburbCounts: number[];
    provinceCounts: number[];
  };
  pglite: number[];
  /** The scaling table: the same measures at each size of BENCH_SCALE. */
  scale: ScaleRow[];
  failures: string[];
  pageWeight?: PageWeightResult;
  memory?: MemoryResult;
  embeddedBurst?: BurstResult;
  /** POST /api/v1/batch/lookup of BATCH_SIZE codes. */
  batchLookup?: BatchLookupResult;
}

/** The goals that hold at every size of the scaling table as at the main one, in ms. */
const LOOKUP_P99_GOAL_MS = 10;
const SEARCH_P95_GOAL_MS = 20;
const IN_BOUNDS_P95_GOAL_MS = 10;
/**
 * The server's memory must not grow with the codes: what its heap holds after a full collection,
 * at every size within this much of the smallest size's (about 64 MB in all; its caches are bounded
 * by entries, not by the codes there are). Its resident set is no measure of this: after the same
 * load at one size it differed by 20-50 MB from run to run, and a full collection hardly moves it.
 */
const MEMORY_GROWTH_ALLOWANCE_MB = 10;

const num = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';
const verdict = (met: boolean) => (met ? 'met' : '**missed**');
const rounds = (values: number[], digits = 0) => values.map((v) => num(v, digits)).join(' / ');
const medianOf = (results: LoadResult[], key: 'p50' | 'p95' | 'p99' | 'rps') => median(results.map((r) => r[key]));

/** docs/benchmarks.md: the figures of one run, with how they were measured. */
export function renderReport(r: BenchResults): string {
  const s = r.settings;
  const bare = median(r.throughput.bare);
  const pgMinimal = median(r.throughput.pgMinimal);
  const app = median(r.throughput.app);
  const vsQuery = app / pgMinimal;
  const vsBare = app / bare;
  const fixedP99 = medianOf(r.fixedRate.app, 'p99');
  const fixedP99Minimal = medianOf(r.fixedRate.pgMinimal, 'p99');
  const searchP95 = medianOf(r.search, 'p95');
  const cityP95 = medianOf(r.inBounds.city, 'p95');
  const suburbP95 = medianOf(r.inBounds.suburb, 'p95');
  const provinceP95 = medianOf(r.inBounds.province, 'p95');
  const pglite = median(r.pglite);
  const cpuRatio = cpuRatioOf(r.cpu.app, r.cpu.pgMinimal);
  const pgMinimalHot = median(r.throughput.pgMinimalHot);
  const appHot = median(r.throughput.appHot);
  const vsQueryHot = appHot / pgMinimalHot;
  const cpuRatioHot = cpuRatioOf(r.cpu.appHot, r.cpu.pgMinimalHot);
  const batchMs = r.batchLookup && r.batchLookup.ms.length > 0 ? median(r.batchLookup.ms) : Number.NaN;
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  const minutes = (r.finishedAt.getTime() - r.startedAt.getTime()) / 60_000;

  const lines = [
    r.settings.isSmoke ? '# Benchmark smoke run (figures mean nothing: a small table, one short round)' : '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.ts) on ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC;`,
    'every run overwrites this page. The goals are in [rules.md](rules.md#speed-and-reach). Why a goal is missed, what costs what, and the',
    'proposed fixes: [bench/README.md](../bench/README.md).',
    '',
    '## Summary',
    '',
    '| measure | result | goal | |',
    '| --- | --- | --- | --- |',
    `| public lookup \`GET /api/zarcodes/{code}\` vs minimal \`pg\` route | ${num(vsQuery, 2)}x (${num(app)} vs ${num(pgMinimal)} lookups/s) | at least 0.8x | ${verdict(vsQuery >= 0.8)} |`,
    `| the same, from CPU time per lookup (server + PostgreSQL + load generator) | ${num(cpuRatio.ratio, 2)}x (${num(cpuRatio.app)} vs ${num(cpuRatio.minimal)} µs) | at least 0.8x | ${Number.isFinite(cpuRatio.ratio) ? verdict(cpuRatio.ratio >= 0.8) : ''} |`,
    `| the same, one hot code looked up by every request (\`${r.hotCode}\`) | ${num(vsQueryHot, 2)}x (${num(appHot)} vs ${num(pgMinimalHot)} lookups/s) | at least 0.8x | ${verdict(vsQueryHot >= 0.8)} |`,
    `| the same, hot code, from CPU time per lookup | ${num(cpuRatioHot.ratio, 2)}x (${num(cpuRatioHot.app)} vs ${num(cpuRatioHot.minimal)} µs) | at least 0.8x | ${Number.isFinite(cpuRatioHot.ratio) ? verdict(cpuRatioHot.ratio >= 0.8) : ''} |`,
    `| public lookup vs bare Fastify constant JSON | ${num(vsBare, 2)}x (${num(app)} vs ${num(bare)} answers/s) | (reported) | |`,
    `| lookup p99 at a fixed ${num(s.fixedRate)} requests/s | ${num(fixedP99, 1)} ms (minimal \`pg\` route: ${num(fixedP99Minimal, 1)} ms) | under ${LOOKUP_P99_GOAL_MS} ms | ${verdict(fixedP99 < LOOKUP_P99_GOAL_MS)} |`,
    `| combined search \`GET /api/search/combined?q=\` p95 | ${num(searchP95, 1)} ms | under ${SEARCH_P95_GOAL_MS} ms | ${verdict(searchP95 < SEARCH_P95_GOAL_MS)} |`,
    `| in-bounds count p95, city box of ${s.cityBox}° (${countRange(r.inBounds.cityCounts)} codes) | ${num(cityP95, 1)} ms | under ${IN_BOUNDS_P95_GOAL_MS} ms | ${verdict(cityP95 < IN_BOUNDS_P95_GOAL_MS)} |`,
    `| in-bounds count p95, province box (${s.provinceBoxes}; ${countRange(r.inBounds.provinceCounts)} codes) | ${num(provinceP95, 1)} ms | under ${IN_BOUNDS_P95_GOAL_MS} ms | ${verdict(provinceP95 < IN_BOUNDS_P95_GOAL_MS)} |`,
    `| in-bounds count p95, suburb box of ${s.suburbBox}° (${countRange(r.inBounds.suburbCounts)} codes) | ${num(suburbP95, 1)} ms | (for comparison) | |`,
    `| batch lookup of ${num(BATCH_SIZE)} codes \`POST /api/v1/batch/lookup\`, median of ${BATCH_REPEATS} | ${num(batchMs, 1)} ms (${rounds(r.batchLookup?.ms ?? [], 1)}) | under 200 ms | ${Number.isFinite(batchMs) ? verdict(batchMs < 200) : 'not measured'} |`,
    r.pglite.length > 0
      ? `| the same lookup on PGlite vs PostgreSQL | ${num(pglite / app, 2)}x (${num(pglite)} vs ${num(app)} lookups/s) | (reported) | |`
      : `| the same lookup on PGlite | not run (${r.database.pgliteSkipped ?? 'no figures'}) | | |`,
    scaleSummary(r.scale),
    r.pageWeight
      ? `| JavaScript of the public code page, gzipped | ${num(r.pageWeight.gzipBytes / 1024, 1)} KB in ${r.pageWeight.files.length} files | at most 150 KB | ${verdict(r.pageWeight.gzipBytes <= 150 * 1024)} |`
      : '| JavaScript of the public code page | not measured (no dist/web, or BENCH_SKIP_PAGE_WEIGHT) | at most 150 KB | |',
    ...burstSummary(r.embeddedBurst),
    '',
    r.failures.length > 0
      ? `**Failed requests or steps** (figures above are suspect): ${r.failures.join('; ')}.`
      : 'Every request of every run answered 2xx.',
    '',
    ...renderScale(r),
    '## Machine and run',
    '',
    `- ${r.machine.cpu}, ${r.machine.memoryGb} GB RAM, Node ${r.machine.node}, PostgreSQL ${r.database.postgres}` +
      (r.database.ownCluster ? ' (a throwaway cluster started by the bench: shared_buffers 1 GB, default durability)' : ' (DATABASE_URL)') +
      ', PGlite 0.5 (in the server process).' +
      (r.database.prewarmed
        ? ` Its tables and indexes read into the OS's cache before the servers start (pg_prewarm: ${describePrewarm(r.database.prewarmed)}).`
        : ' Its tables and indexes were not read into the OS\'s cache first (pg_prewarm is not available).'),
    `- Load average (1, 5, 15 min) at start ${load(r.machine.loadAverageAtStart)}, at end ${load(r.machine.loadAverageAtEnd)};` +
      ` 1-minute load after each measured run: ${loadSpread(r.loadAverages)}. The machine has 2 cores: anything else running on it` +
      ' (other test suites) takes its share and shows in every wall-clock figure. CPU time per request (below) hardly depends on it.',
    `- Whole run: ${num(minutes, 1)} min` +
      seedNotes(r) +
      '.',
    `- Load generator: autocannon 9 in the bench process; each server in its own Node process, started one after the other` +
      ' and left idle while another is measured; everything on the same machine and the same database.',
    `- Throughput: ${s.connections} connections, ${s.warmUp} s warm-up per server, then ${s.rounds} rounds of ${s.duration} s, the servers` +
      ' and workloads taking turns within each round; figures are medians of the rounds.',
    `- Lookups: a code drawn at random per request from ${num(s.sampleSize)} codes sampled across the whole table` +
      ' (`TABLESAMPLE BERNOULLI`), public and private alike; and one hot code, the most viewed public one, for every request.',
    `- Fixed rate: ${num(s.fixedRate)} requests/s evenly spaced (bench/lib/load.ts \`runPaced\`, Node's http client on kept-alive sockets):` +
      ' each request is sent when it is due, whatever the earlier ones are doing (open loop), and timed from then to the end of its answer.' +
      ' The rounds start 8 s after the throughput runs, once the app has written the views those left pending (20,000 codes), so they measure the steady state with its own view writes every 5 s.' +
      ' autocannon cannot pace evenly: its rate limit sends each connection\'s share of the second back to back, then waits, which measures bursts.' +
      ` How late the generator itself sent requests (its timer, on this shared machine), p99 per round: app ${r.fixedRate.app.map((x) => num(x.sendLagP99, 1)).join(' / ')} ms.`,
    `- Search and in-bounds: ${s.latencyRate} requests/s over ${s.latencyConnections} connections, ${s.rounds} rounds of ${s.duration} s; p95 is the median of the rounds' p95.` +
      ' A light load on purpose, so that the figures are what one request costs: a request slower than' +
      ` ${num(1000 / (s.latencyRate / s.latencyConnections))} ms makes it a closed loop of ${s.latencyConnections} connections.` +
      ' Search queries: a kind drawn at random (place, title word, code), then a query of that kind (table below).',
    `- The PostgreSQL tables are vacuumed and analysed before measuring (view counts of earlier runs leave dead rows).`,
    `- Batch lookup: ${num(BATCH_SIZE)} codes of the sample per request (public and private alike: another user's private code is marked, not located),` +
      ` sent with an API key made for the bench, one request at a time; one untimed, then ${BATCH_REPEATS} timed, request to parsed answer.`,
    '',
    '## Seeded data',
    '',
    `${num(s.codes)} codes and ${num(SEED_USERS)} users, made by set-based SQL (bench/lib/seed.ts), the same script on both databases` +
      (r.database.sameRows === null ? '.' : r.database.sameRows ? ' (the same rows: fingerprints match).' : ' (**fingerprints differ**).'),
    'Codes in the house format with their standard prefix (2% creator codes with 3-letter prefixes), unique suffixes from the suffix',
    'alphabet; points around the gazetteer\'s 1,012 places weighted by population^0.8 and spread normally (0.01° for a village,',
    'about 0.06° for Johannesburg); titles, street addresses and delivery notes of real words; 75% public; rows stored in order of',
    'creation time (within each million, a statement inserting a million at most). The project\'s migrations are applied first through',
    '`openDatabase()`; the secondary indexes are dropped and built again from their own definitions after the insert, and the grid counts',
    'of the in-bounds count are made once from all the codes; then `VACUUM ANALYZE`. A database keeps its seed between runs: its mark',
    '(table `bench_seed`: the count, a digest of the seed\'s statements and a fingerprint of its first 5,000 codes) says it holds it whole.',
    'A prefix holds 1,048,576 suffixes: past that (Johannesburg beyond about 8 million codes, Cape Town beyond 9.8 million) its codes take',
    'an overflow prefix, `Y` and its letters (`YJN`, `YCT`).',
    '',
    '## Figures by round',
    '',
    '| measure | rounds | median |',
    '| --- | --- | --- |',
    `| bare Fastify, answers/s | ${rounds(r.throughput.bare)} | ${num(bare)} |`,
    `| minimal \`pg\` route, lookups/s | ${rounds(r.throughput.pgMinimal)} | ${num(pgMinimal)} |`,
    `| the app (buildApp, PostgreSQL), lookups/s | ${rounds(r.throughput.app)} | ${num(app)} |`,
    `| minimal \`pg\` route, hot code, lookups/s | ${rounds(r.throughput.pgMinimalHot)} | ${num(pgMinimalHot)} |`,
    `| the app, hot code, lookups/s | ${rounds(r.throughput.appHot)} | ${num(appHot)} |`,
    `| the app on PGlite, lookups/s | ${rounds(r.pglite)} | ${num(pglite)} |`,
    `| app at ${num(s.fixedRate)}/s: p50 / p99 ms | ${r.fixedRate.app.map((x) => `${num(x.p50, 1)} / ${num(x.p99, 1)}`).join('; ')} | ${num(medianOf(r.fixedRate.app, 'p50'), 1)} / ${num(fixedP99, 1)} |`,
    `| minimal \`pg\` route at ${num(s.fixedRate)}/s: p50 / p99 ms | ${r.fixedRate.pgMinimal.map((x) => `${num(x.p50, 1)} / ${num(x.p99, 1)}`).join('; ')} | ${num(medianOf(r.fixedRate.pgMinimal, 'p50'), 1)} / ${num(fixedP99Minimal, 1)} |`,
    `| combined search: p50 / p95 / p99 ms | ${r.search.map((x) => `${num(x.p50, 1)} / ${num(x.p95, 1)} / ${num(x.p99, 1)}`).join('; ')} | ${num(medianOf(r.search, 'p50'), 1)} / ${num(searchP95, 1)} / ${num(medianOf(r.search, 'p99'), 1)} |`,
    `| in-bounds ${s.cityBox}°: p50 / p95 ms | ${r.inBounds.city.map((x) => `${num(x.p50, 1)} / ${num(x.p95, 1)}`).join('; ')} | ${num(medianOf(r.inBounds.city, 'p50'), 1)} / ${num(cityP95, 1)} |`,
    `| in-bounds ${s.suburbBox}°: p50 / p95 ms | ${r.inBounds.suburb.map((x) => `${num(x.p50, 1)} / ${num(x.p95, 1)}`).join('; ')} | ${num(medianOf(r.inBounds.suburb, 'p50'), 1)} / ${num(suburbP95, 1)} |`,
    `| in-bounds province: p50 / p95 ms | ${r.inBounds.province.map((x) => `${num(x.p50, 1)} / ${num(x.p95, 1)}`).join('; ')} | ${num(medianOf(r.inBounds.province, 'p50'), 1)} / ${num(provinceP95, 1)} |`,
    '',
    '### CPU time per lookup',
    '',
    'Microseconds of CPU per answered lookup in the throughput runs (medians of the rounds): the server process',
    '(`process.cpuUsage()`), PostgreSQL (every process of the bench\'s own cluster, from /proc, 10 ms resolution) and the',
    'load generator (the bench process). On a machine with nothing else running, throughput is bounded by the total;',
    'the ratio of totals is the throughput ratio such a machine would show.',
    '',
    '| server | server | PostgreSQL | load generator | total |',
    '| --- | --- | --- | --- | --- |',
    ...([
      ['bare Fastify', r.cpu.bare],
      ['minimal `pg` route', r.cpu.pgMinimal],
      ['the app on PostgreSQL', r.cpu.app],
      ['minimal `pg` route, hot code', r.cpu.pgMinimalHot],
      ['the app on PostgreSQL, hot code', r.cpu.appHot],
      ['the app on PGlite (database inside the server)', r.cpu.pglite],
    ] as const).map(([name, list]) => {
      const c = cpuMedian(list);
      return `| ${name} | ${num(c.server)} | ${c.database === null ? '-' : num(c.database)} | ${num(c.generator)} | ${num(c.total ?? Number.NaN)} |`;
    }),
    '',
    '### Each search query alone',
    '',
    'One request at a time, 5 times each, median in ms (the load mix draws a kind, then a query of that kind).',
    '',
    '| kind | query | ms | results |',
    '| --- | --- | --- | --- |',
    ...r.searchByQuery.map((q) => `| ${q.kind} | \`${q.query}\` | ${num(q.ms, 1)} | ${q.results} |`),
    '',
  ];
  if (r.embeddedBurst) lines.push(...renderBurst(r.embeddedBurst));
  if (r.pageWeight) lines.push(...renderPageWeight(r.pageWeight));
  if (r.memory) lines.push(...renderMemory(r.memory));
  return `${lines.join('\n')}\n`;
}

/** Which seeds this run made (and how long each took) and which it kept. */
function seedNotes(r: BenchResults): string {
  const seeds: [string, SeedOutcome | null][] = [
    [`PostgreSQL (${num(r.settings.codes)} codes)`, r.database.seed],
    ['PGlite', r.database.pgliteSeed],
    ...r.scale.filter((row) => row.codes !== r.settings.codes).map((row): [string, SeedOutcome] => [`${num(row.codes)} codes for the scaling table`, row.seed]),
  ];
  const made = seeds.filter(([, seed]) => seed && !seed.kept).map(([what, seed]) => `${what} ${formatSeconds(seed!.seconds)}`);
  const kept = seeds.filter(([, seed]) => seed?.kept).map(([what]) => what);
  return (made.length > 0 ? `, of which seeding ${made.join(', ')}` : '') + (kept.length > 0 ? `; seeds kept from earlier runs: ${kept.join(', ')}` : '');
}

/** Whether the server's heap at this size stayed within the allowance of the smallest size's. */
const heapHeld = (row: ScaleRow, smallestHeap: number) => row.serverMb.heap <= smallestHeap + MEMORY_GROWTH_ALLOWANCE_MB;

/** The scaling table's goals at one size: which were missed, in words (none: all met). */
function scaleMisses(row: ScaleRow, smallestHeap: number): string[] {
  const misses: string[] = [];
  if (!(medianOf(row.fixedRate, 'p99') < LOOKUP_P99_GOAL_MS)) misses.push('lookup p99');
  if (!(medianOf(row.search, 'p95') < SEARCH_P95_GOAL_MS)) misses.push('search p95');
  if (!(medianOf(row.city, 'p95') < IN_BOUNDS_P95_GOAL_MS)) misses.push('in-bounds city p95');
  if (!(medianOf(row.province, 'p95') < IN_BOUNDS_P95_GOAL_MS)) misses.push('in-bounds province p95');
  if (!heapHeld(row, smallestHeap)) misses.push('server memory');
  return misses;
}

function scaleSummary(rows: ScaleRow[]): string {
  const what = 'the lookup, search and in-bounds goals above, and server memory not growing, at every size of the scaling table';
  if (rows.length === 0) return `| ${what} | not run (BENCH_SCALE=off) | | |`;
  const smallestHeap = rows[0]!.serverMb.heap;
  const missedAt = new Map<string, string[]>();
  for (const row of rows) for (const miss of scaleMisses(row, smallestHeap)) missedAt.set(miss, [...(missedAt.get(miss) ?? []), num(row.codes)]);
  const misses = [...missedAt].map(([miss, sizes]) => `${miss} (${sizes.join(', ')})`);
  const sizes = rows.map((row) => num(row.codes)).join(', ');
  return `| ${what} (${sizes} codes) | ${misses.length === 0 ? 'met at every size' : `missed: ${misses.join('; ')}`} | as above | ${verdict(misses.length === 0)} |`;
}

const megabytes = (bytes: number) => (bytes >= 10 * 2 ** 30 ? `${num(bytes / 2 ** 30, 1)} GB` : `${num(bytes / 2 ** 20)} MB`);
const diskTotal = (row: ScaleRow) => row.disk.table + row.disk.indexes + row.disk.gridCounts;

/** The scaling table: how each cost grows with the codes, each goal marked at each size. */
function renderScale(r: BenchResults): string[] {
  const rows = r.scale;
  const s = r.settings;
  if (rows.length === 0) return [];
  const smallest = rows[0]!;
  const largest = rows.at(-1)!;
  const goal = (value: number, limit: number, digits = 1) => `${num(value, digits)} ms, ${verdict(value < limit)}`;
  const growth = (of: (row: ScaleRow) => number) => `x${num(of(largest) / of(smallest), 1)}`;
  const lookupP99 = (row: ScaleRow) => medianOf(row.fixedRate, 'p99');
  const searchP50 = (row: ScaleRow) => medianOf(row.search, 'p50');
  const searchP95 = (row: ScaleRow) => medianOf(row.search, 'p95');
  const cityP95 = (row: ScaleRow) => medianOf(row.city, 'p95');
  const provinceP95 = (row: ScaleRow) => medianOf(row.province, 'p95');
  return [
    '## How the costs grow with the codes',
    '',
    `The same measures at ${rows.map((row) => num(row.codes)).join(', ')} codes (\`BENCH_SCALE\`), on PostgreSQL` +
      (r.database.ownCluster ? ", each size a database of its own on the bench's cluster," : ", each size a database of its own beside DATABASE_URL's,") +
      (s.isSmoke ? ' seeded afresh for the smoke run' : ' seeded once and kept between runs') +
      ' (bench/lib/seed.ts). ' +
      prewarmSentence(rows) +
      ' Then the app server is started afresh on its database and warmed up' +
      ` (${s.scaleWarmUp > 0 ? `${num(s.scaleWarmUp)} s of lookups at ${num(s.fixedRate)}/s, ` : ''}ten of each box and search), then ${s.rounds} rounds of ${s.scaleDuration} s of each:` +
      ` lookups of random codes at an even ${num(s.fixedRate)}/s, combined search, and in-bounds counts over a ${s.cityBox}° city box and a province box,` +
      ` the last three at ${s.latencyRate} requests/s over ${s.latencyConnections} connections as above; medians of the rounds.` +
      ` The server's memory is what its V8 heap holds after its measurements and a full garbage collection, which is where data kept` +
      ' for the codes would show; then its resident set and the highest of its life, which move by tens of MB between runs at one size' +
      ' (V8 keeps the pages it grew to; bench/README.md, "Memory"). A bench server run through tsx: compared across sizes here, not with the memory goal (that is the "Memory" section\'s).' +
      ` The embedded database is not part of this table (${r.database.pgliteSkipped ? `and its lookups were not run at all: ${r.database.pgliteSkipped}` : 'its lookups are measured at the main size only'}).`,
    '',
    `| codes | seed | on disk: table / indexes / grid counts | lookup p99 at ${num(s.fixedRate)}/s | search p50 / p95 | in-bounds p95, city box | in-bounds p95, province box | server memory |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| goal | | | under ${LOOKUP_P99_GOAL_MS} ms | p95 under ${SEARCH_P95_GOAL_MS} ms | under ${IN_BOUNDS_P95_GOAL_MS} ms | under ${IN_BOUNDS_P95_GOAL_MS} ms | heap not growing: within ${MEMORY_GROWTH_ALLOWANCE_MB} MB of the smallest size's |`,
    ...rows.map((row) => {
      const seed = row.seed.kept ? `kept (seeded in ${formatSeconds(row.seed.seconds)})` : formatSeconds(row.seed.seconds);
      const disk = `${megabytes(row.disk.table)} / ${megabytes(row.disk.indexes)} / ${megabytes(row.disk.gridCounts)}`;
      const memory =
        `heap ${num(row.serverMb.heap, 1)} MB, ${verdict(heapHeld(row, smallest.serverMb.heap))};` +
        ` resident ${num(row.serverMb.rss)} MB (peak ${num(row.serverMb.peak)})`;
      return (
        `| ${num(row.codes)} | ${seed} | ${disk} | ${goal(lookupP99(row), LOOKUP_P99_GOAL_MS)} | ${num(searchP50(row), 1)} / ${goal(searchP95(row), SEARCH_P95_GOAL_MS)}` +
        ` | ${goal(cityP95(row), IN_BOUNDS_P95_GOAL_MS)} | ${goal(provinceP95(row), IN_BOUNDS_P95_GOAL_MS)} | ${memory} |`
      );
    }),
    ...(rows.length > 1
      ? [
          `| growth, ${num(smallest.codes)} to ${num(largest.codes)} (x${num(largest.codes / smallest.codes)}) | | x${num(diskTotal(largest) / diskTotal(smallest), 1)} in all` +
            ` | ${growth(lookupP99)} | ${growth(searchP50)} / ${growth(searchP95)} | ${growth(cityP95)} | ${growth(provinceP95)}` +
            ` | heap ${signed(largest.serverMb.heap - smallest.serverMb.heap)} MB, resident ${signed(largest.serverMb.rss - smallest.serverMb.rss)} MB |`,
        ]
      : []),
    '',
    'Codes in the boxes (ten of each, fewest to most): ' +
      rows.map((row) => `${num(row.codes)}: city ${countRange(row.cityCounts)}, province ${countRange(row.provinceCounts)}`).join('; ') +
      '. By round, p99 / p95 / p95 / p95 in ms: ' +
      rows
        .map(
          (row) =>
            `${num(row.codes)}: ` +
            row.fixedRate.map((paced, i) => [paced.p99, row.search[i]?.p95, row.city[i]?.p95, row.province[i]?.p95].map((v) => num(v ?? Number.NaN, 1)).join(' / ')).join('; '),
        )
        .join('. ') +
      '.',
    '',
  ];
}

/** A difference with its sign, in whole units unless under ten. */
const signed = (value: number) => `${value >= 0 ? '+' : ''}${num(value, Math.abs(value) < 10 ? 1 : 0)}`;

/** How each size's database was read into the OS's cache before its server started. */
function prewarmSentence(rows: readonly ScaleRow[]): string {
  const read = rows.filter((row) => row.prewarmed);
  const what =
    'as a database server that has been answering for a while holds its pages in memory, where a cluster just started reads each from the disk on first use (bench/README.md, "Reads from the disk")';
  if (read.length === 0) return `Each size's tables and indexes were not read into the OS's cache first (pg_prewarm is not available), ${what}.`;
  const sizes = read.map((row) => describePrewarm(row.prewarmed!)).join(', ');
  const missing = rows.length - read.length;
  return (
    `Each size's tables and indexes are first read into the OS's cache with pg_prewarm (${sizes}), ${what}` +
    (missing > 0 ? `; ${missing} of the sizes could not be.` : '.')
  );
}

function cpuMedian(list: readonly CpuPerRequest[]): { server: number; database: number | null; generator: number; total: number | null } {
  const server = median(list.map((c) => c.server));
  const generator = median(list.map((c) => c.generator));
  const databases = list.map((c) => c.database).filter((d): d is number => d !== null);
  const database = databases.length === list.length && list.length > 0 ? median(databases) : null;
  const total = list.length === 0 ? null : server + generator + (database ?? 0);
  return { server, database, generator, total };
}

/** The minimal route's CPU per lookup over the app's (higher is better for the app), with both totals. */
function cpuRatioOf(app: readonly CpuPerRequest[], minimal: readonly CpuPerRequest[]) {
  const appTotal = cpuMedian(app).total ?? Number.NaN;
  const minimalTotal = cpuMedian(minimal).total ?? Number.NaN;
  return { ratio: minimalTotal / appTotal, app: appTotal, minimal: minimalTotal };
}

function loadSpread(values: number[]): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]!.toFixed(1)} to ${sorted.at(-1)!.toFixed(1)} (median ${median(sorted).toFixed(1)})`;
}

function countRange(counts: number[]): string {
  if (counts.length === 0) return '?';
  return `${num(Math.min(...counts))}-${num(Math.max(...counts))}`;
}


/** The burst's goals: the instance stays in a load balancer's pool, and a lookup is still quick. */
const BURST_GOALS_MS: Record<string, number> = { '/healthz': 50, lookup: 250 };

function burstSummary(burst: BurstResult | undefined): string[] {
  if (!burst) return ['| requests beside a burst of code creations on PGlite | not run (BENCH_SKIP_PGLITE) | | |'];
  const rows = burst.probes
    .filter((probe) => BURST_GOALS_MS[probe.name] !== undefined)
    .map((probe) => {
      const goal = BURST_GOALS_MS[probe.name]!;
      return `| ${probe.name} p99 during ${num(burst.creations)} code creations from ${num(burst.clients)} clients on PGlite | ${num(probe.p99, 1)} ms | under ${num(goal)} ms | ${verdict(probe.p99 < goal)} |`;
    });
  const lost = burst.failedCreations + burst.probes.reduce((sum, probe) => sum + probe.failed, 0);
  return [...rows, `| requests failed or lost in that burst | ${num(lost)} | none | ${verdict(lost === 0)} |`];
}

function renderBurst(burst: BurstResult): string[] {
  return [
    '## The embedded database under a burst of writes',
    '',
    `A fresh embedded database (PGlite, in the server's thread) took ${num(burst.creations)} code creations from ${num(burst.clients)} clients at once` +
      ` (${num(burst.created)} made in ${num(burst.burstMs)} ms) while four probes each sent one request at a time, 20 ms apart`,
    '(bench/embedded-burst.ts, which also runs alone):',
    '',
    '| probe | requests | p50 ms | p99 ms | max ms | failed |',
    '| --- | --- | --- | --- | --- | --- |',
    ...burst.probes.map((p) => `| ${p.name} | ${num(p.count)} | ${num(p.p50, 1)} | ${num(p.p99, 1)} | ${num(p.max, 1)} | ${num(p.failed)} |`),
    '',
  ];
}
