import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { apiKeys, users, zarcodes } from '../../src/server/db/schema';
import { createUser, useTestApp } from '../helpers/app';
import { createApiKey, withKey, type TestApiKey } from '../helpers/api-keys';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// The versioned API (/api/v1) with API keys: who may call, scopes, revocation, rate limits, and
// what each call answers, for public, private, unknown and mistyped codes.

const { app, actors } = useTestApp();
const getApp = () => app;

let publicCode: ZarcodeRecord;
let privateCode: ZarcodeRecord;
let ownerKey: TestApiKey;
let otherKey: TestApiKey;
let adminKey: TestApiKey;

beforeAll(async () => {
  publicCode = await createZarcode(app, actors.owner, { title: 'Spaza shop, Long Street', privacy: 'public' });
  privateCode = await createZarcode(app, actors.owner, {
    title: 'Secret farm gate',
    privacy: 'private',
    latitude: -33.93,
    longitude: 18.43,
  });
  // Limits raised for the keys most tests share, so that only the rate-limit tests meet a limit.
  const roomy = { perSecond: 10_000, perDay: 100_000 };
  [ownerKey, otherKey, adminKey] = await Promise.all([
    createApiKey(app, actors.owner, roomy),
    createApiKey(app, actors.other, roomy),
    createApiKey(app, actors.admin, roomy),
  ]);
});

const lookup = (code: string, headers: Record<string, string> = {}, token?: string) =>
  app.request('GET', `/api/v1/zarcodes/${encodeURIComponent(code)}`, { headers, token });

describe('who may call /api/v1', () => {
  it('answers 401 without a key or token', async () => {
    expectMessage(await lookup(publicCode.zarcode), 401, 'Authentication required');
  });

  it("answers 401 'Invalid API key' to an unknown key, in either header", async () => {
    expectMessage(await lookup(publicCode.zarcode, { 'x-api-key': 'zc_doesnotexistdoesnotexistdoesno' }), 401, 'Invalid API key');
    expectMessage(await lookup(publicCode.zarcode, { authorization: 'Bearer zc_doesnotexistdoesnotexistdoesno' }), 401, 'Invalid API key');
    expectMessage(await lookup(publicCode.zarcode, { 'x-api-key': 'not a key at all' }), 401, 'Invalid API key');
  });

  it('takes a key as X-Api-Key or as a bearer token', async () => {
    expect((await lookup(publicCode.zarcode, withKey(otherKey))).status).toBe(200);
    expect((await lookup(publicCode.zarcode, { authorization: `Bearer ${otherKey.secret}` })).status).toBe(200);
  });

  it("takes a signed-in user's token (the developer page)", async () => {
    expect((await lookup(publicCode.zarcode, {}, actors.other.token)).status).toBe(200);
  });

  it('answers 401 to a revoked key', async () => {
    const key = await createApiKey(app, actors.other);
    await app.request('DELETE', `/api/developers/keys/${key.id}`, { token: actors.other.token });
    expectMessage(await lookup(publicCode.zarcode, withKey(key)), 401, 'This API key has been revoked');
  });

  it('answers 401 to the key of a disabled account', async () => {
    const user = await createUser(app);
    const key = await createApiKey(app, user);
    await app.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expectMessage(await lookup(publicCode.zarcode, withKey(key)), 401, 'Invalid API key');
  });

  it("answers 403 to a key without the 'read' scope", async () => {
    const key = await createApiKey(app, actors.other, { scopes: ['write'] });
    expectMessage(await lookup(publicCode.zarcode, withKey(key)), 403, "This API key lacks the 'read' scope");
    const batch = await app.request('POST', '/api/v1/batch/lookup', { headers: withKey(key), body: { codes: [publicCode.zarcode] } });
    expectMessage(batch, 403, "This API key lacks the 'read' scope");
  });
});

