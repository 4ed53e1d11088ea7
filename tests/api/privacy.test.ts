import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_JOBS, RETENTION_RULES } from '../../src/domain/privacy/privacy';
import { jobRuns, rateLimitCounters, sessions, systemSettings } from '../../src/server/db/schema';
import { deleteExpiredSessions } from '../../src/server/features/auth/sessions';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createRateLimitStore } from '../../src/server/plugins/rate-limits';
import { createUser, startTestApp, useTestApp, type TestApp, type TestUser } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { waitFor } from '../helpers/server-process';

// Consent answers kept with the account, and what the privacy policy reads of the running service:
// the outside services in use and how long each kind of data is kept, with the jobs that delete it.

const { app, actors } = useTestApp();
const as = (user: TestUser | null) => ({ token: user?.token });

describe('PUT and GET /api/user/consent', () => {
  it('answers 401 to an anonymous caller', async () => {
    expectMessage(await app.request('GET', '/api/user/consent'), 401);
    expectMessage(await app.request('PUT', '/api/user/consent', { body: { analytics: 'accepted', noticeVersion: '2026-11-26' } }), 401);
  });

  it("records the person's answer with when and which notice, the latest counting, and shows no one else's", async () => {
    const person = await createUser(app);
    expect((await app.request('GET', '/api/user/consent', as(person))).body).toEqual({ analytics: null });
    const accepted = await app.request('PUT', '/api/user/consent', { ...as(person), body: { analytics: 'accepted', noticeVersion: '2026-11-26' } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.analytics).toMatchObject({ choice: 'accepted', noticeVersion: '2026-11-26' });
    expect(Math.abs(Date.parse(accepted.body.analytics.recordedAt) - Date.now())).toBeLessThan(60_000);

    await app.request('PUT', '/api/user/consent', { ...as(person), body: { analytics: 'declined', noticeVersion: '2026-11-26' } });
    expect((await app.request('GET', '/api/user/consent', as(person))).body.analytics).toMatchObject({ choice: 'declined' });
    expect((await app.request('GET', '/api/user/consent', as(actors.other))).body).toEqual({ analytics: null });
  });

  it('answers a choice other than accepted or declined, or no notice version, with 400', async () => {
    expectMessage(await app.request('PUT', '/api/user/consent', { ...as(actors.owner), body: { analytics: 'maybe', noticeVersion: '1' } }), 400, 'Choice must be accepted or declined');
    expectMessage(await app.request('PUT', '/api/user/consent', { ...as(actors.owner), body: { analytics: 'accepted' } }), 400, 'Notice version is required');
  });
});

describe('GET /api/privacy/processing', () => {
  it('names only the services this server uses: PayFast while it is switched on, the map tiles, Google once a maps key is set', async () => {
    const answer = await app.request('GET', '/api/privacy/processing');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.processors.map((p: { kind: string }) => p.kind)).toEqual(['payments', 'mapTiles']);
    expect(answer.body.processors).toEqual([
      expect.objectContaining({ kind: 'payments', name: 'PayFast', host: 'www.payfast.co.za' }),
      expect.objectContaining({ kind: 'mapTiles', host: 'tile.openstreetmap.org' }),
    ]);

    await getSystemSettings(app.deps.db);
    await app.deps.db.update(systemSettings).set({ usePayFast: false, googleMapsApiKey: 'AIza-test-key' });
    try {
      const changed = await app.request('GET', '/api/privacy/processing');
      expect(changed.body.processors.map((p: { kind: string }) => p.kind)).toEqual(['mapTiles', 'maps']);
      expect(changed.body.processors[1]).toMatchObject({ name: 'Google Maps Platform', host: 'maps.googleapis.com' });
      expect(changed.text).not.toContain('AIza-test-key');
    } finally {
      await app.deps.db.update(systemSettings).set({ usePayFast: true, googleMapsApiKey: '' });
    }
  });

  it('lists how long each kind of data is kept, and the jobs that delete it', async () => {
    const answer = await app.request('GET', '/api/privacy/processing');
    expect(answer.body.retention).toEqual(RETENTION_RULES);
    expect(answer.body.retention.map((rule: { job: string | null }) => rule.job).filter(Boolean).sort()).toEqual(Object.values(RETENTION_JOBS).sort());
  });

  describe('on a server with a mail relay, analytics, its own tiles, S3 storage and the messaging channels', () => {
    let configured: TestApp;
    beforeAll(async () => {
      configured = await startTestApp({
        SMTP_URL: 'smtp://relay-user:relay-password@mail.example.net:587',
        GTM_ID: 'GTM-ABC1234',
        TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'AKIATEST',
        S3_SECRET_ACCESS_KEY: 's3-secret-value',
        S3_ENDPOINT: 'https://store.example.com',
        WHATSAPP_APP_SECRET: 'whatsapp-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'whatsapp-verify-token',
        WHATSAPP_ACCESS_TOKEN: 'whatsapp-access-token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        SMS_SEND_URL: 'https://sms.example.net/v1/messages',
        SMS_API_KEY: 'sms-api-key-value',
        SMS_FROM: 'ZARcode',
        SMS_WEBHOOK_SECRET: 'sms-webhook-secret-value',
        USSD_WEBHOOK_SECRET: 'ussd-webhook-secret-value',
      });
    });
    afterAll(async () => {
      await configured?.close();
    });

    it('names the mail relay, the tile host, analytics, the storage host and the messaging providers, never their credentials', async () => {
      const answer = await configured.request('GET', '/api/privacy/processing');
      expect(answer.body.processors).toEqual([
        expect.objectContaining({ kind: 'payments' }),
        expect.objectContaining({ kind: 'email', host: 'mail.example.net' }),
        expect.objectContaining({ kind: 'mapTiles', host: 'tiles.example.org' }),
        expect.objectContaining({ kind: 'analytics', name: 'Google Tag Manager and Google Analytics' }),
        expect.objectContaining({ kind: 'storage', host: 'store.example.com' }),
        expect.objectContaining({ kind: 'messaging', name: 'WhatsApp (Meta)', host: 'graph.facebook.com' }),
        expect.objectContaining({ kind: 'messaging', name: 'Our SMS provider', host: 'sms.example.net' }),
        expect.objectContaining({ kind: 'messaging', name: 'Our USSD gateway' }),
      ]);
      expect(answer.text).not.toMatch(/relay-user|relay-password|AKIATEST|s3-secret-value|whatsapp-a|sms-api-key|webhook-secret/);
    });
  });
});

