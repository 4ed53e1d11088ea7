import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDataDir, createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { startFakePayfast, type FakePayfast } from '../helpers/fake-payfast';
import { buildServer, killServer, spawnServer, waitFor as waitUntil, type ServerProcess } from '../helpers/server-process';
import { zarcodeInput } from '../helpers/zarcodes';

// The real server as a child process (the built server, as `npm start` runs it) on one data directory:
// killed with SIGKILL after a payment is made and before PayFast confirms it, and killed again while
// it was processing a notification. Started again, nothing committed before a kill is lost, and each
// payment is granted exactly once. PGlite in DATA_DIR; PostgreSQL when the project runs on it.

const ADMIN = { email: 'restart-admin@example.com', password: 'secret123' };
const BUYER = { email: 'restart-buyer@example.com', password: 'secret123' };

let fake: FakePayfast;
let dataDir: string;
let database: PostgresDatabase | undefined;
let server: ServerProcess | undefined;

const waitFor = <T>(what: string, check: () => Promise<T | undefined>) =>
  waitUntil(what, check, { output: () => server?.output.join('') ?? '' });

async function startServer(): Promise<ServerProcess> {
  server = await spawnServer({
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...fake.env(),
  });
  return server;
}

async function call(base: ServerProcess, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${base.url}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function login(base: ServerProcess, who: { email: string; password: string }): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', undefined, who);
  expect(answer.status).toBe(200);
  return answer.body.token;
}

/** The payment once nothing about it is left to process: complete, with no notification still open. */
async function settledPayment(base: ServerProcess, adminToken: string, paymentId: string) {
  return waitFor(`payment ${paymentId} to be granted`, async () => {
    const answer = await call(base, 'GET', `/api/admin/payments/${paymentId}`, adminToken);
    const open = answer.body.notifications.some((n: { outcome: string }) => n.outcome === 'received' || n.outcome === 'retry');
    return answer.body.status === 'complete' && !open ? answer.body : undefined;
  });
}

beforeAll(async () => {
  buildServer();
  fake = await startFakePayfast();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-restart-'));
  if (process.env.TEST_DATABASE === 'postgres') database = await createPostgresDatabase('zarcode_restart');
  else await createPgliteDataDir(dataDir);
});

afterAll(async () => {
  if (server) await killServer(server);
  await fake?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('payments across a SIGKILL of the server', () => {
  it('keeps what was committed and grants each payment exactly once after restarts', { timeout: 360_000 }, async () => {
    // 1. A buyer registers and starts two purchases; then the server is killed outright.
    const first = await startServer();
    const registered = await call(first, 'POST', '/api/auth/register', undefined, {
      firstName: 'Sipho',
      lastName: 'Mokoena',
      email: BUYER.email,
      password: BUYER.password,
      confirmPassword: BUYER.password,
    });
    expect(registered.status).toBe(201);
    const buyerToken = await login(first, BUYER);
    const codePayment = await call(first, 'POST', '/api/payments/create', buyerToken, {
      product: 'zarcode',
      codeForm: zarcodeInput({ useBundle: false, title: 'Tuck shop, Soweto', city: 'Johannesburg', province: 'Gauteng', latitude: -26.2485, longitude: 27.854 }),
      voucherCode: 'SUMMER',
    });
    expect(codePayment.status).toBe(201);
    expect(codePayment.body).toMatchObject({ mode: 'sandbox', amount: '13.30' });
    const bundlePayment = await call(first, 'POST', '/api/payments/create', buyerToken, { product: 'bundle', bundleType: 'starter' });
    expect(bundlePayment.status).toBe(201);
    await killServer(first);

    // 2. Started again on the same data: the account, the session and both payments are there.
    const second = await startServer();
    const adminToken = await login(second, ADMIN);
    const pending = await call(second, 'GET', `/api/payments/${codePayment.body.paymentId}`, buyerToken);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'pending', amount: '13.30', voucherCode: 'SUMMER', next: { kind: 'payfast' } });

    // PayFast confirms the code payment: granted once, even when PayFast sends it again.
    const codeNotification = fake.notification({ paymentId: codePayment.body.paymentId, amount: '13.30' });
    expect((await fake.post(second.url, codeNotification)).status).toBe(200);
    const granted = await settledPayment(second, adminToken, codePayment.body.paymentId);
    expect(granted.zarcode).toMatch(/^7JN-/);
    expect((await fake.post(second.url, codeNotification)).status).toBe(200);
    const afterReplay = await settledPayment(second, adminToken, codePayment.body.paymentId);
    expect(afterReplay.notifications.map((n: { outcome: string }) => n.outcome).sort()).toEqual(['duplicate', 'granted']);

    // 3. PayFast confirms the bundle while the server is asking PayFast to validate it: killed
    // there, after the notification was stored and answered 200, before anything was granted.
    const release = fake.holdValidation();
    const callsBefore = fake.validateCalls.length;
    const bundleNotification = fake.notification({ paymentId: bundlePayment.body.paymentId, amount: '90.25' });
    expect((await fake.post(second.url, bundleNotification)).status).toBe(200);
    await waitFor('the validate call', async () => (fake.validateCalls.length > callsBefore ? true : undefined));
    await killServer(second);
    release();

    // 4. Started again: the stored notification is processed at start-up and grants the bundle once.
    const third = await startServer();
    const adminAgain = await login(third, ADMIN);
    const bundleDone = await settledPayment(third, adminAgain, bundlePayment.body.paymentId);
    expect(bundleDone.notifications.map((n: { outcome: string }) => n.outcome)).toEqual(['granted']);

    const bundles = await call(third, 'GET', '/api/bundles', buyerToken);
    expect(bundles.body).toEqual([expect.objectContaining({ bundleType: 'starter', totalZarcodes: 5, paymentId: bundlePayment.body.paymentId })]);
    const codes = await call(third, 'GET', '/api/zarcodes', buyerToken);
    expect(codes.body.pagination.total).toBe(1);
    expect(codes.body.zarcodes[0]).toMatchObject({ zarcode: granted.zarcode, title: 'Tuck shop, Soweto' });
    const receipts = await call(third, 'GET', '/api/user/payments', buyerToken);
    expect(receipts.body.payments.map((p: { status: string }) => p.status)).toEqual(['complete', 'complete']);
    const vouchers = await call(third, 'GET', '/api/admin/vouchers', adminAgain);
    expect(vouchers.body.vouchers.find((v: { code: string }) => v.code === 'SUMMER').usesCount).toBe(1);
  });
});
