import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The process's metrics, in Prometheus' text format at GET /metrics (plugins/metrics.ts). One
// registry per process: the counters below are module functions, so any part of the server counts
// with one call and without being handed anything. Every label takes a small, fixed set of values
// (route patterns, template and job names, limit names), never a URL, an id or an address, so the
// number of series, and the memory they hold, stays bounded.

const registry = new Registry();
// Node's own: CPU, memory, event loop delay, garbage collection, handles. They cost a few hundred
// kilobytes and a timer, which a 512 MB server affords.
collectDefaultMetrics({ register: registry });

const PREFIX = 'zarcode_';

const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from the request arriving to its answer sent, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

// Jobs are labelled job_name: Prometheus gives every scraped series a `job` label of its own (the
// scrape job's), and would rename ours to exported_job.
const jobRuns = new Counter({
  name: `${PREFIX}job_runs_total`,
  help: 'Background job runs on this instance, by job and outcome (done or failed)',
  labelNames: ['job_name', 'outcome'] as const,
  registers: [registry],
});

const jobDuration = new Histogram({
  name: `${PREFIX}job_duration_seconds`,
  help: 'How long background job runs took, by job',
  labelNames: ['job_name'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [registry],
});

const jobLastSuccess = new Gauge({
  name: `${PREFIX}job_last_success_timestamp_seconds`,
  help: 'When a run of the job last ended well on this instance (Unix time)',
  labelNames: ['job_name'] as const,
  registers: [registry],
});

const paymentsGranted = new Counter({
  name: `${PREFIX}payments_granted_total`,
  help: 'Payments granted (the code or bundle made), by product and payment mode',
  labelNames: ['product', 'mode'] as const,
  registers: [registry],
});

const emails = new Counter({
  name: `${PREFIX}emails_total`,
  help: 'E-mails handed to the mail transport, by template and outcome (sent or failed)',
  labelNames: ['template', 'outcome'] as const,
  registers: [registry],
});

const channelMessages = new Counter({
  name: `${PREFIX}channel_messages_total`,
  help: 'Messages sent to people over a channel other than e-mail (WhatsApp, SMS, USSD), by channel and outcome',
  labelNames: ['channel', 'outcome'] as const,
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: 'Requests refused with 429 by a limit, by limit (what it counts, and by what)',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** What a database pool holds at a moment (node-postgres' pool counts). */
export interface DatabasePoolStats {
  /** Connections open, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

const poolSources = new Set<() => DatabasePoolStats>();
const databaseKinds = new Map<string, number>();

new Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: 'PostgreSQL pool connections: total open, idle, in use, the most allowed, and queries waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0, max: 0 };
    for (const source of poolSources) {
      const stats = source();
      sum.total += stats.total;
      sum.idle += stats.idle;
      sum.waiting += stats.waiting;
      sum.max += stats.max;
    }
    this.reset();
    if (poolSources.size === 0) return;
    this.set({ state: 'total' }, sum.total);
    this.set({ state: 'idle' }, sum.idle);
    this.set({ state: 'in_use' }, sum.total - sum.idle);
    this.set({ state: 'waiting' }, sum.waiting);
    this.set({ state: 'max' }, sum.max);
  },
});

new Gauge({
  name: `${PREFIX}database_info`,
  help: "The database this instance uses: 'postgres' (a pool, see zarcode_db_pool_connections) or 'pglite' (embedded, one connection)",
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [kind, count] of databaseKinds) if (count > 0) this.set({ kind }, 1);
  },
});

/**
 * Counts one answered request and its time. `route` is the route's pattern (`/api/zarcodes/:code`),
 * never the URL as asked.
 */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
}

/** Counts one run of a background job that this instance claimed, with its outcome and time. */
export function observeJobRun(job: string, outcome: 'done' | 'failed', seconds: number): void {
  jobRuns.inc({ job_name: job, outcome });
  jobDuration.observe({ job_name: job }, seconds);
  if (outcome === 'done') jobLastSuccess.set({ job_name: job }, Date.now() / 1000);
}

/** Counts a payment granted once its transaction has committed. */
export function countPaymentGranted(product: string, mode: string): void {
  paymentsGranted.inc({ product, mode });
}

/** Counts an e-mail the transport took (`sent`) or refused (`failed`), by its template's name. */
export function countEmail(template: string, outcome: 'sent' | 'failed'): void {
  emails.inc({ template, outcome });
}

/**
 * Counts one message sent to a person over a channel other than e-mail, once its provider has
 * answered: `countChannelMessage('whatsapp', 'sent')`, `countChannelMessage('sms', 'failed')`.
 * @param channel a short fixed name of the channel: 'whatsapp', 'sms', 'ussd'
 * @param outcome 'sent' when the provider accepted it, 'failed' when it refused or could not be reached
 */
export function countChannelMessage(channel: string, outcome: 'sent' | 'failed'): void {
  channelMessages.inc({ channel, outcome });
}

/**
 * Counts one request refused with 429 by a limit.
 * @param limit what the limit counts and by what, as its counter key starts: 'recovery:ip', 'login:pair'
 */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

/**
 * Reports a database of this process: its kind, and for a pool its counts at each scrape. Answers
 * the function that stops reporting it (when the database closes).
 */
export function watchDatabase(kind: 'pglite' | 'postgres', poolStats?: () => DatabasePoolStats): () => void {
  databaseKinds.set(kind, (databaseKinds.get(kind) ?? 0) + 1);
  if (poolStats) poolSources.add(poolStats);
  let isWatched = true;
  return () => {
    if (!isWatched) return;
    isWatched = false;
    databaseKinds.set(kind, (databaseKinds.get(kind) ?? 1) - 1);
    if (poolStats) poolSources.delete(poolStats);
  };
}

/** Every metric of the process in Prometheus' text exposition format, with its content type. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
