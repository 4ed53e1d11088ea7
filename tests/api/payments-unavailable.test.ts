import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../src/domain/payments/payments';
import { bundles, payments, zarcodes } from '../../src/server/db/schema';
import { startTestApp, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { openTestDatabase } from '../helpers/database';
import { switchPayFastOff } from '../helpers/payments';
import { zarcodeInput } from '../helpers/zarcodes';

// PayFast switched on (as it is on a new install) and no merchant credentials in the environment: a
// forgotten setting must never give codes away. No payment is started or completed, nothing is
// granted, the start-up log names the missing settings, and admins are told; mock payments happen
// only once a super admin switches PayFast off.

interface LogLine {
  level: number;
  msg: string;
  missingSettings?: string[];
}

/** A logger that keeps its warnings and worse, as JSON lines. */
function keptLog(): { logger: pino.Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) }), lines };
}

const startLog = keptLog();
const { app, actors } = useTestApp({ logger: startLog.logger });

const WARN = 40;
const BOTH = ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'];
const codeForm = () => zarcodeInput({ useBundle: false });
const setPayFast = async (usePayFast: boolean) => {
  const answer = await app.request('PUT', '/api/settings', { token: actors.superAdmin.token, body: { usePayFast } });
  expect(answer.status, answer.text).toBe(200);
};
const everyBuyer = () => [actors.owner, actors.other, actors.admin, actors.superAdmin];
const paymentsOf = (user: TestUser) => app.deps.db.select().from(payments).where(eq(payments.userId, user.id));
const bundlesOf = (user: TestUser) => app.deps.db.select().from(bundles).where(eq(bundles.userId, user.id));
const codesOf = (user: TestUser) => app.deps.db.select().from(zarcodes).where(eq(zarcodes.userId, user.id));

afterEach(async () => {
  await setPayFast(true);
});

