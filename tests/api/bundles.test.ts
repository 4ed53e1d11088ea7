import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { giveBundle, zarcodeInput } from '../helpers/zarcodes';

// Bundles: a user's active bundles, and an admin granting one (the way tests and support give
// credits; bought bundles come with payments).

const BUNDLE_TYPE_MESSAGE = 'Bundle type must be one of: starter, professional, enterprise';
const DAY = 86_400_000;

const { app, actors } = useTestApp();
const getApp = () => app;

const active = (user?: TestUser) => app.request('GET', '/api/bundles/active', { token: user?.token });

/** About twelve months from now, give or take a day (month lengths, time zones). */
function expectAboutAYearAhead(iso: string) {
  const days = (new Date(iso).getTime() - Date.now()) / DAY;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(367);
}

describe('GET /api/bundles/active', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await active(), 401, 'Authentication required');
  });

  it("answers 401 'Invalid token' to a bad token", async () => {
    expectMessage(await app.request('GET', '/api/bundles/active', { token: 'junk' }), 401, 'Invalid token');
  });

  it('answers an empty list to a user with no bundle', async () => {
    const answer = await active(await createUser(app));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it("answers the owner's bundle with its codes left, and no one else's, admins included", async () => {
    const bundle = await giveBundle(app, actors.owner, { bundleType: 'starter' });

    const own = await active(actors.owner);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        id: bundle.id,
        bundleType: 'starter',
        totalZarcodes: 5,
        remainingZarcodes: 5,
        creditsRemaining: 5,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expectAboutAYearAhead(own.body[0].expiresAt);

    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      const answer = await active(user);
      expect(answer.status).toBe(200);
      expect(answer.body.map((b: { id: string }) => b.id)).not.toContain(bundle.id);
    }
  });

  it('counts down as codes are made with it', async () => {
    const person = await createUser(app);
    await giveBundle(app, person, { bundleType: 'professional' });
    for (let i = 0; i < 2; i++) {
      const made = await app.request('POST', '/api/zarcodes', { token: person.token, body: zarcodeInput() });
      expect(made.status).toBe(201);
    }
    expect((await active(person)).body[0]).toMatchObject({ totalZarcodes: 10, remainingZarcodes: 8, creditsRemaining: 8 });
  });

  it('leaves out expired bundles and used-up ones, and lists the soonest to expire first', async () => {
    const person = await createUser(app);
    await giveBundle(app, person, { credits: 5, expiresAt: new Date(Date.now() - DAY) });
    await giveBundle(app, person, { credits: 0 });
    const later = await giveBundle(app, person, { credits: 2, expiresAt: new Date(Date.now() + 200 * DAY) });
    const sooner = await giveBundle(app, person, { credits: 1, expiresAt: new Date(Date.now() + 20 * DAY) });

    const answer = await active(person);
    expect(answer.body.map((b: { id: string }) => b.id)).toEqual([sooner.id, later.id]);
  });
});

