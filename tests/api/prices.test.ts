import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prices } from '../../src/server/db/schema';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';

const { app, actors } = useTestApp();
const getApp = () => app;

describe('GET /api/prices/current', () => {
  it("answers R19.00 as '19.00' to anyone until a price is set", async () => {
    for (const token of [undefined, actors.owner.token, actors.admin.token, actors.superAdmin.token]) {
      const answer = await app.request('GET', '/api/prices/current', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ amount: '19.00' });
    }
  });

  it('answers the active price with two decimals, ignoring older prices', async () => {
    await app.deps.db.insert(prices).values([
      { amountCents: 1500, isActive: false },
      { amountCents: 2550, isActive: true },
    ]);
    expect((await app.request('GET', '/api/prices/current')).body).toEqual({ amount: '25.50' });

    await app.deps.db.update(prices).set({ isActive: false }).where(eq(prices.amountCents, 2550));
    await app.deps.db.insert(prices).values({ amountCents: 2000, isActive: true });
    expect((await app.request('GET', '/api/prices/current')).body).toEqual({ amount: '20.00' });
  });
});

// The admin's price history (/a/pricing): one price is active, older ones are kept.

const PRICE_SHAPE = 'Price must be an amount in Rand with at most two decimals, e.g. 19.00';
const activeCount = async () => (await app.deps.db.select().from(prices).where(eq(prices.isActive, true))).length;
const createPrice = (user: TestUser | null, body: unknown) => app.request('POST', '/api/admin/prices', { token: user?.token, body });
const activate = (user: TestUser | null, id: string) => app.request('PUT', `/api/admin/prices/${id}/activate`, { token: user?.token });

describe('GET /api/admin/prices', () => {
  it('answers 401 anonymous and 403 to users', async () => {
    expectMessage(await app.request('GET', '/api/admin/prices'), 401, 'Authentication required');
    expectMessage(await app.request('GET', '/api/admin/prices', { token: actors.owner.token }), 403, 'Administrator access required');
  });

  it('answers admins and super admins every price, newest first, and the one in force', async () => {
    for (const user of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/admin/prices', { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.current).toBe((await app.request('GET', '/api/prices/current')).body.amount);
      expect(answer.body.prices.filter((p: { isActive: boolean }) => p.isActive)).toHaveLength(1);
      const times = answer.body.prices.map((p: { createdAt: string }) => p.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });
});

describe('POST /api/admin/prices', () => {
  it('adds a price, inactive until activated, with who set it', async () => {
    const before = (await app.request('GET', '/api/prices/current')).body.amount;
    const answer = await createPrice(actors.admin, { amount: '21.50' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      amount: '21.50',
      isActive: false,
      createdBy: { id: actors.admin.id, email: actors.admin.email },
    });
    expect((await app.request('GET', '/api/prices/current')).body.amount).toBe(before);
  });

  it('makes a price current at once when asked, and keeps exactly one active', async () => {
    const answer = await createPrice(actors.superAdmin, { amount: 22, isActive: true });
    expect(answer.body).toMatchObject({ amount: '22.00', isActive: true });
    expect((await app.request('GET', '/api/prices/current')).body).toEqual({ amount: '22.00' });
    expect(await activeCount()).toBe(1);
  });

  it.each([
    [{ amount: '4.99' }, 'Price must be from R5.00 to R100000.00'],
    [{ amount: 100000.01 }, 'Price must be from R5.00 to R100000.00'],
    [{ amount: '19.999' }, PRICE_SHAPE],
    [{ amount: 'R19' }, PRICE_SHAPE],
    [{ amount: -19 }, PRICE_SHAPE],
    [{ amount: true }, PRICE_SHAPE],
    [{ amount: '19.00', isActive: 'yes' }, 'Make it the current price must be true or false'],
  ])('answers %j with 400 and its rule', async (body, message) => {
    expectMessage(await createPrice(actors.admin, body), 400, message);
  });

  it('answers 401 anonymous and 403 to users', async () => {
    expectMessage(await createPrice(null, { amount: '20.00' }), 401);
    expectMessage(await createPrice(actors.owner, { amount: '20.00' }), 403, 'Administrator access required');
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/admin/prices',
      token: () => actors.admin.token,
      validBody: { amount: '23.00' },
      requiredFields: { amount: PRICE_SHAPE },
      textFields: [],
    });
  });
});

describe('PUT /api/admin/prices/{id}/activate', () => {
  it('switches the price in force and keeps the history', async () => {
    const older = (await createPrice(actors.admin, { amount: '18.00' })).body;
    const answer = await activate(actors.admin, older.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: older.id, amount: '18.00', isActive: true });
    expect((await app.request('GET', '/api/prices/current')).body).toEqual({ amount: '18.00' });
    const list = await app.request('GET', '/api/admin/prices', { token: actors.admin.token });
    expect(list.body.prices.map((p: { amount: string }) => p.amount)).toEqual(expect.arrayContaining(['21.50', '22.00', '18.00']));
    expect(await activeCount()).toBe(1);
    expect((await activate(actors.admin, older.id)).body.isActive).toBe(true);
  });

  it('leaves exactly one active price when admins activate different prices at once', async () => {
    const ids = await Promise.all(['30.00', '31.00', '32.00', '33.00'].map(async (amount) => (await createPrice(actors.admin, { amount })).body.id));
    const answers = await Promise.all(ids.map((id: string) => activate(actors.admin, id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await activeCount()).toBe(1);
  });

  it('answers 404 for no such price, 400 for an id that is not one, 401/403 to others', async () => {
    const price = (await createPrice(actors.admin, { amount: '40.00' })).body;
    expectMessage(await activate(actors.admin, '00000000-0000-4000-8000-000000000000'), 404, 'Price not found');
    expectMessage(await activate(actors.admin, 'cheap'), 400, 'Price not found');
    expectMessage(await activate(null, price.id), 401);
    expectMessage(await activate(actors.owner, price.id), 403, 'Administrator access required');
    expect(await activeCount()).toBe(1);
  });
});

describe('GET /api/prices/catalog', () => {
  it('answers anyone one code and each bundle at the current price, VAT included', async () => {
    const price = (await createPrice(actors.admin, { amount: '19.00', isActive: true })).body;
    expect(price.isActive).toBe(true);
    for (const token of [undefined, actors.owner.token, actors.admin.token]) {
      const answer = await app.request('GET', '/api/prices/catalog', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        currency: 'ZAR',
        vatRate: '15.00',
        items: [
          { product: 'zarcode', bundleType: null, label: '1 ZARcode', codes: 1, discountPercent: 0, amount: '19.00', perCode: '19.00', vatAmount: '2.48', validityMonths: null },
          { product: 'bundle', bundleType: 'starter', label: 'Starter: 5 ZARcodes', codes: 5, discountPercent: 5, amount: '90.25', perCode: '18.05', vatAmount: '11.77', validityMonths: 12 },
          { product: 'bundle', bundleType: 'professional', label: 'Professional: 10 ZARcodes', codes: 10, discountPercent: 10, amount: '171.00', perCode: '17.10', vatAmount: '22.30', validityMonths: 12 },
          { product: 'bundle', bundleType: 'enterprise', label: 'Enterprise: 25 ZARcodes', codes: 25, discountPercent: 15, amount: '403.75', perCode: '16.15', vatAmount: '52.66', validityMonths: 12 },
        ],
      });
    }
  });
});
