import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOffMessage, NUMBER_OPTED_OUT_MESSAGE, SMS_OFF_MESSAGE, WEBHOOK_SECRET_MESSAGE } from '../../src/domain/channels/channels';
import { fitsOneSms } from '../../src/domain/channels/gsm7';
import { PHONE_NUMBER_MESSAGE } from '../../src/domain/channels/phone-numbers';
import { INBOUND_SMS_MESSAGE } from '../../src/domain/channels/schemas';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { channelContacts, channelMessages, channelRefusals, locationRequests } from '../../src/server/db/schema';
import { clearOldChannelNumbers, createNumberHasher } from '../../src/server/features/channels/records';
import { createUser, startTestApp, useTestApp, type TestApp } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage } from '../helpers/bad-input';
import { smsSettingsFor, useFakeSmsApi, type ReceivedRequest } from '../helpers/fake-channels';
import { createZarcode } from '../helpers/zarcodes';

// SMS through an aggregator: its inbound messages reach our webhook with the shared secret, our
// replies go out through its send API (a local fake here), and the server sends a location request's
// link by SMS from /requests and the API.

const WEBHOOK_SECRET = 'sms-webhook-secret-for-tests';
const API_KEY = 'sms-api-key-for-tests';
const PUBLIC_URL = 'https://zarcode.example.co.za';

const fake = useFakeSmsApi();

const { app, actors } = useTestApp(() => ({
  env: {
    PUBLIC_URL,
    ...smsSettingsFor(fake.current, WEBHOOK_SECRET),
  },
}));

let numberCounter = 0;
/** A number no other test uses, in E.164. */
const newNumber = () => `+2783666${String(++numberCounter).padStart(4, '0')}`;
let messageCounter = 0;

const sentTo = (number: string) => fake.current.received.filter((request) => request.body?.to === number);

