import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataExports, emailMessages } from '../../src/server/db/schema';
import { deleteExpiredDataExports } from '../../src/server/features/privacy/exports';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { createApiKey } from '../helpers/api-keys';
import { expectMessage } from '../helpers/bad-input';
import { fetchBytes, jpeg, upload } from '../helpers/images';
import { useMockPayments } from '../helpers/payments';
import { waitFor } from '../helpers/server-process';
import { createZarcode } from '../helpers/zarcodes';

// "Download my data": a ZIP of everything held about a person, built in the background, shown with
// its progress, kept 24 hours, downloadable by its owner alone, once a day.

const { app, actors } = useTestApp();
useMockPayments(app);

const as = (user: TestUser | null) => ({ token: user?.token });

/** Every file under DATA_DIR/exports (the local export store). */
function storedExportFiles(): string[] {
  const root = path.join(app.dataDir, 'exports');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function readyExportOf(user: TestUser) {
  return waitFor('the export to be ready', async () => {
    const state = await app.request('GET', '/api/user/export', as(user));
    expect(state.status, state.text).toBe(200);
    if (state.body.status === 'failed') throw new Error('the export failed');
    return state.body.status === 'ready' ? state.body : undefined;
  });
}

/** A person with something of every kind: a code with access details, a link, a grant and a photo; a payment; a request; a key; a saved code; a consent. */
async function personWithData() {
  const person = await createUser(app, { firstName: 'Nomsa', lastName: 'Dlamini', contactTel: '0821112222' });
  const code = await createZarcode(app, person, { title: 'Nomsa Spaza', views: 17 });
  const photo = await upload(app, `/api/zarcodes/${code.id}/images`, [{ name: 'gate.jpg', bytes: await jpeg(640, 480) }], as(person));
  expect(photo.status, photo.text).toBe(201);
  expect((await app.request('PUT', `/api/zarcodes/${code.zarcode}/access`, { ...as(person), body: { gateCode: '4321#', driverNote: 'Blue gate' } })).status).toBe(200);
  expect((await app.request('POST', `/api/zarcodes/${code.zarcode}/access/links`, { ...as(person), body: { recipientName: 'Courier Sipho' } })).status).toBe(201);
  expect((await app.request('POST', `/api/zarcodes/${code.zarcode}/access/grants`, { ...as(person), body: { email: actors.other.email } })).status).toBe(201);
  expect((await app.request('GET', `/api/zarcodes/${code.zarcode}/access`, as(actors.other))).status).toBe(200);
  const paid = await app.request('POST', '/api/payments/create', { ...as(person), body: { product: 'bundle', bundleType: 'starter' } });
  expect((await app.request('POST', `/api/payments/${paid.body.paymentId}/complete`, as(person))).status).toBe(200);
  expect((await app.request('POST', '/api/location-requests', { ...as(person), body: { note: 'Parcel 42', expiresInHours: 2 } })).status).toBe(201);
  await createApiKey(app, person, { name: 'Dispatch board' });
  const theirs = await createZarcode(app, actors.other);
  expect((await app.request('PUT', `/api/saved-codes/${theirs.zarcode}`, as(person))).status).toBeLessThan(300);
  expect((await app.request('POST', '/api/runs', { ...as(person), body: { name: 'Soweto, Tuesday', codes: [theirs.zarcode, code.zarcode] } })).status).toBe(201);
  expect((await app.request('PUT', '/api/user/consent', { ...as(person), body: { analytics: 'accepted', noticeVersion: '2026-11-26' } })).status).toBe(200);
  return { person, code, photoId: photo.body.images[0].id as string, paymentId: paid.body.paymentId as string, savedCode: theirs.zarcode };
}

describe('POST /api/user/export', () => {
  it('answers 401 to an anonymous caller, for asking and for reading the state', async () => {
    expectMessage(await app.request('POST', '/api/user/export'), 401);
    expectMessage(await app.request('GET', '/api/user/export'), 401);
  });

  it('builds a ZIP of everything held about the person, with their photos, and e-mails them when it is ready', async () => {
    const { person, code, paymentId, savedCode } = await personWithData();
    const before = await app.request('GET', '/api/user/export', as(person));
    expect(before.body).toMatchObject({ status: 'none', url: null, nextExportAt: null, progress: 0 });

    const started = await app.request('POST', '/api/user/export', as(person));
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', progress: 0, url: null, nextExportAt: expect.any(String) });

    const ready = await readyExportOf(person);
    expect(ready).toMatchObject({ progress: 100, url: `/api/user/export/${ready.id}/download`, sizeBytes: expect.any(Number) });
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(24 * 3_600_000);

    const download = await fetchBytes(app, ready.url, { user: person });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="zarcode-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.bytes.length).toBe(ready.sizeBytes);

    const files = unzipSync(new Uint8Array(download.bytes));
    const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString('utf8'));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'access-log.json',
      'api-keys.json',
      'change-requests.json',
      'codes.json',
      'consents.json',
      'delivery-runs.json',
      'location-requests.json',
      'payments.json',
      `photos/${code.zarcode}/1.webp`,
      'profile.json',
      'saved-codes.json',
    ]);
    expect(json('profile.json').account).toMatchObject({ id: person.id, email: person.email, firstName: 'Nomsa', lastName: 'Dlamini', contactTel: '0821112222' });
    const [exportedCode] = json('codes.json');
    expect(exportedCode).toMatchObject({
      code: code.zarcode,
      title: 'Nomsa Spaza',
      views: 17,
      accessDetails: { gateCode: '4321#', driverNote: 'Blue gate' },
      deliveryLinks: [{ recipientName: 'Courier Sipho', revokedAt: null }],
      sharedWithAccounts: [{ email: actors.other.email }],
      photos: [{ file: `photos/${code.zarcode}/1.webp`, originalFilename: 'gate.jpg', width: 640, height: 480 }],
    });
    expect(json('access-log.json')).toEqual([expect.objectContaining({ code: code.zarcode, via: 'account', who: expect.stringContaining(actors.other.email) })]);
    expect(json('payments.json').payments).toEqual([expect.objectContaining({ id: paymentId, product: 'bundle', bundleType: 'starter', status: 'complete' })]);
    expect(json('payments.json').bundles).toEqual(
      expect.arrayContaining([expect.objectContaining({ bundleType: 'starter', totalCodes: 5, isComplimentary: false })]),
    );
    expect(json('location-requests.json')).toEqual([expect.objectContaining({ note: 'Parcel 42', answer: null })]);
    expect(json('delivery-runs.json')).toEqual([
      {
        name: 'Soweto, Tuesday',
        createdAt: expect.any(String),
        stops: [
          { code: savedCode, state: 'pending', stateAt: null },
          { code: code.zarcode, state: 'pending', stateAt: null },
        ],
      },
    ]);
    expect(json('api-keys.json')).toEqual([expect.objectContaining({ name: 'Dispatch board', hint: expect.stringMatching(/^zc_/), scopes: ['read'] })]);
    expect(json('saved-codes.json')).toEqual([expect.objectContaining({ code: savedCode })]);
    expect(json('consents.json')).toEqual([expect.objectContaining({ purpose: 'analytics', choice: 'accepted', noticeVersion: '2026-11-26' })]);
    // No secret of any kind leaves: password hash, hashes of keys, links and tokens.
    const everything = Object.entries(files).filter(([name]) => name.endsWith('.json')).map(([, bytes]) => Buffer.from(bytes).toString('utf8')).join('\n');
    expect(everything).not.toMatch(/argon2|[Hh]ash|secret/);
    const picture = await sharp(Buffer.from(files[`photos/${code.zarcode}/1.webp`]!)).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const [mail] = await app.deps.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, person.email), eq(emailMessages.template, 'data-export-ready')));
    expect(mail).toMatchObject({ subject: 'Your ZARcode data is ready to download', status: 'sent' });
    expect(mail!.bodyText).toContain('/profile');
  });

  it('answers a second export within a day with 429, saying when the next is possible', async () => {
    const person = await createUser(app);
    expect((await app.request('POST', '/api/user/export', as(person))).status).toBe(202);
    await readyExportOf(person);
    const again = await app.request('POST', '/api/user/export', as(person));
    expectMessage(again, 429);
    expect(again.body.message).toMatch(/^You can download your data once a day\. Your next export is possible from \d{4}-\d{2}-\d{2} \d{2}:\d{2} SAST\.$/);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    const state = await app.request('GET', '/api/user/export', as(person));
    expect(Date.parse(state.body.nextExportAt) - Date.parse(state.body.requestedAt)).toBe(24 * 3_600_000);
    expect(await app.deps.db.$count(dataExports, eq(dataExports.userId, person.id))).toBe(1);

    // A day later the next one may start.
    await app.deps.db.update(dataExports).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(dataExports.userId, person.id));
    expect((await app.request('POST', '/api/user/export', as(person))).status).toBe(202);
  });

  it('shows the progress of an export being built', async () => {
    const person = await createUser(app);
    await app.deps.db.insert(dataExports).values({ userId: person.id, status: 'running', progress: 40, startedAt: new Date() });
    const state = await app.request('GET', '/api/user/export', as(person));
    expect(state.body).toMatchObject({ status: 'running', progress: 40, url: null, nextExportAt: expect.any(String) });
  });
});

