import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { useMockPayments } from '../helpers/payments';
import { zarcodeInput } from '../helpers/zarcodes';

// A payment the buyer left at the gateway (mock mode here; PayFast's form in payments-payfast): taking
// it back to the gateway, giving it up, and the receipt that only a completed payment has.

const NOT_FOUND = 'Payment not found';
const HOUR_MS = 60 * 60_000;

const { app, actors } = useTestApp();
useMockPayments(app);

async function startPayment(user: TestUser, body: Record<string, unknown> = { product: 'zarcode', codeForm: zarcodeInput({ useBundle: false }) }) {
  const answer = await app.request('POST', '/api/payments/create', { token: user.token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { paymentId: string; amount: string; createdAt: string };
}

const resume = (user: TestUser | null, id: string) => app.request('POST', `/api/payments/${id}/resume`, { token: user?.token });
const cancel = (user: TestUser | null, id: string) => app.request('POST', `/api/payments/${id}/cancel`, { token: user?.token });
const receipt = (user: TestUser | null, id: string) => app.request('GET', `/api/payments/${id}/receipt`, { token: user?.token });
const complete = (user: TestUser, id: string) => app.request('POST', `/api/payments/${id}/complete`, { token: user.token });

const setPayment = (id: string, values: Partial<typeof payments.$inferInsert>) =>
  app.deps.db.update(payments).set(values).where(eq(payments.id, id));
const startedAgo = (id: string, ms: number) => setPayment(id, { createdAt: new Date(Date.now() - ms) });
const statusOf = async (id: string) => (await app.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status;

/** Why a payment no longer pending can be neither resumed nor cancelled, by the state it ended in. */
const NOT_PENDING = {
  complete: 'This payment is already complete.',
  cancelled: 'This payment was cancelled: start a new payment to try again.',
  failed: 'This payment failed: start a new payment to try again.',
} as const;

/** One of the owner's payments in each state a payment ends in: paid, cancelled by the buyer, failed at PayFast. */
async function endedPayments(): Promise<Record<keyof typeof NOT_PENDING, string>> {
  const done = await startPayment(actors.owner, { product: 'bundle', bundleType: 'starter' });
  await complete(actors.owner, done.paymentId);
  const cancelled = await startPayment(actors.owner);
  await cancel(actors.owner, cancelled.paymentId);
  const failed = await startPayment(actors.owner);
  await setPayment(failed.paymentId, { status: 'failed' });
  return { complete: done.paymentId, cancelled: cancelled.paymentId, failed: failed.paymentId };
}

describe('POST /api/payments/{id}/resume', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    const started = await startPayment(actors.owner);
    expectMessage(await resume(null, started.paymentId), 401, 'Authentication required');
  });

  it('takes the buyer back to the gateway with the same payment at the same price', async () => {
    const started = await startPayment(actors.owner, { product: 'zarcode', codeForm: zarcodeInput({ useBundle: false }), voucherCode: 'summer' });
    const answer = await resume(actors.owner, started.paymentId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      id: started.paymentId,
      status: 'pending',
      amount: '13.30',
      voucherCode: 'SUMMER',
      next: { kind: 'mock', url: `/payment/mock-payfast?paymentId=${started.paymentId}` },
    });
    const mine = await app.request('GET', '/api/user/payments?status=pending', { token: actors.owner.token });
    expect(mine.body.payments.filter((p: { id: string }) => p.id === started.paymentId)).toHaveLength(1);
  });

  it("is for the buyer only: another user, an admin and a super admin get 404, and the payment stays the buyer's", async () => {
    const started = await startPayment(actors.owner);
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await resume(user, started.paymentId), 404, NOT_FOUND);
    }
    expect(await statusOf(started.paymentId)).toBe('pending');
  });

  it('lets an admin resume their own payment', async () => {
    const started = await startPayment(actors.admin, { product: 'bundle', bundleType: 'starter' });
    expect((await resume(actors.admin, started.paymentId)).body).toMatchObject({ id: started.paymentId, amount: '90.25' });
  });

  it('refuses a completed, cancelled or failed payment with 409 and why', async () => {
    for (const [state, id] of Object.entries(await endedPayments())) {
      expectMessage(await resume(actors.owner, id), 409, NOT_PENDING[state as keyof typeof NOT_PENDING]);
    }
  });

  it("may be resumed for 24 hours, then says plainly it can no longer be finished", async () => {
    const started = await startPayment(actors.owner);
    await startedAgo(started.paymentId, 23 * HOUR_MS);
    expect((await resume(actors.owner, started.paymentId)).status).toBe(200);
    await startedAgo(started.paymentId, 24 * HOUR_MS + 60_000);
    expectMessage(
      await resume(actors.owner, started.paymentId),
      409,
      'This payment can no longer be finished: it was started more than 24 hours ago. Start a new payment.',
    );
    expect(await statusOf(started.paymentId)).toBe('pending');
  });

  it("with a voucher, only while the voucher's use is held for it (60 minutes)", async () => {
    const started = await startPayment(actors.owner, { product: 'bundle', bundleType: 'starter', voucherCode: 'SUMMER' });
    await startedAgo(started.paymentId, 59 * 60_000);
    expect((await resume(actors.owner, started.paymentId)).status).toBe(200);
    await startedAgo(started.paymentId, 61 * 60_000);
    expectMessage(
      await resume(actors.owner, started.paymentId),
      409,
      'This payment can no longer be finished: its voucher was held for it for 60 minutes only. Start a new payment; the voucher may still apply.',
    );
  });

  it('refuses a payment made another way than payments are taken now', async () => {
    const started = await startPayment(actors.owner);
    await setPayment(started.paymentId, { mode: 'sandbox' });
    expectMessage(
      await resume(actors.owner, started.paymentId),
      409,
      'This payment can no longer be finished: payments are now taken another way. Start a new payment.',
    );
  });

  it("answers 404 for a payment that does not exist and 400 'Payment not found' for an id that is not one", async () => {
    expectMessage(await resume(actors.owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectMessage(await resume(actors.owner, 'abc'), 400, NOT_FOUND);
  });
});