describe('starting the server', () => {
  it('logs a warning naming both missing settings', () => {
    const warnings = startLog.lines.filter((line) => line.level === WARN && line.msg.startsWith('Payments are not available.'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.missingSettings).toEqual(BOTH);
    expect(warnings[0]!.msg).toContain('PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are not set');
  });

  it('names only the one missing, and says nothing when both are set or PayFast is switched off', { timeout: 90_000 }, async () => {
    const warningsOfStart = async (env: Record<string, string>, options: { payFastOff?: boolean } = {}) => {
      const database = await openTestDatabase();
      if (options.payFastOff) await switchPayFastOff(database.db);
      const log = keptLog();
      await (await startTestApp(env, { database, logger: log.logger })).close();
      await database.close();
      return log.lines.filter((line) => line.level === WARN);
    };
    const onlyKeyMissing = await warningsOfStart({ PAYFAST_MERCHANT_ID: '10000100' });
    expect(onlyKeyMissing.map((line) => line.missingSettings)).toEqual([['PAYFAST_MERCHANT_KEY']]);
    expect(onlyKeyMissing[0]!.msg).toContain('PAYFAST_MERCHANT_KEY is not set');
    expect(await warningsOfStart({ PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' })).toEqual([]);
    expect(await warningsOfStart({}, { payFastOff: true })).toEqual([]);
  });
});

describe('POST /api/payments/create and POST /api/credits/purchase', () => {
  it('answer every buyer 503 "Payments are not available right now", for a code or a bundle, with or without a voucher, and make nothing', async () => {
    const attempts = [
      ['/api/payments/create', { product: 'zarcode', codeForm: codeForm() }],
      ['/api/payments/create', { product: 'bundle', bundleType: 'starter', voucherCode: 'SUMMER' }],
      ['/api/credits/purchase', { amount: 10 }],
    ] as const;
    for (const buyer of everyBuyer()) {
      for (const [path, body] of attempts) {
        expectMessage(await app.request('POST', path, { token: buyer.token, body }), 503, PAYMENTS_UNAVAILABLE_MESSAGE);
      }
      expect(await paymentsOf(buyer)).toEqual([]);
      expect(await bundlesOf(buyer)).toEqual([]);
      expect(await codesOf(buyer)).toEqual([]);
    }
  });

  it('still answer an anonymous visitor 401: who asks comes first', async () => {
    expectMessage(await app.request('POST', '/api/payments/create', { body: { product: 'bundle', bundleType: 'starter' } }), 401, 'Authentication required');
    expectMessage(await app.request('POST', '/api/credits/purchase', { body: { amount: 5 } }), 401, 'Authentication required');
  });
});

describe("the mock page's Complete (POST /api/payments/{id}/complete, /api/credits/purchase/{id}/complete)", () => {
  it('refuses a mock payment made while PayFast was off once PayFast is on again: 503, nothing granted; it completes once PayFast is off', async () => {
    const buyer = actors.owner;
    await setPayFast(false);
    const codePayment = await app.request('POST', '/api/payments/create', { token: buyer.token, body: { product: 'zarcode', codeForm: codeForm() } });
    const bundlePayment = await app.request('POST', '/api/credits/purchase', { token: buyer.token, body: { amount: 5 } });
    expect([codePayment.body.mode, bundlePayment.body.mode]).toEqual(['mock', 'mock']);

    await setPayFast(true);
    const body = { transactionId: 'MOCK-4471' };
    for (const path of [`/api/payments/${codePayment.body.paymentId}/complete`, `/api/credits/purchase/${bundlePayment.body.paymentId}/complete`]) {
      expectMessage(await app.request('POST', path, { token: buyer.token, body }), 503, PAYMENTS_UNAVAILABLE_MESSAGE);
      // Someone else's payment is still none of theirs.
      expectMessage(await app.request('POST', path, { token: actors.other.token, body }), 404, 'Payment not found');
    }
    expect((await paymentsOf(buyer)).map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(await bundlesOf(buyer)).toEqual([]);
    expect(await codesOf(buyer)).toEqual([]);

    await setPayFast(false);
    const paidCode = await app.request('POST', `/api/payments/${codePayment.body.paymentId}/complete`, { token: buyer.token, body });
    expect(paidCode.body).toMatchObject({ status: 'complete', grantedZarcode: { title: 'Blue gate, Long Street' } });
    const paidBundle = await app.request('POST', `/api/credits/purchase/${bundlePayment.body.paymentId}/complete`, { token: buyer.token, body });
    expect(paidBundle.body).toMatchObject({ status: 'complete', grantedBundle: { bundleType: 'starter' } });
  });
});

describe('mock payments once a super admin switched PayFast off', () => {
  it('send the buyer to the mock page, and its Complete grants what was bought', async () => {
    await setPayFast(false);
    const buyer = actors.other;
    const created = await app.request('POST', '/api/payments/create', { token: buyer.token, body: { product: 'bundle', bundleType: 'professional' } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ mode: 'mock', next: { kind: 'mock' } });
    const completed = await app.request('POST', `/api/payments/${created.body.paymentId}/complete`, { token: buyer.token });
    expect(completed.body).toMatchObject({ status: 'complete', grantedBundle: { bundleType: 'professional', creditsRemaining: 10 } });
  });
});

describe('GET /api/admin/payments/mode', () => {
  const mode = (user: TestUser | null) => app.request('GET', '/api/admin/payments/mode', { token: user?.token });

  it('tells admins and super admins that no payment can be taken, naming the missing settings', async () => {
    for (const admin of [actors.admin, actors.superAdmin]) {
      const answer = await mode(admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ mode: null, reason: expect.stringContaining('PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are not set'), missingSettings: BOTH });
    }
  });

  it('says mock once PayFast is switched off, still naming what PayFast would need', async () => {
    await setPayFast(false);
    expect((await mode(actors.admin)).body).toEqual({ mode: 'mock', reason: expect.stringMatching(/switched off/), missingSettings: BOTH });
  });

  it('answers 401 anonymous and 403 to users', async () => {
    expectMessage(await mode(null), 401, 'Authentication required');
    for (const user of [actors.owner, actors.other]) expectMessage(await mode(user), 403, 'Administrator access required');
  });
});
