import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberStoppedMessage, testMessageText, USSD_NOT_TESTABLE_MESSAGE, channelOffMessage } from '../../src/domain/channels/channels';
import { PHONE_NUMBER_MESSAGE } from '../../src/domain/channels/phone-numbers';
import { addDays, southAfricanDay, southAfricanMidnight } from '../../src/domain/time/south-african-time';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { channelMessages } from '../../src/server/db/schema';
import { createUser, startTestApp, useTestApp, type ApiAnswer, type TestApp } from '../helpers/app';
import { auditCount, auditEntriesOf } from '../helpers/audit';
import { expectMessage } from '../helpers/bad-input';
import { metaSignature, smsSettingsFor, startFakeGraphApi, useFakeSmsApi, whatsAppMessageBody, type FakeProvider } from '../helpers/fake-channels';
import { createZarcode } from '../helpers/zarcodes';

// The admins' side of WhatsApp, SMS and USSD: the conversations (numbers masked), their counts per
// day and channel, the webhook calls refused, each channel's state, and a super admin's test message
// through the channel's provider (local fakes here).

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const PHONE_NUMBER_ID = '106540352242922';
const SMS_SECRET = 'sms-webhook-secret-for-tests';
const USSD_SECRET = 'ussd-webhook-secret-for-tests';
const PUBLIC_URL = 'https://zarcode.example.co.za';

let graph: FakeProvider;
beforeAll(async () => {
  graph = await startFakeGraphApi();
});
afterAll(async () => {
  await graph.close();
});
const sms = useFakeSmsApi();

const { app, actors } = useTestApp(() => ({
  env: {
    PUBLIC_URL,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-token-for-tests',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-access-token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_GRAPH_URL: `${graph.url}/v21.0`,
    ...smsSettingsFor(sms.current, SMS_SECRET),
    USSD_WEBHOOK_SECRET: USSD_SECRET,
  },
}));

let numberCounter = 0;
/** A number no other test uses: its E.164 form, and the digits that would give it away in any form. */
function newNumber() {
  const subscriber = `8255${String(++numberCounter).padStart(5, '0')}`;
  return { e164: `+27${subscriber}`, subscriber };
}
let messageCounter = 0;

/** A WhatsApp message from `e164`, as Meta posts it; the answer is made before this resolves. */
async function whatsApp(e164: string, text: string) {
  const { body } = whatsAppMessageBody(PHONE_NUMBER_ID, e164.slice(1), { text });
  const answer = await app.request('POST', '/api/channels/whatsapp', {
    rawBody: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) },
  });
  expect(answer.status, answer.text).toBe(200);
  await app.deps.channels.settled();
}