describe('resumableUntil in the buyer\'s list', () => {
  it('is 24 hours after the start, 60 minutes with a voucher, and null once the payment is not pending', async () => {
    const user = await createUser(app);
    const plain = await startPayment(user);
    const withVoucher = await startPayment(user, { product: 'bundle', bundleType: 'starter', voucherCode: 'SUMMER' });
    const given = await startPayment(user, { product: 'bundle', bundleType: 'professional' });
    await cancel(user, given.paymentId);
    const list = (await app.request('GET', '/api/user/payments', { token: user.token })).body.payments as Array<{
      id: string;
      createdAt: string;
      resumableUntil: string | null;
    }>;
    const until = (id: string) => {
      const payment = list.find((p) => p.id === id)!;
      return payment.resumableUntil === null ? null : Date.parse(payment.resumableUntil) - Date.parse(payment.createdAt);
    };
    expect(until(plain.paymentId)).toBe(24 * HOUR_MS);
    expect(until(withVoucher.paymentId)).toBe(HOUR_MS);
    expect(until(given.paymentId)).toBeNull();
  });
});

describe('POST /api/payments/{id}/cancel', () => {
  it('cancels the buyer\'s pending payment: the list shows it cancelled, and it cannot be resumed', async () => {
    const started = await startPayment(actors.owner);
    const answer = await cancel(actors.owner, started.paymentId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: started.paymentId, status: 'cancelled', resumableUntil: null, next: null });
    const list = await app.request('GET', '/api/user/payments?status=cancelled', { token: actors.owner.token });
    expect(list.body.payments.map((p: { id: string }) => p.id)).toContain(started.paymentId);
  });

  it('cancels a payment past the time it could be resumed', async () => {
    const started = await startPayment(actors.owner);
    await startedAgo(started.paymentId, 3 * 24 * HOUR_MS);
    expect((await cancel(actors.owner, started.paymentId)).body.status).toBe('cancelled');
  });

  it('refuses a payment that is no longer pending (cancelling twice too) with 409 and why, leaving it as it was', async () => {
    for (const [state, id] of Object.entries(await endedPayments())) {
      expectMessage(await cancel(actors.owner, id), 409, NOT_PENDING[state as keyof typeof NOT_PENDING]);
      expect(await statusOf(id)).toBe(state);
    }
  });

  it('is for the buyer only: 401 anonymous, 404 to another user, an admin and a super admin', async () => {
    const started = await startPayment(actors.owner);
    expectMessage(await cancel(null, started.paymentId), 401, 'Authentication required');
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await cancel(user, started.paymentId), 404, NOT_FOUND);
    }
    expect(await statusOf(started.paymentId)).toBe('pending');
  });
});

