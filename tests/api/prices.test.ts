import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices } from '../../src/server/db/schema';
import { createActors, startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(async () => {
  await app?.close();
});

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
