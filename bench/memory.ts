// The server's memory (resident set) as `npm start` runs it: the goals at idle are at most 250 MB for
// the server and 300 MB for the whole `npm start` tree on the embedded database, 150 MB for the server
// on PostgreSQL. Run alone with `npx tsx bench/memory.ts`
// (PostgreSQL from DATABASE_URL, else a fresh database on the bench's own cluster; updates its section of
// docs/benchmarks.md), or as a step of `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { newImageSessionId } from '../src/domain/images/images';
import { randomOf } from './lib/load';
import { startOwnCluster } from './lib/postgres';
import { residentMb } from './lib/servers';
import { updateBenchmarksSection } from './lib/docs-section';
import { benchSettings, freePort } from './lib/settings';
import { nextBoxPath } from './lib/workloads';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'bench-admin@example.co.za', password: 'bench-admin-password' };
const GOAL_MB = { embedded: 250, postgres: 150 };
/** The whole `npm start` tree (npm and the server) on the embedded database: a 512 MB machine. */
const TREE_GOAL_MB = 300;
/** On the bench's own cluster: a database of its own, made afresh, beside the seeded one. */
export const MEMORY_DATABASE = 'zarcode_memory';
const MARK_START = '<!-- memory:start -->';
const MARK_END = '<!-- memory:end -->';

export interface MemoryRun {
  database: 'embedded' | 'postgres';
  /** Resident set in MB: after start-up (ready, then 5 s), just after the load, after the idle wait. */
  afterStart: number;
  afterLoad: number;
  idle: number;
  /** The resident sets of every process of `npm start` (npm itself and the server) at idle, in MB. */
  treeIdle: number;
  /** The highest resident set of the process's life (VmHWM). */
  peak: number;
  requests: number;
  /** The resident set after each step of the load, in MB. */
  steps: { step: string; rss: number }[];
}

export interface MemoryResult {
  measuredAt: Date;
  idleSeconds: number;
  runs: MemoryRun[];
  loadAverage: number[];
}

/** A process and all its descendants (Linux). */
function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** The server among `npm start`'s processes: the node running the built server. */
function serverPid(npmStartPid: number): number {
  const servers = processTree(npmStartPid).filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/server/main.js'));
  if (servers.length !== 1) throw new Error(`npm start has ${servers.length} server processes`);
  return servers[0]!;
}

async function request(url: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Runs `count` calls of `one`, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, one: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
}

/**
 * What a small installation's busy hour does, in a few seconds: sign-ups (password hashing), codes
 * made, looked up, searched and counted on the map, QR codes drawn, photos uploaded (image
 * processing). Answers the number of requests made.
 */
async function load(url: string, scale: number, afterStep: (step: string) => void): Promise<number> {
  const times = (count: number) => Math.max(1, Math.round(count * scale));
  let requests = 0;
  const call = async (route: string, init: Parameters<typeof request>[1] = {}) => {
    requests += 1;
    return request(`${url}${route}`, init);
  };
  const { token } = (await (await call('/api/auth/login', { method: 'POST', json: ADMIN })).json()) as { token: string };
  const codes: string[] = [];
  await inParallel(times(30), 4, async (i) => {
    const answer = await call('/api/admin/zarcodes', {
      method: 'POST',
      token,
      json: {
        title: `Spaza shop ${i}`,
        description: 'Deliveries through the side gate.',
        latitude: -33.9 - i / 1000,
        longitude: 18.42 + i / 1000,
        addressLine1: `${i + 1} Long Street`,
        suburb: 'Cape Town City Centre',
        city: 'Cape Town',
        province: 'Western Cape',
        privacy: 'public',
        termsConfirmed: true,
      },
    });
    codes.push(((await answer.json()) as { zarcode: string }).zarcode);
  });
  afterStep('codes made');
  await inParallel(times(5), 2, (i) =>
    call('/api/auth/register', {
      method: 'POST',
      json: { firstName: 'Thandi', lastName: 'Nkosi', email: `memory-${Date.now()}-${i}@example.co.za`, password: 'secret123', confirmPassword: 'secret123' },
    }),
  );
  afterStep('sign-ups');
  await inParallel(times(3_000), 20, () => call(`/api/zarcodes/${randomOf(codes)}`));
  afterStep('lookups');
  const queries = ['spaza', 'Cape Town', 'Long Street', 'shop 1', codes[0]!.slice(0, 3), 'Khayelitsha'];
  await inParallel(times(300), 4, () => call(`/api/search/combined?q=${encodeURIComponent(randomOf(queries))}`));
  afterStep('searches');
  await inParallel(times(300), 4, () => call(nextBoxPath(0.3)));
  afterStep('in-bounds counts');
  await inParallel(times(100), 4, (i) => call(`/api/qr/${randomOf(codes)}?size=${100 + (i % 10) * 90}`));
  afterStep('QR codes');
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6a8f3c' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await inParallel(times(5), 1, async () => {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'gate.jpg');
    await call(`/api/temporary-images/${newImageSessionId()}`, { method: 'POST', token, body: form });
  });
  afterStep('photos');
  return requests;
}

