import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAD_DELIVERY_LINK_MESSAGE } from '../../src/domain/access-details/access-details';
import { ACCESS_DETAILS_TOO_LONG_MESSAGE, DEAD_LINK_NOT_REPLACED_MESSAGE, RECIPIENT_NAME_MESSAGE } from '../../src/domain/access-details/schemas';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { accessLinks } from '../../src/server/db/schema';
import { sha256Hex } from '../../src/server/infra/secrets';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { decodeQr } from '../helpers/qr';
import { createZarcode } from '../helpers/zarcodes';

// Access details: what a driver needs at the door. Never in a public answer; shown to the owner,
// admins, named accounts and live delivery links; every look logged.

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'zarcode-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>ZARcode</title></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(webRoot, 'embed.html'), '<!doctype html><html><head><title>embed</title></head><body></body></html>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app, actors } = useTestApp({ webRoot });
const getApp = () => app;

/** Text no public answer may ever hold. */
const GATE_CODE = 'Gate code 4812#';
const DRIVER_NOTE = 'Dog in the yard: call before you open';
const DETAILS = {
  unitFloor: 'Unit 7, first floor',
  gateCode: GATE_CODE,
  entrance: 'Side gate on Jan Smuts Avenue',
  openingHours: 'Mon-Fri 08:00-17:00',
  landmark: 'Opposite the blue water tank',
  driverNote: DRIVER_NOTE,
};

let code: ZarcodeRecord;
let privateCode: ZarcodeRecord;

