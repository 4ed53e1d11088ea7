import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bundles,
  paymentNotifications,
  payments,
  systemSettings,
  vouchers,
  zarcodeImages,
  zarcodes,
} from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { encodePairs, phpUrlencode, startFakePayfast, type FakePayfast, type Pairs } from '../helpers/fake-payfast';
import { jpeg, upload } from '../helpers/images';
import { zarcodeInput } from '../helpers/zarcodes';

// Payments through PayFast (sandbox mode), against a fake PayFast on localhost: the signed checkout
// form, and notifications that grant exactly once, only after every check of PayFast's documentation.

const PUBLIC_URL = 'https://zarcode.example.co.za';

let fake: FakePayfast;

beforeAll(async () => {
  fake = await startFakePayfast();
});
afterAll(async () => {
  await fake?.close();
});
const { app, actors } = useTestApp(() => ({
  env: {
    ...fake.env(),
    PUBLIC_URL,
    // Behind one proxy: X-Forwarded-For names the client, so a test can be "somewhere else".
    TRUST_PROXY: '1',
    // No host names: nothing to resolve. This machine is trusted because the gateway is on it.
    PAYFAST_NOTIFY_SOURCES: '197.97.145.144/28,41.74.179.192/27',
  },
}));
beforeEach(() => {
  fake.validateAnswer = 'auto';
});

const codeForm = (overrides: Record<string, unknown> = {}) => zarcodeInput({ useBundle: false, ...overrides });

