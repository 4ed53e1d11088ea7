// Where a server's time goes: `npx tsx bench/profile.ts [lookup|lookup-hot|search|in-bounds|pg-minimal|pg-minimal-hot|pglite] [seconds]`
// (or `npx tsx bench/profile.ts <file.cpuprofile>` to summarise a profile already written).
// Starts the app (or the minimal pg route) with `node --cpu-prof` on the bench database (seeded by
// `npm run bench`), loads it like the benchmark does, stops it and prints the functions and packages
// with the most self time. The profile stays in BENCH_DIR/profiles for Chrome DevTools.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pgliteRunner, postgresRunner } from './lib/databases';
import { randomOf, runLoad } from './lib/load';
import { startOwnCluster, type OwnCluster } from './lib/postgres';
import { hotCode, sampleCodes } from './lib/seed';
import { startServer } from './lib/servers';
import { benchSettings, freePort, pgliteDir, seededDatabaseName } from './lib/settings';
import { nextBoxPath, nextSearchPath, searchMix } from './lib/workloads';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const settings = benchSettings();
const BENCH_DIR = settings.dir;
/** The embedded database seeded by the last `npm run bench` at BENCH_CODES. */
const PGLITE_DIR = pgliteDir(BENCH_DIR, settings.codes);
const workload = process.argv[2] ?? 'lookup';
const seconds = Number(process.argv[3] ?? 10);

async function main(): Promise<void> {
  if (workload.endsWith('.cpuprofile')) {
    summarise(JSON.parse(readFileSync(workload, 'utf8')) as CpuProfile);
    return;
  }
  let cluster: OwnCluster | undefined;
  let url = process.env.DATABASE_URL;
  const isPglite = workload === 'pglite';
  if (!url && !isPglite) {
    cluster = await startOwnCluster(path.join(BENCH_DIR, 'pg'), settings.pgPort ?? (await freePort()));
    url = await cluster.ensureDatabase(seededDatabaseName(settings.codes));
  }
  try {
    const runner = isPglite ? await pgliteRunner(PGLITE_DIR) : await postgresRunner(url!);
    const codes = await sampleCodes(runner, 20_000);
    const hot = await hotCode(runner);
    await runner.close();
    const profileDir = path.join(BENCH_DIR, 'profiles');
    mkdirSync(profileDir, { recursive: true });
    const started = Date.now();
    const script = workload.startsWith('pg-minimal') ? 'pg-minimal' : 'app';
    const server = await startServer(script, script, {
      env: {
        DATABASE_URL: isPglite ? '' : url!,
        DATA_DIR: isPglite ? PGLITE_DIR : path.join(BENCH_DIR, 'app-data'),
        JWT_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
      },
      cpuProfileDir: profileDir,
    });
    const mix = searchMix(codes);
    const nextPath =
      workload === 'search'
        ? () => nextSearchPath(mix)
        : workload === 'in-bounds'
          ? () => nextBoxPath(0.3)
          : workload.endsWith('-hot')
            ? () => `/api/zarcodes/${hot}`
            : () => `/api/zarcodes/${randomOf(codes)}`;
    const result = await runLoad({ url: server.url, nextPath, connections: 20, duration: seconds });
    console.log(`${workload}: ${result.rps.toFixed(0)} answers/s, p50 ${result.p50.toFixed(1)} ms, ${result.failed} failed`);
    await server.stop();
    const file = readdirSync(profileDir)
      .map((name) => path.join(profileDir, name))
      .filter((name) => name.endsWith('.cpuprofile') && statSync(name).mtimeMs >= started)
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]; // the main thread's, not tsx's loader worker's
    if (!file) throw new Error('no profile written');
    summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, seconds);
    console.log(`profile: ${file}`);
  } finally {
    cluster?.stop();
  }
}

/**
 * Self time by function and by package (node_modules/<name>, our src/, Node's internals), as shares
 * of the busy time (idle left out). With `lastSeconds`, only the end of the profile counts: the load,
 * not the start-up that compiled the modules.
 */
function summarise(profile: CpuProfile, lastSeconds?: number): void {
  const selfTime = new Map<number, number>();
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const elapsed = profile.timeDeltas.reduce((a, b) => a + b, 0);
  const from = lastSeconds === undefined ? 0 : elapsed - lastSeconds * 1e6;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || idle.has(id)) return;
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id) ?? 0;
    if (time === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = packageOf(url);
    const name = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byPackage.set(where, (byPackage.get(where) ?? 0) + time);
  }
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  print('self time by package (share of busy time)', byPackage, 25);
  print('self time by function (share of busy time)', byFunction, 40);
}

function packageOf(url: string): string {
  if (!url) return '(native/gc/idle)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return url;
  const src = /\/(src\/.*|bench\/.*)$/.exec(url);
  return src ? src[1]! : url;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
