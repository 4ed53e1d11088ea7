import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MESSAGE, COUNTRY_MESSAGE } from '../../src/domain/zarcode/schemas';
import { payments, prices, systemSettings, zarcodes } from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { zarcodeInput } from '../helpers/zarcodes';

// Payments in mock mode (PayFast switched off in System Settings, no PayFast credentials): checkout,
// the mock page's Complete, the success page, credits, and the admin's payments table (resuming,
// cancelling and receipts: payments-resume.test.ts).

const PRODUCT_MESSAGE = "product must be 'zarcode' or 'bundle'";
const BUNDLE_TYPE_MESSAGE = 'Bundle type must be one of: starter, professional, enterprise';
const CREDIT_AMOUNT_MESSAGE = 'Amount must be the number of ZARcodes in a bundle: 5, 10, 25';
const NOT_FOUND = 'Payment not found';

const { app, actors } = useTestApp();
useMockPayments(app);
const getApp = () => app;

const codeForm = (overrides: Record<string, unknown> = {}) => zarcodeInput({ useBundle: false, ...overrides });

const create = (user: TestUser | null, body: unknown) =>
  app.request('POST', '/api/payments/create', { token: user?.token, body });

async function buyCode(user: TestUser, extra: Record<string, unknown> = {}) {
  const answer = await create(user, { product: 'zarcode', codeForm: codeForm(), ...extra });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

async function buyBundle(user: TestUser, bundleType = 'starter') {
  const answer = await create(user, { product: 'bundle', bundleType });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const complete = (user: TestUser | null, id: string, body?: unknown) =>
  app.request('POST', `/api/payments/${id}/complete`, { token: user?.token, body });

const codesOf = (paymentId: string) => app.deps.db.select().from(zarcodes).where(eq(zarcodes.paymentId, paymentId));

describe('POST /api/payments/create', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await create(null, { product: 'bundle', bundleType: 'starter' }), 401, 'Authentication required');
  });

  it('starts a code purchase at R19.00, VAT R2.48, and sends the buyer to the mock page', async () => {
    const answer = await create(actors.owner, { product: 'zarcode', codeForm: codeForm() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: answer.body.paymentId,
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      mode: 'mock',
      product: 'zarcode',
      bundleType: null,
      itemName: 'ZARcode - 1 code',
      itemDescription: 'Blue gate, Long Street',
      listAmount: '19.00',
      discount: '0.00',
      amount: '19.00',
      vatRate: '15.00',
      vatAmount: '2.48',
      amountExVat: '16.52',
      voucherCode: null,
      providerPaymentId: null,
      zarcode: null,
      bundleId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      completedAt: null,
      resumableUntil: expect.any(String),
      next: { kind: 'mock', url: `/payment/mock-payfast?paymentId=${answer.body.paymentId}` },
    });
  });

  it.each([
    ['starter', '90.25', '11.77'],
    ['professional', '171.00', '22.30'],
    ['enterprise', '403.75', '52.66'],
  ])('prices a %s bundle at R%s, R%s of it VAT', async (bundleType, amount, vat) => {
    const body = await buyBundle(actors.owner, bundleType);
    expect(body).toMatchObject({ product: 'bundle', bundleType, amount, vatAmount: vat, itemDescription: null });
  });

  it('takes a voucher in any case: SUMMER makes a code R13.30', async () => {
    const body = await buyCode(actors.owner, { voucherCode: ' summer ' });
    expect(body).toMatchObject({ listAmount: '19.00', discount: '5.70', amount: '13.30', vatAmount: '1.73', voucherCode: 'SUMMER' });
  });

  it('treats a blank voucher as none', async () => {
    expect(await buyCode(actors.owner, { voucherCode: '' })).toMatchObject({ amount: '19.00', voucherCode: null });
    expect(await buyCode(actors.owner, { voucherCode: null })).toMatchObject({ amount: '19.00', voucherCode: null });
  });

  it('answers an unknown voucher with 404 and its reason', async () => {
    const answer = await create(actors.owner, { product: 'zarcode', codeForm: codeForm(), voucherCode: 'NOPE' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Voucher NOPE does not exist', reason: 'unknown' });
  });

  it('charges the price in force, and a payment keeps its price and VAT rate when they change later', async () => {
    const before = await buyCode(actors.owner);
    const [price] = await app.deps.db.insert(prices).values({ amountCents: 2500, isActive: true }).returning();
    await getSystemSettings(app.deps.db);
    await app.deps.db.update(systemSettings).set({ vatRate: '10.00' }).where(eq(systemSettings.id, 1));
    try {
      expect(await buyCode(actors.owner)).toMatchObject({ amount: '25.00', vatRate: '10.00', vatAmount: '2.27' });
      const again = await app.request('GET', `/api/payments/${before.paymentId}`, { token: actors.owner.token });
      expect(again.body).toMatchObject({ amount: '19.00', vatRate: '15.00', vatAmount: '2.48' });
    } finally {
      await app.deps.db.delete(prices).where(eq(prices.id, price!.id));
      await app.deps.db.update(systemSettings).set({ vatRate: '15.00' }).where(eq(systemSettings.id, 1));
    }
  });

  it("checks the code form as POST /api/zarcodes does, with the same words", async () => {
    const missing = await create(actors.owner, { product: 'zarcode', codeForm: codeForm({ title: '' }) });
    expectMessage(missing, 400, REQUIRED_FIELDS_MESSAGE);
    const abroad = await create(actors.owner, { product: 'zarcode', codeForm: codeForm({ latitude: 51.5, longitude: -0.12 }) });
    expectMessage(abroad, 400, COUNTRY_MESSAGE);
    expectMessage(await create(actors.owner, { product: 'zarcode' }), 400);
  });

  it('refuses a code purchase once the buyer has reached the code limit (409), before any money moves', async () => {
    const buyer = await createUser(app);
    await getSystemSettings(app.deps.db);
    await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 0 }).where(eq(systemSettings.id, 1));
    try {
      const answer = await create(buyer, { product: 'zarcode', codeForm: codeForm() });
      expectMessage(answer, 409, 'You have reached the maximum of 0 ZARcodes per account. Please contact support.');
      expect(await app.deps.db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);
      expect((await create(buyer, { product: 'bundle', bundleType: 'starter' })).status).toBe(201);
    } finally {
      await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 100 }).where(eq(systemSettings.id, 1));
    }
  });

  it('lets admins and super admins buy for themselves too', async () => {
    expect((await buyBundle(actors.admin)).status).toBe('pending');
    expect((await buyBundle(actors.superAdmin)).status).toBe('pending');
  });

  it.each([[{ product: 'gold' }], [{ product: 'bundle', bundleType: 'gold' }], [{ product: 'bundle' }]])(
    'answers %j with 400 and a message',
    async (body) => {
      expectMessage(await create(actors.owner, body), 400);
    },
  );

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/payments/create',
      token: () => actors.other.token,
      validBody: { product: 'bundle', bundleType: 'starter', voucherCode: 'SUMMER' },
      requiredFields: { product: PRODUCT_MESSAGE, bundleType: BUNDLE_TYPE_MESSAGE },
      textFields: ['bundleType', 'voucherCode'],
    });
  });
});

