import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, createUser, startTestApp, type TestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';

const ZERO_STATS = { totalCodes: 0, thisMonth: 0, provinces: 0, viewsThisMonth: 0 };

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(async () => {
  await app?.close();
});

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
});
