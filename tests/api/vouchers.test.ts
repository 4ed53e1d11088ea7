import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, voucherUses, vouchers } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { zarcodeInput } from '../helpers/zarcodes';

// Vouchers: SUMMER from the first start, the payment page's check, the admin's list, and a voucher
// never used more times than its maximum, however many buyers check out at once.

const VOUCHER_REQUIRED = 'Please enter a voucher code';
const HOUR = 3_600_000;

const { app, actors } = useTestApp();
useMockPayments(app);
const getApp = () => app;
let serial = 0;

const validate = (user: TestUser | null, body: unknown) => app.request('POST', '/api/vouchers/validate', { token: user?.token, body });

async function newVoucher(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const answer = await app.request('POST', '/api/admin/vouchers', {
    token: actors.admin.token,
    body: { code: `TEST${serial}${Date.now() % 100000}`, discountType: 'percent', discountValue: 10, ...overrides },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const checkout = (user: TestUser, voucherCode: string) =>
  app.request('POST', '/api/payments/create', {
    token: user.token,
    body: { product: 'zarcode', codeForm: zarcodeInput({ useBundle: false }), voucherCode },
  });

const completeMock = (user: TestUser, id: string) => app.request('POST', `/api/payments/${id}/complete`, { token: user.token });

const voucherRow = async (id: string) => (await app.deps.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

describe('SUMMER', () => {
  it('exists from the first start: 30% off, active, no end, no limit', async () => {
    const answer = await app.request('GET', '/api/admin/vouchers', { token: actors.admin.token });
    expect(answer.body.vouchers).toContainEqual(
      expect.objectContaining({
        code: 'SUMMER',
        discountType: 'percent',
        discountValue: '30',
        label: '30% off',
        isActive: true,
        state: 'active',
        validFrom: null,
        validUntil: null,
        maxUses: null,
        usesLeft: null,
      }),
    );
  });
});

describe('POST /api/vouchers/validate', () => {
  it('answers the discount and what a code would cost: SUMMER, R5.70 off R19.00, R13.30 with R1.73 VAT', async () => {
    const answer = await validate(actors.owner, { code: 'summer' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      valid: true,
      voucher: { code: 'SUMMER', description: 'Summer offer: 30% off', discountType: 'percent', discountValue: '30', label: '30% off' },
      product: 'zarcode',
      bundleType: null,
      listAmount: '19.00',
      discount: '5.70',
      amount: '13.30',
      vatRate: '15.00',
      vatAmount: '1.73',
    });
  });

  it('prices a bundle with it', async () => {
    const answer = await validate(actors.owner, { code: 'SUMMER', product: 'bundle', bundleType: 'professional' });
    expect(answer.body).toMatchObject({ listAmount: '171.00', discount: '51.30', amount: '119.70', bundleType: 'professional' });
  });

  it('takes a fixed discount, never below R5.00', async () => {
    const fixed = await newVoucher({ discountType: 'fixed', discountValue: '2.50' });
    expect((await validate(actors.owner, { code: fixed.code })).body).toMatchObject({ discount: '2.50', amount: '16.50' });
    const huge = await newVoucher({ discountType: 'fixed', discountValue: 1000 });
    expect((await validate(actors.owner, { code: huge.code })).body).toMatchObject({ discount: '14.00', amount: '5.00' });
  });

  it.each([
    ['unknown', 404, null, 'Voucher NOSUCH does not exist'],
    ['inactive', 409, { isActive: false }, 'is no longer active'],
    ['not_yet_valid', 409, { validFrom: new Date(Date.now() + 24 * HOUR).toISOString() }, 'is not valid yet'],
    ['expired', 409, { validFrom: '2020-01-01', validUntil: '2020-01-31' }, 'has expired'],
    ['used_up', 409, { maxUses: 1 }, 'has been used up'],
  ] as const)('answers a voucher that is %s with %i and the reason', async (reason, status, setup, words) => {
    let code = 'NOSUCH';
    if (setup) {
      const voucher = await newVoucher(setup);
      code = voucher.code;
      if (reason === 'used_up') await app.deps.db.update(vouchers).set({ usesCount: 1 }).where(eq(vouchers.id, voucher.id));
    }
    const answer = await validate(actors.owner, { code });
    expect(answer.status).toBe(status);
    expect(answer.body.reason).toBe(reason);
    expect(answer.body.message).toContain(words);
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await validate(null, { code: 'SUMMER' }), 401, 'Authentication required');
  });

  it('answers every signed-in role alike', async () => {
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expect((await validate(user, { code: 'SUMMER' })).status).toBe(200);
    }
  });

  it("answers a bundle without its type with 400", async () => {
    expectMessage(await validate(actors.owner, { code: 'SUMMER', product: 'bundle' }), 400, 'Bundle type must be one of: starter, professional, enterprise');
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/vouchers/validate',
      token: () => actors.other.token,
      validBody: { code: 'SUMMER', product: 'zarcode' },
      requiredFields: { code: VOUCHER_REQUIRED },
      textFields: ['code', 'product', 'bundleType'],
    });
  });
});