describe('GET /api/user/export/{id}/download', () => {
  it('is for its owner only: 401 anonymous, 404 to another user, an admin and a super admin', async () => {
    const person = await createUser(app);
    await app.request('POST', '/api/user/export', as(person));
    const { url } = await readyExportOf(person);
    expectMessage(await app.request('GET', url), 401);
    for (const stranger of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await app.request('GET', url, as(stranger)), 404, 'Export not found');
    }
    expectMessage(await app.request('GET', '/api/user/export/not-an-id/download', as(person)), 404, 'Export not found');
    expect((await fetchBytes(app, url, { user: person })).status).toBe(200);
  });

  it('answers 410 once the export has expired, and the retention job deletes its file', async () => {
    const person = await createUser(app);
    await app.request('POST', '/api/user/export', as(person));
    const { id, url } = await readyExportOf(person);
    expect(storedExportFiles()).toContain(`${id}.zip`);

    await app.deps.db.update(dataExports).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(dataExports.id, id));
    expect((await app.request('GET', '/api/user/export', as(person))).body).toMatchObject({ status: 'expired', url: null });
    expectMessage(await app.request('GET', url, as(person)), 410, 'This export has expired: ask for a new one on your profile page');

    expect(await deleteExpiredDataExports(app.deps)).toBeGreaterThanOrEqual(1);
    expect(storedExportFiles()).not.toContain(`${id}.zip`);
    const [row] = await app.deps.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'expired', storageKey: null });
    expect((await app.request('GET', '/api/user/export', as(person))).body).toMatchObject({ status: 'expired' });

    // A week later the row goes too.
    await app.deps.db.update(dataExports).set({ updatedAt: sql`now() - interval '8 days'` }).where(eq(dataExports.id, id));
    await deleteExpiredDataExports(app.deps);
    expect(await app.deps.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
  });
});
