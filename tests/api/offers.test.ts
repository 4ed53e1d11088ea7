import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { zarcodeInput } from '../helpers/zarcodes';

// The landing page's summer offer: SUMMER while a buyer could use it, with its real discount.

const { app, actors } = useTestApp();
useMockPayments(app);

let summerId: string;
const offer = (token?: string) => app.request('GET', '/api/offers/summer', { token });
const changeSummer = (body: Record<string, unknown>) =>
  app.request('PUT', `/api/admin/vouchers/${summerId}`, { token: actors.admin.token, body });

const SUMMER_AS_SEEDED = { isActive: true, discountType: 'percent', discountValue: 30, validFrom: null, validUntil: null, maxUses: null };
const ENDED = { active: false, code: 'SUMMER', percentOff: null, amountOff: null, validUntil: null };

beforeAll(async () => {
  const list = await app.request('GET', '/api/admin/vouchers', { token: actors.admin.token });
  summerId = list.body.vouchers.find((v: { code: string }) => v.code === 'SUMMER').id;
});

afterEach(async () => {
  expect((await changeSummer(SUMMER_AS_SEEDED)).status).toBe(200);
});

describe('GET /api/offers/summer', () => {
  it('answers SUMMER at 30% off with no end, the same to anonymous, user, admin and super admin', async () => {
    const answers = await Promise.all([
      offer(),
      offer(actors.owner.token),
      offer(actors.admin.token),
      offer(actors.superAdmin.token),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ active: true, code: 'SUMMER', percentOff: 30, amountOff: null, validUntil: null });
    }
  });

  it('follows the percentage and the end date an admin sets', async () => {
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await changeSummer({ discountValue: 25, validUntil })).status).toBe(200);
    expect((await offer()).body).toEqual({ active: true, code: 'SUMMER', percentOff: 25, amountOff: null, validUntil });
  });

  it('gives a fixed discount as an amount in Rand', async () => {
    expect((await changeSummer({ discountType: 'fixed', discountValue: '5.00' })).status).toBe(200);
    expect((await offer()).body).toEqual({ active: true, code: 'SUMMER', percentOff: null, amountOff: '5.00', validUntil: null });
  });

  it('is inactive once an admin ends SUMMER, for everyone', async () => {
    expect((await changeSummer({ isActive: false })).status).toBe(200);
    for (const token of [undefined, actors.owner.token, actors.admin.token, actors.superAdmin.token]) {
      expect((await offer(token)).body).toEqual(ENDED);
    }
  });

  it('is inactive past its end date and before its start date', async () => {
    expect((await changeSummer({ validUntil: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    expect((await offer()).body).toEqual(ENDED);

    expect((await changeSummer({ validUntil: null, validFrom: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(200);
    expect((await offer()).body).toEqual(ENDED);
  });

  it('is active until its last use is made, then inactive', async () => {
    const [row] = await app.deps.db.select().from(vouchers).where(eq(vouchers.id, summerId));
    expect((await changeSummer({ maxUses: row!.usesCount + 1 })).status).toBe(200);
    expect((await offer()).body.active).toBe(true);

    const buyer: TestUser = await createUser(app);
    const checkout = await app.request('POST', '/api/payments/create', {
      token: buyer.token,
      body: { product: 'zarcode', codeForm: zarcodeInput({ useBundle: false }), voucherCode: 'summer' },
    });
    expect(checkout.status, checkout.text).toBe(201);
    const paid = await app.request('POST', `/api/payments/${checkout.body.paymentId}/complete`, { token: buyer.token });
    expect(paid.status, paid.text).toBe(200);

    expect((await offer()).body).toEqual(ENDED);
    await app.deps.db.update(vouchers).set({ maxUses: null }).where(eq(vouchers.id, summerId));
  });
});