describe('GET /api/payments/{id}', () => {
  let payment: { paymentId: string };
  beforeAll(async () => {
    payment = await buyCode(actors.owner);
  });
  const get = (user: TestUser | null, id = payment.paymentId) => app.request('GET', `/api/payments/${id}`, { token: user?.token });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await get(null), 401, 'Authentication required');
  });

  it('answers the buyer the pending payment with what to do next', async () => {
    const answer = await get(actors.owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: payment.paymentId, status: 'pending', grantedZarcode: null, grantedBundle: null, next: { kind: 'mock' } });
  });

  it("answers 404 to another user: someone else's payment does not exist for them", async () => {
    expectMessage(await get(actors.other), 404, NOT_FOUND);
  });

  it('answers admins and super admins, without the buyer\'s next step', async () => {
    for (const user of [actors.admin, actors.superAdmin]) {
      const answer = await get(user);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: payment.paymentId, next: null });
    }
  });

  it("answers 404 for a payment that does not exist and 400 'Payment not found' for an id that is not one", async () => {
    expectMessage(await get(actors.owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectMessage(await get(actors.owner, 'abc'), 400, NOT_FOUND);
  });
});

describe('POST /api/payments/{id}/complete (mock mode)', () => {
  it("answers an id that is not one with 400 'Payment not found' before its body, from anyone", async () => {
    for (const user of [actors.owner, actors.other]) expectMessage(await complete(user, 'abc', { transactionId: 5 }), 400, NOT_FOUND);
  });

  it('grants the code to the buyer, with the mock transaction id, and the success page shows it', async () => {
    const created = await buyCode(actors.owner, { codeForm: codeForm({ title: 'Farm gate, Stellenbosch', city: 'Stellenbosch' }) });
    const answer = await complete(actors.owner, created.paymentId, { transactionId: 'MOCK-TX-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'complete',
      providerPaymentId: 'MOCK-TX-1',
      next: null,
      grantedZarcode: { title: 'Farm gate, Stellenbosch', city: 'Stellenbosch', user: { email: actors.owner.email } },
    });
    expect(answer.body.zarcode).toMatch(/^1SL-[A-Z0-9]{4}$/);
    const [code] = await codesOf(created.paymentId);
    expect(code).toMatchObject({ userId: actors.owner.id, code: answer.body.zarcode });
  });

  it('grants a bundle, and needs no body', async () => {
    const created = await buyBundle(actors.owner, 'starter');
    const answer = await complete(actors.owner, created.paymentId);
    expect(answer.body).toMatchObject({ status: 'complete', grantedBundle: { bundleType: 'starter', creditsRemaining: 5 } });
    expect(answer.body.providerPaymentId).toMatch(/^MOCK-/);
  });

  it('is harmless twice, and ten Completes at once make one code', async () => {
    const created = await buyCode(actors.owner);
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(actors.owner, created.paymentId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.zarcode)).size).toBe(1);
    expect(await codesOf(created.paymentId)).toHaveLength(1);
  });

  it('is for the buyer only: 404 to another user, an admin and a super admin, 401 anonymous', async () => {
    const created = await buyCode(actors.owner);
    expectMessage(await complete(null, created.paymentId), 401, 'Authentication required');
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await complete(user, created.paymentId), 404, NOT_FOUND);
    }
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('refuses a cancelled payment (409): the buyer starts again', async () => {
    const created = await buyCode(actors.owner);
    await app.request('POST', `/api/payments/${created.paymentId}/cancel`, { token: actors.owner.token });
    expectMessage(await complete(actors.owner, created.paymentId), 409, 'This payment was cancelled: start a new payment to try again.');
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('answers bad input with 4xx and a message, never a 500', async () => {
    const created = await buyCode(actors.owner);
    const path = `/api/payments/${created.paymentId}/complete`;
    expectMessage(await app.request('POST', path, { token: actors.owner.token, body: { transactionId: 5 } }), 400);
    expectMessage(await app.request('POST', path, { token: actors.owner.token, body: { transactionId: 'x'.repeat(101) } }), 400);
    expectMessage(
      await app.request('POST', path, { token: actors.owner.token, rawBody: '{"transactionId":', headers: { 'content-type': 'application/json' } }),
      400,
      'Malformed JSON in request body',
    );
    expectMessage(
      await app.request('POST', path, { token: actors.owner.token, rawBody: 'transactionId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'Unsupported content type',
    );
    expect(await codesOf(created.paymentId)).toEqual([]);
    expectMessage(await complete(actors.owner, 'not-an-id'), 400, NOT_FOUND);
  });
});

describe('POST /api/credits/purchase', () => {
  const purchase = (user: TestUser | null, body: unknown) => app.request('POST', '/api/credits/purchase', { token: user?.token, body });

  it.each([
    [5, 'starter', '90.25'],
    ['10', 'professional', '171.00'],
    [25, 'enterprise', '403.75'],
  ])('buys the bundle of %j codes: %s at R%s', async (amount, bundleType, price) => {
    const answer = await purchase(actors.owner, { amount });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ product: 'bundle', bundleType, amount: price, next: { kind: 'mock' } });
  });

  it('takes a voucher', async () => {
    expect((await purchase(actors.owner, { amount: 5, voucherCode: 'SUMMER' })).body).toMatchObject({ discount: '27.08', amount: '63.17' });
  });

  it.each([[7], [0], [-5], [5.5], ['five'], [''], [null]])('answers amount %j with 400 and the bundle sizes', async (amount) => {
    expectMessage(await purchase(actors.owner, { amount }), 400, CREDIT_AMOUNT_MESSAGE);
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await purchase(null, { amount: 5 }), 401, 'Authentication required');
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/credits/purchase',
      token: () => actors.other.token,
      validBody: { amount: 5 },
      requiredFields: { amount: CREDIT_AMOUNT_MESSAGE },
      textFields: ['voucherCode'],
    });
  });
});