beforeAll(async () => {
  code = await createZarcode(app, actors.owner, { title: 'Thandi bakery', privacy: 'public' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Back office', privacy: 'private' });
  for (const each of [code, privateCode]) {
    const saved = await app.request('PUT', `/api/zarcodes/${each.zarcode}/access`, { token: actors.owner.token, body: DETAILS });
    expect(saved.status, saved.text).toBe(200);
  }
});

const read = (zarcode: string, options: { token?: string; key?: string; query?: string } = {}) =>
  app.request('GET', `/api/zarcodes/${zarcode}/access${options.query ?? ''}`, {
    token: options.token,
    headers: options.key ? { 'x-access-key': options.key } : {},
  });

async function newLink(recipientName = 'Sipho (courier)', owner: TestUser = actors.owner, zarcode = code.zarcode) {
  const answer = await app.request('POST', `/api/zarcodes/${zarcode}/access/links`, { token: owner.token, body: { recipientName } });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { link: { id: string; expiresAt: string }; secret: string; url: string };
}

describe('PUT /api/zarcodes/{code}/access', () => {
  it('saves the details for the owner, trimmed, blanks as null, and answers them with no-store', async () => {
    const own = await createZarcode(app, actors.owner);
    const answer = await app.request('PUT', `/api/zarcodes/${own.zarcode}/access`, {
      token: actors.owner.token,
      body: { gateCode: '  1234  ', driverNote: '', landmark: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      zarcode: own.zarcode,
      details: { unitFloor: null, gateCode: '1234', entrance: null, openingHours: null, landmark: null, driverNote: null },
      via: 'owner',
      canManage: true,
      updatedAt: expect.any(String),
    });
  });

  it('removes them when every field is blank', async () => {
    const own = await createZarcode(app, actors.owner);
    await app.request('PUT', `/api/zarcodes/${own.zarcode}/access`, { token: actors.owner.token, body: { gateCode: '1' } });
    const cleared = await app.request('PUT', `/api/zarcodes/${own.zarcode}/access`, { token: actors.owner.token, body: { gateCode: ' ' } });
    expect(cleared.body.details).toBeNull();
    expect((await read(own.zarcode, { token: actors.owner.token })).body.details).toBeNull();
  });

  it('refuses more than 1,000 characters in all with 400', async () => {
    const body = { driverNote: 'x'.repeat(600), landmark: 'y'.repeat(401) };
    expectMessage(await app.request('PUT', `/api/zarcodes/${code.zarcode}/access`, { token: actors.owner.token, body }), 400, ACCESS_DETAILS_TOO_LONG_MESSAGE);
    const fits = { driverNote: 'x'.repeat(600), landmark: 'y'.repeat(400) };
    const own = await createZarcode(app, actors.owner);
    expect((await app.request('PUT', `/api/zarcodes/${own.zarcode}/access`, { token: actors.owner.token, body: fits })).status).toBe(200);
  });

  it('answers 401 to an anonymous visitor and 403 to another user; an admin may write them', async () => {
    expectMessage(await app.request('PUT', `/api/zarcodes/${code.zarcode}/access`, { body: DETAILS }), 401);
    expectMessage(await app.request('PUT', `/api/zarcodes/${code.zarcode}/access`, { token: actors.other.token, body: DETAILS }), 403);
    const byAdmin = await app.request('PUT', `/api/zarcodes/${code.zarcode}/access`, { token: actors.admin.token, body: DETAILS });
    expect(byAdmin.body).toMatchObject({ via: 'admin', canManage: true });
  });

  it('answers 404 for a code that does not exist', async () => {
    expectMessage(await app.request('PUT', '/api/zarcodes/1CT-2222/access', { token: actors.owner.token, body: DETAILS }), 404);
  });

  itRejectsBadInput(getApp, {
    method: 'PUT',
    path: () => `/api/zarcodes/${code.zarcode}/access`,
    token: () => actors.owner.token,
    validBody: DETAILS,
    requiredFields: {},
    textFields: ['unitFloor', 'gateCode', 'entrance', 'openingHours', 'landmark', 'driverNote'],
  });
});

describe('GET /api/zarcodes/{code}/access', () => {
  it('shows the details to the owner (not logged) and to admins (logged)', async () => {
    const own = await read(code.zarcode, { token: actors.owner.token });
    expect(own.body).toMatchObject({ via: 'owner', canManage: true, details: DETAILS });
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect((await read(code.zarcode, { token: actors.admin.token })).body).toMatchObject({ via: 'admin', details: DETAILS });
  });

  it('answers 404 to anyone else, signed in or not, and for a code no one has, key or not', async () => {
    expectMessage(await read(code.zarcode), 404, 'No access details to show');
    expectMessage(await read(code.zarcode, { token: actors.other.token }), 404, 'No access details to show');
    expectMessage(await read('1CT-2222'), 404, 'No access details to show');
    expectMessage(await read('1CT-2222', { key: 'not-a-secret-of-any-link' }), 404, 'No access details to show');
  });

  it('shows them with a live delivery link, in the header or as ?k=, and no longer once revoked', async () => {
    const { link, secret, url } = await newLink('Revoked Courier');
    expect(url).toMatch(new RegExp(`/${code.zarcode}\\?k=${secret}$`));
    expect((await read(code.zarcode, { key: secret })).body).toMatchObject({ via: 'link', canManage: false, details: DETAILS });
    expect((await read(code.zarcode, { query: `?k=${secret}` })).body.via).toBe('link');
    const revoked = await app.request('DELETE', `/api/zarcodes/${code.zarcode}/access/links/${link.id}`, { token: actors.owner.token });
    expect(revoked.body.status).toBe('revoked');
    expectMessage(await read(code.zarcode, { key: secret }), 410, DEAD_DELIVERY_LINK_MESSAGE);
  });

  describe('with a delivery key that opens nothing', () => {
    /** A key of each kind that opens nothing on `code`: never issued, revoked, expired, another code's. */
    async function deadKeys(): Promise<Record<string, string>> {
      const revoked = await newLink('Dead Revoked');
      await app.request('DELETE', `/api/zarcodes/${code.zarcode}/access/links/${revoked.link.id}`, { token: actors.owner.token });
      const expired = await newLink('Dead Expired');
      await app.deps.db.update(accessLinks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accessLinks.id, expired.link.id));
      const otherCode = await newLink('Dead Other Code', actors.owner, privateCode.zarcode);
      return { wrong: 'not-a-secret-of-any-link', revoked: revoked.secret, expired: expired.secret, "another code's": otherCode.secret };
    }

    it('answers 410 with the same words whether the key is wrong, revoked or expired, to a visitor and to another user', async () => {
      const keys = await deadKeys();
      const answers: Record<string, unknown> = {};
      for (const [kind, key] of Object.entries(keys)) {
        for (const [who, token] of [['anonymous', undefined], ['another user', actors.other.token]] as const) {
          for (const [how, options] of [['header', { key }], ['?k=', { query: `?k=${encodeURIComponent(key)}` }]] as const) {
            const answer = await read(code.zarcode, { token, ...options });
            expectMessage(answer, 410, DEAD_DELIVERY_LINK_MESSAGE);
            expect(answer.headers.get('cache-control')).toBe('no-store');
            answers[`${kind} key, ${who}, ${how}`] = { status: answer.status, body: answer.body };
          }
        }
      }
      // Nothing in the answer tells the three apart.
      expect(new Set(Object.values(answers).map((answer) => JSON.stringify(answer))).size).toBe(1);
    });

    it('still shows the details to the owner, an admin and a named account, whose right is their own', async () => {
      const keys = await deadKeys();
      const courier = await createUser(app, { firstName: 'Ayanda', lastName: 'Mokoena' });
      const granted = await app.request('POST', `/api/zarcodes/${code.zarcode}/access/grants`, { token: actors.owner.token, body: { email: courier.email } });
      expect(granted.status, granted.text).toBe(201);
      for (const key of Object.values(keys)) {
        expect((await read(code.zarcode, { token: actors.owner.token, key })).body).toMatchObject({ via: 'owner', details: DETAILS });
        expect((await read(code.zarcode, { token: actors.admin.token, key })).body).toMatchObject({ via: 'admin', details: DETAILS });
        expect((await read(code.zarcode, { token: courier.token, key })).body).toMatchObject({ via: 'account', details: DETAILS });
      }
      await app.request('DELETE', `/api/zarcodes/${code.zarcode}/access/grants/${granted.body.id}`, { token: actors.owner.token });
    });

    it('while a live key still shows the details, to a visitor, another user, the owner and an admin', async () => {
      const { secret } = await newLink('Live Courier');
      expect((await read(code.zarcode, { key: secret })).body).toMatchObject({ via: 'link', canManage: false, details: DETAILS });
      expect((await read(code.zarcode, { token: actors.other.token, key: secret })).body).toMatchObject({ via: 'link', details: DETAILS });
      expect((await read(code.zarcode, { token: actors.owner.token, key: secret })).body).toMatchObject({ via: 'owner', details: DETAILS });
      expect((await read(code.zarcode, { token: actors.admin.token, key: secret })).body).toMatchObject({ via: 'admin', details: DETAILS });
    });
  });

  it('shows them to a named account once shared, and not after', async () => {
    const courier = await createUser(app, { firstName: 'Lwazi', lastName: 'Dube' });
    expectMessage(await read(code.zarcode, { token: courier.token }), 404);
    const granted = await app.request('POST', `/api/zarcodes/${code.zarcode}/access/grants`, { token: actors.owner.token, body: { email: courier.email.toUpperCase() } });
    expect(granted.status, granted.text).toBe(201);
    expect((await read(code.zarcode, { token: courier.token })).body).toMatchObject({ via: 'account', canManage: false, details: DETAILS });
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}/access/grants/${granted.body.id}`, { token: actors.owner.token });
    expectMessage(await read(code.zarcode, { token: courier.token }), 404);
  });
});

describe('POST /api/zarcodes/{code}/access/links', () => {
  it('makes a secret of at least 128 bits kept only as its SHA-256, live for 7 days by default', async () => {
    const { link, secret } = await newLink('Hashed Courier');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await app.deps.db.select().from(accessLinks).where(eq(accessLinks.id, link.id));
    expect(row!.secretHash).toBe(sha256Hex(secret));
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
  });

  it("keeps one live link per recipient: a new one for the same name ends the old one", async () => {
    const first = await newLink('Same Courier');
    const second = await newLink('same courier');
    expectMessage(await read(code.zarcode, { key: first.secret }), 410, DEAD_DELIVERY_LINK_MESSAGE);
    expect((await read(code.zarcode, { key: second.secret })).status).toBe(200);
    const links = (await app.request('GET', `/api/zarcodes/${code.zarcode}/access/links`, { token: actors.owner.token })).body.links;
    expect(links.find((l: { id: string }) => l.id === first.link.id).status).toBe('revoked');
    expect(links.find((l: { id: string }) => l.id === second.link.id).status).toBe('active');
  });

  it('answers 403 to another user, 401 to anyone signed out', async () => {
    const body = { recipientName: 'x' };
    expectMessage(await app.request('POST', `/api/zarcodes/${code.zarcode}/access/links`, { token: actors.other.token, body }), 403);
    expectMessage(await app.request('POST', `/api/zarcodes/${code.zarcode}/access/links`, { body }), 401);
    expectMessage(await app.request('GET', `/api/zarcodes/${code.zarcode}/access/links`, { token: actors.other.token }), 403);
  });

  it('refuses a blank recipient and a lifetime beyond 90 days with 400', async () => {
    const post = (body: unknown) => app.request('POST', `/api/zarcodes/${code.zarcode}/access/links`, { token: actors.owner.token, body });
    expectMessage(await post({ recipientName: ' ' }), 400, RECIPIENT_NAME_MESSAGE);
    expectMessage(await post({ recipientName: 'x', expiresInDays: 91 }), 400);
  });
});

describe('POST /api/zarcodes/{code}/access/links/{id}/replace', () => {
  const replace = (id: string, token?: string, zarcode = code.zarcode) =>
    app.request('POST', `/api/zarcodes/${zarcode}/access/links/${id}/replace`, { token });
  const linkOf = async (id: string) => {
    const links = (await app.request('GET', `/api/zarcodes/${code.zarcode}/access/links`, { token: actors.owner.token })).body.links;
    return links.find((link: { id: string }) => link.id === id);
  };

  it('gives the owner a new link for the same recipient until the same end; the old one stops working', async () => {
    const first = await newLink('Replaced Courier');
    const replaced = await replace(first.link.id, actors.owner.token);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.headers.get('cache-control')).toBe('no-store');
    const { link, secret, url } = replaced.body;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(url).toMatch(new RegExp(`/${code.zarcode}\\?k=${secret}$`));
    expect(link).toMatchObject({ recipientName: 'Replaced Courier', status: 'active' });
    expect(link.expiresAt).toBe(first.link.expiresAt);
    expect((await linkOf(first.link.id)).status).toBe('revoked');
    expectMessage(await read(code.zarcode, { key: first.secret }), 410, DEAD_DELIVERY_LINK_MESSAGE);
    expect((await read(code.zarcode, { key: secret })).body).toMatchObject({ via: 'link', details: DETAILS });
  });

  it('lets an admin replace a link too, as admins manage every code', async () => {
    const first = await newLink('Admin Replaced Courier');
    const replaced = await replace(first.link.id, actors.admin.token);
    expect(replaced.status, replaced.text).toBe(200);
    expectMessage(await read(code.zarcode, { key: first.secret }), 410);
  });

  it('refuses a revoked or expired link with 409: a tap does not bring back a link that ended', async () => {
    const revoked = await newLink('Ended Revoked');
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}/access/links/${revoked.link.id}`, { token: actors.owner.token });
    expectMessage(await replace(revoked.link.id, actors.owner.token), 409, DEAD_LINK_NOT_REPLACED_MESSAGE);
    const expired = await newLink('Ended Expired');
    await app.deps.db.update(accessLinks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accessLinks.id, expired.link.id));
    expectMessage(await replace(expired.link.id, actors.owner.token), 409, DEAD_LINK_NOT_REPLACED_MESSAGE);
  });

  it('answers 401 signed out, 403 to another user, 404 for a link of another code; the link keeps working', async () => {
    const { link, secret } = await newLink('Guarded Courier');
    expectMessage(await replace(link.id), 401);
    expectMessage(await replace(link.id, actors.other.token), 403);
    const otherCode = await createZarcode(app, actors.owner);
    expectMessage(await replace(link.id, actors.owner.token, otherCode.zarcode), 404, 'Delivery link not found');
    expectMessage(await replace('not-a-uuid', actors.owner.token), 404, 'Delivery link not found');
    expect((await read(code.zarcode, { key: secret })).status).toBe(200);
  });
});