async function buyCode(user: TestUser, extra: Record<string, unknown> = {}) {
  const answer = await app.request('POST', '/api/payments/create', {
    token: user.token,
    body: { product: 'zarcode', codeForm: codeForm(), ...extra },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

async function buyBundle(user: TestUser, bundleType = 'starter') {
  const answer = await app.request('POST', '/api/payments/create', {
    token: user.token,
    body: { product: 'bundle', bundleType },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** Posts a notification as PayFast does and waits until the app has processed it. */
async function notify(pairs: Pairs, headers?: Record<string, string>) {
  const answer = await fake.post(app.url, pairs, headers);
  expect(answer).toEqual({ status: 200, text: 'OK' });
  await app.deps.payfast.notifications.idle();
}

const outcomesOf = async (paymentId: string) =>
  (
    await app.deps.db
      .select({ outcome: paymentNotifications.outcome, message: paymentNotifications.message })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, paymentId))
  ).map((row) => row.outcome);

const lastMessageOf = async (paymentId: string) => {
  const rows = await app.deps.db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, paymentId));
  return rows.at(-1)?.message;
};

const codesOf = (paymentId: string) => app.deps.db.select().from(zarcodes).where(eq(zarcodes.paymentId, paymentId));
const bundlesOf = (paymentId: string) => app.deps.db.select().from(bundles).where(eq(bundles.paymentId, paymentId));
const statusOf = async (paymentId: string) =>
  (await app.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.status;

describe('POST /api/payments/create (PayFast sandbox)', () => {
  it("answers the signed PayFast form: PayFast's field order, the amount and URLs, the signature last", async () => {
    const created = await buyCode(actors.owner);
    expect(created).toMatchObject({ mode: 'sandbox', status: 'pending', amount: '19.00', vatAmount: '2.48' });
    expect(created.next).toMatchObject({ kind: 'payfast', mode: 'sandbox', method: 'POST', url: `${fake.url}/eng/process` });
    const fields = created.next.fields as Pairs;
    expect(fields.map(([name]) => name)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'item_description',
      'signature',
    ]);
    const value = (name: string) => fields.find(([key]) => key === name)?.[1];
    expect(value('merchant_id')).toBe(fake.merchantId);
    expect(value('m_payment_id')).toBe(created.paymentId);
    expect(value('amount')).toBe('19.00');
    expect(value('item_description')).toBe('Blue gate, Long Street');
    expect(value('return_url')).toBe(`${PUBLIC_URL}/payment/success?paymentId=${created.paymentId}`);
    expect(value('cancel_url')).toBe(`${PUBLIC_URL}/payment/cancel?paymentId=${created.paymentId}`);
    expect(value('notify_url')).toBe(`${PUBLIC_URL}/api/payments/payfast/notify`);

    // Signed as PayFast checks it: MD5 of the fields as posted, then the passphrase.
    const signed = encodePairs(fields.slice(0, -1)) + `&passphrase=${phpUrlencode(fake.passphrase)}`;
    expect(value('signature')).toBe(createHash('md5').update(signed).digest('hex'));
  });

  it('never sends the passphrase to the browser', async () => {
    const answer = await app.request('POST', '/api/payments/create', {
      token: actors.owner.token,
      body: { product: 'zarcode', codeForm: codeForm() },
    });
    expect(answer.text).not.toContain(fake.passphrase);
  });

  it('carries the test-page settings: debug mode, then auto-submit after the display time or 100 ms', async () => {
    expect((await buyCode(actors.owner)).next.testPage).toEqual({
      debugMode: true,
      autoSubmit: false,
      immediateSubmit: false,
      timeoutMs: 10000,
      submitDelayMs: null,
    });
    await app.request('PUT', '/api/settings', {
      token: actors.superAdmin.token,
      body: { payFastAutoSubmit: true, payFastTestPageTimeout: 2500 },
    });
    expect((await buyCode(actors.owner)).next.testPage).toMatchObject({ autoSubmit: true, submitDelayMs: 2500 });
    await app.request('PUT', '/api/settings', {
      token: actors.superAdmin.token,
      body: { payFastImmediateSubmit: true },
    });
    expect((await buyCode(actors.owner)).next.testPage).toMatchObject({ immediateSubmit: true, submitDelayMs: 100 });
    await app.request('PUT', '/api/settings', {
      token: actors.superAdmin.token,
      body: { payFastAutoSubmit: false, payFastImmediateSubmit: false, payFastTestPageTimeout: 10000 },
    });
  });
});

describe('a full sandbox purchase of a code', () => {
  it('grants the code once PayFast confirms: SUMMER charged R13.30, the code on the success page', async () => {
    const buyer = await createUser(app);
    const created = await buyCode(buyer, { voucherCode: 'summer' });
    expect(created).toMatchObject({ listAmount: '19.00', discount: '5.70', amount: '13.30', vatAmount: '1.73', voucherCode: 'SUMMER' });
    const [summerBefore] = await app.deps.db.select().from(vouchers).where(eq(vouchers.code, 'SUMMER'));

    const pending = await app.request('GET', `/api/payments/${created.paymentId}`, { token: buyer.token });
    expect(pending.body).toMatchObject({ status: 'pending', zarcode: null, grantedZarcode: null, next: { kind: 'payfast' } });

    const pairs = fake.notification({ paymentId: created.paymentId, amount: '13.30', pfPaymentId: '1089250' });
    await notify(pairs);

    // PayFast was asked to validate exactly what it posted, before the signature.
    expect(fake.validateCalls.at(-1)).toBe(encodePairs(pairs.slice(0, -1)));
    expect(await outcomesOf(created.paymentId)).toEqual(['granted']);

    const done = await app.request('GET', `/api/payments/${created.paymentId}`, { token: buyer.token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'complete',
      providerPaymentId: '1089250',
      amount: '13.30',
      next: null,
      grantedBundle: null,
      grantedZarcode: { title: 'Blue gate, Long Street', city: 'Cape Town', province: 'Western Cape' },
    });
    expect(done.body.zarcode).toBe(done.body.grantedZarcode.zarcode);
    expect(done.body.completedAt).not.toBeNull();

    const mine = await app.request('GET', '/api/zarcodes', { token: buyer.token });
    expect(mine.body.zarcodes.map((z: { zarcode: string }) => z.zarcode)).toEqual([done.body.zarcode]);
    const [summerAfter] = await app.deps.db.select().from(vouchers).where(eq(vouchers.code, 'SUMMER'));
    expect(summerAfter!.usesCount).toBe(summerBefore!.usesCount + 1);

    const receipts = await app.request('GET', '/api/user/payments', { token: buyer.token });
    expect(receipts.body.payments).toEqual([
      expect.objectContaining({ id: created.paymentId, status: 'complete', amount: '13.30', vatAmount: '1.73', amountExVat: '11.57', voucherCode: 'SUMMER' }),
    ]);
  });

  it('keeps the code form on the server: the code is made though the browser never came back', async () => {
    const buyer = await createUser(app);
    const created = await buyCode(buyer, { codeForm: codeForm({ title: 'Spaza shop, Khayelitsha', privacy: 'private' }) });
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }));
    const [code] = await codesOf(created.paymentId);
    expect(code).toMatchObject({ title: 'Spaza shop, Khayelitsha', privacy: 'private', userId: buyer.id });
  });
});