describe('POST /api/credits/purchase/{id}/complete', () => {
  it('completes the bundle purchase in mock mode with the mock page\'s transaction id', async () => {
    const created = (await app.request('POST', '/api/credits/purchase', { token: actors.owner.token, body: { amount: 10 } })).body;
    const answer = await app.request('POST', `/api/credits/purchase/${created.paymentId}/complete`, {
      token: actors.owner.token,
      body: { transactionId: 'TX-42' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'complete', providerPaymentId: 'TX-42', grantedBundle: { totalZarcodes: 10 } });
  });

  it('is for the buyer only', async () => {
    const created = await buyBundle(actors.owner);
    const path = `/api/credits/purchase/${created.paymentId}/complete`;
    expectMessage(await app.request('POST', path, { body: { transactionId: 'TX' } }), 401, 'Authentication required');
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await app.request('POST', path, { token: user.token, body: { transactionId: 'TX' } }), 404, NOT_FOUND);
    }
  });

  describe('bad input', () => {
    let path = '';
    beforeAll(async () => {
      path = `/api/credits/purchase/${(await buyBundle(actors.other)).paymentId}/complete`;
    });
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: () => path,
      token: () => actors.other.token,
      validBody: { transactionId: 'TX-1' },
      requiredFields: { transactionId: 'transactionId must be text of at most 100 characters' },
      textFields: ['transactionId'],
    });
  });
});

