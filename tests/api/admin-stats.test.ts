import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsRange, monthRange } from '../../src/domain/analytics/analytics';
import { addDays, southAfricanDay, southAfricanMidnight } from '../../src/domain/time/south-african-time';
import { creatorProfiles, payments, users, zarcodeDailyViews, zarcodes } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// The admin dashboard's figures: days and months are South African (UTC+2), so a row made at
// 21:59:59 UTC counts on that day and one at 22:00:01 UTC on the next.

const { app, actors } = useTestApp();
useMockPayments(app);
const as = (user: TestUser | null) => ({ token: user?.token });
const SECOND = 1000;

const stats = async () => {
  const answer = await app.request('GET', '/api/admin/stats', as(actors.admin));
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const daily = async (days?: number) => {
  const answer = await app.request('GET', `/api/admin/daily-analytics${days ? `?days=${days}` : ''}`, as(actors.admin));
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const dayOf = (reply: any, date: string) => reply.daily.find((entry: any) => entry.date === date);

/** A completed mock payment of a starter bundle by `buyer`, completed at `completedAt`. */
async function paidBundle(buyer: TestUser, completedAt?: Date) {
  const created = await app.request('POST', '/api/payments/create', { ...as(buyer), body: { product: 'bundle', bundleType: 'starter' } });
  expect(created.status, created.text).toBe(201);
  expect((await app.request('POST', `/api/payments/${created.body.paymentId}/complete`, as(buyer))).status).toBe(200);
  if (completedAt) await app.deps.db.update(payments).set({ completedAt }).where(eq(payments.id, created.body.paymentId));
  const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, created.body.paymentId));
  return row!;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each(['/api/admin/stats', '/api/admin/daily-analytics'])('GET %s', (path) => {
  it('answers anonymous with 401 and a user with 403', async () => {
    expectMessage(await app.request('GET', path), 401, 'Authentication required');
    expectMessage(await app.request('GET', path, as(actors.owner)), 403, 'Administrator access required');
  });

  it('answers an admin and a super admin', async () => {
    for (const viewer of [actors.admin, actors.superAdmin]) expect((await app.request('GET', path, as(viewer))).status).toBe(200);
  });
});

describe('GET /api/admin/stats', () => {
  it("counts this South African month's users, codes and revenue apart from earlier ones", async () => {
    const before = await stats();
    const { start, month: thisMonth } = monthRange();
    expect(before.month).toBe(thisMonth);

    const lastMonth = new Date(start.getTime() - SECOND);
    const newcomer = await createUser(app);
    const oldTimer = await createUser(app);
    await app.deps.db.update(users).set({ createdAt: lastMonth }).where(eq(users.id, oldTimer.id));
    const asked = await createZarcode(app, newcomer);
    const request = await app.request('POST', `/api/zarcodes/${asked.zarcode}/request-change`, { ...as(newcomer), body: { reason: 'The gate moved' } });
    expect(request.status, request.text).toBe(201);
    const verified = await createZarcode(app, newcomer);
    await app.deps.db.update(zarcodes).set({ isVerified: true, verifiedAt: new Date() }).where(eq(zarcodes.id, verified.id));
    const old = await createZarcode(app, oldTimer, { createdAt: lastMonth });
    await app.deps.db.update(zarcodes).set({ isCreatorCode: true }).where(eq(zarcodes.id, old.id));
    await app.deps.db.insert(creatorProfiles).values({ userId: newcomer.id, displayName: 'Newcomer Tours', slug: `newcomer-${Date.now()}` });
    await app.deps.db.insert(creatorProfiles).values({ userId: oldTimer.id, displayName: 'Gone Quiet', slug: `quiet-${Date.now()}`, isActive: false });
    const thisMonthPayment = await paidBundle(newcomer);
    const lastMonthPayment = await paidBundle(oldTimer, lastMonth);
    const contact = await app.request('POST', '/api/contact', { body: { name: 'Ayanda', email: 'ayanda@example.com', subject: 'Hello', message: 'A question' } });
    expect(contact.status, contact.text).toBeLessThan(300);

    const after = await stats();
    expect(after.users.total - before.users.total).toBe(2);
    expect(after.users.newThisMonth - before.users.newThisMonth).toBe(1);
    expect(after.zarcodes.total - before.zarcodes.total).toBe(3);
    expect(after.zarcodes.thisMonth - before.zarcodes.thisMonth).toBe(2);
    expect(after.zarcodes.verified - before.zarcodes.verified).toBe(1);
    expect(after.zarcodes.creator - before.zarcodes.creator).toBe(1);
    expect(after.activeCreators - before.activeCreators).toBe(1);
    expect(after.unreadMessages - before.unreadMessages).toBe(1);
    expect(after.pendingChangeRequests - before.pendingChangeRequests).toBe(1);
    const monthOf = (reply: any) => reply.revenue.thisMonth;
    const all = (reply: any) => reply.revenue.allTime;
    expect(cents(monthOf(after).amount) - cents(monthOf(before).amount)).toBe(thisMonthPayment.amountCents);
    expect(cents(monthOf(after).vatAmount) - cents(monthOf(before).vatAmount)).toBe(thisMonthPayment.vatCents);
    expect(monthOf(after).payments - monthOf(before).payments).toBe(1);
    expect(cents(all(after).amount) - cents(all(before).amount)).toBe(thisMonthPayment.amountCents + lastMonthPayment.amountCents);
    expect(cents(all(after).vatAmount) - cents(all(before).vatAmount)).toBe(thisMonthPayment.vatCents + lastMonthPayment.vatCents);
    expect(after.revenue.allTime.amount).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('GET /api/admin/daily-analytics', () => {
  it('answers the last 30 South African days by default, ending today', async () => {
    const reply = await daily();
    const { from, to } = analyticsRange(30);
    expect(reply).toMatchObject({ days: 30, from, to });
    expect(reply.daily).toHaveLength(30);
    expect(reply.daily.at(-1)).toMatchObject({ date: southAfricanDay(), revenue: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it.each([['0'], ['400'], ['-3'], ['2.5'], ['seven']])('answers days=%s with 400', async (days) => {
    const answer = await app.request('GET', `/api/admin/daily-analytics?days=${days}`, as(actors.admin));
    expectMessage(answer, 400, 'days must be a whole number from 1 to 365');
  });

  it('takes 1 and 365 days', async () => {
    expect((await daily(1)).daily).toHaveLength(1);
    expect((await daily(365)).daily).toHaveLength(365);
  });

  it('puts what happened just before South African midnight on the day before, and just after on today', async () => {
    const today = southAfricanDay();
    const yesterday = addDays(today, -1);
    const midnight = southAfricanMidnight(today);
    const justBefore = new Date(midnight.getTime() - SECOND);
    const justAfter = new Date(midnight.getTime() + SECOND);
    const before = await daily(7);

    const lateUser = await createUser(app);
    const earlyUser = await createUser(app);
    await app.deps.db.update(users).set({ createdAt: justBefore }).where(eq(users.id, lateUser.id));
    await app.deps.db.update(users).set({ createdAt: justAfter }).where(eq(users.id, earlyUser.id));
    const lateCode = await createZarcode(app, lateUser, { createdAt: justBefore, views: 8 });
    await createZarcode(app, earlyUser, { createdAt: justAfter });
    const latePayment = await paidBundle(lateUser, justBefore);
    const earlyPayment = await paidBundle(earlyUser, justAfter);
    await app.deps.db.insert(zarcodeDailyViews).values([
      { zarcodeId: lateCode.id, day: yesterday, views: 5 },
      { zarcodeId: lateCode.id, day: today, views: 3 },
    ]);

    const after = await daily(7);
    const change = (date: string, figure: string) => dayOf(after, date)[figure] - dayOf(before, date)[figure];
    for (const [date, payment] of [[yesterday, latePayment], [today, earlyPayment]] as const) {
      // Each bundle paid for is a user's first code's bundle too: createZarcode gave each user one when they had none.
      expect(change(date, 'newUsers'), `${date} new users`).toBe(1);
      expect(change(date, 'zarcodes'), `${date} codes`).toBe(1);
      expect(change(date, 'payments'), `${date} payments`).toBe(1);
      expect(cents(dayOf(after, date).revenue) - cents(dayOf(before, date).revenue), `${date} revenue`).toBe(payment.amountCents);
    }
    expect(change(yesterday, 'views')).toBe(5);
    expect(change(today, 'views')).toBe(3);
  });
});