describe('a PayFast payment the buyer left and came back to', () => {
  it('is resumed with the same signed form: the same m_payment_id, amount and signature', async () => {
    const buyer = await createUser(app);
    const created = await buyCode(buyer, { voucherCode: 'SUMMER' });
    const answer = await app.request('POST', `/api/payments/${created.paymentId}/resume`, { token: buyer.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: created.paymentId, amount: '13.30', next: { kind: 'payfast', url: `${fake.url}/eng/process` } });
    expect(answer.body.next.fields).toEqual(created.next.fields);
  });

  it('once cancelled by the buyer, is still granted (once) when PayFast confirms the money late, and the log says so', async () => {
    const buyer = await createUser(app);
    const created = await buyCode(buyer, { codeForm: codeForm({ title: 'Tuck shop, Soweto' }) });
    expect((await app.request('POST', `/api/payments/${created.paymentId}/cancel`, { token: buyer.token })).body.status).toBe('cancelled');
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '19.00' });
    await notify(pairs);
    await notify(pairs);
    expect(await statusOf(created.paymentId)).toBe('complete');
    expect(await outcomesOf(created.paymentId)).toEqual(['granted', 'duplicate']);
    const [granted] = await app.deps.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, created.paymentId));
    expect(granted!.message).toBe('Granted, though the payment was cancelled: PayFast confirmed the money');
    expect(await codesOf(created.paymentId)).toEqual([expect.objectContaining({ title: 'Tuck shop, Soweto', userId: buyer.id })]);
    const receipt = await app.request('GET', `/api/payments/${created.paymentId}/receipt`, { token: buyer.token });
    expect(receipt.body).toMatchObject({ status: 'complete', amount: '19.00' });
  });
});

describe('a paid code and its photos', () => {
  it("moves the buyer's photos of the form's upload session to the one code, however often PayFast confirms", async () => {
    const buyer = await createUser(app);
    const sessionId = `temp_${Date.now()}_paid`;
    const uploaded = await upload(app, `/api/temporary-images/${sessionId}`, [
      { name: 'gate.jpg', bytes: await jpeg() },
      { name: 'street.jpg', bytes: await jpeg(800, 600) },
    ], { token: buyer.token });
    expect(uploaded.status, uploaded.text).toBeLessThan(300);

    const created = await buyCode(buyer, { codeForm: codeForm({ sessionId }) });
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '19.00' });
    await Promise.all(Array.from({ length: 5 }, () => fake.post(app.url, pairs)));
    await app.deps.payfast.notifications.idle();

    const [code] = await codesOf(created.paymentId);
    expect(code).toMatchObject({ imageCount: 2 });
    const photos = await app.deps.db.select().from(zarcodeImages).where(eq(zarcodeImages.zarcodeId, code!.id));
    expect(photos.map((photo) => photo.originalFilename).sort()).toEqual(['gate.jpg', 'street.jpg']);
    expect(photos.every((photo) => photo.sessionId === null)).toBe(true);
  });
});

describe('a full sandbox purchase of a bundle', () => {
  it('grants the bundle once PayFast confirms, and the buyer can spend it at once', async () => {
    const buyer = await createUser(app);
    const created = await buyBundle(buyer, 'professional');
    expect(created).toMatchObject({ product: 'bundle', bundleType: 'professional', amount: '171.00', vatAmount: '22.30' });
    await notify(fake.notification({ paymentId: created.paymentId, amount: '171.00', itemName: 'ZARcode Professional bundle' }));

    const done = await app.request('GET', `/api/payments/${created.paymentId}`, { token: buyer.token });
    expect(done.body).toMatchObject({
      status: 'complete',
      grantedZarcode: null,
      grantedBundle: { bundleType: 'professional', totalZarcodes: 10, creditsRemaining: 10 },
    });
    expect(done.body.bundleId).toBe(done.body.grantedBundle.id);

    const made = await app.request('POST', '/api/zarcodes', { token: buyer.token, body: zarcodeInput() });
    expect(made.status).toBe(201);
    const active = await app.request('GET', '/api/bundles/active', { token: buyer.token });
    expect(active.body).toEqual([expect.objectContaining({ id: done.body.bundleId, creditsRemaining: 9 })]);
  });
});