describe('GET /api/user/payments', () => {
  it('answers the caller\'s payments only, newest first, a page at a time, by status', async () => {
    const buyer = await createUser(app);
    const first = await buyCode(buyer);
    const second = await buyBundle(buyer);
    await complete(buyer, second.paymentId);
    await buyCode(actors.other);

    const all = await app.request('GET', '/api/user/payments', { token: buyer.token });
    expect(all.status).toBe(200);
    expect(all.body.payments.map((p: { id: string }) => p.id)).toEqual([second.paymentId, first.paymentId]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(all.body.payments[0]).toMatchObject({ status: 'complete', bundleId: expect.any(String) });

    const paged = await app.request('GET', '/api/user/payments?limit=1&page=2', { token: buyer.token });
    expect(paged.body.payments.map((p: { id: string }) => p.id)).toEqual([first.paymentId]);
    const complete_ = await app.request('GET', '/api/user/payments?status=complete', { token: buyer.token });
    expect(complete_.body.payments.map((p: { id: string }) => p.id)).toEqual([second.paymentId]);
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/user/payments'), 401, 'Authentication required');
  });

  it.each([['status=paid'], ['limit=0'], ['limit=101'], ['page=x']])('answers ?%s with 400 and a message', async (query) => {
    expectMessage(await app.request('GET', `/api/user/payments?${query}`, { token: actors.owner.token }), 400);
  });
});

describe('GET /api/admin/payments', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await createUser(app, { email: `totals-${Date.now()}@example.com` });
    const a = await buyCode(buyer, { voucherCode: 'SUMMER' });
    await complete(buyer, a.paymentId);
    const b = await buyBundle(buyer, 'starter');
    await complete(buyer, b.paymentId);
    await buyCode(buyer);
  });
  const list = (user: TestUser | null, query = '') => app.request('GET', `/api/admin/payments${query}`, { token: user?.token });

  it('answers 401 anonymous and 403 to users', async () => {
    expectMessage(await list(null), 401, 'Authentication required');
    expectMessage(await list(actors.owner), 403, 'Administrator access required');
  });

  it('answers admins and super admins every payment with its buyer, and totals with VAT', async () => {
    for (const user of [actors.admin, actors.superAdmin]) {
      const answer = await list(user, `?search=${encodeURIComponent(buyer.email)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.payments).toHaveLength(3);
      expect(answer.body.payments[0].user).toMatchObject({ id: buyer.id, email: buyer.email });
      expect(answer.body.totals).toEqual({ count: 3, amount: '122.55', vatAmount: '15.98', amountExVat: '106.57', discount: '5.70' });
      const completeLine = answer.body.byStatus.find((line: { status: string }) => line.status === 'complete');
      expect(completeLine).toEqual({ status: 'complete', count: 2, amount: '103.55', vatAmount: '13.50', amountExVat: '90.05', discount: '5.70' });
    }
  });

  it('filters by status, product and day (South African days, both ends included)', async () => {
    const search = `&search=${encodeURIComponent(buyer.email)}`;
    expect((await list(actors.admin, `?status=pending${search}`)).body.payments).toHaveLength(1);
    expect((await list(actors.admin, `?product=bundle${search}`)).body.payments).toHaveLength(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
    expect((await list(actors.admin, `?from=${today}&to=${today}${search}`)).body.totals.count).toBe(3);
    expect((await list(actors.admin, `?to=2020-01-01${search}`)).body.totals.count).toBe(0);
    expect((await list(actors.admin, `?from=2999-01-01${search}`)).body.totals).toMatchObject({ count: 0, amount: '0.00' });
  });

  it('finds a payment by its id', async () => {
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.userId, buyer.id)).limit(1);
    expect((await list(actors.admin, `?search=${row!.id}`)).body.payments.map((p: { id: string }) => p.id)).toEqual([row!.id]);
  });

  it.each([['status=paid'], ['from=yesterday'], ['from=2026-02-30'], ['from=2026-02-02&to=2026-02-01'], ['product=x'], ['limit=500']])(
    'answers ?%s with 400 and a message',
    async (query) => {
      expectMessage(await list(actors.admin, `?${query}`), 400);
    },
  );
});

describe('GET /api/admin/payments/{id} and /notifications', () => {
  it('answers admins a payment with its buyer and notifications; users 403; anonymous 401', async () => {
    const created = await buyCode(actors.owner);
    const path = `/api/admin/payments/${created.paymentId}`;
    for (const user of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', path, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: created.paymentId, user: { id: actors.owner.id }, notifications: [] });
    }
    expectMessage(await app.request('GET', path, { token: actors.owner.token }), 403, 'Administrator access required');
    expectMessage(await app.request('GET', path), 401, 'Authentication required');
    expectMessage(await app.request('GET', '/api/admin/payments/00000000-0000-4000-8000-000000000000', { token: actors.admin.token }), 404, NOT_FOUND);
  });

  it('lists notifications to admins only', async () => {
    const answer = await app.request('GET', '/api/admin/payments/notifications', { token: actors.admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ notifications: [], pagination: { total: 0 } });
    expectMessage(await app.request('GET', '/api/admin/payments/notifications', { token: actors.owner.token }), 403);
    expectMessage(await app.request('GET', '/api/admin/payments/notifications?outcome=maybe', { token: actors.admin.token }), 400);
  });
});

describe('POST /api/payments/test-payfast without credentials', () => {
  it('tells the super admin what is missing (409)', async () => {
    const answer = await app.request('POST', '/api/payments/test-payfast', { token: actors.superAdmin.token });
    expectMessage(
      answer,
      409,
      'PayFast merchant credentials are not configured: set PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY in the server environment.',
    );
  });

  it('is for the super admin only', async () => {
    expectMessage(await app.request('POST', '/api/payments/test-payfast'), 401);
    for (const user of [actors.owner, actors.other, actors.admin]) {
      expectMessage(await app.request('POST', '/api/payments/test-payfast', { token: user.token }), 403, 'Super administrator access required');
    }
  });
});

describe('POST /api/payments/payfast/notify in mock mode', () => {
  it('answers 200 and grants nothing: there is no merchant to check against', async () => {
    const created = await buyCode(actors.owner);
    const answer = await app.request('POST', '/api/payments/payfast/notify', {
      rawBody: `m_payment_id=${created.paymentId}&payment_status=COMPLETE&amount_gross=19.00&signature=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    await app.deps.payfast.notifications.idle();
    expect(await codesOf(created.paymentId)).toEqual([]);
  });

  it('answers JSON with 400: PayFast posts forms', async () => {
    expectMessage(await app.request('POST', '/api/payments/payfast/notify', { body: { m_payment_id: 'x' } }), 400);
  });

  it('answers plain text with 400 and a form over 64 KB with 413, storing nothing', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectMessage(
      await app.request('POST', '/api/payments/payfast/notify', { rawBody: 'a=b', headers: { 'content-type': 'text/plain' } }),
      400,
      'Expected a PayFast notification form',
    );
    expectMessage(
      await app.request('POST', '/api/payments/payfast/notify', { rawBody: `a=${'x'.repeat(70_000)}`, headers: form }),
      413,
    );
    const answer = await app.request('GET', '/api/admin/payments/notifications', { token: actors.admin.token });
    expect(answer.body.notifications.every((n: { fields: unknown[] }) => JSON.stringify(n.fields).length < 70_000)).toBe(true);
  });
});
