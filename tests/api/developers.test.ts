import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_API_KEYS } from '../../src/domain/developers/api-keys';
import { API_KEY_NAME_MESSAGE, API_KEY_SCOPES_MESSAGE } from '../../src/domain/developers/schemas';
import { apiKeys } from '../../src/server/db/schema';
import { sha256Hex } from '../../src/server/infra/secrets';
import { createUser, useTestApp } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';

// The developer page's API: a user's API keys (made, listed, revoked) and their usage per day.

const { app, actors } = useTestApp();
const getApp = () => app;

describe('POST /api/developers/keys', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('POST', '/api/developers/keys', { body: { name: 'x', scopes: ['read'] } }), 401);
  });

  it('makes a key, shows it this once with no-store, and keeps only its SHA-256', async () => {
    const answer = await app.request('POST', '/api/developers/keys', {
      token: actors.owner.token,
      body: { name: '  Courier app  ', scopes: ['write', 'read', 'read'] },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { apiKey, secret } = answer.body;
    // zc_ and 32 base64url characters: 192 random bits.
    expect(secret).toMatch(/^zc_[A-Za-z0-9_-]{32}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'Courier app',
      hint: secret.slice(0, 9),
      scopes: ['read', 'write'],
      rateLimit: { perSecond: 10, perDay: 10_000 },
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('makes a different key each time', async () => {
    const first = await createApiKey(app, actors.owner);
    const second = await createApiKey(app, actors.owner);
    expect(first.secret).not.toBe(second.secret);
  });

  it(`refuses a key beyond ${MAX_ACTIVE_API_KEYS} active ones with 409, and allows one again after a revocation`, async () => {
    const user = await createUser(app);
    const keys = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) keys.push(await createApiKey(app, user));
    const refused = await app.request('POST', '/api/developers/keys', { token: user.token, body: { name: 'one more', scopes: ['read'] } });
    expectMessage(refused, 409);
    expect(refused.body.message).toContain('revoke');
    await app.request('DELETE', `/api/developers/keys/${keys[0]!.id}`, { token: user.token });
    await createApiKey(app, user);
  });

  it.each([
    [{ name: '', scopes: ['read'] }, API_KEY_NAME_MESSAGE],
    [{ name: 'x'.repeat(61), scopes: ['read'] }, API_KEY_NAME_MESSAGE],
    [{ name: 'ok', scopes: [] }, API_KEY_SCOPES_MESSAGE],
    [{ name: 'ok', scopes: ['admin'] }, API_KEY_SCOPES_MESSAGE],
    [{ name: 'ok', scopes: 'read' }, API_KEY_SCOPES_MESSAGE],
  ])('refuses %j with 400', async (body, message) => {
    expectMessage(await app.request('POST', '/api/developers/keys', { token: actors.owner.token, body }), 400, message);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/developers/keys',
    token: () => actors.owner.token,
    validBody: { name: 'Dispatch', scopes: ['read'] },
    requiredFields: { name: API_KEY_NAME_MESSAGE, scopes: API_KEY_SCOPES_MESSAGE },
    textFields: ['name'],
  });
});

describe('GET /api/developers/keys', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('GET', '/api/developers/keys'), 401);
  });

  it("lists the caller's own keys, newest first, never another user's (admins included)", async () => {
    const user = await createUser(app);
    const older = await createApiKey(app, user, { name: 'Older' });
    const newer = await createApiKey(app, user, { name: 'Newer' });
    const own = await app.request('GET', '/api/developers/keys', { token: user.token });
    expect(own.status).toBe(200);
    expect(own.body.apiKeys.map((key: { id: string }) => key.id)).toEqual([newer.id, older.id]);
    expect(own.text).not.toContain(older.secret.slice(9));
    for (const caller of [actors.other, actors.admin]) {
      const answer = await app.request('GET', '/api/developers/keys', { token: caller.token });
      expect(answer.body.apiKeys.map((key: { id: string }) => key.id)).not.toContain(older.id);
    }
  });

  it('tells when a key was last used', async () => {
    const user = await createUser(app);
    const key = await createApiKey(app, user);
    expect((await app.request('GET', '/api/v1/zarcodes/1CT-2222', { headers: withKey(key) })).status).toBe(404);
    await expect
      .poll(async () => (await app.request('GET', '/api/developers/keys', { token: user.token })).body.apiKeys[0].lastUsedAt)
      .not.toBeNull();
  });
});

describe('DELETE /api/developers/keys/{id}', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const key = await createApiKey(app, actors.owner);
    expectMessage(await app.request('DELETE', `/api/developers/keys/${key.id}`), 401);
  });

  it("answers 404 to another user, and the key still works", async () => {
    const key = await createApiKey(app, actors.owner);
    expectMessage(await app.request('DELETE', `/api/developers/keys/${key.id}`, { token: actors.other.token }), 404, 'API key not found');
    expect((await app.request('GET', '/api/v1/search?q=cape', { headers: withKey(key) })).status).toBe(200);
  });

  it('lets the owner revoke a key: its next call answers 401, and revoking again changes nothing', async () => {
    const key = await createApiKey(app, actors.owner);
    const revoked = await app.request('DELETE', `/api/developers/keys/${key.id}`, { token: actors.owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    expectMessage(await app.request('GET', '/api/v1/search?q=cape', { headers: withKey(key) }), 401, 'This API key has been revoked');
    const again = await app.request('DELETE', `/api/developers/keys/${key.id}`, { token: actors.owner.token });
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it("lets an admin revoke anyone's key (a key leaked in public)", async () => {
    const key = await createApiKey(app, actors.owner);
    expect((await app.request('DELETE', `/api/developers/keys/${key.id}`, { token: actors.admin.token })).status).toBe(200);
    expectMessage(await app.request('GET', '/api/v1/search?q=cape', { headers: withKey(key) }), 401, 'This API key has been revoked');
  });

  it('answers 404 for an id that is no key', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectMessage(await app.request('DELETE', `/api/developers/keys/${id}`, { token: actors.owner.token }), 404, 'API key not found');
    }
  });
});

describe('GET /api/developers/usage', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('GET', '/api/developers/usage'), 401);
  });

  it("counts each key's requests of the day, refused ones apart, for its owner only", async () => {
    const user = await createUser(app);
    const key = await createApiKey(app, user, { perDay: 2 });
    for (let i = 0; i < 3; i++) await app.request('GET', '/api/v1/search?q=durban', { headers: withKey(key) });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
    await expect
      .poll(async () => (await app.request('GET', '/api/developers/usage', { token: user.token })).body.usage)
      .toEqual([{ apiKeyId: key.id, day: today, requests: 3, refused: 1 }]);
    for (const caller of [actors.other, actors.admin]) {
      const answer = await app.request('GET', '/api/developers/usage', { token: caller.token });
      expect(answer.body.usage.filter((day: { apiKeyId: string }) => day.apiKeyId === key.id)).toEqual([]);
    }
  });

  it('refuses days outside 1 to 30 with 400', async () => {
    for (const days of ['0', '31', 'x']) {
      expectMessage(await app.request('GET', `/api/developers/usage?days=${days}`, { token: actors.owner.token }), 400);
    }
  });
});