describe('notifications that grant nothing', () => {
  async function expectNothingGranted(paymentId: string, message: RegExp) {
    expect(await outcomesOf(paymentId)).toEqual(['rejected']);
    expect(await lastMessageOf(paymentId)).toMatch(message);
    expect(await statusOf(paymentId)).toBe('pending');
    expect(await codesOf(paymentId)).toEqual([]);
    expect(await bundlesOf(paymentId)).toEqual([]);
  }

  it('refuses a forged signature (signed without the passphrase, or with a guess)', async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', passphrase: null }));
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', passphrase: 'guess' }));
    expect(await outcomesOf(created.paymentId)).toEqual(['rejected', 'rejected']);
    expect(await statusOf(created.paymentId)).toBe('pending');
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('refuses a notification whose fields were changed after signing', async () => {
    const created = await buyCode(actors.owner);
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '19.00' });
    const changed = pairs.map(([k, v]): [string, string] => [k, k === 'payment_status' ? 'COMPLETE' : k === 'name_first' ? 'Mallory' : v]);
    await notify(changed);
    await expectNothingGranted(created.paymentId, /signature/);
  });

  it('refuses a changed amount, even signed by PayFast (the buyer paid R1.00)', async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '1.00' }));
    await expectNothingGranted(created.paymentId, /amount_gross 1\.00 is not the payment's amount, 19\.00/);
  });

  it('refuses another merchant', async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', merchantId: '10000999' }));
    await expectNothingGranted(created.paymentId, /merchant_id 10000999/);
  });

  it("refuses what PayFast's validate call answers INVALID to", async () => {
    const created = await buyCode(actors.owner);
    fake.validateAnswer = 'INVALID';
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }));
    await expectNothingGranted(created.paymentId, /answered INVALID/);
  });

  it("refuses a notification from an address that is not PayFast's", async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }), { 'x-forwarded-for': '203.0.113.7' });
    await expectNothingGranted(created.paymentId, /203\.0\.113\.7/);
  });

  it("accepts one from PayFast's published ranges", async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }), { 'x-forwarded-for': '41.74.179.200' });
    expect(await outcomesOf(created.paymentId)).toEqual(['granted']);
  });

  it('refuses a notification for a payment made in mock mode', async () => {
    const created = await buyCode(actors.owner);
    await app.deps.db.update(payments).set({ mode: 'mock' }).where(eq(payments.id, created.paymentId));
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }));
    await expectNothingGranted(created.paymentId, /mock mode/);
  });

  it('refuses a notification with fields posted after the signature, which it does not cover', async () => {
    // Signed over three fields with the merchant's own passphrase; the status and amount that matter
    // come after the signature. A gateway that answers VALID to what was signed must not make it pass.
    const created = await buyCode(actors.owner);
    fake.validateAnswer = 'VALID';
    const signed = fake.sign([
      ['m_payment_id', created.paymentId],
      ['pf_payment_id', '7001'],
      ['merchant_id', fake.merchantId],
    ]);
    await notify([...signed, ['payment_status', 'COMPLETE'], ['amount_gross', '19.00']]);
    await expectNothingGranted(created.paymentId, /^payment_status is posted after the signature/);
  });

  it('refuses a notification that gives a field twice, reading neither value', async () => {
    // PayFast's validate call would read one amount_gross and we the other: R1.00 paid, R19.00 read.
    const created = await buyCode(actors.owner);
    fake.validateAnswer = 'VALID';
    const fields = fake.notification({ paymentId: created.paymentId, amount: '19.00' }).slice(0, -1);
    const withSecondAmount = fields.flatMap((pair): Pairs => (pair[0] === 'amount_gross' ? [pair, ['amount_gross', '1.00']] : [pair]));
    await notify(fake.sign(withSecondAmount));
    await expectNothingGranted(created.paymentId, /^amount_gross is posted twice/);
  });

  it('logs a notification for no payment of ours, and junk, answering 200 all the same', async () => {
    const before = (await app.deps.db.select().from(paymentNotifications)).length;
    await notify(fake.notification({ paymentId: '00000000-0000-4000-8000-000000000000', amount: '19.00' }));
    await notify([['hello', 'world']]);
    const rows = await app.deps.db.select().from(paymentNotifications);
    expect(rows).toHaveLength(before + 2);
    expect(rows.slice(-2).map((row) => row.outcome)).toEqual(['rejected', 'rejected']);
  });

  it('shows every refused notification to admins, with the reason', async () => {
    const answer = await app.request('GET', '/api/admin/payments/notifications?outcome=rejected', { token: actors.admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.notifications.length).toBeGreaterThanOrEqual(8);
    expect(answer.body.notifications[0]).toMatchObject({ outcome: 'rejected', message: expect.any(String), sourceIp: expect.any(String) });
  });

  it('keeps a notification when PayFast cannot be asked, and grants it when a later sweep can', async () => {
    const created = await buyCode(actors.owner);
    fake.validateAnswer = 'HTTP 500';
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }));
    expect(await outcomesOf(created.paymentId)).toEqual(['retry']);
    expect(await statusOf(created.paymentId)).toBe('pending');

    fake.validateAnswer = 'auto';
    await app.deps.payfast.notifications.sweep(0);
    await app.deps.payfast.notifications.idle();
    expect(await outcomesOf(created.paymentId)).toEqual(['granted']);
    expect(await codesOf(created.paymentId)).toHaveLength(1);
  });
});