/** One server as `npm start` runs it (the built server), on the embedded database or PostgreSQL. */
async function measureOne(
  database: MemoryRun['database'],
  databaseUrl: string | undefined,
  options: { idleSeconds: number; scale: number },
  log: (line: string) => void,
): Promise<MemoryRun> {
  const { idleSeconds, scale } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-memory-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // `npm start` itself: npm, which stays until the server exits, and the server.
  const npmStart = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // To try V8 or allocator settings: `NODE_OPTIONS=... npx tsx bench/memory.ts`.
      ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      ...(process.env.MALLOC_MMAP_THRESHOLD_ ? { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Its 3,000 lookups come from one address, which the limit on guessing codes would refuse.
      LOOKUP_LIMITS: 'off',
      JWT_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The bench's admin makes its codes with its password alone.
      ADMIN_MFA: 'optional',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const deadline = Date.now() + 300_000;
    while (!(await fetch(`${url}/readyz`).then((r) => r.ok, () => false))) {
      if (npmStart.exitCode !== null || Date.now() > deadline) throw new Error(`the server on ${database} did not start`);
      await sleep(200);
    }
    const server = { pid: serverPid(npmStart.pid!) };
    await sleep(scale < 1 ? 1_000 : 5_000);
    const afterStart = residentMb(server.pid!).rss;
    log(`${database}: ${afterStart.toFixed(0)} MB after start; loading it`);
    const steps: MemoryRun['steps'] = [];
    const requests = await load(url, scale, (step) => steps.push({ step, rss: residentMb(server.pid!).rss }));
    const afterLoad = residentMb(server.pid!).rss;
    log(`${database}: ${afterLoad.toFixed(0)} MB after ${requests} requests; idle for ${idleSeconds} s`);
    await sleep(idleSeconds * 1000);
    const { rss: idle, peak } = residentMb(server.pid!);
    const treeIdle = processTree(npmStart.pid!).reduce((sum, pid) => sum + residentMb(pid).rss, 0);
    log(`${database}: ${idle.toFixed(0)} MB at idle (peak ${peak.toFixed(0)} MB), the npm start tree ${treeIdle.toFixed(0)} MB`);
    log(`${database}: after each step of the load: ${steps.map((s) => `${s.step} ${s.rss.toFixed(0)} MB`).join(', ')}`);
    return { database, afterStart, afterLoad, idle, treeIdle, peak, requests, steps };
  } finally {
    if (npmStart.exitCode === null) {
      npmStart.kill('SIGTERM');
      await new Promise((resolve) => npmStart.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the built server on a fresh embedded database, then on PostgreSQL (`databaseUrl`, a
 * database the bench may write to), and reads its resident set after start-up, after a load and
 * after `idleSeconds` of nothing.
 */
export async function measureMemory(options: {
  databaseUrl: string;
  idleSeconds?: number;
  /** The share of the load to make (the smoke run makes a tenth). */
  scale?: number;
  log?: (line: string) => void;
}): Promise<MemoryResult> {
  const log = options.log ?? ((line: string) => console.log(`[memory] ${line}`));
  const idleSeconds = options.idleSeconds ?? 60;
  const scale = options.scale ?? 1;
  const runs = [
    await measureOne('embedded', undefined, { idleSeconds, scale }, log),
    await measureOne('postgres', options.databaseUrl, { idleSeconds, scale }, log),
  ];
  return { measuredAt: new Date(), idleSeconds, runs, loadAverage: os.loadavg() };
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

/** The memory section of docs/benchmarks.md. */
export function renderMemory(result: MemoryResult): string[] {
  return [
    MARK_START,
    '## Memory: the server at idle',
    '',
    `Resident set (VmRSS) of the server process, measured ${result.measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` +
      ` (load average ${result.loadAverage.map((v) => v.toFixed(1)).join(', ')}).`,
    '',
    '| database | after start | after the load | idle, ' + `${result.idleSeconds} s later | peak | goal at idle | | whole \`npm start\` tree at idle | goal | |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.runs.map((run) => {
      const goal = GOAL_MB[run.database];
      const tree =
        run.database === 'embedded'
          ? `${mb(run.treeIdle)} | at most ${TREE_GOAL_MB} MB | ${run.treeIdle <= TREE_GOAL_MB ? 'met' : '**missed**'}`
          : `${mb(run.treeIdle)} | | `;
      return `| ${run.database === 'embedded' ? 'embedded (PGlite), a fresh DATA_DIR' : 'PostgreSQL'} | ${mb(run.afterStart)} | ${mb(run.afterLoad)} | **${mb(run.idle)}** | ${mb(run.peak)} | at most ${goal} MB | ${run.idle <= goal ? 'met' : '**missed**'} | ${tree} |`;
    }),
    '',
    'How: bench/memory.ts runs `npm start` (scripts/start.sh: npm, which stays until the server exits, and the server,',
    'which the start script becomes once it has built what is stale), with a fresh DATA_DIR, the super admin from',
    'ADMIN_EMAIL and LOG_LEVEL warn; on PostgreSQL, a database of the bench\'s. It reads /proc/<pid>/status once /readyz',
    'answers and 5 s have passed; then loads the server as a small installation\'s busy hour would, in a few seconds:',
    `${result.runs[0]?.requests ?? 0} requests (30 codes made, 5 sign-ups, 3,000 lookups from 20 connections, 300 searches, 300 in-bounds`,
    'counts, 100 QR codes of 10 sizes, 5 photo uploads of 3000 x 2000 pixels); reads it again at once, and after a',
    'quiet wait (the tree is the sum of its processes\' resident sets then). Peak is VmHWM, the most the server held at',
    'any time. Why each figure is what it is: bench/README.md.',
    MARK_END,
    '',
  ];
}

async function main(): Promise<void> {
  const settings = benchSettings();
  const cluster = process.env.DATABASE_URL ? undefined : await startOwnCluster(path.join(settings.dir, 'pg'), settings.pgPort ?? (await freePort()));
  try {
    const databaseUrl = process.env.DATABASE_URL ?? (await cluster!.freshDatabase(MEMORY_DATABASE));
    const result = await measureMemory({ databaseUrl, idleSeconds: Number(process.env.MEMORY_IDLE_SECONDS ?? 60) });
    const lines = renderMemory(result);
    console.log(lines.filter((line) => !line.startsWith('<!--')).join('\n'));
    updateBenchmarksSection(lines, MARK_START, MARK_END);
    console.log('[memory] docs/benchmarks.md updated');
  } finally {
    cluster?.stop();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
