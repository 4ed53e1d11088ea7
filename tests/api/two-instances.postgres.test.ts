import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { startFakePayfast, type FakePayfast } from '../helpers/fake-payfast';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy';
import { buildServer, callServer, killServer, spawnServer, stopServer, waitFor, type ServerProcess } from '../helpers/server-process';
import { zarcodeInput } from '../helpers/zarcodes';

// Two server processes on one PostgreSQL behind a round-robin balancer, as docs/deploy.md
// describes: what one instance does, the other serves, and killing one loses nothing it answered.
// PostgreSQL only (the embedded database has one process by design): scripts/test.mjs names this
// file among those not run when TEST_DATABASE_URL is not set.

const ADMIN = { email: 'lb-admin@example.com', password: 'secret123' };
const SETTINGS_SEEN_WITHIN_MS = 5_000;

let database: PostgresDatabase;
let fake: FakePayfast;
let first: ServerProcess;
let second: ServerProcess;
let proxy: RoundRobinProxy;
const folders: string[] = [];

function startInstance(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-lb-'));
  folders.push(dataDir);
  return spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: 'two-instances-test-secret-0123456789abcdef',
    TRUST_PROXY: '1',
    // The balancer's address, the same for every instance: links and QR codes point there.
    PUBLIC_URL: 'https://zarcode.example',
    LOG_LEVEL: 'debug', // job runs and skips show in the output
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...fake.env(),
  });
}

const call = callServer;

async function signIn(base: string, who: { email: string; password: string }): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', { body: who });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