describe('the same confirmation more than once', () => {
  it('grants nothing more for a replayed notification', async () => {
    const created = await buyCode(actors.owner);
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '19.00' });
    await notify(pairs);
    await notify(pairs);
    expect(await outcomesOf(created.paymentId)).toEqual(['granted', 'duplicate']);
    expect(await codesOf(created.paymentId)).toHaveLength(1);
  });

  it('grants one code for the same notification sent ten times at once', async () => {
    const created = await buyCode(actors.owner);
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '19.00' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.post(app.url, pairs)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await app.deps.payfast.notifications.idle();
    expect(await codesOf(created.paymentId)).toHaveLength(1);
    const outcomes = await outcomesOf(created.paymentId);
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
  });

  it('grants one bundle for a bundle notification sent ten times at once', async () => {
    const created = await buyBundle(actors.other, 'enterprise');
    const pairs = fake.notification({ paymentId: created.paymentId, amount: '403.75' });
    await Promise.all(Array.from({ length: 10 }, () => fake.post(app.url, pairs)));
    await app.deps.payfast.notifications.idle();
    expect(await bundlesOf(created.paymentId)).toHaveLength(1);
  });
});

describe('CANCELLED and FAILED notifications', () => {
  it('records a cancelled payment, and grants it all the same when PayFast later confirms the money', async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', status: 'CANCELLED' }));
    expect(await statusOf(created.paymentId)).toBe('cancelled');
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', status: 'COMPLETE' }));
    expect(await statusOf(created.paymentId)).toBe('complete');
    expect(await outcomesOf(created.paymentId)).toEqual(['cancelled', 'granted']);
    expect(await codesOf(created.paymentId)).toHaveLength(1);
  });

  it('records a failed payment and grants nothing', async () => {
    const created = await buyBundle(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '90.25', status: 'FAILED' }));
    expect(await statusOf(created.paymentId)).toBe('failed');
    expect(await bundlesOf(created.paymentId)).toEqual([]);
  });

  it('never turns a completed payment back into a cancelled one', async () => {
    const created = await buyCode(actors.owner);
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00' }));
    await notify(fake.notification({ paymentId: created.paymentId, amount: '19.00', status: 'CANCELLED' }));
    expect(await statusOf(created.paymentId)).toBe('complete');
    expect(await outcomesOf(created.paymentId)).toEqual(['granted', 'ignored']);
  });
});