describe('POST /api/zarcodes/{code}/access/grants', () => {
  it('refuses an unknown e-mail with 404, the owner with 400, a second share with 409, another user with 403', async () => {
    const post = (email: string, user: TestUser = actors.owner) =>
      app.request('POST', `/api/zarcodes/${code.zarcode}/access/grants`, { token: user.token, body: { email } });
    expectMessage(await post('nobody-here@example.com'), 404);
    expectMessage(await post(actors.owner.email), 400);
    const courier = await createUser(app);
    expect((await post(courier.email)).status).toBe(201);
    expectMessage(await post(courier.email), 409);
    expectMessage(await post(courier.email, actors.other), 403);
  });

  it('lists them for the owner, and lists the codes shared with the account', async () => {
    const courier = await createUser(app, { firstName: 'Nomsa', lastName: 'Khumalo' });
    await app.request('POST', `/api/zarcodes/${privateCode.zarcode}/access/grants`, { token: actors.owner.token, body: { email: courier.email } });
    const grants = await app.request('GET', `/api/zarcodes/${privateCode.zarcode}/access/grants`, { token: actors.owner.token });
    expect(grants.body.grants[0].user).toEqual({ firstName: 'Nomsa', lastName: 'Khumalo', email: courier.email });
    const shared = await app.request('GET', '/api/access/shared-with-me', { token: courier.token });
    expect(shared.body.zarcodes).toEqual([
      { zarcode: privateCode.zarcode, title: null, city: 'Cape Town', province: 'Western Cape', sharedAt: expect.any(String) },
    ]);
  });
});