/** The photo clean-up's runs (the other jobs have rows of their own). */
async function ledger(): Promise<{ job_name: string; instance: string; outcome: string | null }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(`select job_name, instance, outcome from job_runs where job_name = 'image-clean-up' order by period_start`)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  buildServer();
  database = await createPostgresDatabase('zarcode_lb');
  fake = await startFakePayfast();
  // Started together, as a deployment starts them: migrations and the first job run race.
  [first, second] = await Promise.all([startInstance(), startInstance()]);
  proxy = await startRoundRobinProxy([first.url, second.url]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  for (const server of [first, second]) if (server) await killServer(server);
  await fake?.close();
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL behind a load balancer', () => {
  it('serves a settings change made on one instance from the other within seconds', async () => {
    const token = await signIn(proxy.url, ADMIN);
    const key = `AIza-two-instances-${Date.now()}`;
    const changed = await call(first.url, 'PUT', '/api/settings', { token, body: { googleMapsApiKey: key } });
    expect(changed.status).toBe(200);
    const seen = await waitFor(
      'the other instance to serve the new key',
      async () => {
        const answer = await call(second.url, 'GET', '/api/settings/public');
        return answer.body.googleMapsApiKey === key ? answer : undefined;
      },
      { timeoutMs: SETTINGS_SEEN_WITHIN_MS },
    );
    expect(seen.status).toBe(200);
    // And through the balancer, whichever instance answers.
    for (let i = 0; i < 4; i++) expect((await call(proxy.url, 'GET', '/api/settings/public')).body.googleMapsApiKey).toBe(key);
    expect(new Set(proxy.served)).toEqual(new Set([first.url, second.url]));
  });

  it("draws the same QR on both instances, and neither serves a deleted code's QR from its cache", async () => {
    const token = await signIn(proxy.url, ADMIN);
    const created = await call(first.url, 'POST', '/api/admin/zarcodes', { token, body: zarcodeInput({ title: 'QR both ways' }) });
    expect(created.status).toBe(201);
    const qrPath = `/api/qr/${created.body.zarcode}?size=200`;
    const [fromFirst, fromSecond] = await Promise.all([fetch(`${first.url}${qrPath}`), fetch(`${second.url}${qrPath}`)]);
    expect(fromFirst.status).toBe(200);
    expect(fromSecond.headers.get('etag')).toBe(fromFirst.headers.get('etag'));
    // A browser's copy from one instance is still good on the other.
    const revalidated = await fetch(`${second.url}${qrPath}`, { headers: { 'if-none-match': fromFirst.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    expect((await call(second.url, 'DELETE', `/api/zarcodes/${created.body.zarcode}`, { token })).status).toBe(200);
    expect((await fetch(`${first.url}${qrPath}`)).status).toBe(404);
  });

  it('runs the hourly job on one instance only, and not again when one restarts', { timeout: 120_000 }, async () => {
    const done = await waitFor('the photo clean-up to be run', async () => {
      const rows = await ledger();
      return rows.length === 1 && rows[0]!.outcome === 'done' ? rows : undefined;
    });
    const ranOn = done[0]!.instance;
    const lines = (server: ServerProcess, message: string) =>
      server.output.join('').split('\n').filter((line) => line.includes('"job":"image-clean-up"') && line.includes(`"msg":"${message}"`));
    await waitFor('the other instance to find the run taken', async () =>
      lines(first, 'job run by another instance').length + lines(second, 'job run by another instance').length === 1 ? true : undefined,
    );
    expect([...lines(first, 'job done'), ...lines(second, 'job done')]).toHaveLength(1);

    const restarted = await startInstance();
    try {
      await waitFor('the restarted instance to try the job', async () =>
        lines(restarted, 'job run by another instance').length + lines(restarted, 'job done').length > 0 ? true : undefined,
      );
      const rows = await ledger();
      // Unless the hour turned meanwhile, when the new hour's run was due and is the only other row.
      if (rows.length === 1) expect(lines(restarted, 'job done')).toEqual([]);
      expect(rows[0]).toEqual({ job_name: 'image-clean-up', instance: ranOn, outcome: 'done' });
    } finally {
      expect(await stopServer(restarted)).toBe(0);
    }
  });

  it('sees on one instance a payment PayFast completed through the other', async () => {
    const buyer = { email: `lb-buyer-${Date.now()}@example.com`, password: 'secret123' };
    const registered = await call(proxy.url, 'POST', '/api/auth/register', {
      body: { firstName: 'Naledi', lastName: 'Dlamini', email: buyer.email, password: buyer.password, confirmPassword: buyer.password },
    });
    expect(registered.status).toBe(201);
    const token = await signIn(proxy.url, buyer);
    const payment = await call(first.url, 'POST', '/api/payments/create', { token, body: { product: 'bundle', bundleType: 'starter' } });
    expect(payment.status).toBe(201);
    expect(payment.body.mode).toBe('sandbox');

    const notification = fake.notification({ paymentId: payment.body.paymentId, amount: payment.body.amount });
    expect((await fake.post(second.url, notification)).status).toBe(200);
    const completed = await waitFor('the payment to be complete on the first instance', async () => {
      const answer = await call(first.url, 'GET', `/api/payments/${payment.body.paymentId}`, { token });
      return answer.body.status === 'complete' ? answer : undefined;
    });
    expect(completed.status).toBe(200);
    const bundles = await call(first.url, 'GET', '/api/bundles', { token });
    expect(bundles.body).toEqual([expect.objectContaining({ bundleType: 'starter', paymentId: payment.body.paymentId })]);
  });

  it('keeps every code it answered 201 for when one instance is killed with kill -9 under load', { timeout: 120_000 }, async () => {
    const token = await signIn(proxy.url, ADMIN);
    const acknowledged: { code: string; title: string }[] = [];
    let failed = 0;
    let attempt = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (attempt < 60) {
        const title = `Loading bay ${++attempt}`;
        const answer = await call(proxy.url, 'POST', '/api/admin/zarcodes', { token, body: zarcodeInput({ title }) }).catch(() => null);
        if (answer?.status === 201) acknowledged.push({ code: answer.body.zarcode, title });
        else failed += 1;
        // Killed mid-stream, with requests of the other workers in flight.
        if (acknowledged.length === 15) killed ??= killServer(first);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(30);

    // Everything acknowledged is there, read from the instance left standing.
    for (const { code, title } of acknowledged) {
      const answer = await call(second.url, 'GET', `/api/zarcodes/${code}`, { token });
      expect(answer.status, code).toBe(200);
      expect(answer.body.title).toBe(title);
    }
    // A request cut off by the kill may or may not have been stored; none was stored twice.
    const listed = await call(second.url, 'GET', '/api/zarcodes?limit=1', { token });
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(acknowledged.length);
    expect(listed.body.pagination.total).toBeLessThanOrEqual(acknowledged.length + failed);
  });
});
