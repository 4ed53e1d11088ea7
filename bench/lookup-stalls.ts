// Where the lookup p99's slow answers come from: lookups of random codes at an even 1,000 a second, in
// rounds of 10 s, each slow answer (over 25 ms) grouped into bursts by the time it was sent, beside the
// server's own garbage collections and late event loops (bench/lib/stall-log.mjs) on the same clock.
// A burst with a pause of the server's beside it is the app's; one without is the database's or the
// machine's. `DATABASE_URL=... npx tsx bench/lookup-stalls.ts` (ROUNDS, default 6) on a seeded database;
// FULL_SPEED_FIRST=10 first looks codes up as fast as 20 connections go for 10 s, then waits 8 s, as the
// bench's detailed report does before its paced rounds; SEARCH_BETWEEN=10 puts 10 s of combined searches
// (20 a second over 2 connections) between the rounds; with BOXES_BETWEEN=1, also 10 s of city-box and of
// province-box counts, as the scaling table does.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runLoad } from './lib/load';
import { CITY_BOX, LATENCY_CONNECTIONS, LATENCY_RATE, nextBoxPath, nextProvinceBoxPath, nextSearchPath, searchMix } from './lib/workloads';
import { startServer } from './lib/servers';

const SLOW_MS = 25;
const RATE = 1_000;
const ROUND_REQUESTS = 10_000;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: a database seeded by the bench');
const client = new pg.Client(databaseUrl);
await client.connect();
const codes = (await client.query<{ code: string }>('select code from zarcodes tablesample bernoulli (2) limit 20000')).rows.map((row) => row.code);
await client.end();

const stallLog = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/stall-log.mjs');
const app = await startServer('app', 'app', {
  env: { DATABASE_URL: databaseUrl, DATA_DIR: '/tmp/zarcode-lookup-stalls', JWT_SECRET: 'lookup-stalls-only-secret-0123456789abcdef', LOG_LEVEL: 'silent', LOOKUP_LIMITS: 'off', NODE_OPTIONS: `--import ${stallLog} ${process.env.SERVER_NODE_OPTIONS ?? ''}` },
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const { port } = new URL(app.url);
const lookUp = (code: string) =>
  new Promise<void>((resolve) => {
    http.get({ host: '127.0.0.1', port, path: `/api/zarcodes/${code}`, agent }, (response) => response.resume().on('end', resolve)).on('error', () => resolve());
  });

const randomCode = () => codes[Math.floor(Math.random() * codes.length)]!;
const fullSpeedSeconds = Number(process.env.FULL_SPEED_FIRST ?? 0);
if (fullSpeedSeconds > 0) {
  const burst = await runLoad({ url: app.url, nextPath: () => `/api/zarcodes/${randomCode()}`, connections: 20, duration: fullSpeedSeconds });
  console.log(`FULL SPEED ${Date.now()}: ${Math.round(burst.rps)} lookups/s for ${fullSpeedSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, 8_000));
}

const searchSeconds = Number(process.env.SEARCH_BETWEEN ?? 0);
const mix = searchMix(codes);

for (let round = 1; round <= Number(process.env.ROUNDS ?? 6); round++) {
  if (round > 1 && searchSeconds > 0) {
    const between = [() => nextSearchPath(mix)];
    if (process.env.BOXES_BETWEEN) between.push(() => nextBoxPath(CITY_BOX), nextProvinceBoxPath);
    for (const nextPath of between) {
      await runLoad({ url: app.url, nextPath, connections: LATENCY_CONNECTIONS, duration: searchSeconds, overallRate: LATENCY_RATE });
    }
    console.log(`SEARCHES until ${Date.now()}`);
  }
  const latencies: number[] = [];
  const slow: { sentAt: number; ms: number }[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < ROUND_REQUESTS; i++) {
    const wait = start + (i * 1_000) / RATE - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = Date.now();
    const t0 = performance.now();
    answers.push(
      lookUp(randomCode()).then(() => {
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (ms > SLOW_MS) slow.push({ sentAt, ms });
      }),
    );
  }
  await Promise.all(answers);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!.toFixed(1);
  console.log(`ROUND ${round} ${Date.now()}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, ${slow.length} over ${SLOW_MS} ms`);
  const bursts: { from: number; to: number; max: number }[] = [];
  for (const answer of slow.sort((a, b) => a.sentAt - b.sentAt)) {
    const last = bursts.at(-1);
    if (last && answer.sentAt - last.to < 100) Object.assign(last, { to: answer.sentAt, max: Math.max(last.max, answer.ms) });
    else bursts.push({ from: answer.sentAt, to: answer.sentAt, max: answer.ms });
  }
  for (const burst of bursts) console.log(`  SLOW sent ${burst.from}-${burst.to}, max ${burst.max.toFixed(0)} ms`);
}
await app.stop();