/** Posts an inbound SMS as the aggregator would (form-encoded, secret in the header). */
const postSms = (fields: Record<string, string>, headers: Record<string, string> = { 'x-webhook-secret': WEBHOOK_SECRET }) =>
  app.request('POST', '/api/channels/sms', {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** `from` sends `text`; waits for our answer and gives the SMS sent back to `from`. */
async function send(from: string, text: string, id = `in-${++messageCounter}`): Promise<string[]> {
  const before = sentTo(from).length;
  const answer = await postSms({ from, text, id, to: '31337', date: '2026-03-05 08:00:00' });
  expect(answer.status, answer.text).toBe(200);
  await app.deps.channels.settled();
  return sentTo(from).slice(before).map((request: ReceivedRequest) => request.body.text as string);
}

let hashNumber: (e164: string) => Promise<string>;
let blueGate: ZarcodeRecord;
let privateCode: ZarcodeRecord;
beforeAll(async () => {
  hashNumber = createNumberHasher(app.deps.db);
  blueGate = await createZarcode(app, actors.owner, { title: 'Blue gate, Long Street' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Gogo Nomsa at the back', privacy: 'private' });
});

describe('POST /api/channels/sms: the shared secret', () => {
  it('refuses a call without the secret, or with a wrong one, with 401, answering nothing and counting it', async () => {
    const from = newNumber();
    const counted = async () =>
      (await app.deps.db.select().from(channelRefusals).where(and(eq(channelRefusals.channel, 'sms'), eq(channelRefusals.reason, 'bad_secret'))))[0]?.count ?? 0;
    const before = await counted();
    expectMessage(await postSms({ from, text: blueGate.zarcode, id: 'x1' }, {}), 401, WEBHOOK_SECRET_MESSAGE);
    expectMessage(await postSms({ from, text: blueGate.zarcode, id: 'x2' }, { 'x-webhook-secret': 'guess' }), 401, WEBHOOK_SECRET_MESSAGE);
    expectMessage(
      await app.request('POST', '/api/channels/sms?secret=guess', { body: { from, text: blueGate.zarcode, id: 'x3' } }),
      401,
      WEBHOOK_SECRET_MESSAGE,
    );
    await app.deps.channels.settled();
    expect(sentTo(from)).toEqual([]);
    expect(await counted()).toBe(before + 3);
  });

  it('takes JSON with the secret as a query parameter', async () => {
    const from = newNumber();
    const answer = await app.request('POST', `/api/channels/sms?secret=${WEBHOOK_SECRET}`, { body: { sender: from, message: blueGate.zarcode, messageId: 991 } });
    expect(answer.status, answer.text).toBe(200);
    await app.deps.channels.settled();
    expect(sentTo(from)).toHaveLength(1);
  });

  it('answers 400 to a message without its sender, text or id, or from something that is not a number', async () => {
    expectMessage(await postSms({ from: newNumber(), text: 'HELP' }), 400, INBOUND_SMS_MESSAGE);
    expectMessage(await postSms({ from: 'ZARcode', text: 'HELP', id: 'y1' }), 400, 'from must be a phone number');
  });
});

describe('POST /api/channels/sms: a code', () => {
  it('answers with one GSM-7 SMS through the send API: the code, its place, its Plus Code and its page', async () => {
    const from = newNumber();
    const before = fake.current.received.length;
    const [reply] = await send(from, blueGate.zarcode.toLowerCase());
    const request = fake.current.received[before]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/messages');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toContain('application/json');
    expect(Object.keys(request.body).sort()).toEqual(['from', 'text', 'to']);
    expect(request.body).toMatchObject({ to: from, from: 'ZARcode' });
    expect(fitsOneSms(reply!)).toBe(true);
    expect(reply!.split('\n')).toEqual([
      `ZARcode ${blueGate.zarcode}`,
      'Blue gate, Long Street',
      '12 Long Street, Cape Town City Centre',
      // The region is the first to give way: the page's link carries it.
      'Cape Town, Western...',
      `Plus Code ${blueGate.plusCode}`,
      `${PUBLIC_URL}/${blueGate.zarcode}`,
    ]);
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(from)));
    expect(turn).toMatchObject({ channel: 'sms', kind: 'code', status: 'sent', replyMessageIds: [expect.stringMatching(/^sms-\d+$/)], phoneNumber: from });
  });

  it('never sends a private code\'s title', async () => {
    const [reply] = await send(newNumber(), privateCode.zarcode);
    expect(reply).not.toContain('Gogo Nomsa');
    expect(reply).toContain(`ZARcode ${privateCode.zarcode}`);
    expect(reply).toContain(`${PUBLIC_URL}/${privateCode.zarcode}`);
  });

  it('answers a retried delivery once', async () => {
    const from = newNumber();
    const fields = { from, text: blueGate.zarcode, id: 'agg-retried-1' };
    const answers = await Promise.all([postSms(fields), postSms(fields), postSms(fields)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await app.deps.channels.settled();
    expect(sentTo(from)).toHaveLength(1);
  });

  it('marks the turn failed when the aggregator refuses', async () => {
    const from = newNumber();
    fake.current.failWith = { status: 402, body: { error: 'Insufficient credit' } };
    try {
      await send(from, blueGate.zarcode);
    } finally {
      fake.current.failWith = null;
    }
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(from)));
    expect(turn).toMatchObject({ status: 'failed', error: expect.stringContaining('Insufficient credit') });
  });
});

describe('POST /api/channels/sms: each word in each language', () => {
  it.each([
    ['help', 'en', ['Send a ZARcode such as 1CT-7K2M and we answer with where it is.', 'Send STOP and we send you nothing more.'], '1CT-2222 is not a ZARcode.'],
    ['HULP', 'af', ["Stuur 'n ZARcode soos 1CT-7K2M en ons antwoord met waar dit is.", 'Stuur STOP en ons stuur jou niks meer nie.'], "1CT-2222 is nie 'n ZARcode nie."],
    ['usizo', 'zu', ['Thumela i-ZARcode efana no-1CT-7K2M, sizokutshela ukuthi ikuphi.', 'Thumela u-STOP ukuze singabe sisakuthumelela lutho.'], '1CT-2222 akuyona i-ZARcode.'],
    ['Uncedo', 'xh', ['Thumela i-ZARcode efana no-1CT-7K2M, siza kukuxelela ukuba iphi.', 'Thumela u-STOP kwaye asiyi kuphinda sikuthumelele nto.'], '1CT-2222 ayiyo i-ZARcode.'],
  ])('answers %s with two lines in %s, then answers in that language', async (word, language, help, notFound) => {
    const from = newNumber();
    const [helpReply] = await send(from, word);
    expect(helpReply!.split('\n')).toEqual(help);
    expect(fitsOneSms(helpReply!)).toBe(true);
    const [unknown] = await send(from, '1ct 2222');
    expect(unknown!.split('\n')[0]).toBe(notFound);
    const [contact] = await app.deps.db.select().from(channelContacts).where(and(eq(channelContacts.channel, 'sms'), eq(channelContacts.numberHash, await hashNumber(from))));
    expect(contact!.language).toBe(language);
  });

  it('answers anything else with what to send, in one SMS', async () => {
    const [reply] = await send(newNumber(), 'Good morning, where is the clinic?');
    expect(reply!.split('\n')).toEqual([
      'We could not find a ZARcode in your message.',
      'Send a ZARcode such as 1CT-7K2M and we answer with where it is.',
      'Send STOP and we send you nothing more.',
    ]);
  });
});

describe('POST /api/channels/sms: the limit per number', () => {
  it('tells a number past 30 messages in 10 minutes once when to write again, then answers nothing', async () => {
    const from = newNumber();
    for (let i = 0; i < 30; i++) {
      expect((await postSms({ from, text: '?', id: `flood-${from}-${i}` })).status).toBe(200);
    }
    await app.deps.channels.settled();
    expect(sentTo(from)).toHaveLength(30);
    expect(await send(from, '?')).toEqual(['You have sent us many messages. Please wait 10 minutes before the next one.']);
    expect(await send(from, blueGate.zarcode)).toEqual([]);
    const limited = await app.deps.db.$count(channelMessages, and(eq(channelMessages.numberHash, await hashNumber(from)), eq(channelMessages.status, 'not_sent')));
    expect(limited).toBe(1);
  });
});

/** POST /api/location-requests as `token`'s user, asking the server to send the link by SMS to `sendTo`. */
const requestBySms = (token: string, sendTo: string, note = 'Parcel 4471') =>
  app.request('POST', '/api/location-requests', { token, body: { note, expiresInHours: 24, sendTo } });

describe('POST /api/location-requests with sendTo', () => {
  it('answers 401 to an anonymous caller and sends nothing', async () => {
    const to = newNumber();
    expectMessage(await app.request('POST', '/api/location-requests', { body: { sendTo: to } }), 401);
    expect(sentTo(to)).toEqual([]);
  });

  it("sends the link by SMS in the requester's name, and says so", async () => {
    const to = newNumber();
    const created = await requestBySms(actors.owner.token, `0${to.slice(3, 5)} ${to.slice(5, 8)} ${to.slice(8)}`);
    expect(created.status, created.text).toBe(201);
    expect(created.body.sms).toEqual({ to: `+27 83 *** **${to.slice(-2)}`, status: 'sent' });
    const [sms] = sentTo(to);
    expect(sms!.body).toEqual({ to, from: 'ZARcode', text: `Thandi Nkosi asks for your location (Parcel 4471). Tap to share it: ${created.body.url}` });
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(to)));
    expect(turn).toMatchObject({ channel: 'sms', origin: 'location_request', kind: 'location_request', asked: null, userId: actors.owner.id, status: 'sent' });
  });

  it('makes no SMS without sendTo', async () => {
    const created = await app.request('POST', '/api/location-requests', { token: actors.other.token, body: { note: 'No SMS' } });
    expect(created.status).toBe(201);
    expect(created.body.sms).toBeNull();
  });

  it.each([['12345'], ['082 123 45'], ['not a number']])('refuses sendTo %j with 400 and makes no request', async (sendTo) => {
    const before = await app.deps.db.$count(locationRequests);
    expectMessage(await requestBySms(actors.owner.token, sendTo), 400, PHONE_NUMBER_MESSAGE);
    expect(await app.deps.db.$count(locationRequests)).toBe(before);
  });

  it('keeps the request and its link when the aggregator refuses, and says the SMS failed', async () => {
    const to = newNumber();
    fake.current.failWith = { status: 500, body: { error: 'down' } };
    try {
      const created = await requestBySms(actors.owner.token, to);
      expect(created.status).toBe(201);
      expect(created.body.sms).toEqual({ to: expect.any(String), status: 'failed' });
      expect(created.body.url).toMatch(/\/r\//);
    } finally {
      fake.current.failWith = null;
    }
  });

  it('sends one number at most 3 requests an hour', async () => {
    const to = newNumber();
    for (let i = 0; i < 3; i++) expect((await requestBySms(actors.other.token, to)).status).toBe(201);
    const refused = await requestBySms(actors.other.token, to);
    expectMessage(refused, 429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(sentTo(to)).toHaveLength(3);
  });
});

describe('POST /api/v1/location-requests with sendTo', () => {
  it("sends the link by SMS for a key of the 'write' scope, and refuses a read-only key with 403", async () => {
    const to = newNumber();
    const key = await createApiKey(app, actors.other, { scopes: ['write'] });
    const created = await app.request('POST', '/api/v1/location-requests', { headers: withKey(key), body: { note: 'Order 88', sendTo: to } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.sms).toMatchObject({ status: 'sent' });
    expect(sentTo(to)[0]!.body.text).toBe(`Thandi Nkosi asks for your location (Order 88). Tap to share it: ${created.body.url}`);
    const readOnly = await createApiKey(app, actors.other, { scopes: ['read'] });
    expectMessage(await app.request('POST', '/api/v1/location-requests', { headers: withKey(readOnly), body: { sendTo: newNumber() } }), 403);
  });
});

describe('STOP by SMS', () => {
  it('is answered once; then the server sends that number nothing until it writes again', async () => {
    const person = newNumber();
    expect(await send(person, 'STOP')).toEqual(['You will get no more messages from ZARcode here. Write to us again whenever you like.']);
    // Nothing from us: a location request's SMS is refused, and nothing was sent.
    expectMessage(await requestBySms(actors.owner.token, person), 409, NUMBER_OPTED_OUT_MESSAGE);
    expect(sentTo(person)).toHaveLength(1);
    // Writing again brings the number back.
    expect(await send(person, blueGate.zarcode)).toHaveLength(1);
    const created = await requestBySms(actors.owner.token, person);
    expect(created.status).toBe(201);
    expect(created.body.sms.status).toBe('sent');
  });
});

describe('the retention job', () => {
  it('clears numbers in full after 30 days and forgets numbers silent for a year, unless they asked us to STOP', async () => {
    const recent = newNumber();
    const old = newNumber();
    const stopped = newNumber();
    await send(recent, '?');
    await send(old, '?');
    await send(stopped, 'STOP');
    const [recentHash, oldHash, stoppedHash] = await Promise.all([recent, old, stopped].map(hashNumber));
    await app.deps.db.update(channelMessages).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(channelMessages.numberHash, oldHash!));
    await app.deps.db.update(channelMessages).set({ createdAt: sql`now() - interval '29 days'` }).where(eq(channelMessages.numberHash, recentHash!));
    await app.deps.db
      .update(channelContacts)
      .set({ lastMessageAt: sql`now() - interval '400 days'` })
      .where(sql`${channelContacts.numberHash} in (${oldHash}, ${stoppedHash})`);

    await clearOldChannelNumbers(app.deps.db);

    const turnOf = async (hash: string) => (await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, hash)))[0]!;
    expect(await turnOf(oldHash!)).toMatchObject({ phoneNumber: null, maskedNumber: `+27 83 *** **${old.slice(-2)}` });
    expect(await turnOf(recentHash!)).toMatchObject({ phoneNumber: recent });
    const contacts = await app.deps.db.select().from(channelContacts).where(sql`${channelContacts.numberHash} in (${oldHash}, ${stoppedHash})`);
    expect(contacts.map((contact) => contact.numberHash)).toEqual([stoppedHash]);
  });
});

