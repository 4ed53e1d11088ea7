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

/** A random element, for drawing one code per request. */
export function randomOf<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