describe('GET /api/payments/{id}/receipt', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    const started = await startPayment(actors.owner);
    expectMessage(await receipt(null, started.paymentId), 401, 'Authentication required');
  });

  it('answers the buyer the receipt of a completed payment: amounts, VAT, when it was paid and who paid', async () => {
    const started = await startPayment(actors.owner, { product: 'zarcode', codeForm: zarcodeInput({ useBundle: false }), voucherCode: 'SUMMER' });
    await complete(actors.owner, started.paymentId);
    const answer = await receipt(actors.owner, started.paymentId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      id: started.paymentId,
      status: 'complete',
      listAmount: '19.00',
      discount: '5.70',
      amount: '13.30',
      vatRate: '15.00',
      vatAmount: '1.73',
      amountExVat: '11.57',
      voucherCode: 'SUMMER',
      buyer: { firstName: 'Thandi', lastName: 'Nkosi', email: actors.owner.email },
    });
    expect(answer.body.zarcode).toMatch(/^1CT-[A-Z0-9]{4}$/);
    expect(Date.parse(answer.body.completedAt)).toBeGreaterThanOrEqual(Date.parse(started.createdAt));
  });

  it('refuses a payment that is not complete with 409: pending, cancelled or failed', async () => {
    const pending = await startPayment(actors.owner);
    const ended = await endedPayments();
    const noReceipt = (state: string) => `This payment ${state}: a receipt is issued only once a payment is complete.`;
    expectMessage(await receipt(actors.owner, pending.paymentId), 409, noReceipt('is still pending'));
    expectMessage(await receipt(actors.owner, ended.cancelled), 409, noReceipt('was cancelled'));
    expectMessage(await receipt(actors.owner, ended.failed), 409, noReceipt('failed'));
    expect((await receipt(actors.owner, ended.complete)).status).toBe(200);
  });

  it("answers 404 to another user, and admins the receipt (as they see any payment), pending ones refused the same", async () => {
    const done = await startPayment(actors.owner, { product: 'bundle', bundleType: 'starter' });
    await complete(actors.owner, done.paymentId);
    const pending = await startPayment(actors.owner);
    expectMessage(await receipt(actors.other, done.paymentId), 404, NOT_FOUND);
    expectMessage(await receipt(actors.other, pending.paymentId), 404, NOT_FOUND);
    for (const admin of [actors.admin, actors.superAdmin]) {
      expect((await receipt(admin, done.paymentId)).body).toMatchObject({ id: done.paymentId, amount: '90.25', buyer: { email: actors.owner.email } });
      expectMessage(await receipt(admin, pending.paymentId), 409);
    }
  });

  it("answers 404 for a payment that does not exist and 400 'Payment not found' for an id that is not one", async () => {
    expectMessage(await receipt(actors.owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectMessage(await receipt(actors.owner, 'abc'), 400, NOT_FOUND);
  });
});