describe('without the SMS settings', () => {
  let off: TestApp;
  beforeAll(async () => {
    // Another instance on the same database, with no channel switched on.
    off = await startTestApp({}, { database: { db: app.deps.db, kind: 'pglite', close: async () => {} } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it("answers the channels' webhooks 503, saying which is not set up", async () => {
    expectMessage(await off.request('POST', '/api/channels/sms', { headers: { 'x-webhook-secret': WEBHOOK_SECRET }, body: {} }), 503, channelOffMessage('sms'));
    expectMessage(await off.request('POST', '/api/channels/ussd', { rawBody: 'sessionId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 503, channelOffMessage('ussd'));
    expectMessage(await off.request('POST', '/api/channels/whatsapp', { body: {} }), 503, channelOffMessage('whatsapp'));
    expectMessage(await off.request('GET', '/api/channels/whatsapp?hub.mode=subscribe'), 503, channelOffMessage('whatsapp'));
  });

  it('refuses to send a location request by SMS with 503, and tells the web that SMS is off', async () => {
    const requester = await createUser(off);
    expectMessage(await off.request('POST', '/api/location-requests', { token: requester.token, body: { sendTo: newNumber() } }), 503, SMS_OFF_MESSAGE);
    expect((await off.request('GET', '/api/settings/public')).body.canSendSms).toBe(false);
    expect((await app.request('GET', '/api/settings/public')).body.canSendSms).toBe(true);
  });
});