describe('rate limits', () => {
  it('tells the limit in RateLimit-* headers on every answer, counting down', async () => {
    const key = await createApiKey(app, actors.other, { perDay: 5 });
    const first = await lookup(publicCode.zarcode, withKey(key));
    expect(first.headers.get('ratelimit-policy')).toBe('10;w=1, 5;w=86400');
    expect(first.headers.get('ratelimit-limit')).toBe('5');
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(86_400);
    const second = await lookup('1CT-2222', withKey(key));
    expect(second.status).toBe(404);
    expect(second.headers.get('ratelimit-remaining')).toBe('3');
  });

  it('publishes 10 a second and 10,000 a day for a new key', async () => {
    const answer = await lookup(publicCode.zarcode, withKey(await createApiKey(app, actors.other)));
    expect(answer.headers.get('ratelimit-policy')).toBe('10;w=1, 10000;w=86400');
  });

  it('answers 429 with Retry-After beyond the daily limit, until South African midnight', async () => {
    const key = await createApiKey(app, actors.other, { perDay: 2 });
    await lookup(publicCode.zarcode, withKey(key));
    await lookup(publicCode.zarcode, withKey(key));
    const refused = await lookup(publicCode.zarcode, withKey(key));
    expectMessage(refused, 429);
    expect(refused.body.message).toContain('2 requests a day');
    const retryAfter = Number(refused.headers.get('retry-after'));
    const now = Date.now();
    const msToMidnight = 86_400_000 - ((now + 7_200_000) % 86_400_000);
    expect(Math.abs(retryAfter - msToMidnight / 1000)).toBeLessThan(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-limit')).toBe('2');
  });

  it('answers 429 with Retry-After beyond the per-second limit', async () => {
    // A limit of 0 a second refuses every call, so the test does not race the clock.
    const key = await createApiKey(app, actors.other, { perSecond: 0 });
    const refused = await lookup(publicCode.zarcode, withKey(key));
    expectMessage(refused, 429);
    expect(refused.body.message).toContain('0 requests a second');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('ratelimit-limit')).toBe('0');
  });

  it("takes from the day's count only the calls served in a burst beyond the per-second limit", async () => {
    const key = await createApiKey(app, actors.other, { perSecond: 3, perDay: 100 });
    const burst = await Promise.all(Array.from({ length: 12 }, () => lookup(publicCode.zarcode, withKey(key))));
    const served = burst.filter((answer) => answer.status === 200).length;
    expect(served).toBeGreaterThanOrEqual(3);
    expect(burst.filter((answer) => answer.status === 429).length).toBe(12 - served);
    for (const refused of burst.filter((answer) => answer.status === 429)) {
      expect(refused.body.message).toContain('3 requests a second');
      expect(refused.headers.get('ratelimit-limit')).toBe('3');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    }
    // The second's limit raised by the operator: the day's window is now the nearest to running out.
    await app.deps.db.update(apiKeys).set({ requestsPerSecond: 1_000 }).where(eq(apiKeys.id, key.id));
    const next = await lookup(publicCode.zarcode, withKey(key));
    expect(next.headers.get('ratelimit-limit')).toBe('100');
    expect(next.headers.get('ratelimit-remaining')).toBe(String(100 - served - 1));
  });

  it("leaves the day's count alone for calls refused by the per-second limit", async () => {
    const key = await createApiKey(app, actors.other, { perSecond: 0, perDay: 5 });
    for (let i = 0; i < 4; i++) expect((await lookup(publicCode.zarcode, withKey(key))).status).toBe(429);
    await app.deps.db.update(apiKeys).set({ requestsPerSecond: 10 }).where(eq(apiKeys.id, key.id));
    const served = await lookup(publicCode.zarcode, withKey(key));
    expect(served.status).toBe(200);
    expect(served.headers.get('ratelimit-limit')).toBe('5');
    expect(served.headers.get('ratelimit-remaining')).toBe('4');
  });

  it("leaves the day's count alone for calls refused for a missing scope, telling what is left", async () => {
    const key = await createApiKey(app, actors.other, { scopes: ['write'], perDay: 5 });
    for (let i = 0; i < 3; i++) {
      const refused = await lookup(publicCode.zarcode, withKey(key));
      expectMessage(refused, 403, "This API key lacks the 'read' scope");
      expect(refused.headers.get('ratelimit-limit')).toBe('5');
      expect(refused.headers.get('ratelimit-remaining')).toBe('5');
    }
    const served = await app.request('POST', '/api/v1/location-requests', {
      headers: withKey(key),
      body: { note: 'Where is the gate?', expiresInHours: 24 },
    });
    expect(served.status, served.text).toBe(201);
    expect(served.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('counts each key apart', async () => {
    const spent = await createApiKey(app, actors.other, { perDay: 1 });
    await lookup(publicCode.zarcode, withKey(spent));
    expect((await lookup(publicCode.zarcode, withKey(spent))).status).toBe(429);
    const fresh = await createApiKey(app, actors.other, { perDay: 1 });
    expect((await lookup(publicCode.zarcode, withKey(fresh))).status).toBe(200);
  });
});

describe('GET /api/v1/zarcodes/{code}', () => {
  it('answers a public code with its place, typed any way', async () => {
    const typed = publicCode.zarcode.replace('-', ' ').toLowerCase();
    const answer = await lookup(typed, withKey(otherKey));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      input: typed,
      status: 'found',
      zarcode: publicCode.zarcode,
      place: {
        zarcode: publicCode.zarcode,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+/${publicCode.zarcode}$`)),
        title: 'Spaza shop, Long Street',
        privacy: 'public',
        latitude: -33.9249,
        longitude: 18.4241,
        plusCode: publicCode.plusCode,
        address: {
          line1: '12 Long Street',
          line2: null,
          suburb: 'Cape Town City Centre',
          city: 'Cape Town',
          province: 'Western Cape',
          country: 'South Africa',
        },
      },
    });
  });

  it("marks someone else's private code private, without its place or title", async () => {
    const answer = await lookup(privateCode.zarcode, withKey(otherKey));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ input: privateCode.zarcode, status: 'private', zarcode: privateCode.zarcode, place: null });
    expect(answer.text).not.toContain('Secret farm gate');
    expect(answer.text).not.toContain('-33.93');
  });

  it('locates a private code for its owner and for an admin', async () => {
    for (const key of [ownerKey, adminKey]) {
      const answer = await lookup(privateCode.zarcode, withKey(key));
      expect(answer.body).toMatchObject({ status: 'found', place: { title: 'Secret farm gate', latitude: -33.93 } });
    }
  });

  it('answers 404 for a code that does not exist or is not a code', async () => {
    expectMessage(await lookup('1CT-2222', withKey(otherKey)), 404, 'ZARcode not found');
    expectMessage(await lookup('hello', withKey(otherKey)), 404, 'ZARcode not found');
  });
});

describe('GET /api/v1/search', () => {
  it('finds public codes by title, and not private ones by their code', async () => {
    const answer = await app.request('GET', '/api/v1/search?q=spaza', { headers: withKey(otherKey) });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((place: { zarcode: string }) => place.zarcode)).toContain(publicCode.zarcode);
    const byCode = await app.request('GET', `/api/v1/search?q=${privateCode.zarcode}`, { headers: withKey(otherKey) });
    expect(byCode.body.results).toEqual([]);
    const asOwner = await app.request('GET', `/api/v1/search?q=${privateCode.zarcode}`, { headers: withKey(ownerKey) });
    expect(asOwner.body.results.map((place: { zarcode: string }) => place.zarcode)).toEqual([privateCode.zarcode]);
  });

  it('refuses an empty query and a limit out of range with 400', async () => {
    for (const query of ['q=', 'q=cape&limit=0', 'q=cape&limit=51', 'q=cape&limit=x']) {
      expectMessage(await app.request('GET', `/api/v1/search?${query}`, { headers: withKey(otherKey) }), 400);
    }
  });
});

describe('POST /api/v1/batch/lookup', () => {
  const batch = (codes: unknown, key: TestApiKey = otherKey) =>
    app.request('POST', '/api/v1/batch/lookup', { headers: withKey(key), body: { codes } });

  it('answers 1,000 codes in their order, unknown and private ones marked, not failed', async () => {
    const kinds = [publicCode.zarcode, privateCode.zarcode, '1CT-2222', 'not a code', publicCode.zarcode.toLowerCase()];
    const codes = Array.from({ length: 1000 }, (_, i) => kinds[i % kinds.length]!);
    const answer = await batch(codes);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.body.results).toHaveLength(1000);
    expect(answer.body.counts).toEqual({ found: 400, private: 200, notFound: 200, invalid: 200 });
    expect(answer.body.results.slice(0, 5).map((result: { status: string; input: string }) => [result.input, result.status])).toEqual([
      [publicCode.zarcode, 'found'],
      [privateCode.zarcode, 'private'],
      ['1CT-2222', 'not_found'],
      ['not a code', 'invalid'],
      [publicCode.zarcode.toLowerCase(), 'found'],
    ]);
    expect(answer.body.results[0].place).toMatchObject({ latitude: -33.9249, longitude: 18.4241, plusCode: publicCode.plusCode });
    expect(answer.body.results[1]).toEqual({ input: privateCode.zarcode, status: 'private', zarcode: privateCode.zarcode, place: null });
    expect(answer.text).not.toContain('Secret farm gate');
  });

  it("locates the owner's own private codes", async () => {
    const answer = await batch([privateCode.zarcode], ownerKey);
    expect(answer.body.results[0]).toMatchObject({ status: 'found', place: { title: 'Secret farm gate' } });
  });

  it('refuses more than 1,000 codes, none, and codes that are not text, with 400', async () => {
    expectMessage(await batch(Array.from({ length: 1001 }, () => publicCode.zarcode)), 400, 'codes may hold at most 1000 codes');
    expectMessage(await batch([]), 400, 'codes must hold at least one code');
    expectMessage(await batch([12345]), 400);
    expectMessage(await batch('1CT-7K2M'), 400);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/v1/batch/lookup',
    token: () => otherKey.secret,
    validBody: { codes: ['1CT-7K2M'] },
    requiredFields: { codes: null },
    textFields: [],
  });
});

describe('POST /api/v1/batch/nearest', () => {
  const nearest = (body: unknown, key: TestApiKey = otherKey) =>
    app.request('POST', '/api/v1/batch/nearest', { headers: withKey(key), body });

  it('answers the nearest public code within the radius of each point, in order, with the distance', async () => {
    const answer = await nearest({
      points: [
        { id: 'order-1', latitude: -33.9252, longitude: 18.4241 },
        { id: 'order-2', latitude: -26.2041, longitude: 28.0473 },
        { latitude: -33.92495, longitude: 18.42415 },
      ],
      radiusMeters: 200,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.counts).toEqual({ found: 2, none: 1 });
    const [first, second, third] = answer.body.results;
    expect(first).toMatchObject({ id: 'order-1', status: 'found', place: { zarcode: publicCode.zarcode } });
    // 0.0003 degrees of latitude: about 33 m.
    expect(first.distanceMeters).toBeGreaterThan(30);
    expect(first.distanceMeters).toBeLessThan(36);
    expect(second).toEqual({ id: 'order-2', latitude: -26.2041, longitude: 28.0473, status: 'none', distanceMeters: null, place: null });
    expect(third).toMatchObject({ id: null, status: 'found', place: { zarcode: publicCode.zarcode } });
  });

  it('never answers a private code or one an admin hid, however near', async () => {
    const answer = await nearest({ points: [{ latitude: -33.93, longitude: 18.43 }], radiusMeters: 50 });
    expect(answer.body.results[0].status).toBe('none');
    const hidden = await createZarcode(app, actors.owner, { title: 'Hidden stall', latitude: -29.8587, longitude: 31.0218, city: 'Durban', province: 'KwaZulu-Natal' });
    const point = { points: [{ latitude: -29.8587, longitude: 31.0218 }], radiusMeters: 10 };
    expect((await nearest(point)).body.results[0]).toMatchObject({ status: 'found', place: { zarcode: hidden.zarcode } });
    await app.deps.db.update(zarcodes).set({ hiddenAt: new Date() }).where(eq(zarcodes.id, hidden.id));
    expect((await nearest(point)).body.results[0].status).toBe('none');
  });

  it('answers 1,000 points at once', async () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i}`, latitude: -33.9249 + (i % 2) * 5, longitude: 18.4241 }));
    const answer = await nearest({ points });
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ found: 500, none: 500 });
    expect(answer.body.results[999].id).toBe('p999');
  });

  it.each([
    ['no points', { points: [] }, 'points must hold at least one point'],
    ['1,001 points', { points: Array.from({ length: 1001 }, () => ({ latitude: -33, longitude: 18 })) }, 'points may hold at most 1000 points'],
    ['a latitude of -91', { points: [{ latitude: -91, longitude: 18 }] }, 'latitude must be a number from -90 to 90'],
    ['a longitude as text', { points: [{ latitude: -33, longitude: '18' }] }, 'longitude must be a number from -180 to 180'],
    ['a radius of 5001 m', { points: [{ latitude: -33, longitude: 18 }], radiusMeters: 5001 }, 'radiusMeters must be a whole number from 1 to 5000'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const answer = await nearest(body);
    expectMessage(answer, 400);
    expect(answer.body.message).toContain(message);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every /api/v1 route with its key security and examples of what to send and what comes back', async () => {
    const document = (await app.request('GET', '/api/docs/json')).body;
    const v1 = Object.entries(document.paths as Record<string, Record<string, any>>).filter(([path]) => path.startsWith('/api/v1/'));
    expect(v1.map(([path]) => path).sort()).toEqual(
      expect.arrayContaining([
        '/api/v1/batch/lookup',
        '/api/v1/batch/nearest',
        '/api/v1/search',
        '/api/v1/zarcodes/{code}',
        '/api/v1/location-requests',
        '/api/v1/location-requests/{id}',
        '/api/v1/watches',
        '/api/v1/watches/{code}',
      ]),
    );
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    for (const [path, methods] of v1) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.description, `${method} ${path}`).toContain('X-Api-Key');
        const success = operation.responses['200'] ?? operation.responses['201'];
        expect(success.content['application/json'].schema.example, `${method} ${path}`).toBeDefined();
        if (method === 'post') {
          expect(operation.requestBody.content['application/json'].schema.example, `${method} ${path}`).toBeDefined();
        }
      }
    }
  });
});