describe('GET /api/admin/vouchers', () => {
  it('answers 401 anonymous and 403 to users; admins and super admins see every voucher', async () => {
    expectMessage(await app.request('GET', '/api/admin/vouchers'), 401, 'Authentication required');
    expectMessage(await app.request('GET', '/api/admin/vouchers', { token: actors.owner.token }), 403, 'Administrator access required');
    for (const user of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/admin/vouchers', { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.vouchers.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/admin/vouchers', () => {
  const post = (user: TestUser | null, body: unknown) => app.request('POST', '/api/admin/vouchers', { token: user?.token, body });

  it('creates a voucher, its code upper-cased', async () => {
    const answer = await post(actors.superAdmin, {
      code: 'winter-25',
      description: 'Winter',
      discountType: 'fixed',
      discountValue: '4.50',
      validFrom: '2026-06-01',
      validUntil: '2026-08-31',
      maxUses: 100,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      code: 'WINTER-25',
      description: 'Winter',
      discountType: 'fixed',
      discountValue: '4.50',
      label: 'R4.50 off',
      // South African days: from midnight SAST to the end of the last day.
      validFrom: '2026-05-31T22:00:00.000Z',
      validUntil: '2026-08-31T22:00:00.000Z',
      maxUses: 100,
      usesCount: 0,
      heldUses: 0,
      usesLeft: 100,
      isActive: true,
    });
  });

  it('refuses a code in use (409), in any case', async () => {
    expectMessage(await post(actors.admin, { code: 'summer', discountType: 'percent', discountValue: 5 }), 409, 'A voucher with the code SUMMER already exists');
  });

  it.each([
    [{ discountType: 'percent', discountValue: 0 }, 'A percentage discount must be a whole number from 1 to 100'],
    [{ discountType: 'percent', discountValue: 101 }, 'A percentage discount must be a whole number from 1 to 100'],
    [{ discountType: 'percent', discountValue: 12.5 }, 'A percentage discount must be a whole number from 1 to 100'],
    [{ discountType: 'fixed', discountValue: '0.00' }, 'A fixed discount must be an amount in Rand from 0.01, e.g. 5.00'],
    [{ discountType: 'fixed', discountValue: '1.005' }, 'A fixed discount must be an amount in Rand from 0.01, e.g. 5.00'],
    [{ discountType: 'half', discountValue: 5 }, "Discount type must be 'percent' or 'fixed'"],
    [{ discountType: 'percent', discountValue: 5, code: 'a' }, 'Voucher code must be 2 to 32 letters, digits, hyphens or underscores'],
    [{ discountType: 'percent', discountValue: 5, code: 'TWO WORDS' }, 'Voucher code must be 2 to 32 letters, digits, hyphens or underscores'],
    [{ discountType: 'percent', discountValue: 5, maxUses: 0 }, 'Maximum uses must be a whole number of at least 1, or empty for no limit'],
    [{ discountType: 'percent', discountValue: 5, validFrom: 'soon' }, 'Valid from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
    [{ discountType: 'percent', discountValue: 5, validUntil: '2026-02-30' }, 'Valid until must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
    [{ discountType: 'percent', discountValue: 5, validFrom: '2026-02-01', validUntil: '2026-01-01' }, 'The voucher must end after it starts'],
  ])('answers %j with 400 and its rule', async (fields, message) => {
    expectMessage(await post(actors.admin, { code: `BAD${++serial}`, ...fields }), 400, message);
  });

  it('answers 401 anonymous and 403 to users', async () => {
    expectMessage(await post(null, { code: 'NOPE1', discountType: 'percent', discountValue: 5 }), 401);
    expectMessage(await post(actors.owner, { code: 'NOPE1', discountType: 'percent', discountValue: 5 }), 403, 'Administrator access required');
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/admin/vouchers',
      token: () => actors.admin.token,
      validBody: { code: 'BADINPUT', description: 'x', discountType: 'percent', discountValue: 5 },
      requiredFields: {
        code: 'Voucher code must be 2 to 32 letters, digits, hyphens or underscores',
        discountType: "Discount type must be 'percent' or 'fixed'",
        discountValue: null,
      },
      textFields: ['code', 'description', 'discountType'],
    });
  });
});

describe('PUT /api/admin/vouchers/{id}', () => {
  const put = (user: TestUser | null, id: string, body: unknown) =>
    app.request('PUT', `/api/admin/vouchers/${id}`, { token: user?.token, body });

  it('changes a voucher for checkouts from now on; payments already made keep their price', async () => {
    const voucher = await newVoucher({ discountValue: 10 });
    const before = await checkout(actors.owner, voucher.code);
    expect(before.body.amount).toBe('17.10');
    const answer = await put(actors.admin, voucher.id, { discountValue: 20, description: 'Better', maxUses: 50 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ discountValue: '20', description: 'Better', maxUses: 50 });
    expect((await checkout(actors.other, voucher.code)).body.amount).toBe('15.20');
    const kept = await app.request('GET', `/api/payments/${before.body.paymentId}`, { token: actors.owner.token });
    expect(kept.body.amount).toBe('17.10');
  });

  it('ends SUMMER, and a buyer is then told it is no longer active', async () => {
    const list = await app.request('GET', '/api/admin/vouchers', { token: actors.admin.token });
    const summer = list.body.vouchers.find((v: { code: string }) => v.code === 'SUMMER');
    expect((await put(actors.superAdmin, summer.id, { isActive: false })).body).toMatchObject({ isActive: false, state: 'inactive' });
    expect((await validate(actors.owner, { code: 'SUMMER' })).body.reason).toBe('inactive');
    expect((await put(actors.superAdmin, summer.id, { isActive: true })).body.state).toBe('active');
  });

  it('needs a value when the type changes, reads a value by the current type, and keeps dates in order', async () => {
    const voucher = await newVoucher({ discountValue: 10 });
    expectMessage(await put(actors.admin, voucher.id, { discountType: 'fixed' }), 400, 'discountValue is required when the discount type changes');
    expectMessage(await put(actors.admin, voucher.id, { discountValue: '2.50' }), 400, 'A percentage discount must be a whole number from 1 to 100');
    expect((await put(actors.admin, voucher.id, { discountType: 'fixed', discountValue: '2.50' })).body.label).toBe('R2.50 off');
    await put(actors.admin, voucher.id, { validFrom: '2026-03-01' });
    expectMessage(await put(actors.admin, voucher.id, { validUntil: '2026-02-01' }), 400, 'The voucher must end after it starts');
    expect((await put(actors.admin, voucher.id, { validFrom: null })).body.validFrom).toBeNull();
  });

  it('never sets the maximum below the uses made (409)', async () => {
    const voucher = await newVoucher({ maxUses: 5 });
    await app.deps.db.update(vouchers).set({ usesCount: 3 }).where(eq(vouchers.id, voucher.id));
    expectMessage(await put(actors.admin, voucher.id, { maxUses: 2 }), 409, 'Maximum uses cannot be below the 3 uses already made');
    expect((await put(actors.admin, voucher.id, { maxUses: 3 })).body).toMatchObject({ maxUses: 3, usesLeft: 0, state: 'used_up' });
  });

  it('refuses a code another voucher has (409)', async () => {
    const voucher = await newVoucher();
    expectMessage(await put(actors.admin, voucher.id, { code: 'summer' }), 409, 'A voucher with the code SUMMER already exists');
  });

  it('answers 404 for no such voucher, 400 for an id that is not one, 401/403 to others', async () => {
    const voucher = await newVoucher();
    expectMessage(await put(actors.admin, '00000000-0000-4000-8000-000000000000', { isActive: false }), 404, 'Voucher not found');
    expectMessage(await put(actors.admin, 'x', { isActive: false }), 400, 'Voucher not found');
    expectMessage(await put(null, voucher.id, { isActive: false }), 401);
    expectMessage(await put(actors.owner, voucher.id, { isActive: false }), 403);
  });

  describe('bad input', () => {
    let id = '';
    beforeAll(async () => {
      id = (await newVoucher()).id;
    });
    itRejectsBadInput(getApp, {
      method: 'PUT',
      path: () => `/api/admin/vouchers/${id}`,
      token: () => actors.admin.token,
      validBody: { description: 'Changed' },
      requiredFields: {},
      textFields: ['code', 'description', 'discountType', 'validFrom', 'validUntil'],
    });
  });
});

describe('DELETE /api/admin/vouchers/{id}', () => {
  const del = (user: TestUser | null, id: string) => app.request('DELETE', `/api/admin/vouchers/${id}`, { token: user?.token });

  it('deletes a voucher no payment used', async () => {
    const voucher = await newVoucher();
    const answer = await del(actors.admin, voucher.id);
    expect(answer.body).toEqual({ message: 'Voucher deleted', ended: false, voucher: null });
    expect(await app.deps.db.select().from(vouchers).where(eq(vouchers.id, voucher.id))).toEqual([]);
  });

  it('ends a voucher payments used, keeping it on their receipts', async () => {
    const voucher = await newVoucher();
    const paid = await checkout(actors.owner, voucher.code);
    await completeMock(actors.owner, paid.body.paymentId);
    const answer = await del(actors.superAdmin, voucher.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ended: true, voucher: { id: voucher.id, isActive: false, usesCount: 1 } });
    expect(answer.body.message).toMatch(/ended/);
    const receipt = await app.request('GET', `/api/payments/${paid.body.paymentId}`, { token: actors.owner.token });
    expect(receipt.body.voucherCode).toBe(voucher.code);
    expect((await validate(actors.other, { code: voucher.code })).status).toBe(409);
  });

  it('answers 404 for no such voucher, 401/403 to others', async () => {
    const voucher = await newVoucher();
    expectMessage(await del(actors.admin, '00000000-0000-4000-8000-000000000000'), 404, 'Voucher not found');
    expectMessage(await del(null, voucher.id), 401);
    expectMessage(await del(actors.owner, voucher.id), 403);
    expect(await voucherRow(voucher.id)).toBeDefined();
  });
});

describe('GET /api/admin/vouchers/{id}/uses', () => {
  it('lists each completed payment that used the voucher, with the buyer', async () => {
    const voucher = await newVoucher({ discountValue: 50 });
    const paid = await checkout(actors.other, voucher.code);
    await completeMock(actors.other, paid.body.paymentId);
    await checkout(actors.owner, voucher.code); // pending: not a use yet
    const answer = await app.request('GET', `/api/admin/vouchers/${voucher.id}/uses`, { token: actors.admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.uses).toEqual([
      expect.objectContaining({ paymentId: paid.body.paymentId, user: expect.objectContaining({ id: actors.other.id }), listAmount: '19.00', discount: '9.50', amount: '9.50' }),
    ]);
    expectMessage(await app.request('GET', `/api/admin/vouchers/${voucher.id}/uses`, { token: actors.owner.token }), 403);
    expectMessage(await app.request('GET', `/api/admin/vouchers/${voucher.id}/uses`), 401);
  });
});

describe('a voucher is never used more times than its maximum', () => {
  it('gives its last use to one of two checkouts at once; the other is told it is taken', async () => {
    const voucher = await newVoucher({ maxUses: 1 });
    const [first, second] = [await createUser(app), await createUser(app)];
    const answers = await Promise.all([checkout(first!, voucher.code), checkout(second!, voucher.code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.reason).toBe('used_up');
    expect(refused.body.message).toMatch(/held by checkouts in progress/);

    const winner = answers.find((a) => a.status === 201)!;
    const winnerUser = winner === answers[0] ? first! : second!;
    expect((await completeMock(winnerUser, winner.body.paymentId)).body.status).toBe('complete');
    const row = await voucherRow(voucher.id);
    expect(row.usesCount).toBe(1);
    expect((await validate(actors.owner, { code: voucher.code })).body.message).toBe(`Voucher ${voucher.code} has been used up`);
  });

  it('lets exactly as many of many simultaneous checkouts as it has uses, and counts each once paid', async () => {
    const voucher = await newVoucher({ maxUses: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer, voucher.code)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    await Promise.all(
      answers.map((answer, i) => (answer.status === 201 ? completeMock(buyers[i]!, answer.body.paymentId) : null)),
    );
    expect((await voucherRow(voucher.id)).usesCount).toBe(3);
    expect(await app.deps.db.select().from(voucherUses).where(eq(voucherUses.voucherId, voucher.id))).toHaveLength(3);
  });

  it('frees a held use when the checkout is cancelled', async () => {
    const voucher = await newVoucher({ maxUses: 1 });
    const [first, second] = [await createUser(app), await createUser(app)];
    const held = await checkout(first!, voucher.code);
    expect((await checkout(second!, voucher.code)).status).toBe(409);
    await app.request('POST', `/api/payments/${held.body.paymentId}/cancel`, { token: first!.token });
    expect((await checkout(second!, voucher.code)).status).toBe(201);
  });

  it("lets a buyer start again with their own held use: the earlier checkout is cancelled", async () => {
    const voucher = await newVoucher({ maxUses: 1 });
    const buyer = await createUser(app);
    const earlier = await checkout(buyer, voucher.code);
    const again = await checkout(buyer, voucher.code);
    expect(again.status).toBe(201);
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, earlier.body.paymentId));
    expect(row!.status).toBe('cancelled');
    expect((await validate(buyer, { code: voucher.code })).status).toBe(200);
  });

  it('releases a hold after an hour: an abandoned checkout does not keep the use', async () => {
    const voucher = await newVoucher({ maxUses: 1 });
    const [first, second] = [await createUser(app), await createUser(app)];
    const abandoned = await checkout(first!, voucher.code);
    await app.deps.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(payments.id, abandoned.body.paymentId));
    const taken = await checkout(second!, voucher.code);
    expect(taken.status).toBe(201);
    await completeMock(second!, taken.body.paymentId);

    // The first buyer pays after all (past their hold): they paid the price quoted, so they get the
    // code, and the count still never passes the maximum.
    const late = await completeMock(first!, abandoned.body.paymentId);
    expect(late.body.status).toBe('complete');
    expect((await voucherRow(voucher.id)).usesCount).toBe(1);
  });
});
