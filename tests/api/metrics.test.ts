import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress, startTestApp, useTestApp, type TestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { postUssd } from '../helpers/fake-channels';
import { useMockPayments } from '../helpers/payments';
import { waitFor } from '../helpers/server-process';
import { startSmtpCatcher } from '../helpers/smtp';
import { createZarcode } from '../helpers/zarcodes';

// GET /metrics: Prometheus' text format, behind a token on the app's port or alone on METRICS_PORT.

const TOKEN = 'scrape-token-for-the-tests-0123';
const USSD_SECRET = 'ussd-webhook-secret-for-tests';
const isPostgres = process.env.TEST_DATABASE === 'postgres';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher({ refuse: /^refused/ });
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, USSD_WEBHOOK_SECRET: USSD_SECRET } }));
useMockPayments(app);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape: `name{label="value",...} number` lines; comments skipped. */
function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`; 0 when there is none. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

const scrapeText = async (target: Pick<TestApp, 'request'> = app) => {
  const answer = await target.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
};
const scrape = async () => samplesOf(await scrapeText());

describe('GET /metrics', () => {
  it('answers 401 to anyone without the token: anonymous, a wrong token, users and admins with their sign-in tokens', async () => {
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-size-x' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${actors.owner.token}` },
      { authorization: `Bearer ${actors.admin.token}` },
      { authorization: `Bearer ${actors.superAdmin.token}` },
    ];
    for (const headers of callers) {
      const answer = await app.request('GET', '/metrics', { headers });
      expectMessage(answer, 401, 'Authentication required');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.text).not.toContain('zarcode_http_requests_total');
    }
  });

  it("answers the process's metrics in Prometheus' text format to the token, never kept", async () => {
    const answer = await app.request('GET', '/metrics', { headers: { authorization: `bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.text).toContain('# TYPE zarcode_http_requests_total counter');
    expect(answer.text).toContain('# TYPE zarcode_http_request_duration_seconds histogram');
    // Node's own, from prom-client's default metrics.
    expect(valueOf(samplesOf(answer.text), 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(answer.text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts requests by route pattern and status, never by URL, with a latency histogram', async () => {
    const code = await createZarcode(app, actors.owner);
    const before = await scrape();
    const from = newClientAddress();
    for (let i = 0; i < 3; i++) expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`, { from })).status).toBe(200);
    expect((await app.request('GET', '/api/zarcodes/9ZZ-ZZZZ', { from })).status).toBe(404);
    expect((await app.request('GET', '/api/no-such-thing', { from })).status).toBe(404);
    const text = await scrapeText();
    const after = samplesOf(text);

    const lookup = { method: 'GET', route: '/api/zarcodes/:code' };
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('zarcode_http_requests_total', { ...lookup, status: '200' })).toBe(3);
    expect(delta('zarcode_http_requests_total', { ...lookup, status: '404' })).toBe(1);
    expect(delta('zarcode_http_requests_total', { method: 'GET', route: '(web app)', status: '404' })).toBe(1);
    expect(delta('zarcode_http_request_duration_seconds_count', lookup)).toBe(4);
    expect(delta('zarcode_http_request_duration_seconds_bucket', { ...lookup, le: '+Inf' })).toBe(4);
    expect(delta('zarcode_http_request_duration_seconds_bucket', { ...lookup, le: '10' })).toBe(4);
    expect(delta('zarcode_http_request_duration_seconds_sum', lookup)).toBeGreaterThan(0);
    expect(text).toMatch(/zarcode_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/zarcodes\/:code"\} \d+/);
    // Neither the code nor the unknown path: a label never holds what a caller typed.
    expect(text).not.toContain(code.zarcode);
    expect(text).not.toContain('no-such-thing');
    // The scrapes themselves are not counted.
    expect(valueOf(after, 'zarcode_http_requests_total', { route: '/metrics' })).toBe(0);
  });

  it('counts e-mails sent and failed, by template', async () => {
    const before = await scrape();
    const sendTest = (email: string) => app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email } });
    expect((await sendTest('metrics-check@example.com')).status).toBe(200);
    expect((await sendTest('refused-metrics@example.com')).status).not.toBe(200);
    const after = await scrape();
    const delta = (outcome: string) =>
      valueOf(after, 'zarcode_emails_total', { template: 'test-email', outcome }) - valueOf(before, 'zarcode_emails_total', { template: 'test-email', outcome });
    expect(delta('sent')).toBe(1);
    expect(delta('failed')).toBe(1);
  });

  it('counts a payment granted once, by product and mode, however often it is completed', async () => {
    const before = await scrape();
    const created = await app.request('POST', '/api/payments/create', { token: actors.owner.token, body: { product: 'bundle', bundleType: 'starter' } });
    expect(created.status, created.text).toBe(201);
    const complete = () => app.request('POST', `/api/payments/${created.body.paymentId}/complete`, { token: actors.owner.token });
    expect((await complete()).body).toMatchObject({ status: 'complete' });
    await complete();
    const after = await scrape();
    const labels = { product: 'bundle', mode: 'mock' };
    expect(valueOf(after, 'zarcode_payments_granted_total', labels) - valueOf(before, 'zarcode_payments_granted_total', labels)).toBe(1);
  });

  it('counts refusals (429) by the limit that refused, never by who was refused', async () => {
    const from = newClientAddress();
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await app.request('POST', '/api/contact', {
        from,
        body: { name: 'Bongani Mthembu', email: 'bongani@example.com', subject: `Metrics ${i}`, message: 'How do I make codes for my farm gates?' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const text = await scrapeText();
    const labels = { limit: 'contact:ip' };
    expect(valueOf(samplesOf(text), 'zarcode_rate_limit_refusals_total', labels) - valueOf(before, 'zarcode_rate_limit_refusals_total', labels)).toBe(1);
    expect(text).not.toContain(from);
  });

  it("counts the background jobs' runs by job and outcome, with when each last ended well", async () => {
    // Every job runs once as the app starts.
    const samples = await waitFor('the session clean-up to have run', async () => {
      const current = await scrape();
      return valueOf(current, 'zarcode_job_runs_total', { job_name: 'session-clean-up', outcome: 'done' }) >= 1 ? current : undefined;
    });
    expect(valueOf(samples, 'zarcode_job_runs_total', { job_name: 'session-clean-up', outcome: 'failed' })).toBe(0);
    expect(valueOf(samples, 'zarcode_job_duration_seconds_count', { job_name: 'session-clean-up' })).toBeGreaterThanOrEqual(1);
    const lastSuccess = valueOf(samples, 'zarcode_job_last_success_timestamp_seconds', { job_name: 'session-clean-up' });
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(120);
  });

  it('reports the database: its kind, and the pool of PostgreSQL', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'zarcode_database_info', { kind: isPostgres ? 'postgres' : 'pglite' })).toBe(1);
    if (isPostgres) {
      expect(valueOf(samples, 'zarcode_db_pool_connections', { state: 'max' })).toBe(5);
      expect(valueOf(samples, 'zarcode_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'zarcode_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(samples.some((sample) => sample.name === 'zarcode_db_pool_connections')).toBe(false);
    }
  });

  it('counts the messages the channels answer, by channel and outcome: a USSD screen', async () => {
    const before = await scrape();
    const answer = await postUssd(app, USSD_SECRET, { sessionId: 'ATUid_metrics_1', serviceCode: '*120*9273#', phoneNumber: '+27847770001', networkCode: '65501', text: '' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toMatch(/^CON /);
    const after = await scrape();
    const labels = { channel: 'ussd', outcome: 'sent' };
    expect(valueOf(after, 'zarcode_channel_messages_total', labels) - valueOf(before, 'zarcode_channel_messages_total', labels)).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN, and METRICS_PORT', () => {
  let withPort: TestApp | null = null;
  let withPortAndToken: TestApp | null = null;
  beforeAll(async () => {
    [withPort, withPortAndToken] = await Promise.all([
      startTestApp({ METRICS_PORT: '0' }),
      startTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withPort?.close(), withPortAndToken?.close()]);
  });

  it('answers 404 on the app port to everyone, the token or none, while METRICS_TOKEN is unset', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      expectMessage(await withPort!.request('GET', '/metrics', { headers }), 404, 'Not found');
    }
    expect(app.metricsUrl).toBeNull();
  });

  it('serves /metrics alone on METRICS_PORT, open without a token when none is set', async () => {
    const metrics = await fetch(`${withPort!.metricsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toContain('zarcode_http_requests_total');
    for (const [method, route] of [['GET', '/'], ['GET', '/healthz'], ['GET', '/api/prices'], ['POST', '/metrics']] as const) {
      const answer = await fetch(`${withPort!.metricsUrl}${route}`, { method });
      expect(answer.status, `${method} ${route}`).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Not found' });
    }
  });

  it('asks for METRICS_TOKEN on METRICS_PORT too when it is set', async () => {
    const url = `${withPortAndToken!.metricsUrl}/metrics`;
    const without = await fetch(url);
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ message: 'Authentication required' });
    expect((await fetch(url, { headers: { authorization: 'Bearer not-it-at-all-0123456' } })).status).toBe(401);
    const right = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('zarcode_http_requests_total');
    // The app's own port takes the token as well.
    expect(await scrapeText(withPortAndToken!)).toContain('zarcode_http_requests_total');
  });

  it('closes the METRICS_PORT listener with the app', async () => {
    const url = `${withPort!.metricsUrl}/metrics`;
    await withPort!.close();
    withPort = null;
    await expect(fetch(url)).rejects.toThrow();
  });
});