describe('POST /api/payments/{id}/complete in PayFast mode', () => {
  it('refuses the buyer: only PayFast completes a PayFast payment', async () => {
    const created = await buyCode(actors.owner);
    const answer = await app.request('POST', `/api/payments/${created.paymentId}/complete`, { token: actors.owner.token });
    expectMessage(answer, 409, 'This payment is made through PayFast: it completes when PayFast confirms it, not from this page.');
    expect(await statusOf(created.paymentId)).toBe('pending');
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('refuses another user, an admin and a super admin as not found', async () => {
    const created = await buyCode(actors.owner);
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await app.request('POST', `/api/payments/${created.paymentId}/complete`, { token: user.token }), 404, 'Payment not found');
    }
    expect(await statusOf(created.paymentId)).toBe('pending');
  });

  it('refuses a payment made in mock mode once PayFast is on', async () => {
    const created = await buyCode(actors.owner);
    await app.deps.db.update(payments).set({ mode: 'mock' }).where(eq(payments.id, created.paymentId));
    const answer = await app.request('POST', `/api/payments/${created.paymentId}/complete`, { token: actors.owner.token });
    expectMessage(answer, 409, 'Mock payments are switched off: payments now go through PayFast.');
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('refuses the credits completion call the same way', async () => {
    const created = await buyBundle(actors.owner);
    const answer = await app.request('POST', `/api/credits/purchase/${created.paymentId}/complete`, {
      token: actors.owner.token,
      body: { transactionId: 'FAKE-1' },
    });
    expect(answer.status).toBe(409);
    expect(await bundlesOf(created.paymentId)).toEqual([]);
  });
});

describe('POST /api/payments/test-payfast', () => {
  it('tells the super admin the configuration works: credentials, signing, the gateway answering', async () => {
    const answer = await app.request('POST', '/api/payments/test-payfast', { token: actors.superAdmin.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'PayFast configuration is working correctly', mode: 'sandbox', gatewayUrl: fake.url });
    expect(answer.body.checks.map((c: { name: string }) => c.name)).toEqual(['credentials', 'passphrase', 'signing', 'gateway', 'notify-url']);
    expect(answer.body.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
    expect(answer.text).not.toContain(fake.passphrase);
  });

  it('says so when the gateway does not answer properly', async () => {
    fake.validateAnswer = 'HTTP 500';
    const answer = await app.request('POST', '/api/payments/test-payfast', { token: actors.superAdmin.token });
    expectMessage(answer, 409);
    expect(answer.body.message).toMatch(/^PayFast sandbox gateway did not answer/);
  });

  it('is for the super admin only', async () => {
    expectMessage(await app.request('POST', '/api/payments/test-payfast'), 401, 'Authentication required');
    for (const user of [actors.owner, actors.admin]) {
      expectMessage(await app.request('POST', '/api/payments/test-payfast', { token: user.token }), 403, 'Super administrator access required');
    }
  });
});

describe('GET /api/settings and GET /api/admin/payments/mode report the payment mode', () => {
  it('says sandbox with credentials, and mock when the super admin switches PayFast off', async () => {
    const on = await app.request('GET', '/api/settings', { token: actors.superAdmin.token });
    expect(on.body.payment).toMatchObject({ mode: 'sandbox', missingSettings: [], hasPassphrase: true, gatewayUrl: fake.url });
    const forAdmins = await app.request('GET', '/api/admin/payments/mode', { token: actors.admin.token });
    expect(forAdmins.body).toEqual({ mode: 'sandbox', reason: 'PayFast sandbox: test payments, no real money moves.', missingSettings: [] });

    const off = await app.request('PUT', '/api/settings', { token: actors.superAdmin.token, body: { usePayFast: false } });
    expect(off.body.payment).toMatchObject({ mode: 'mock', gatewayUrl: null });
    expect(off.body.payment.reason).toMatch(/switched off/);
    expect((await app.request('GET', '/api/admin/payments/mode', { token: actors.admin.token })).body).toMatchObject({ mode: 'mock' });
    expect((await buyCode(actors.owner)).next).toEqual({ kind: 'mock', url: expect.stringMatching(/^\/payment\/mock-payfast\?paymentId=/) });

    const live = await app.request('PUT', '/api/settings', {
      token: actors.superAdmin.token,
      body: { usePayFast: true, payFastSandbox: false },
    });
    expect(live.body.payment).toMatchObject({ mode: 'live' });
    expect((await buyCode(actors.owner)).next).toMatchObject({ kind: 'payfast', mode: 'live' });
    await getSystemSettings(app.deps.db);
    await app.deps.db.update(systemSettings).set({ payFastSandbox: true }).where(eq(systemSettings.id, 1));
  });
});
