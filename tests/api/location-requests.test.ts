import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ANSWERED_NEEDS_NO_LINK_MESSAGE,
  EXPIRED_NEEDS_NEW_REQUEST_MESSAGE,
  LOCATION_REQUEST_NOT_FOUND,
  REQUEST_ALREADY_ANSWERED_MESSAGE,
  REQUEST_EXPIRED_MESSAGE,
  REQUEST_LINK_INVALID_MESSAGE,
} from '../../src/domain/location-requests/location-requests';
import { ANSWER_CODE_MESSAGE, ANSWER_POINT_MESSAGE, EXPIRES_IN_HOURS_MESSAGE } from '../../src/domain/location-requests/schemas';
import { locationRequests } from '../../src/server/db/schema';
import { deleteOldLocationRequests } from '../../src/server/features/location-requests/service';
import { sha256Hex } from '../../src/server/infra/secrets';
import { newClientAddress, useTestApp, type TestUser } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// "Send me your location": a signed-in user makes a link, the person who opens it answers once,
// the requester (and admins, no one else) sees the answer.

const { app, actors } = useTestApp();
const getApp = () => app;

async function newRequest(user: TestUser = actors.owner, body: Record<string, unknown> = { note: 'Parcel 4471' }) {
  const answer = await app.request('POST', '/api/location-requests', { token: user.token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { request: { id: string; expiresAt: string }; token: string; url: string };
}

const answer = (token: string, body: Record<string, unknown>) =>
  app.request('POST', `/api/r/${token}/answer`, { body, from: newClientAddress() });
const devicePoint = { source: 'device', latitude: -26.2041, longitude: 28.0473, accuracyMeters: 12.4, note: 'Blue gate' };

describe('POST /api/location-requests', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('POST', '/api/location-requests', { body: { note: 'x' } }), 401);
  });

  it('makes a link of at least 128 bits whose token is kept only as its SHA-256, open for 24 hours by default', async () => {
    const created = await app.request('POST', '/api/location-requests', { token: actors.owner.token, body: { note: ' Parcel 4471 ' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { request, token, url } = created.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(url).toMatch(new RegExp(`/r/${token}$`));
    expect(request).toMatchObject({ note: 'Parcel 4471', status: 'open', answer: null });
    const hours = (Date.parse(request.expiresAt) - Date.parse(request.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const [row] = await app.deps.db.select().from(locationRequests).where(eq(locationRequests.id, request.id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([[0], [73], [1.5], ['24']])('refuses expiresInHours %j with 400', async (expiresInHours) => {
    const refused = await app.request('POST', '/api/location-requests', { token: actors.owner.token, body: { expiresInHours } });
    expectMessage(refused, 400, EXPIRES_IN_HOURS_MESSAGE);
  });

  it('takes 1 to 72 hours', async () => {
    for (const expiresInHours of [1, 72]) {
      const { request } = await newRequest(actors.owner, { expiresInHours });
      const hours = (Date.parse(request.expiresAt) - Date.now()) / 3_600_000;
      expect(Math.round(hours)).toBe(expiresInHours);
    }
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/location-requests',
    token: () => actors.owner.token,
    validBody: { note: 'Parcel', expiresInHours: 24 },
    requiredFields: {},
    textFields: ['note'],
  });
});

describe('GET /api/r/{token}', () => {
  it('tells who asks and why before anything is shared, to anyone with the link', async () => {
    const { token } = await newRequest();
    const shown = await app.request('GET', `/api/r/${token}`, { from: newClientAddress() });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ requestedBy: 'Thandi Nkosi', note: 'Parcel 4471', status: 'open', expiresAt: expect.any(String) });
    expect(shown.text).not.toContain(actors.owner.email);
  });

  it('answers 404 with plain words for a link that does not exist', async () => {
    expectMessage(await app.request('GET', '/api/r/not-a-real-token-at-all1', { from: newClientAddress() }), 404, REQUEST_LINK_INVALID_MESSAGE);
  });
});

describe('POST /api/r/{token}/answer', () => {
  it('takes one answer; then the link says Sent and refuses another with 409', async () => {
    const { token, request } = await newRequest();
    const sent = await answer(token, devicePoint);
    expect(sent.status, sent.text).toBe(200);
    expect((await app.request('GET', `/api/r/${token}`)).body.status).toBe('answered');
    expectMessage(await answer(token, { source: 'pin', latitude: -33.9, longitude: 18.4 }), 409, REQUEST_ALREADY_ANSWERED_MESSAGE);
    const seen = await app.request('GET', `/api/location-requests/${request.id}`, { token: actors.owner.token });
    expect(seen.body.answer).toEqual({
      latitude: -26.2041,
      longitude: 28.0473,
      accuracyMeters: 12,
      source: 'device',
      zarcode: null,
      note: 'Blue gate',
      plusCode: expect.stringMatching(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/),
      answeredAt: expect.any(String),
    });
  });

  it('keeps exactly one of two answers sent at once', async () => {
    const { token, request } = await newRequest();
    const results = await Promise.all([
      answer(token, devicePoint),
      answer(token, { source: 'pin', latitude: -33.9, longitude: 18.4 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const seen = await app.request('GET', `/api/location-requests/${request.id}`, { token: actors.owner.token });
    expect(seen.body.status).toBe('answered');
  });

  it("answers with a ZARcode typed any way: the code's own point", async () => {
    const code = await createZarcode(app, actors.other, { title: 'Farm gate', latitude: -29.1, longitude: 26.2, city: 'Bloemfontein', province: 'Free State' });
    const { token, request } = await newRequest();
    expect((await answer(token, { source: 'zarcode', zarcode: code.zarcode.replace('-', ' ').toLowerCase() })).status).toBe(200);
    const seen = await app.request('GET', `/api/location-requests/${request.id}`, { token: actors.owner.token });
    expect(seen.body.answer).toMatchObject({ source: 'zarcode', zarcode: code.zarcode, latitude: -29.1, longitude: 26.2, accuracyMeters: null });
  });

  it('refuses an unknown code with 404, and leaves the request open', async () => {
    const { token } = await newRequest();
    expectMessage(await answer(token, { source: 'zarcode', zarcode: '1CT-2222' }), 404, 'ZARcode not found');
    expect((await app.request('GET', `/api/r/${token}`)).body.status).toBe('open');
  });

  it('refuses an expired link with 410, and shows it as expired', async () => {
    const { token, request } = await newRequest();
    await app.deps.db.update(locationRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(locationRequests.id, request.id));
    expectMessage(await answer(token, devicePoint), 410, REQUEST_EXPIRED_MESSAGE);
    expect((await app.request('GET', `/api/r/${token}`)).body.status).toBe('expired');
  });

  it('answers 404 for a link that does not exist', async () => {
    expectMessage(await answer('not-a-real-token-at-all1', devicePoint), 404, REQUEST_LINK_INVALID_MESSAGE);
  });

  it.each([
    ['a position without its longitude', { source: 'device', latitude: -26 }, ANSWER_POINT_MESSAGE],
    ['a code answer without a code', { source: 'zarcode' }, ANSWER_CODE_MESSAGE],
    ['a latitude beyond 90', { source: 'pin', latitude: 91, longitude: 18 }, null],
    ['an unknown source', { source: 'gps', latitude: -26, longitude: 28 }, null],
  ])('refuses %s with 400', async (_name, body, message) => {
    const { token } = await newRequest();
    expectMessage(await answer(token, body), 400, message ?? undefined);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/r/some-token-of-no-request/answer',
    validBody: { source: 'pin', latitude: -26, longitude: 28 },
    requiredFields: { source: null },
    textFields: ['note'],
    from: newClientAddress(),
  });
});

describe('GET /api/location-requests/{id}', () => {
  it('shows the answer to the requester and admins, and to no one else', async () => {
    const { token, request } = await newRequest();
    await answer(token, devicePoint);
    for (const viewer of [actors.owner, actors.admin, actors.superAdmin]) {
      const seen = await app.request('GET', `/api/location-requests/${request.id}`, { token: viewer.token });
      expect(seen.status).toBe(200);
      expect(seen.body.answer.latitude).toBe(-26.2041);
    }
    expectMessage(await app.request('GET', `/api/location-requests/${request.id}`, { token: actors.other.token }), 404, 'Location request not found');
    expectMessage(await app.request('GET', `/api/location-requests/${request.id}`), 401);
  });

  it('answers 404 for an id that is no request', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expectMessage(await app.request('GET', `/api/location-requests/${id}`, { token: actors.owner.token }), 404);
    }
  });
});

describe('GET /api/location-requests', () => {
  it("lists the caller's own requests, newest first, never another's", async () => {
    const first = await newRequest(actors.other, { note: 'first' });
    const second = await newRequest(actors.other, { note: 'second' });
    const own = await app.request('GET', '/api/location-requests', { token: actors.other.token });
    expect(own.body.requests.slice(0, 2).map((r: { id: string }) => r.id)).toEqual([second.request.id, first.request.id]);
    const forAdmin = await app.request('GET', '/api/location-requests', { token: actors.admin.token });
    expect(forAdmin.body.requests.map((r: { id: string }) => r.id)).not.toContain(first.request.id);
    expectMessage(await app.request('GET', '/api/location-requests'), 401);
  });
});

describe('POST /api/location-requests/{id}/replace-link', () => {
  const replace = (id: string, token?: string) => app.request('POST', `/api/location-requests/${id}/replace-link`, { token });

  it("gives the requester a new link for an open request; the old one stops working, the request keeps its note and end", async () => {
    const first = await newRequest();
    const replaced = await replace(first.request.id, actors.owner.token);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.headers.get('cache-control')).toBe('no-store');
    const { request, token, url } = replaced.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(token).not.toBe(first.token);
    expect(url).toMatch(new RegExp(`/r/${token}$`));
    expect(request).toMatchObject({ id: first.request.id, note: 'Parcel 4471', status: 'open', expiresAt: first.request.expiresAt });
    const [row] = await app.deps.db.select().from(locationRequests).where(eq(locationRequests.id, first.request.id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    // The link sent before says it does not work; the new one asks, and takes the answer.
    expectMessage(await app.request('GET', `/api/r/${first.token}`, { from: newClientAddress() }), 404, REQUEST_LINK_INVALID_MESSAGE);
    expectMessage(await answer(first.token, devicePoint), 404, REQUEST_LINK_INVALID_MESSAGE);
    expect((await app.request('GET', `/api/r/${token}`, { from: newClientAddress() })).body.status).toBe('open');
    expect((await answer(token, devicePoint)).status).toBe(200);
  });

  it('refuses an answered request and an expired one with 409, the link left as it was', async () => {
    const answered = await newRequest();
    await answer(answered.token, devicePoint);
    expectMessage(await replace(answered.request.id, actors.owner.token), 409, ANSWERED_NEEDS_NO_LINK_MESSAGE);
    const expired = await newRequest();
    await app.deps.db.update(locationRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(locationRequests.id, expired.request.id));
    expectMessage(await replace(expired.request.id, actors.owner.token), 409, EXPIRED_NEEDS_NEW_REQUEST_MESSAGE);
    expect((await app.request('GET', `/api/r/${expired.token}`, { from: newClientAddress() })).body.status).toBe('expired');
  });

  it('answers 401 to an anonymous visitor, and 404 to another user and to an admin: only the requester may', async () => {
    const { request, token } = await newRequest();
    expectMessage(await replace(request.id), 401);
    expectMessage(await replace(request.id, actors.other.token), 404, LOCATION_REQUEST_NOT_FOUND);
    expectMessage(await replace(request.id, actors.admin.token), 404, LOCATION_REQUEST_NOT_FOUND);
    expectMessage(await replace('not-a-uuid', actors.owner.token), 404, LOCATION_REQUEST_NOT_FOUND);
    // The link sent is untouched by the refusals.
    expect((await app.request('GET', `/api/r/${token}`, { from: newClientAddress() })).body.status).toBe('open');
  });
});

describe('DELETE /api/location-requests/{id}', () => {
  it('lets the requester delete a request: its link stops working; another user gets 404', async () => {
    const { token, request } = await newRequest();
    expectMessage(await app.request('DELETE', `/api/location-requests/${request.id}`, { token: actors.other.token }), 404);
    expect((await app.request('DELETE', `/api/location-requests/${request.id}`, { token: actors.owner.token })).status).toBe(200);
    expectMessage(await app.request('GET', `/api/r/${token}`), 404, REQUEST_LINK_INVALID_MESSAGE);
  });

  it("lets an admin delete anyone's request, and answers 401 to an anonymous visitor", async () => {
    const { request } = await newRequest(actors.other);
    expectMessage(await app.request('DELETE', `/api/location-requests/${request.id}`), 401);
    expect((await app.request('DELETE', `/api/location-requests/${request.id}`, { token: actors.admin.token })).status).toBe(200);
    expectMessage(await app.request('GET', `/api/location-requests/${request.id}`, { token: actors.other.token }), 404);
  });
});

describe('the clean-up job', () => {
  it('deletes answers 30 days after their request expired, and keeps younger ones', async () => {
    const old = await newRequest();
    const recent = await newRequest();
    await answer(old.token, devicePoint);
    await answer(recent.token, devicePoint);
    const setExpiry = (id: string, days: number) =>
      app.deps.db.update(locationRequests).set({ expiresAt: sql`now() - ${days}::integer * interval '1 day'` }).where(eq(locationRequests.id, id));
    await setExpiry(old.request.id, 31);
    await setExpiry(recent.request.id, 29);
    expect(await deleteOldLocationRequests(app.deps.db)).toBeGreaterThanOrEqual(1);
    expectMessage(await app.request('GET', `/api/location-requests/${old.request.id}`, { token: actors.owner.token }), 404);
    expect((await app.request('GET', `/api/location-requests/${recent.request.id}`, { token: actors.owner.token })).status).toBe(200);
  });
});

describe('/api/v1/location-requests', () => {
  it("makes a request with a key of the 'write' scope, and reads its answer with 'read'", async () => {
    const key = await createApiKey(app, actors.other, { scopes: ['read', 'write'] });
    const created = await app.request('POST', '/api/v1/location-requests', { headers: withKey(key), body: { note: 'Order 88', expiresInHours: 2 } });
    expect(created.status, created.text).toBe(201);
    await answer(created.body.token, devicePoint);
    const seen = await app.request('GET', `/api/v1/location-requests/${created.body.request.id}`, { headers: withKey(key) });
    expect(seen.body).toMatchObject({ status: 'answered', answer: { latitude: -26.2041 } });
  });

  it("refuses a key without the 'write' scope with 403, and another user's key with 404", async () => {
    const readOnly = await createApiKey(app, actors.other, { scopes: ['read'] });
    expectMessage(
      await app.request('POST', '/api/v1/location-requests', { headers: withKey(readOnly), body: { note: 'x' } }),
      403,
      "This API key lacks the 'write' scope",
    );
    const { request } = await newRequest();
    expectMessage(await app.request('GET', `/api/v1/location-requests/${request.id}`, { headers: withKey(readOnly) }), 404);
  });
});