describe('POST /api/admin/users/{id}/bundles', () => {
  const grant = (caller: TestUser | null, userId: string, body: unknown = { bundleType: 'starter' }) =>
    app.request('POST', `/api/admin/users/${userId}/bundles`, { token: caller?.token, body });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await grant(null, actors.owner.id), 401, 'Authentication required');
  });

  it("answers 403 'Administrator access required' to users, for themselves or anyone else", async () => {
    const before = (await active(actors.other)).body.length;
    expectMessage(await grant(actors.other, actors.other.id), 403, 'Administrator access required');
    expectMessage(await grant(actors.other, actors.owner.id), 403, 'Administrator access required');
    expect((await active(actors.other)).body).toHaveLength(before);
  });

  it.each([
    ['starter', 5],
    ['professional', 10],
    ['enterprise', 25],
  ] as const)('lets an admin give a user a %s bundle of %i codes for twelve months', async (bundleType, codes) => {
    const person = await createUser(app);
    const answer = await grant(actors.admin, person.id, { bundleType });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ bundleType, totalZarcodes: codes, remainingZarcodes: codes, creditsRemaining: codes });
    expectAboutAYearAhead(answer.body.expiresAt);
    expect((await active(person)).body.map((b: { id: string }) => b.id)).toEqual([answer.body.id]);
    const [row] = await app.deps.db.select().from(bundles).where(eq(bundles.id, answer.body.id));
    expect(row).toMatchObject({ userId: person.id, grantedBy: actors.admin.id });
  });

  it('lets a super admin grant one too, and the user can spend it at once', async () => {
    const person = await createUser(app);
    expect((await grant(actors.superAdmin, person.id)).status).toBe(201);
    const made = await app.request('POST', '/api/zarcodes', { token: person.token, body: zarcodeInput() });
    expect(made.status).toBe(201);
  });

  it("answers 404 'User not found' for an id no user has", async () => {
    expectMessage(await grant(actors.admin, '00000000-0000-4000-8000-000000000000'), 404, 'User not found');
  });

  it('answers an id that is not an id with a 4xx message, never 500', async () => {
    for (const id of ['someone', '1', '%27%3B%20drop%20table%20users']) {
      const answer = await grant(actors.admin, id);
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
      expectMessage(answer, answer.status, 'User not found');
    }
  });

  it.each([['gold'], [''], [5], [null]])('answers bundleType %j with 400 and a message', async (bundleType) => {
    expectMessage(await grant(actors.admin, actors.owner.id, { bundleType }), 400, BUNDLE_TYPE_MESSAGE);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: () => `/api/admin/users/${actors.owner.id}/bundles`,
      token: () => actors.admin.token,
      validBody: { bundleType: 'starter' },
      requiredFields: { bundleType: BUNDLE_TYPE_MESSAGE },
      textFields: ['bundleType'],
    });
  });
});

describe('GET /api/bundles', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/bundles'), 401, 'Authentication required');
  });

  it("answers every bundle the caller has had, newest first, expired and used ones marked, and no one else's", async () => {
    const person = await createUser(app);
    const expired = await giveBundle(app, person, { bundleType: 'starter', expiresAt: new Date(Date.now() - DAY) });
    const used = await giveBundle(app, person, { bundleType: 'professional', credits: 0 });
    const live = await giveBundle(app, person, { bundleType: 'enterprise' });
    await giveBundle(app, actors.other);

    const answer = await app.request('GET', '/api/bundles', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body.map((b: { id: string }) => b.id)).toEqual([live.id, used.id, expired.id]);
    expect(answer.body[0]).toMatchObject({ isActive: true, isExpired: false, state: 'active', paymentId: null, totalZarcodes: 25 });
    expect(answer.body[1]).toMatchObject({ isActive: false, isExpired: false, state: 'used_up', creditsRemaining: 0 });
    expect(answer.body[2]).toMatchObject({ isActive: false, isExpired: true, state: 'expired' });
  });

  it('answers admins their own bundles only', async () => {
    const answer = await app.request('GET', '/api/bundles', { token: actors.superAdmin.token });
    expect(answer.status).toBe(200);
    const ids = answer.body.map((b: { id: string }) => b.id);
    const others = await app.request('GET', '/api/bundles', { token: actors.other.token });
    for (const bundle of others.body) expect(ids).not.toContain(bundle.id);
  });
});

describe('GET /api/bundles/stats', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/bundles/stats'), 401, 'Authentication required');
  });

  it('answers zeros to a user with no bundle', async () => {
    const answer = await app.request('GET', '/api/bundles/stats', { token: (await createUser(app)).token });
    expect(answer.body).toEqual({
      totalBundles: 0,
      activeBundles: 0,
      creditsRemaining: 0,
      creditsTotal: 0,
      creditsUsed: 0,
      creditsExpired: 0,
      nextExpiresAt: null,
    });
  });

  it("counts the caller's credits: left, used, expired, and the next expiry", async () => {
    const person = await createUser(app);
    const soon = new Date(Date.now() + 30 * DAY);
    await giveBundle(app, person, { bundleType: 'starter', credits: 2, expiresAt: new Date(Date.now() - DAY) });
    await giveBundle(app, person, { bundleType: 'professional', credits: 7, expiresAt: soon });
    await giveBundle(app, person, { bundleType: 'enterprise' });
    const answer = await app.request('GET', '/api/bundles/stats', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      totalBundles: 3,
      activeBundles: 2,
      creditsRemaining: 32,
      creditsTotal: 40,
      creditsUsed: 6,
      creditsExpired: 2,
      nextExpiresAt: soon.toISOString(),
    });
  });
});