describe('GET /api/zarcodes/{code}/access/log', () => {
  it("records every look but the owner's: which link or who, and when; for the owner and admins only", async () => {
    const own = await createZarcode(app, actors.owner);
    await app.request('PUT', `/api/zarcodes/${own.zarcode}/access`, { token: actors.owner.token, body: DETAILS });
    const { secret } = await newLink('Bongani at the depot', actors.owner, own.zarcode);
    await read(own.zarcode, { token: actors.owner.token });
    await read(own.zarcode, { key: secret });
    await read(own.zarcode, { token: actors.admin.token });
    await read(own.zarcode, { token: actors.other.token }); // refused: not a look
    const log = await app.request('GET', `/api/zarcodes/${own.zarcode}/access/log`, { token: actors.owner.token });
    expect(log.status).toBe(200);
    expect(log.body.pagination.total).toBe(2);
    expect(log.body.views.map((view: { via: string; viewer: string }) => [view.via, view.viewer])).toEqual([
      ['admin', expect.stringContaining(actors.admin.email)],
      ['link', 'Bongani at the depot'],
    ]);
    expectMessage(await app.request('GET', `/api/zarcodes/${own.zarcode}/access/log`, { token: actors.other.token }), 403);
    expectMessage(await app.request('GET', `/api/zarcodes/${own.zarcode}/access/log`), 401);
    expect((await app.request('GET', `/api/zarcodes/${own.zarcode}/access/log`, { token: actors.admin.token })).status).toBe(200);
  });
});

