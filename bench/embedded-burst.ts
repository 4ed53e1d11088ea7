// A burst of code creations on the embedded database, and how long the requests beside it wait.
// `npx tsx bench/embedded-burst.ts` runs it alone; bench/run.ts runs it and reports it.
//
// 200 codes are created by 50 clients at once while four probes go on, one request at a time each:
// /healthz, /readyz, a code's lookup and a sign-in. A load balancer takes an instance out when its
// health check waits, so the probes' p99 is what matters; every creation must also answer 201.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BENCH_ADMIN, createBenchCode, signInAsBenchAdmin, startBenchApp } from './lib/bench-app';
import { percentile } from './lib/load';

/** The full bench's burst; the smoke run's is smaller, as it only proves the measure runs. */
export const BURST = { creations: 200, clients: 50 };
export const SMOKE_BURST = { creations: 20, clients: 5 };

export interface ProbeResult {
  name: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

export interface BurstResult {
  creations: number;
  clients: number;
  created: number;
  failedCreations: number;
  /** Milliseconds from the first creation sent to the last answered. */
  burstMs: number;
  probes: ProbeResult[];
}

function creationBody(index: number) {
  return JSON.stringify({
    title: `Burst test site ${index}`,
    description: 'Made by the bench to load the embedded database.',
    latitude: -33.9 + (index % 50) * 0.001,
    longitude: 18.4 + Math.floor(index / 50) * 0.001,
    addressLine1: `${index} Long Street`,
    suburb: 'Cape Town City Centre',
    city: 'Cape Town',
    province: 'Western Cape',
    privacy: 'public',
    termsConfirmed: true,
  });
}

interface ProbeRequest {
  path: string;
  method?: string;
  body?: object;
}

/**
 * Sends `request` one at a time until `isDone`, timing each answer, on a kept-alive connection of
 * its own, as a load balancer's check or another visitor has one: on a shared pool the burst's 50
 * clients would take the probe's idle connection and leave it to open a new one behind theirs.
 */
async function probe(name: string, url: string, request: ProbeRequest, isDone: () => boolean): Promise<ProbeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const body = request.body ? JSON.stringify(request.body) : undefined;
      const headers = body ? { 'content-type': 'application/json' } : {};
      http
        .request(`${url}${request.path}`, { method: request.method ?? 'GET', headers, agent }, (answer) => {
          answer.resume().on('end', () => resolve(answer.statusCode ?? 0));
        })
        .on('error', reject)
        .end(body);
    });
  const times: number[] = [];
  let failed = 0;
  while (!isDone()) {
    const started = performance.now();
    try {
      const status = await send();
      if (status < 200 || status > 299) failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { name, count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0, failed };
}

/** The burst on a fresh embedded database, in a server process of its own. */
export async function measureEmbeddedBurst(burst: { creations: number; clients: number } = BURST): Promise<BurstResult> {
  const server = await startBenchApp('app on PGlite, burst');
  try {
    const { url } = server;
    const code = await createBenchCode(url);
    const token = await signInAsBenchAdmin(url);
    let done = false;
    const isDone = () => done;
    const probes = Promise.all([
      probe('/healthz', url, { path: '/healthz' }, isDone),
      probe('/readyz', url, { path: '/readyz' }, isDone),
      probe('lookup', url, { path: `/api/zarcodes/${code}` }, isDone),
      probe('sign-in', url, { path: '/api/auth/login', method: 'POST', body: BENCH_ADMIN }, isDone),
    ]);
    // Let each probe take one quiet measure first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    let next = 0;
    let created = 0;
    let failedCreations = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: burst.clients }, async () => {
        while (next < burst.creations) {
          const index = next++;
          const answer = await fetch(`${url}/api/admin/zarcodes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: creationBody(index),
          }).catch(() => null);
          await answer?.arrayBuffer();
          if (answer?.status === 201) created++;
          else failedCreations++;
        }
      }),
    );
    const burstMs = performance.now() - started;
    done = true;
    return { ...burst, created, failedCreations, burstMs, probes: await probes };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureEmbeddedBurst();
  console.log(`created ${result.created}, failed ${result.failedCreations}, in ${Math.round(result.burstMs)} ms`);
  for (const p of result.probes) {
    console.log(`${p.name}: ${p.count} requests, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, max ${p.max.toFixed(1)} ms, failed ${p.failed}`);
  }
}
