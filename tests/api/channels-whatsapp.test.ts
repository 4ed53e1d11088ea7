import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_MISSING_MESSAGE, SIGNATURE_WRONG_MESSAGE, VERIFY_TOKEN_MESSAGE } from '../../src/domain/channels/channels';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { channelContacts, channelMessages, channelRefusals, zarcodes } from '../../src/server/db/schema';
import { createNumberHasher } from '../../src/server/features/channels/records';
import { useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { metaSignature, startFakeGraphApi, whatsAppMessageBody, whatsAppStatusBody, type FakeProvider, type ReceivedRequest } from '../helpers/fake-channels';
import { createZarcode, storedViews } from '../helpers/zarcodes';

// WhatsApp through Meta's Cloud API: Meta verifies the webhook, then posts each message signed with
// the app's secret; we answer 200 at once and reply through the Graph API (a local fake here).

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-token-for-tests';
const ACCESS_TOKEN = 'EAAG-access-token-for-tests';
const PHONE_NUMBER_ID = '106540352242922';
const PUBLIC_URL = 'https://zarcode.example.co.za';

let graph: FakeProvider;
beforeAll(async () => {
  graph = await startFakeGraphApi();
});
afterAll(async () => {
  await graph.close();
});

const { app, actors } = useTestApp(() => ({
  env: {
    PUBLIC_URL,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_GRAPH_URL: `${graph.url}/v21.0`,
  },
}));

let numberCounter = 0;
/** A WhatsApp number no other test uses, as WhatsApp writes it (digits, no '+'). */
const newNumber = () => `2782555${String(++numberCounter).padStart(4, '0')}`;

const postSigned = (body: string, signature: string | null = metaSignature(body, APP_SECRET)) =>
  app.request('POST', '/api/channels/whatsapp', {
    rawBody: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
  });

/** What the Graph API was asked to send to `number`. */
const sentTo = (number: string) => graph.received.filter((request) => request.body?.to === number);

/** Sends `from` a message as Meta would, waits for our answer, and gives what was sent to `from` in answer. */
async function send(from: string, message: Parameters<typeof whatsAppMessageBody>[2]): Promise<ReceivedRequest[]> {
  const before = sentTo(from).length;
  const { body } = whatsAppMessageBody(PHONE_NUMBER_ID, from, message);
  const answer = await postSigned(body);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual({ message: 'Received' });
  await app.deps.channels.settled();
  return sentTo(from).slice(before);
}
const textOf = (requests: ReceivedRequest[]) => requests.find((request) => request.body.type === 'text')?.body.text.body as string;

let hashNumber: (e164: string) => Promise<string>;
let blueGate: ZarcodeRecord;
let privateCode: ZarcodeRecord;
beforeAll(async () => {
  hashNumber = createNumberHasher(app.deps.db);
  blueGate = await createZarcode(app, actors.owner, { title: 'Blue gate, Long Street' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Gogo Nomsa at the back', privacy: 'private', latitude: -33.93, longitude: 18.43 });
});

describe('GET /api/channels/whatsapp', () => {
  it("answers Meta's verification with the challenge, as text", async () => {
    const answer = await app.request('GET', `/api/channels/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.text).toBe('1158201444');
  });

  it('refuses a wrong verify token with 403, and counts it', async () => {
    const refused = await app.request('GET', '/api/channels/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expectMessage(refused, 403, VERIFY_TOKEN_MESSAGE);
    const [counted] = await app.deps.db.select().from(channelRefusals).where(and(eq(channelRefusals.channel, 'whatsapp'), eq(channelRefusals.reason, 'bad_verify_token')));
    expect(counted!.count).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/channels/whatsapp: signatures', () => {
  const refusalsOf = async (reason: 'missing_signature' | 'bad_signature') => {
    const [row] = await app.deps.db.select().from(channelRefusals).where(and(eq(channelRefusals.channel, 'whatsapp'), eq(channelRefusals.reason, reason)));
    return row?.count ?? 0;
  };

  it('refuses a body without a signature with 401 and one with a wrong signature with 403, answering nothing and counting each', async () => {
    const from = newNumber();
    const { body } = whatsAppMessageBody(PHONE_NUMBER_ID, from, { text: blueGate.zarcode });
    const [missingBefore, wrongBefore] = [await refusalsOf('missing_signature'), await refusalsOf('bad_signature')];
    expectMessage(await postSigned(body, null), 401, SIGNATURE_MISSING_MESSAGE);
    expectMessage(await postSigned(body, metaSignature(body, 'someone-elses-secret')), 403, SIGNATURE_WRONG_MESSAGE);
    // Signed, then changed: the signature is over the bytes received.
    expectMessage(await postSigned(body.replace(blueGate.zarcode, privateCode.zarcode), metaSignature(body, APP_SECRET)), 403, SIGNATURE_WRONG_MESSAGE);
    expectMessage(await postSigned(body, 'sha256=00'), 403, SIGNATURE_WRONG_MESSAGE);
    await app.deps.channels.settled();
    expect(sentTo(from)).toEqual([]);
    expect(await refusalsOf('missing_signature')).toBe(missingBefore + 1);
    expect(await refusalsOf('bad_signature')).toBe(wrongBefore + 3);
  });

  it('checks the signature over the bytes received, whatever their spacing', async () => {
    const from = newNumber();
    const { body } = whatsAppMessageBody(PHONE_NUMBER_ID, from, { text: blueGate.zarcode });
    const spaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await postSigned(spaced)).status).toBe(200);
    await app.deps.channels.settled();
    expect(sentTo(from)).toHaveLength(2);
  });

  it('answers a body that is not a webhook with 400 once it is signed', async () => {
    expectMessage(await postSigned('{"entry": "nope"}'), 400);
    expectMessage(await postSigned('not json'), 400, 'The body is not valid JSON');
  });
});

describe('POST /api/channels/whatsapp: a code', () => {
  it("answers with the public page's text and a location message, through the Graph API with the access token", async () => {
    const from = newNumber();
    const sent = await send(from, { text: blueGate.zarcode.toLowerCase().replace('-', ' ') });
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
      expect(request.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      expect(request.body).toMatchObject({ messaging_product: 'whatsapp', to: from });
    }
    const text = textOf(sent);
    expect(text.split('\n')).toEqual([
      `*ZARcode ${blueGate.zarcode}*`,
      'Blue gate, Long Street',
      '12 Long Street, Cape Town City Centre',
      'Cape Town, Western Cape, South Africa',
      `Plus Code ${blueGate.plusCode}`,
      `${PUBLIC_URL}/${blueGate.zarcode}`,
    ]);
    expect(sent[1]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: from,
      type: 'location',
      location: { latitude: -33.9249, longitude: 18.4241, name: `ZARcode ${blueGate.zarcode}`, address: '12 Long Street, Cape Town City Centre' },
    });
  });

  it('records the turn: the number hashed, masked and in full, what was asked and answered, and the ids sent', async () => {
    const from = newNumber();
    await send(from, { text: blueGate.zarcode });
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(`+${from}`)));
    expect(turn).toMatchObject({
      channel: 'whatsapp',
      origin: 'inbound',
      phoneNumber: `+${from}`,
      maskedNumber: `+27 82 *** **${from.slice(-2)}`,
      kind: 'code',
      asked: blueGate.zarcode,
      language: 'en',
      status: 'sent',
      error: null,
    });
    expect(turn!.numberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(turn!.answered).toContain(`ZARcode ${blueGate.zarcode}`);
    expect(turn!.replyMessageIds).toHaveLength(2);
  });

  it("answers a private code as its page does for whoever holds the code: never its title", async () => {
    const from = newNumber();
    const sent = await send(from, { text: privateCode.zarcode });
    const everything = JSON.stringify(sent.map((request) => request.body));
    expect(everything).not.toContain('Gogo Nomsa');
    expect(textOf(sent).split('\n')[0]).toBe(`*ZARcode ${privateCode.zarcode}*`);
    expect(textOf(sent)).toContain(`Plus Code ${privateCode.plusCode}`);
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(`+${from}`)));
    expect(turn!.answered).not.toContain('Gogo Nomsa');
  });

  it('answers a code one slip from a public one with "Did you mean"', async () => {
    const last = blueGate.zarcode.at(-1)!;
    const slip = `${blueGate.zarcode.slice(0, -1)}${last === 'X' ? 'Y' : 'X'}`;
    const sent = await send(newNumber(), { text: slip });
    expect(sent).toHaveLength(1);
    expect(textOf(sent)).toBe(`*${slip} is not a ZARcode.*\nDid you mean:\n${blueGate.zarcode}: Blue gate, Long Street, Cape Town City Centre`);
  });

  it('counts a view, as the public page does', async () => {
    await app.deps.viewCounter.flush();
    const before = await storedViews(app, blueGate.zarcode);
    await send(newNumber(), { text: blueGate.zarcode });
    await app.deps.viewCounter.flush();
    expect(await storedViews(app, blueGate.zarcode)).toBe(before + 1);
  });

  it('answers a retried delivery once', async () => {
    const from = newNumber();
    const { body } = whatsAppMessageBody(PHONE_NUMBER_ID, from, { text: blueGate.zarcode });
    const answers = await Promise.all([postSigned(body), postSigned(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await app.deps.channels.settled();
    expect((await postSigned(body)).status).toBe(200);
    await app.deps.channels.settled();
    expect(sentTo(from)).toHaveLength(2); // one text and one location, once
    expect(await app.deps.db.$count(channelMessages, eq(channelMessages.numberHash, await hashNumber(`+${from}`)))).toBe(1);
  });

  it('marks the turn failed when the Graph API refuses', async () => {
    const from = newNumber();
    graph.failWith = { status: 400, body: { error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 } } };
    try {
      await send(from, { text: blueGate.zarcode });
    } finally {
      graph.failWith = null;
    }
    const [turn] = await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(`+${from}`)));
    expect(turn).toMatchObject({ status: 'failed', replyMessageIds: [] });
    expect(turn!.error).toContain('Recipient phone number not in allowed list');
  });
});

describe('POST /api/channels/whatsapp: HELP in each language, and the language kept', () => {
  it.each([
    ['HELP', 'en', 'Send a ZARcode such as 1CT-7K2M and we answer with where it is.'],
    ['hulp', 'af', "Stuur 'n ZARcode soos 1CT-7K2M en ons antwoord met waar dit is."],
    ['Usizo', 'zu', 'Thumela i-ZARcode efana no-1CT-7K2M, sizokutshela ukuthi ikuphi.'],
    ['UNCEDO', 'xh', 'Thumela i-ZARcode efana no-1CT-7K2M, siza kukuxelela ukuba iphi.'],
  ])('answers %s in its language, two lines, and keeps the language for the next answers', async (word, language, firstLine) => {
    const from = newNumber();
    const help = textOf(await send(from, { text: word })).split('\n');
    expect(help).toHaveLength(2);
    expect(help[0]).toBe(`*${firstLine}*`);
    expect(help[1]).toContain('STOP');
    const [contact] = await app.deps.db.select().from(channelContacts).where(eq(channelContacts.numberHash, await hashNumber(`+${from}`)));
    expect(contact).toMatchObject({ channel: 'whatsapp', language });
    // '?' and anything unknown answer in the language kept.
    const again = textOf(await send(from, { text: '?' })).split('\n');
    expect(again[0]).toBe(`*${firstLine}*`);
    const unknownCode = textOf(await send(from, { text: '1CT-2222' }));
    expect(unknownCode.split('\n')[0]).toMatch(/^\*1CT-2222 /);
    const [turn] = await app.deps.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.numberHash, await hashNumber(`+${from}`)), eq(channelMessages.asked, '1CT-2222')));
    expect(turn!.language).toBe(language);
  });

  it('answers a photo with what to send', async () => {
    const sent = await send(newNumber(), { type: 'image' });
    expect(textOf(sent)).toBe('*We could not find a ZARcode in your message.*\nSend a ZARcode such as 1CT-7K2M and we answer with where it is.\nOr share a location pin for the ZARcodes near you. STOP ends our messages.');
  });
});

describe('POST /api/channels/whatsapp: STOP', () => {
  it('answers STOP once and records it; writing again brings the number back', async () => {
    const from = newNumber();
    const stopped = await send(from, { text: 'STOP' });
    expect(textOf(stopped)).toBe('*You will get no more messages from ZARcode here. Write to us again whenever you like.*');
    const contactOf = async () =>
      (await app.deps.db.select().from(channelContacts).where(and(eq(channelContacts.channel, 'whatsapp'), eq(channelContacts.numberHash, await hashNumber(`+${from}`)))))[0];
    expect((await contactOf())!.optedOutAt).not.toBeNull();
    const answered = await send(from, { text: blueGate.zarcode });
    expect(answered).toHaveLength(2);
    expect((await contactOf())!.optedOutAt).toBeNull();
  });
});

describe('POST /api/channels/whatsapp: a location pin', () => {
  it('answers with the nearest public codes within 200 m (3 at most, with distances) and the generator at the pin', async () => {
    // Near Mthatha, where no other test makes codes: about 50, 110, 150 and 190 m north of the pin, and one at 300 m.
    const pin = { latitude: -31.5889, longitude: 28.7844 };
    const north = (metres: number) => pin.latitude + metres / 111_195;
    const place = { province: 'Eastern Cape', city: 'Mthatha', suburb: 'Mthatha Central', addressLine1: '' };
    const near = await createZarcode(app, actors.owner, { ...place, title: 'Taxi rank gate', latitude: north(50), longitude: pin.longitude });
    const second = await createZarcode(app, actors.owner, { ...place, title: 'Clinic', latitude: north(110), longitude: pin.longitude });
    const third = await createZarcode(app, actors.owner, { ...place, title: 'School', latitude: north(190), longitude: pin.longitude });
    await createZarcode(app, actors.owner, { ...place, title: 'Private yard', privacy: 'private', latitude: north(20), longitude: pin.longitude });
    const hidden = await createZarcode(app, actors.owner, { ...place, title: 'Hidden', latitude: north(30), longitude: pin.longitude });
    await app.deps.db.update(zarcodes).set({ hiddenAt: new Date(), hiddenReason: 'test' }).where(eq(zarcodes.code, hidden.zarcode));
    await createZarcode(app, actors.owner, { ...place, title: 'Far shop', latitude: north(300), longitude: pin.longitude });
    // A fourth within 200 m, further than the third: left out (3 at most).
    await createZarcode(app, actors.owner, { ...place, title: 'Fourth', latitude: north(195), longitude: pin.longitude });

    const sent = await send(newNumber(), pin);
    expect(sent).toHaveLength(1);
    const text = textOf(sent);
    expect(text).toBe(
      [
        '*ZARcodes within 200 m of your pin:*',
        `${near.zarcode} (50 m)\nTaxi rank gate\nMthatha Central, Mthatha, Eastern Cape\n${PUBLIC_URL}/${near.zarcode}`,
        `${second.zarcode} (110 m)\nClinic\nMthatha Central, Mthatha, Eastern Cape\n${PUBLIC_URL}/${second.zarcode}`,
        `${third.zarcode} (190 m)\nSchool\nMthatha Central, Mthatha, Eastern Cape\n${PUBLIC_URL}/${third.zarcode}`,
        `Make a ZARcode at this pin: ${PUBLIC_URL}/generator?lat=-31.588900&lng=28.784400`,
      ].join('\n'),
    );
  });

  it('says there are none near a pin with no public code within 200 m, with the generator link', async () => {
    const sent = await send(newNumber(), { latitude: -22.5, longitude: 30.9 });
    expect(textOf(sent)).toBe(`*No public ZARcodes within 200 m of your pin.*\nMake a ZARcode at this pin: ${PUBLIC_URL}/generator?lat=-22.500000&lng=30.900000`);
  });
});

describe('POST /api/channels/whatsapp: delivery reports', () => {
  it('moves the turn forward as Meta reports it, never back, and keeps a failure with its reason', async () => {
    const from = newNumber();
    await send(from, { text: blueGate.zarcode });
    const statusOf = async () => (await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(`+${from}`))))[0]!;
    const [textId, locationId] = (await statusOf()).replyMessageIds;
    const report = async (statuses: Parameters<typeof whatsAppStatusBody>[1]) => {
      expect((await postSigned(whatsAppStatusBody(PHONE_NUMBER_ID, statuses))).status).toBe(200);
      await app.deps.channels.settled();
    };
    await report([{ id: textId!, status: 'delivered' }]);
    expect((await statusOf()).status).toBe('delivered');
    await report([{ id: textId!, status: 'read' }, { id: locationId!, status: 'sent' }]);
    expect((await statusOf()).status).toBe('read');

    const other = newNumber();
    await send(other, { text: blueGate.zarcode });
    const otherTurn = async () => (await app.deps.db.select().from(channelMessages).where(eq(channelMessages.numberHash, await hashNumber(`+${other}`))))[0]!;
    // The report's reason is shown to staff: the number in it is masked, as everywhere they read one.
    await report([{ id: (await otherTurn()).replyMessageIds[0]!, status: 'failed', recipient: other, error: `Message to ${other} failed to send because more than 24 hours have passed` }]);
    expect(await otherTurn()).toMatchObject({
      status: 'failed',
      error: `131026 Message undeliverable Message to +27 ${other.slice(2, 4)} *** **${other.slice(-2)} failed to send because more than 24 hours have passed`,
    });
  });

  it('keeps a report that overtook the record of its message, and applies it once the message is recorded', async () => {
    const from = newNumber();
    await send(from, { text: blueGate.zarcode });
    const hash = await hashNumber(`+${from}`);
    // As if the answer had not been recorded yet when the report came.
    const [turn] = await app.deps.db.update(channelMessages).set({ replyMessageIds: [] }).where(eq(channelMessages.numberHash, hash)).returning();
    expect((await postSigned(whatsAppStatusBody(PHONE_NUMBER_ID, [{ id: 'wamid.overtaken', status: 'delivered' }]))).status).toBe(200);
    await app.deps.db.update(channelMessages).set({ replyMessageIds: ['wamid.overtaken'] }).where(eq(channelMessages.id, turn!.id));
    await app.deps.channels.settled();
    expect((await app.deps.db.select().from(channelMessages).where(eq(channelMessages.id, turn!.id)))[0]!.status).toBe('delivered');
  });

  it('needs the signature too', async () => {
    const body = whatsAppStatusBody(PHONE_NUMBER_ID, [{ id: 'wamid.test1', status: 'read' }]);
    expectMessage(await postSigned(body, metaSignature(body, 'wrong')), 403);
  });
});

describe('the code lookup limit, counted by number', () => {
  it("refuses a number past the web's misses limit, whatever it asks", async () => {
    const from = newNumber();
    const key = `code-lookup-misses:ip:number:${await hashNumber(`+${from}`)}`;
    await app.deps.db.execute(sql`insert into rate_limit_counters (key, hits, resets_at) values (${key}, 30, now() + interval '10 minutes')`);
    const text = textOf(await send(from, { text: blueGate.zarcode }));
    expect(text).toBe('*Too many code lookups from this number. Please try again in 10 minutes.*');
  });
});