describe('the retention jobs', () => {
  it('are all scheduled when the server starts', async () => {
    await waitFor('every retention job to run once', async () => {
      const names = (await app.deps.db.select({ name: jobRuns.jobName }).from(jobRuns)).map((row) => row.name);
      return Object.values(RETENTION_JOBS).every((name) => names.includes(name)) ? true : undefined;
    });
  });

  it('delete sessions whose last token has expired, and keep live ones', async () => {
    const person = await createUser(app);
    const [live] = await app.deps.db.select().from(sessions).where(eq(sessions.userId, person.id));
    const [old] = await app.deps.db
      .insert(sessions)
      .values({ userId: person.id, rememberMe: false, expiresAt: sql`now() - interval '1 hour'` })
      .returning();
    expect(await deleteExpiredSessions(app.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await app.deps.db.$count(sessions, eq(sessions.id, old!.id))).toBe(0);
    expect(await app.deps.db.$count(sessions, eq(sessions.id, live!.id))).toBe(1);
    expect((await app.request('GET', '/api/user/profile', as(person))).status).toBe(200);
  });

  it('delete counts of abuse limits whose window has ended, and keep running ones', async () => {
    await app.deps.db.insert(rateLimitCounters).values([
      { key: 'retention-test:ended', hits: 3, resetsAt: sql`now() - interval '1 minute'` },
      { key: 'retention-test:running', hits: 3, resetsAt: sql`now() + interval '10 minutes'` },
    ]);
    // What the job runs: the store's own clean-up.
    expect(await createRateLimitStore(app.deps.db).deleteExpired()).toBeGreaterThanOrEqual(1);
    const keys = (await app.deps.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain('retention-test:ended');
    expect(keys).toContain('retention-test:running');
  });
});
