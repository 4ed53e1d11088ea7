import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WATCHES_PER_KEY, MAX_WEBHOOKS, WEBHOOK_REDIRECT_MESSAGE, WEBHOOK_SECRET_PREFIX } from '../../src/domain/webhooks/webhooks';
import { webhookEventSchema, type WebhookDelivery } from '../../src/domain/webhooks/schemas';
import { webhookDeliveries } from '../../src/server/db/schema';
import { deleteOldDeliveries } from '../../src/server/features/webhooks';
import { isWebhookSignatureValid } from '../../src/server/infra/webhooks/signature';
import { createApiKey, withKey, type TestApiKey } from '../helpers/api-keys';
import { createUser, newClientAddress, useTestApp, type TestUser } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { waitFor } from '../helpers/server-process';
import { newHookPath, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { createZarcode } from '../helpers/zarcodes';

// Webhooks as an integrator meets them: endpoints registered on /developers with a secret shown
// once, events of their own codes and location requests and of the codes their keys watch, each
// delivery signed and tried again after a failure, every try listed, and a resend by hand.
// WEBHOOKS_ALLOW_PRIVATE lets deliveries reach the receiver on this machine (webhooks-outbound.test.ts
// has the guard without it); the retries wait 150 ms instead of 30 s, for 1 s instead of 24 hours.

const RETRY_WAIT_MS = 150;
const RETRY_WINDOW_MS = 1000;

const { app, actors } = useTestApp({
  env: { WEBHOOKS_ALLOW_PRIVATE: '1' },
  webhooks: { pollMs: 100, schedule: { delayMs: () => RETRY_WAIT_MS, windowMs: RETRY_WINDOW_MS } },
});

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const ALL_EVENTS = ['location_request.answered', 'zarcode.moved', 'zarcode.updated', 'zarcode.deleted'];

interface Registered {
  id: string;
  secret: string;
  path: string;
}

/** An endpoint of `user` at a path of its own on the receiver. */
async function registerWebhook(user: TestUser, events: string[] = ALL_EVENTS): Promise<Registered> {
  const path = newHookPath();
  const answer = await app.request('POST', '/api/developers/webhooks', { token: user.token, body: { url: `${receiver.url}${path}`, events } });
  expect(answer.status, answer.text).toBe(201);
  return { id: answer.body.webhook.id, secret: answer.body.secret, path };
}

const deliveriesOf = async (webhook: Registered, user: TestUser): Promise<WebhookDelivery[]> => {
  const answer = await app.request('GET', `/api/developers/webhooks/${webhook.id}/deliveries`, { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.deliveries;
};

/** Waits until the endpoint's latest delivery is no longer pending, and answers it. */
const settledDelivery = (webhook: Registered, user: TestUser) =>
  waitFor('the delivery to be settled', async () => {
    const [latest] = await deliveriesOf(webhook, user);
    return latest && latest.status !== 'pending' ? latest : undefined;
  });

const asOwner = () => ({ token: actors.owner.token });
const moveTo = (code: string, point: { latitude: number; longitude: number }) =>
  app.request('PUT', `/api/admin/zarcodes/${code}`, { token: actors.admin.token, body: point });
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };

describe('POST /api/developers/webhooks', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expectMessage(await app.request('POST', '/api/developers/webhooks', { body: { url: `${receiver.url}/x`, events: ALL_EVENTS } }), 401);
  });

  it('registers an endpoint and answers its signing secret once; the list never shows it again', async () => {
    const url = `${receiver.url}${newHookPath()}`;
    const answer = await app.request('POST', '/api/developers/webhooks', {
      ...asOwner(),
      body: { url, events: ['zarcode.moved', 'location_request.answered', 'zarcode.moved'] },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.secret).toMatch(new RegExp(`^${WEBHOOK_SECRET_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(answer.body.webhook).toMatchObject({
      url,
      events: ['location_request.answered', 'zarcode.moved'],
      secretHint: answer.body.secret.slice(0, 10),
      secretRotatedAt: null,
    });
    const list = await app.request('GET', '/api/developers/webhooks', asOwner());
    expect(list.body.webhooks).toContainEqual(answer.body.webhook);
    expect(list.text).not.toContain(answer.body.secret);
  });

  it("lists only the caller's own endpoints: another user and an admin see none of the owner's", async () => {
    await registerWebhook(actors.owner);
    for (const who of [actors.other, actors.admin]) {
      const list = await app.request('GET', '/api/developers/webhooks', { token: who.token });
      expect(list.status).toBe(200);
      expect(list.body.webhooks).toEqual([]);
    }
    expectMessage(await app.request('GET', '/api/developers/webhooks'), 401);
  });

  it.each([
    [{ url: 'dispatch.example.co.za/hook', events: ['zarcode.moved'] }, "Please enter the receiver's address, starting with https://"],
    [{ url: 'ftp://dispatch.example.co.za/hook', events: ['zarcode.moved'] }, "Please enter the receiver's address, starting with https://"],
    [{ url: 'https://dispatch.example.co.za/hook', events: [] }, 'Choose at least one event'],
    [{ url: 'https://dispatch.example.co.za/hook', events: ['zarcode.created'] }, 'Choose at least one event'],
    [{ url: 'https://user:pass@127.0.0.1/hook', events: ['zarcode.moved'] }, "The receiver's address must not hold a user name or password: check the signature instead"],
  ])('refuses %j with 400', async (body, message) => {
    expectMessage(await app.request('POST', '/api/developers/webhooks', { ...asOwner(), body }), 400, message);
  });

  it(`refuses a user's endpoint beyond the ${MAX_WEBHOOKS}th with 409`, async () => {
    const user = await createUser(app);
    for (let index = 0; index < MAX_WEBHOOKS; index++) await registerWebhook(user);
    const answer = await app.request('POST', '/api/developers/webhooks', { token: user.token, body: { url: `${receiver.url}/one-more`, events: ALL_EVENTS } });
    expectMessage(answer, 409, `You have ${MAX_WEBHOOKS} webhooks: delete one you no longer use first.`);
  });

  itRejectsBadInput(() => app, {
    method: 'POST',
    path: '/api/developers/webhooks',
    token: () => actors.owner.token,
    validBody: { url: 'http://127.0.0.1:9/hook', events: ['zarcode.moved'] },
    requiredFields: { url: "Please enter the receiver's address, starting with https://", events: 'Choose at least one event' },
    textFields: ['url'],
  });
});

describe('deliveries', () => {
  it('signs each delivery: ZARcode-Signature t={unix seconds},v1={HMAC-SHA256 of "{t}.{raw body}"} with the secret', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.updated']);
    const code = await createZarcode(app, user, { title: 'Signed gate' });
    const before = Math.floor(Date.now() / 1000);
    expect((await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...{ token: user.token }, body: { title: 'Signed gate, north side' } })).status).toBe(200);

    const [delivery] = await receiver.waitFor(webhook.path, 1);
    const header = String(delivery!.headers['zarcode-signature']);
    const [, t, hex] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(hex).toBe(createHmac('sha256', webhook.secret).update(`${t}.${delivery!.body}`).digest('hex'));
    expect(isWebhookSignatureValid(webhook.secret, delivery!.body, header, Math.floor(Date.now() / 1000))).toBe(true);
    expect(isWebhookSignatureValid('whsec_someone-elses', delivery!.body, header, Math.floor(Date.now() / 1000))).toBe(false);
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['user-agent']).toBe('ZARcode-Webhooks/1.0');

    // The body is { id, type, createdAt, data } in that order.
    expect(Object.keys(delivery!.event)).toEqual(['id', 'type', 'createdAt', 'data']);
    const [listed] = await deliveriesOf(webhook, user);
    expect(delivery!.headers['zarcode-delivery']).toBe(listed!.id);
  });

  it('sends zarcode.updated with the place as the API shows it and the fields that changed', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.updated']);
    const code = await createZarcode(app, user, { title: 'Green door' });
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...{ token: user.token }, body: { title: 'Green door, back gate', addressLine1: '14 Long Street' } });
    // A change of nothing integrators read (the description) tells no one.
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...{ token: user.token }, body: { description: 'Knock loudly' } });

    const [delivery] = await receiver.waitFor(webhook.path, 1);
    const event = webhookEventSchema.parse(delivery!.event);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'zarcode.updated',
      data: {
        zarcode: code.zarcode,
        status: 'found',
        isOwn: true,
        changes: ['title', 'address'],
        place: {
          zarcode: code.zarcode,
          title: 'Green door, back gate',
          privacy: 'public',
          latitude: -33.9249,
          longitude: 18.4241,
          address: { line1: '14 Long Street', city: 'Cape Town', province: 'Western Cape' },
        },
      },
    });
    expect(Date.parse(event.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received(webhook.path)).toHaveLength(1);
  });

  it('sends zarcode.moved with where the code was and where it is now', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.moved']);
    const code = await createZarcode(app, user);
    expect((await moveTo(code.zarcode, JOHANNESBURG)).status).toBe(200);

    const [delivery] = await receiver.waitFor(webhook.path, 1);
    const event = webhookEventSchema.parse(delivery!.event);
    expect(event.type).toBe('zarcode.moved');
    expect(event.data).toMatchObject({
      zarcode: code.zarcode,
      status: 'found',
      isOwn: true,
      previous: { latitude: -33.9249, longitude: 18.4241, plusCode: expect.any(String) },
      place: { latitude: JOHANNESBURG.latitude, longitude: JOHANNESBURG.longitude, address: { province: 'Gauteng' } },
      changes: expect.arrayContaining(['address']),
    });
  });

  it('sends zarcode.deleted when a code goes', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.deleted']);
    const code = await createZarcode(app, user);
    expect((await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token })).status).toBe(200);
    const [delivery] = await receiver.waitFor(webhook.path, 1);
    expect(webhookEventSchema.parse(delivery!.event)).toMatchObject({ type: 'zarcode.deleted', data: { zarcode: code.zarcode, isOwn: true } });
  });

  it('sends location_request.answered with the request as the API answers it, to the requester only', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['location_request.answered']);
    const othersHook = await registerWebhook(actors.other, ['location_request.answered']);
    const made = await app.request('POST', '/api/location-requests', { ...{ token: user.token }, body: { note: 'Parcel 9001' } });
    const answered = await app.request('POST', `/api/r/${made.body.token}/answer`, {
      body: { source: 'pin', latitude: -29.8587, longitude: 31.0218, note: 'Blue gate' },
      from: newClientAddress(),
    });
    expect(answered.status, answered.text).toBe(200);

    const [delivery] = await receiver.waitFor(webhook.path, 1);
    const event = webhookEventSchema.parse(delivery!.event);
    const asTheApiAnswers = await app.request('GET', `/api/v1/location-requests/${made.body.request.id}`, { token: user.token });
    expect(event).toMatchObject({ type: 'location_request.answered', data: asTheApiAnswers.body });
    expect(event.data).toMatchObject({ status: 'answered', note: 'Parcel 9001', answer: { latitude: -29.8587, longitude: 31.0218, source: 'pin', note: 'Blue gate' } });
    expect(receiver.received(othersHook.path)).toEqual([]);
  });

  it("sends an endpoint only the events it takes, and each of an owner's endpoints its own copy with the same event id", async () => {
    const user = await createUser(app);
    const moves = await registerWebhook(user, ['zarcode.moved']);
    const deletions = await registerWebhook(user, ['zarcode.deleted']);
    const alsoDeletions = await registerWebhook(user, ['zarcode.deleted']);
    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    const [first] = await receiver.waitFor(deletions.path, 1);
    const [second] = await receiver.waitFor(alsoDeletions.path, 1);
    expect(second!.event.id).toBe(first!.event.id);
    expect(second!.headers['zarcode-signature']).not.toBe(first!.headers['zarcode-signature']);
    expect(receiver.received(moves.path)).toEqual([]);
  });

  it('tries again after 500s, with a wait between tries, and records each try', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.deleted']);
    receiver.answerNext(webhook.path, [500, 503]);
    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });

    const tries = await receiver.waitFor(webhook.path, 3);
    expect(new Set(tries.map((entry) => entry.event.id)).size).toBe(1);
    expect(new Set(tries.map((entry) => entry.body)).size).toBe(1);
    expect(tries[1]!.receivedAt - tries[0]!.receivedAt).toBeGreaterThanOrEqual(RETRY_WAIT_MS - 10);
    const delivery = await settledDelivery(webhook, user);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.responseStatus])).toEqual([
      ['failed', 500],
      ['failed', 503],
      ['delivered', 200],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received(webhook.path)).toHaveLength(3);
  });

  it('does not follow a redirect: the try fails, saying so, and the address it points to hears nothing', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.deleted']);
    const elsewhere = newHookPath('elsewhere');
    receiver.answerNext(webhook.path, [{ status: 302, headers: { location: `${receiver.url}${elsewhere}` } }]);
    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    const delivery = await settledDelivery(webhook, user);
    expect(delivery.attempts[0]).toMatchObject({ outcome: 'failed', responseStatus: 302, error: WEBHOOK_REDIRECT_MESSAGE });
    expect(delivery.attempts.at(-1)).toMatchObject({ outcome: 'delivered', responseStatus: 200 });
    expect(receiver.received(elsewhere)).toEqual([]);
  });

  it('gives a delivery up once the retries are over, and sends it again by hand as a new delivery of the same event', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.deleted']);
    receiver.answerNext(webhook.path, Array.from({ length: 40 }, () => 500));
    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    const [firstTry] = await receiver.waitFor(webhook.path, 1);

    // Still being tried: it cannot be sent again yet.
    const [pending] = await deliveriesOf(webhook, user);
    expect(pending!.status).toBe('pending');
    expectMessage(
      await app.request('POST', `/api/developers/webhook-deliveries/${pending!.id}/resend`, { token: user.token }),
      409,
      'This delivery is still being tried: wait for its outcome, then send it again.',
    );

    const failed = await settledDelivery(webhook, user);
    expect(failed.status).toBe('failed');
    expect(failed.nextAttemptAt).toBeNull();
    expect(failed.attempts.length).toBeGreaterThan(2);
    expect(failed.attempts.every((attempt) => attempt.outcome === 'failed' && attempt.responseStatus === 500)).toBe(true);
    const triesBefore = receiver.received(webhook.path).length;

    // The receiver is mended: it answers 200 from now on.
    receiver.clearAnswers(webhook.path);
    const resent = await app.request('POST', `/api/developers/webhook-deliveries/${failed.id}/resend`, { token: user.token });
    expect(resent.status, resent.text).toBe(202);
    expect(resent.body).toMatchObject({ eventId: failed.eventId, eventType: 'zarcode.deleted', status: 'pending', isResend: true, attempts: [] });
    const again = await receiver.waitFor(webhook.path, triesBefore + 1);
    expect(again.at(-1)!.body).toBe(firstTry!.body);
  });
});

