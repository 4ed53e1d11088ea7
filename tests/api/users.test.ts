import { describe, expect, it } from 'vitest';
import { zarcodeDailyViews } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

const ZERO_STATS = { totalCodes: 0, thisMonth: 0, provinces: 0, viewsThisMonth: 0 };

const { app, actors } = useTestApp();

describe('GET /api/user/stats', () => {
  it("answers 401 'Authentication required' to an anonymous caller", async () => {
    expectMessage(await app.request('GET', '/api/user/stats'), 401, 'Authentication required');
  });

  it('answers zeros for a new user', async () => {
    const person = await createUser(app);
    const answer = await app.request('GET', '/api/user/stats', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(ZERO_STATS);
  });

  it("answers each signed-in caller their own stats, admins included", async () => {
    for (const actor of [actors.owner, actors.other, actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/user/stats', { token: actor.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(ZERO_STATS);
    }
  });

  it("answers 401 'Invalid token' to a bad token", async () => {
    const answer = await app.request('GET', '/api/user/stats', { token: 'garbage' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid token' });
  });

  describe('with codes', () => {
    const HOUR = 3_600_000;
    /** The first instant of this month in South Africa (UTC+2 all year), and the day before it there. */
    const saNow = new Date(Date.now() + 2 * HOUR);
    const monthStart = new Date(Date.UTC(saNow.getUTCFullYear(), saNow.getUTCMonth(), 1) - 2 * HOUR);
    const lastDayOfPreviousMonth = new Date(monthStart.getTime() + 2 * HOUR - 24 * HOUR).toISOString().slice(0, 10);
    const firstDayOfMonth = new Date(monthStart.getTime() + 2 * HOUR).toISOString().slice(0, 10);

    const stats = async (user: TestUser) => {
      await app.deps.viewCounter.flush();
      const answer = await app.request('GET', '/api/user/stats', { token: user.token });
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('counts all codes, those made this month in South African time, and the provinces they are in', async () => {
      const person = await createUser(app);
      await createZarcode(app, person, { city: 'Cape Town', province: 'Western Cape' });
      await createZarcode(app, person, { city: 'Stellenbosch', province: 'Western Cape' });
      await createZarcode(app, person, { city: 'Durban', province: 'KwaZulu-Natal', createdAt: new Date(monthStart.getTime() + 60_000) });
      await createZarcode(app, person, { city: 'Polokwane', province: 'Limpopo', createdAt: new Date(monthStart.getTime() - 60_000) });
      await createZarcode(app, person, { city: 'Pretoria', province: 'Gauteng', createdAt: new Date('2024-03-10T10:00:00Z') });

      expect(await stats(person)).toEqual({ totalCodes: 5, thisMonth: 3, provinces: 4, viewsThisMonth: 0 });
    });

    it("counts this month's views of the user's codes by visitors, never the owner's own", async () => {
      const person = await createUser(app);
      const visitor = await createUser(app);
      const first = await createZarcode(app, person);
      const second = await createZarcode(app, person, { privacy: 'private' });
      await app.request('GET', `/api/zarcodes/${first.zarcode}`);
      await app.request('GET', `/api/zarcodes/${first.zarcode.toLowerCase()}`);
      await app.request('GET', `/api/zarcodes/${second.zarcode}`, { token: visitor.token });
      await app.request('GET', `/api/zarcodes/${first.zarcode}`, { token: person.token });

      expect((await stats(person)).viewsThisMonth).toBe(3);
      expect((await stats(visitor)).viewsThisMonth).toBe(0);
    });

    it("leaves out views from before this month's first day in South Africa", async () => {
      const person = await createUser(app);
      const code = await createZarcode(app, person, { views: 49 });
      await app.deps.db.insert(zarcodeDailyViews).values([
        { zarcodeId: code.id, day: lastDayOfPreviousMonth, views: 40 },
        { zarcodeId: code.id, day: '2025-01-15', views: 7 },
      ]);
      expect((await stats(person)).viewsThisMonth).toBe(0);
      await app.deps.db.insert(zarcodeDailyViews).values({ zarcodeId: code.id, day: firstDayOfMonth, views: 2 });
      expect((await stats(person)).viewsThisMonth).toBe(2);
    });

    it('drops a deleted code and its views', async () => {
      const person = await createUser(app);
      const kept = await createZarcode(app, person, { province: 'Western Cape' });
      const gone = await createZarcode(app, person, { city: 'Durban', province: 'KwaZulu-Natal' });
      await app.request('GET', `/api/zarcodes/${kept.zarcode}`);
      await app.request('GET', `/api/zarcodes/${gone.zarcode}`);
      await app.request('GET', `/api/zarcodes/${gone.zarcode}`);
      expect(await stats(person)).toEqual({ totalCodes: 2, thisMonth: 2, provinces: 2, viewsThisMonth: 3 });

      const deleted = await app.request('DELETE', `/api/zarcodes/${gone.zarcode}`, { token: person.token });
      expect(deleted.status).toBe(200);

      expect(await stats(person)).toEqual({ totalCodes: 1, thisMonth: 1, provinces: 1, viewsThisMonth: 1 });
    });

    it("answers an admin their own figures, not everyone's", async () => {
      const admin = await createUser(app, { role: 'admin' });
      const person = await createUser(app);
      await createZarcode(app, person);
      await createZarcode(app, admin);
      expect(await stats(admin)).toEqual({ totalCodes: 1, thisMonth: 1, provinces: 1, viewsThisMonth: 0 });
    });
  });
});
