import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  /** The path of each request, e.g. a random code's lookup. */
  nextPath: () => string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Requests a second from all connections together (autocannon's overallRate); none: as fast as it goes. */
  overallRate?: number;
}

export interface LoadResult {
  /** Successful (2xx) answers a second. */
  rps: number;
  ok: number;
  /** Non-2xx answers, connection errors and timeouts: any of them means the run is not valid. */
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

/**
 * One autocannon run. Latencies are each response's own time (autocannon's `response` event),
 * kept whole so any percentile can be read; autocannon's histogram has no 95th.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    overallRate: options.overallRate,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: options.nextPath() }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result['2xx'] / result.duration,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

export interface PacedOptions {
  url: string;
  nextPath: () => string;
  /** Requests a second, evenly spaced. */
  rate: number;
  /** Seconds. */
  duration: number;
}

export interface PacedResult extends LoadResult {
  /** How late the load generator itself sent requests (its own timer and event loop), p99 in ms. */
  sendLagP99: number;
}

/**
 * An open-loop load at an even rate, which autocannon cannot make (its rate limit sends each
 * connection's share for the second back to back, then waits): request i is due at
 * start + i / rate and is sent when due, on a free kept-alive socket or a new one, whatever the
 * earlier requests are doing. Latency counts from the moment it was sent; how late the
 * generator sent it is reported apart (sendLagP99), as it is not the server's doing.
 */
export async function runPaced(options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.rate * options.duration);
  const latencies: number[] = [];
  const lags: number[] = [];
  let failed = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (++settled === total) resolve();
    };
    const send = (dueAt: number) => {
      const sentAt = performance.now();
      lags.push(sentAt - dueAt);
      http
        .get(`${options.url}${options.nextPath()}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) latencies.push(performance.now() - sentAt);
            else failed++;
            settle();
          });
        })
        .on('error', () => {
          failed++;
          settle();
        });
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1);
      while (sent < due) send(start + (sent++ * 1000) / options.rate);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rps: latencies.length / options.duration,
    ok: latencies.length,
    failed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    sendLagP99: percentile(lags, 0.99),
  };
}

/** A random element, for drawing one code per request. */
export function randomOf<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