describe('GET /api/developers/webhooks/{id}/deliveries and POST /api/developers/webhook-deliveries/{id}/resend', () => {
  let webhook: Registered;
  let deliveryId: string;
  beforeAll(async () => {
    webhook = await registerWebhook(actors.owner, ['zarcode.deleted']);
    const code = await createZarcode(app, actors.owner);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, asOwner());
    deliveryId = (await settledDelivery(webhook, actors.owner)).id;
  });

  it('shows the deliveries to their owner and to an admin; another user is told there is no such webhook', async () => {
    const path = `/api/developers/webhooks/${webhook.id}/deliveries`;
    for (const who of [actors.owner, actors.admin]) {
      const answer = await app.request('GET', path, { token: who.token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.deliveries).toEqual([
        expect.objectContaining({ id: deliveryId, webhookId: webhook.id, eventType: 'zarcode.deleted', status: 'delivered', isResend: false }),
      ]);
      expect(answer.body.deliveries[0].attempts).toEqual([
        { attemptedAt: expect.any(String), outcome: 'delivered', responseStatus: 200, error: null, durationMs: expect.any(Number) },
      ]);
    }
    expectMessage(await app.request('GET', path, { token: actors.other.token }), 404, 'Webhook not found');
    expectMessage(await app.request('GET', path), 401);
    expectMessage(await app.request('GET', '/api/developers/webhooks/not-an-id/deliveries', asOwner()), 404, 'Webhook not found');
  });

  it('sends a delivery again for its owner only: another user and an admin get 404, anonymous 401', async () => {
    const path = `/api/developers/webhook-deliveries/${deliveryId}/resend`;
    expectMessage(await app.request('POST', path), 401);
    for (const who of [actors.other, actors.admin]) expectMessage(await app.request('POST', path, { token: who.token }), 404, 'Delivery not found');
    const before = receiver.received(webhook.path).length;
    const resent = await app.request('POST', path, asOwner());
    expect(resent.status).toBe(202);
    const received = await receiver.waitFor(webhook.path, before + 1);
    expect(received.at(-1)!.body).toBe(received.at(-2)!.body);
    expect((await deliveriesOf(webhook, actors.owner)).map((delivery) => delivery.isResend)).toEqual([true, false]);
  });
});