/** An SMS from `e164`, as the aggregator posts it. */
async function smsFrom(e164: string, text: string, secret = SMS_SECRET) {
  const answer = await app.request('POST', '/api/channels/sms', {
    rawBody: new URLSearchParams({ from: e164, text, id: `admin-in-${++messageCounter}` }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-secret': secret },
  });
  await app.deps.channels.settled();
  return answer;
}

/** A USSD session's first step from `e164`. */
async function ussdDial(e164: string) {
  const answer = await app.request('POST', '/api/channels/ussd', {
    rawBody: new URLSearchParams({ sessionId: `admin-session-${++messageCounter}`, serviceCode: '*120*9273#', phoneNumber: e164, text: '' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-secret': USSD_SECRET },
  });
  expect(answer.status, answer.text).toBe(200);
}

const list = (query = '', token = actors.admin.token) => app.request('GET', `/api/admin/channels/messages${query}`, { token });
const summary = (token = actors.admin.token) => app.request('GET', '/api/admin/channels/summary', { token });
const sendTest = (channel: string, to: unknown, token = actors.superAdmin.token, on: TestApp = app) =>
  on.request('POST', `/api/admin/channels/${channel}/test`, { token, body: { to } });

/** No answer may hold a number in full (any way of writing it) or its hash. */
async function expectNoNumberIn(answer: ApiAnswer, number: { e164: string; subscriber: string }) {
  expect(answer.text).not.toContain(number.subscriber);
  const rows = await app.deps.db.select({ hash: channelMessages.numberHash }).from(channelMessages).where(eq(channelMessages.phoneNumber, number.e164));
  expect(rows.length).toBeGreaterThan(0);
  for (const { hash } of rows) expect(answer.text).not.toContain(hash);
}

let blueGate: ZarcodeRecord;
const thandi = newNumber();
const sipho = newNumber();
const lerato = newNumber();
beforeAll(async () => {
  blueGate = await createZarcode(app, actors.owner, { title: 'Blue gate, Long Street' });
  // Three conversations, one per channel, the WhatsApp answer refused by Meta.
  await smsFrom(thandi.e164, blueGate.zarcode);
  graph.failWith = { status: 400, body: { error: { message: 'Recipient phone number not in allowed list', code: 131030 } } };
  await whatsApp(sipho.e164, 'HELP');
  graph.failWith = null;
  await ussdDial(lerato.e164);
});

describe('GET /api/admin/channels/messages', () => {
  it('refuses anonymous callers with 401 and users with 403, and answers admins and super admins', async () => {
    expectMessage(await app.request('GET', '/api/admin/channels/messages'), 401, 'Authentication required');
    expectMessage(await list('', actors.owner.token), 403, 'Administrator access required');
    expect((await list('', actors.admin.token)).status).toBe(200);
    expect((await list('', actors.superAdmin.token)).status).toBe(200);
  });

  it('lists each turn newest first: time, channel, masked number, what was asked and answered, and how delivery went', async () => {
    const answer = await list();
    expect(answer.status, answer.text).toBe(200);
    const mine = answer.body.messages.filter((message: { maskedNumber: string }) =>
      [thandi, sipho, lerato].some((number) => message.maskedNumber === `+27 82 *** **${number.subscriber.slice(-2)}`),
    );
    expect(mine.map((message: { channel: string }) => message.channel)).toEqual(['ussd', 'whatsapp', 'sms']);
    const [ussd, whatsapp, text] = mine;
    expect(text).toMatchObject({
      channel: 'sms',
      origin: 'inbound',
      kind: 'code',
      maskedNumber: `+27 82 *** **${thandi.subscriber.slice(-2)}`,
      asked: blueGate.zarcode,
      status: 'sent',
      error: null,
    });
    expect(text.answered).toContain(`${PUBLIC_URL}/${blueGate.zarcode}`);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', kind: 'help', asked: 'HELP', status: 'failed' });
    expect(whatsapp.error).toBe('Graph API HTTP 400: Recipient phone number not in allowed list');
    expect(ussd).toMatchObject({ channel: 'ussd', kind: 'menu', asked: '*120*9273#', status: 'answered' });
    expect(ussd.answered).toMatch(/^CON /);
    expect(Date.parse(text.createdAt)).toBeLessThanOrEqual(Date.parse(ussd.createdAt));
  });

  it('never answers a number in full, nor its hash', async () => {
    const answer = await list('?limit=100');
    for (const number of [thandi, sipho, lerato]) await expectNoNumberIn(answer, number);
    for (const message of answer.body.messages) expect(Object.keys(message)).not.toEqual(expect.arrayContaining(['phoneNumber']));
    expect(answer.text).not.toMatch(/numberHash|number_hash|phoneNumber|phone_number/);
  });

  it('filters by channel, status and South African day, and pages', async () => {
    const onWhatsApp = await list('?channel=whatsapp');
    expect(onWhatsApp.body.messages.length).toBeGreaterThan(0);
    expect(onWhatsApp.body.messages.every((message: { channel: string }) => message.channel === 'whatsapp')).toBe(true);

    const failed = await list('?status=failed');
    expect(failed.body.messages.map((message: { asked: string }) => message.asked)).toContain('HELP');
    expect(failed.body.messages.every((message: { status: string }) => message.status === 'failed')).toBe(true);

    // A turn three South African days ago, a minute after that day began.
    const day = addDays(southAfricanDay(), -3);
    const old = newNumber();
    await app.deps.db.insert(channelMessages).values({
      channel: 'sms',
      origin: 'inbound',
      providerMessageId: `old-${old.subscriber}`,
      numberHash: 'hash-of-an-old-number',
      phoneNumber: old.e164,
      maskedNumber: '+27 82 *** **00',
      kind: 'help',
      asked: 'an old HELP',
      language: 'en',
      status: 'sent',
      createdAt: new Date(southAfricanMidnight(day).getTime() + 60_000),
    });
    const onThatDay = await list(`?day=${day}`);
    expect(onThatDay.body.messages.map((message: { asked: string }) => message.asked)).toEqual(['an old HELP']);
    expect((await list(`?day=${addDays(day, -1)}`)).body.messages).toEqual([]);
    expect((await list(`?day=${day}&channel=whatsapp`)).body.messages).toEqual([]);
    expect((await list(`?day=${southAfricanDay()}`)).body.messages.map((message: { asked: string }) => message.asked)).not.toContain('an old HELP');

    const firstPage = await list('?limit=2');
    expect(firstPage.body.messages).toHaveLength(2);
    expect(firstPage.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(firstPage.body.pagination.total).toBeGreaterThanOrEqual(4);
    const secondPage = await list('?limit=2&page=2');
    expect(secondPage.body.messages[0].id).not.toBe(firstPage.body.messages[1].id);
  });

  it('refuses a filter that is none with 400 and its rule', async () => {
    expectMessage(await list('?channel=fax'), 400, 'channel must be one of: whatsapp, sms, ussd');
    expectMessage(await list('?status=lost'), 400, 'status must be one of: received, answered, not_sent, sent, delivered, read, failed');
    expectMessage(await list('?day=2026-02-30'), 400, 'day must be a date, YYYY-MM-DD');
    expectMessage(await list('?limit=101'), 400, 'limit must be a whole number from 1 to 100');
  });
});

describe('GET /api/admin/channels/summary', () => {
  it('refuses anonymous callers with 401 and users with 403, and answers admins and super admins', async () => {
    expectMessage(await app.request('GET', '/api/admin/channels/summary'), 401, 'Authentication required');
    expectMessage(await summary(actors.owner.token), 403, 'Administrator access required');
    expect((await summary(actors.admin.token)).status).toBe(200);
    expect((await summary(actors.superAdmin.token)).status).toBe(200);
  });

  it('counts the last 14 days per channel and day: messages in, sent, failed, STOPs, refusals, and numbers opted out', async () => {
    const before = (await summary()).body;
    const today = southAfricanDay();
    expect(before).toMatchObject({ from: addDays(today, -13), to: today });
    const todayOf = (reply: typeof before, channel: string) =>
      reply.days.find((row: { day: string; channel: string }) => row.day === today && row.channel === channel) ?? { received: 0, sent: 0, failed: 0, stops: 0 };
    const channelOf = (reply: typeof before, channel: string) => reply.channels.find((row: { channel: string }) => row.channel === channel);
    const refusedOf = (reply: typeof before, channel: string, reason: string) =>
      reply.refusals.find((row: { channel: string; reason: string }) => row.channel === channel && row.reason === reason)?.count ?? 0;

    const number = newNumber();
    await smsFrom(number.e164, 'HELP');
    await smsFrom(number.e164, 'STOP');
    sms.current.failWith = { status: 500, body: { error: 'aggregator down' } };
    await smsFrom(newNumber().e164, 'HELP');
    sms.current.failWith = null;
    expect((await smsFrom(number.e164, 'HELP', 'a-wrong-secret')).status).toBe(401);
    const unsigned = await app.request('POST', '/api/channels/whatsapp', { rawBody: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);

    const after = await summary();
    expect(after.status, after.text).toBe(200);
    const smsToday = todayOf(after.body, 'sms');
    const smsBefore = todayOf(before, 'sms');
    expect({
      received: smsToday.received - smsBefore.received,
      sent: smsToday.sent - smsBefore.sent,
      failed: smsToday.failed - smsBefore.failed,
      stops: smsToday.stops - smsBefore.stops,
    }).toEqual({ received: 3, sent: 2, failed: 1, stops: 1 });
    expect(channelOf(after.body, 'sms').received - channelOf(before, 'sms').received).toBe(3);
    expect(channelOf(after.body, 'sms').optedOut - channelOf(before, 'sms').optedOut).toBe(1);
    expect(channelOf(after.body, 'sms').isOn).toBe(true);
    expect(refusedOf(after.body, 'sms', 'bad_secret') - refusedOf(before, 'sms', 'bad_secret')).toBe(1);
    expect(refusedOf(after.body, 'whatsapp', 'missing_signature') - refusedOf(before, 'whatsapp', 'missing_signature')).toBe(1);
    expect(todayOf(after.body, 'whatsapp')).toMatchObject({ received: 1, failed: 1 });
    expect(todayOf(after.body, 'ussd')).toMatchObject({ received: 1, sent: 1 });
    // The old turn of the filters' test is three days ago, in the span.
    expect(after.body.days.map((row: { day: string }) => row.day)).toEqual([...after.body.days.map((row: { day: string }) => row.day)].sort().reverse());
    await expectNoNumberIn(after, number);
  });
});

describe('GET /api/admin/channels', () => {
  it('refuses anonymous callers with 401 and users with 403, and answers admins and super admins', async () => {
    expectMessage(await app.request('GET', '/api/admin/channels'), 401, 'Authentication required');
    expectMessage(await app.request('GET', '/api/admin/channels', { token: actors.owner.token }), 403, 'Administrator access required');
    expect((await app.request('GET', '/api/admin/channels', { token: actors.admin.token })).status).toBe(200);
    expect((await app.request('GET', '/api/admin/channels', { token: actors.superAdmin.token })).status).toBe(200);
  });

  it('says each channel is on, with the webhook URL to give its provider, and never a secret', async () => {
    const answer = await app.request('GET', '/api/admin/channels', { token: actors.superAdmin.token });
    expect(answer.body.channels).toEqual([
      { channel: 'whatsapp', isOn: true, settings: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'], webhookUrl: `${PUBLIC_URL}/api/channels/whatsapp` },
      { channel: 'sms', isOn: true, settings: ['SMS_SEND_URL', 'SMS_API_KEY', 'SMS_FROM', 'SMS_WEBHOOK_SECRET'], webhookUrl: `${PUBLIC_URL}/api/channels/sms` },
      { channel: 'ussd', isOn: true, settings: ['USSD_WEBHOOK_SECRET'], webhookUrl: `${PUBLIC_URL}/api/channels/ussd` },
    ]);
    for (const secret of [APP_SECRET, SMS_SECRET, USSD_SECRET, 'sms-api-key-for-tests', 'EAAG-access-token-for-tests']) expect(answer.text).not.toContain(secret);
  });
});

describe('POST /api/admin/channels/{channel}/test', () => {
  it('refuses anonymous callers with 401, users and admins with 403, before reading the body', async () => {
    expectMessage(await app.request('POST', '/api/admin/channels/sms/test', { body: { to: 5 } }), 401, 'Authentication required');
    expectMessage(await sendTest('sms', 5, actors.owner.token), 403, 'Super administrator access required');
    expectMessage(await sendTest('sms', 5, actors.admin.token), 403, 'Super administrator access required');
  });

  it('sends a test SMS through the aggregator, records it with the conversations and in the audit log', async () => {
    const number = newNumber();
    const sentBefore = sms.current.received.length;
    const answer = await sendTest('sms', `0${number.subscriber.slice(0, 2)} ${number.subscriber.slice(2, 5)} ${number.subscriber.slice(5)}`);
    expect(answer.status, answer.text).toBe(200);
    const masked = `+27 82 *** **${number.subscriber.slice(-2)}`;
    expect(answer.body).toEqual({ message: `Test message sent by SMS to ${masked}` });
    expect(sms.current.received.slice(sentBefore).map((request) => request.body)).toEqual([{ to: number.e164, from: 'ZARcode', text: testMessageText('sms') }]);

    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.phoneNumber, number.e164));
    expect(turn).toMatchObject({ channel: 'sms', origin: 'test', kind: 'test', asked: null, answered: testMessageText('sms'), status: 'sent', userId: actors.superAdmin.id });
    const [entry] = await auditEntriesOf(app, turn!.id, 'channel.test');
    expect(entry).toMatchObject({ actorId: actors.superAdmin.id, targetType: 'channel_message', after: { channel: 'sms', to: masked, status: 'sent' } });
    expect(JSON.stringify(entry)).not.toContain(number.subscriber);

    const listed = await list('?channel=sms');
    expect(listed.body.messages[0]).toMatchObject({ origin: 'test', kind: 'test', maskedNumber: masked, status: 'sent' });
  });

  it('sends a test WhatsApp text through the Graph API', async () => {
    const number = newNumber();
    const sentBefore = graph.received.length;
    const answer = await sendTest('whatsapp', number.e164);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(`Test message sent by WhatsApp to +27 82 *** **${number.subscriber.slice(-2)}`);
    const [request] = graph.received.slice(sentBefore);
    expect(request).toMatchObject({ path: `/v21.0/${PHONE_NUMBER_ID}/messages` });
    expect(request!.body).toMatchObject({ messaging_product: 'whatsapp', to: number.e164.slice(1), type: 'text', text: { body: testMessageText('whatsapp') } });
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.phoneNumber, number.e164));
    expect(turn).toMatchObject({ channel: 'whatsapp', origin: 'test', status: 'sent' });
    expect(turn!.replyMessageIds).toHaveLength(1);
  });

  it("answers 502 with the provider's words, the number masked, when it refuses, keeps the failure with the conversations and audits nothing", async () => {
    const number = newNumber();
    const audited = await auditCount(app);
    // Aggregators echo the number they were sent: the answer and the record carry it masked.
    sms.current.failWith = { status: 402, body: { error: 'Insufficient credit', to: number.e164.slice(1) } };
    const masked = `+27 82 *** **${number.subscriber.slice(-2)}`;
    const providerError = `SMS API HTTP 402: {"error":"Insufficient credit","to":"${masked}"}`;
    let answer: ApiAnswer;
    try {
      answer = await sendTest('sms', number.e164);
    } finally {
      sms.current.failWith = null;
    }
    expectMessage(answer, 502, `SMS did not take the test message: ${providerError}`);
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.phoneNumber, number.e164));
    expect(turn).toMatchObject({ origin: 'test', status: 'failed', error: providerError });
    expect(await auditCount(app)).toBe(audited);
    await expectNoNumberIn(await list('?status=failed&limit=100'), number);
  });

  it('refuses a number that sent STOP on that channel with 409, sending nothing', async () => {
    const number = newNumber();
    await smsFrom(number.e164, 'STOP');
    const sentBefore = sms.current.received.length;
    expectMessage(await sendTest('sms', number.e164), 409, numberStoppedMessage('sms'));
    expect(sms.current.received.length).toBe(sentBefore);
    const rows = await app.deps.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.phoneNumber, number.e164), eq(channelMessages.origin, 'test')));
    expect(rows).toEqual([]);
    // STOP is kept per channel: WhatsApp may still send to it.
    expect((await sendTest('whatsapp', number.e164)).status).toBe(200);
  });

  it('refuses USSD with 409 (it sends nothing of its own), a number that is none or not on one line and a channel that is none with 400', async () => {
    expectMessage(await sendTest('ussd', newNumber().e164), 409, USSD_NOT_TESTABLE_MESSAGE);
    expectMessage(await sendTest('sms', '12345'), 400, PHONE_NUMBER_MESSAGE);
    expectMessage(await sendTest('sms', 821234567), 400, PHONE_NUMBER_MESSAGE);
    // One line: a number is never split over lines, though line breaks are spaces to read it.
    expectMessage(await sendTest('sms', '082 123\n4567'), 400, PHONE_NUMBER_MESSAGE);
    expectMessage(await app.request('POST', '/api/admin/channels/sms/test', { token: actors.superAdmin.token, body: {} }), 400, PHONE_NUMBER_MESSAGE);
    expectMessage(await sendTest('fax', newNumber().e164), 400, 'channel must be one of: whatsapp, sms, ussd');
  });

  describe('on a server whose channels are off', () => {
    let off: TestApp;
    beforeAll(async () => {
      off = await startTestApp({ PUBLIC_URL }, { database: { db: app.deps.db, kind: 'pglite', close: async () => {} } });
    });
    afterAll(async () => {
      await off?.close();
    });

    it('answers 503 naming the channel, and the states say which settings each one needs', async () => {
      const superAdmin = await createUser(off, { role: 'super_admin' });
      expectMessage(await sendTest('whatsapp', newNumber().e164, superAdmin.token, off), 503, channelOffMessage('whatsapp'));
      expectMessage(await sendTest('sms', newNumber().e164, superAdmin.token, off), 503, channelOffMessage('sms'));
      const states = await off.request('GET', '/api/admin/channels', { token: superAdmin.token });
      expect(states.body.channels.map((state: { channel: string; isOn: boolean; settings: string[] }) => [state.channel, state.isOn, state.settings.length])).toEqual([
        ['whatsapp', false, 4],
        ['sms', false, 4],
        ['ussd', false, 1],
      ]);
      const counted = await off.request('GET', '/api/admin/channels/summary', { token: superAdmin.token });
      expect(counted.body.channels.map((row: { isOn: boolean }) => row.isOn)).toEqual([false, false, false]);
    });
  });
});