describe('access details never in a public answer', () => {
  const secretsIn = (text: string) => [GATE_CODE, DRIVER_NOTE, 'Opposite the blue water tank', 'gateCode', 'driverNote'].filter((secret) => text.includes(secret));

  it("are not in the code's answer, to anyone (its owner included)", async () => {
    for (const zarcode of [code.zarcode, privateCode.zarcode]) {
      for (const token of [undefined, actors.other.token, actors.owner.token, actors.admin.token]) {
        const answer = await app.request('GET', `/api/zarcodes/${zarcode}`, { token });
        expect(answer.status).toBe(200);
        expect(secretsIn(answer.text)).toEqual([]);
      }
    }
  });

  it('are not in search, combined search, the code lists or the in-bounds count', async () => {
    for (const url of [
      '/api/zarcodes/search?q=bakery',
      `/api/zarcodes/search?q=${code.zarcode}`,
      '/api/search/combined?q=bakery',
      `/api/search/combined?q=${encodeURIComponent('water tank')}`,
      '/api/zarcodes?limit=100',
      '/api/zarcodes/in-bounds?ne_lat=-33&ne_lng=19&sw_lat=-34&sw_lng=18',
    ]) {
      const answer = await app.request('GET', url, { token: actors.owner.token });
      expect(answer.status, url).toBe(200);
      expect(secretsIn(answer.text), url).toEqual([]);
    }
    // Not searchable by their words either.
    const byGate = await app.request('GET', `/api/search/combined?q=${encodeURIComponent('4812')}`);
    expect(byGate.text).not.toContain(code.zarcode);
  });

  it('are not in /api/v1 answers: single, batch, search, nearest', async () => {
    const key = await createApiKey(app, actors.owner, { perSecond: 1000 });
    const answers = [
      await app.request('GET', `/api/v1/zarcodes/${code.zarcode}`, { headers: withKey(key) }),
      await app.request('POST', '/api/v1/batch/lookup', { headers: withKey(key), body: { codes: [code.zarcode, privateCode.zarcode] } }),
      await app.request('GET', '/api/v1/search?q=bakery', { headers: withKey(key) }),
      await app.request('POST', '/api/v1/batch/nearest', { headers: withKey(key), body: { points: [{ latitude: -33.9249, longitude: 18.4241 }] } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(secretsIn(answer.text)).toEqual([]);
    }
  });

  it("are not in the QR code, the embed page, the page's link preview or the sitemap", async () => {
    const qr = await fetch(`${app.url}/api/qr/${code.zarcode}?size=300`);
    expect(qr.status).toBe(200);
    const png = Buffer.from(await qr.arrayBuffer());
    const text = await decodeQr(png);
    expect(text).toMatch(new RegExp(`/${code.zarcode}$`));
    expect(secretsIn(text!)).toEqual([]);
    for (const url of [`/embed/${code.zarcode}`, `/${code.zarcode}`, `/zarcodes/${code.zarcode}`, '/sitemap.xml']) {
      const page = await app.request('GET', url);
      expect(secretsIn(page.text), url).toEqual([]);
    }
  });
});