describe('POST /api/developers/webhooks/{id}/secret', () => {
  it('replaces the secret for its owner only, shown once; deliveries are signed with the new one', async () => {
    const user = await createUser(app);
    const webhook = await registerWebhook(user, ['zarcode.deleted']);
    const path = `/api/developers/webhooks/${webhook.id}/secret`;
    expectMessage(await app.request('POST', path), 401);
    for (const who of [actors.other, actors.admin]) expectMessage(await app.request('POST', path, { token: who.token }), 404, 'Webhook not found');

    const rotated = await app.request('POST', path, { token: user.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(webhook.secret);
    expect(rotated.body.webhook.secretHint).toBe(rotated.body.secret.slice(0, 10));
    expect(rotated.body.webhook.secretRotatedAt).not.toBeNull();

    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    const [delivery] = await receiver.waitFor(webhook.path, 1);
    const header = String(delivery!.headers['zarcode-signature']);
    const now = Math.floor(Date.now() / 1000);
    expect(isWebhookSignatureValid(rotated.body.secret, delivery!.body, header, now)).toBe(true);
    expect(isWebhookSignatureValid(webhook.secret, delivery!.body, header, now)).toBe(false);
  });
});

describe('DELETE /api/developers/webhooks/{id}', () => {
  it('deletes an endpoint for its owner or an admin, with its deliveries; another user gets 404', async () => {
    const user = await createUser(app);
    const mine = await registerWebhook(user, ['zarcode.deleted']);
    const code = await createZarcode(app, user);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    await settledDelivery(mine, user);

    expectMessage(await app.request('DELETE', `/api/developers/webhooks/${mine.id}`), 401);
    expectMessage(await app.request('DELETE', `/api/developers/webhooks/${mine.id}`, { token: actors.other.token }), 404, 'Webhook not found');
    const deleted = await app.request('DELETE', `/api/developers/webhooks/${mine.id}`, { token: user.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: mine.id, url: `${receiver.url}${mine.path}` });
    expect((await app.request('GET', '/api/developers/webhooks', { token: user.token })).body.webhooks).toEqual([]);
    expect(await app.deps.db.$count(webhookDeliveries, eq(webhookDeliveries.endpointId, mine.id))).toBe(0);

    const another = await registerWebhook(user);
    expect((await app.request('DELETE', `/api/developers/webhooks/${another.id}`, { token: actors.admin.token })).status).toBe(200);
    expectMessage(await app.request('DELETE', `/api/developers/webhooks/${another.id}`, { token: user.token }), 404, 'Webhook not found');
  });
});

describe('the retention of deliveries', () => {
  it('deletes deliveries delivered or given up over 30 days ago; recent ones and ones still being tried stay', async () => {
    const user = await createUser(app);
    const { id: endpointId } = await registerWebhook(user, ['zarcode.deleted']);
    const old = sql`now() - interval '31 days'`;
    const delivery = (eventId: string, status: 'pending' | 'delivered' | 'failed', createdAt = sql`now()`) =>
      ({ endpointId, eventId, eventType: 'zarcode.deleted', body: '{}', status, createdAt, nextAttemptAt: sql`now() + interval '1 day'` });
    await app.deps.db.insert(webhookDeliveries).values([
      delivery('evt_old_delivered', 'delivered', old),
      delivery('evt_old_failed', 'failed', old),
      delivery('evt_old_pending', 'pending', old),
      delivery('evt_recent', 'delivered'),
    ]);

    expect(await deleteOldDeliveries(app.deps.db)).toBe(2);
    const left = await app.deps.db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(left.map((row) => row.eventId).sort()).toEqual(['evt_old_pending', 'evt_recent']);
  });
});

describe('/api/v1/watches', () => {
  let watcher: TestUser;
  let key: TestApiKey;
  let hook: Registered;
  const watch = (code: string, apiKey = key, from?: string) => app.request('PUT', `/api/v1/watches/${encodeURIComponent(code)}`, { headers: withKey(apiKey), from });
  beforeAll(async () => {
    watcher = await createUser(app);
    key = await createApiKey(app, watcher, { perSecond: 1000 });
    hook = await registerWebhook(watcher, ['zarcode.moved', 'zarcode.updated', 'zarcode.deleted']);
  });

  it('answers 401 without a key, and 403 to a signed-in user: watches belong to a key', async () => {
    const code = await createZarcode(app, actors.owner);
    expectMessage(await app.request('PUT', `/api/v1/watches/${code.zarcode}`), 401);
    expectMessage(await app.request('GET', '/api/v1/watches'), 401);
    expectMessage(await app.request('PUT', `/api/v1/watches/${code.zarcode}`, { token: watcher.token }), 403, 'Watches belong to an API key: call with one (X-Api-Key)');
    expectMessage(await app.request('GET', '/api/v1/watches', { token: watcher.token }), 403, 'Watches belong to an API key: call with one (X-Api-Key)');
  });

  it("watches another user's public code, typed any way: 201, then 200; listed; its changes reach the watcher's webhooks", async () => {
    const code = await createZarcode(app, actors.owner, { title: 'Spaza shop' });
    const typed = code.zarcode.toLowerCase().replace('-', ' ');
    const first = await watch(typed);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({ zarcode: code.zarcode, watchedSince: expect.any(String) });
    const again = await watch(code.zarcode);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const list = await app.request('GET', '/api/v1/watches', { headers: withKey(key) });
    expect(list.body.watches).toContainEqual(first.body);
    expect(list.body).toMatchObject({ limit: MAX_WATCHES_PER_KEY, next: null });

    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...asOwner(), body: { title: 'Spaza shop, yellow wall' } });
    const received = await receiver.waitFor(hook.path, 1);
    const event = webhookEventSchema.parse(received.at(-1)!.event);
    expect(event).toMatchObject({
      type: 'zarcode.updated',
      data: { zarcode: code.zarcode, status: 'found', isOwn: false, changes: ['title'], place: { title: 'Spaza shop, yellow wall' } },
    });
  });

  it("watches another user's private code by its code, but its events never locate it", async () => {
    const code = await createZarcode(app, actors.owner, { privacy: 'private', title: 'Secret farm gate' });
    expect((await watch(code.zarcode)).status).toBe(201);
    const seen = receiver.received(hook.path).length;

    // A new title of a private code is not the watcher's to see: only its owner hears of it.
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...asOwner(), body: { title: 'Secret farm gate 2' } });
    expect((await moveTo(code.zarcode, JOHANNESBURG)).status).toBe(200);
    const [moved] = (await receiver.waitFor(hook.path, seen + 1)).slice(seen);
    expect(webhookEventSchema.parse(moved!.event)).toMatchObject({
      type: 'zarcode.moved',
      data: { zarcode: code.zarcode, status: 'private', place: null, previous: null, isOwn: false, changes: [] },
    });
    expect(moved!.body).not.toContain('Secret farm gate');
    expect(moved!.body).not.toContain('28.0473');

    // Made public, it is located from then on: the watcher sees it come into sight.
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...asOwner(), body: { privacy: 'public' } });
    const [published] = (await receiver.waitFor(hook.path, seen + 2)).slice(seen + 1);
    expect(webhookEventSchema.parse(published!.event)).toMatchObject({
      type: 'zarcode.updated',
      data: { status: 'found', changes: ['privacy'], place: { title: 'Secret farm gate 2', privacy: 'public' } },
    });
  });

  it("tells the watcher once of a code that is its own and watched by two of its keys, as its own", async () => {
    const user = await createUser(app);
    const own = await registerWebhook(user, ['zarcode.deleted']);
    const [first, second] = [await createApiKey(app, user), await createApiKey(app, user)];
    const code = await createZarcode(app, user);
    expect((await watch(code.zarcode, first!)).status).toBe(201);
    expect((await watch(code.zarcode, second!)).status).toBe(201);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: user.token });
    const [deleted] = await receiver.waitFor(own.path, 1);
    expect(deleted!.event.data).toEqual({ zarcode: code.zarcode, isOwn: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received(own.path)).toHaveLength(1);
    // The watches went with the code.
    expect((await app.request('GET', '/api/v1/watches', { headers: withKey(first!) })).body).toMatchObject({ watches: [], total: 0 });
  });

  it('stops telling of a code when the watch is deleted, or when its key is revoked', async () => {
    const user = await createUser(app);
    const userHook = await registerWebhook(user, ['zarcode.updated']);
    const [kept, revoked] = [await createApiKey(app, user), await createApiKey(app, user)];
    const [unwatched, ofRevoked] = [await createZarcode(app, actors.owner), await createZarcode(app, actors.owner)];
    expect((await watch(unwatched.zarcode, kept!)).status).toBe(201);
    expect((await watch(ofRevoked.zarcode, revoked!)).status).toBe(201);

    const stopped = await app.request('DELETE', `/api/v1/watches/${unwatched.zarcode.toLowerCase()}`, { headers: withKey(kept!) });
    expect(stopped.status).toBe(200);
    expect(stopped.body.zarcode).toBe(unwatched.zarcode);
    expectMessage(await app.request('DELETE', `/api/v1/watches/${unwatched.zarcode}`, { headers: withKey(kept!) }), 404, 'This API key does not watch that code');
    expect((await app.request('DELETE', `/api/developers/keys/${revoked!.id}`, { token: user.token })).status).toBe(200);

    for (const code of [unwatched, ofRevoked]) await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { ...asOwner(), body: { title: 'Renamed' } });
    // A later change of a code still watched shows the queue has moved past those two.
    const still = await createZarcode(app, actors.owner);
    expect((await watch(still.zarcode, kept!)).status).toBe(201);
    await app.request('PUT', `/api/zarcodes/${still.zarcode}`, { ...asOwner(), body: { title: 'Renamed too' } });
    const received = await receiver.waitFor(userHook.path, 1);
    expect(received.map((entry) => entry.event.data.zarcode)).toEqual([still.zarcode]);
  });

  it('answers 404 for a code that does not exist, counted as a miss of the code lookup limit (429 after 30)', async () => {
    const from = newClientAddress();
    const missing = await watch('9ZZ-ZZZZ', key, from);
    expectMessage(missing, 404);
    for (let index = 0; index < 29; index++) await watch(`9ZZ-ZZ${'ABCDEFGHJKLMNPQRSTUVWXYZ'[index % 24]}${'ABCDEFGHJK'[Math.floor(index / 24)]}`, key, from);
    const code = await createZarcode(app, actors.owner);
    const refused = await watch(code.zarcode, key, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many code lookups from your network/);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it(`refuses a key's watch beyond the ${MAX_WATCHES_PER_KEY.toLocaleString('en-US')}th with 409, and pages the list by code`, { timeout: 60_000 }, async () => {
    const user = await createUser(app);
    const full = await createApiKey(app, user, { perSecond: 1000 });
    // 9,999 codes watched, made straight in the database (the watch endpoint makes one at a time).
    await app.deps.db.execute(sql`
      insert into zarcodes (code, user_id, title, latitude, longitude, city, province)
      select 'W' || lpad(n::text, 6, '0'), ${actors.other.id}, 'Watched ' || n, -33.9, 18.4, 'Cape Town', 'Western Cape'
      from generate_series(1, ${MAX_WATCHES_PER_KEY - 1}) as n`);
    await app.deps.db.execute(sql`
      insert into zarcode_watches (api_key_id, zarcode_id)
      select ${full.id}, id from zarcodes where code like 'W%' and user_id = ${actors.other.id}`);
    const last = await createZarcode(app, actors.owner);
    const over = await createZarcode(app, actors.owner);
    expect((await watch(last.zarcode, full)).status).toBe(201);
    expectMessage(await watch(over.zarcode, full), 409, `This API key watches ${MAX_WATCHES_PER_KEY.toLocaleString('en-US')} codes, the most a key may: stop watching one first.`);
    // Watching one already watched is still fine.
    expect((await watch(last.zarcode, full)).status).toBe(200);

    // By code: the code made through the API (a province digit first), then W000001, ...
    const first = await app.request('GET', '/api/v1/watches', { headers: withKey(full) });
    expect(first.body).toMatchObject({ total: MAX_WATCHES_PER_KEY, next: 'W000999' });
    expect(first.body.watches).toHaveLength(1000);
    expect(first.body.watches.slice(0, 2).map((entry: { zarcode: string }) => entry.zarcode)).toEqual([last.zarcode, 'W000001']);
    const tenth = await app.request('GET', '/api/v1/watches?after=W008999', { headers: withKey(full) });
    expect(tenth.body.watches).toHaveLength(1000);
    expect(tenth.body).toMatchObject({ next: null });
    expect(tenth.body.watches.at(-1).zarcode).toBe('W009999');
  });
});
