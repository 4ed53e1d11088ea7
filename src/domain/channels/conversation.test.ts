import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/languages';
import { channelCodeOf, converse, generatorAtPointUrl, type CodeLookup, type ConversationPorts, type NearbyCode } from './conversation';
import { readCommand } from './commands';
import { fitsOneSms } from './gsm7';
import { smsReply, whatsAppReply } from './replies';
import { textsOf } from './test-translations';

const PUBLIC_URL = 'https://zarcode.co.za';

const record = {
  zarcode: '1CT-7K2M',
  title: 'Blue gate, Long Street',
  privacy: 'public' as const,
  latitude: '-33.924900',
  longitude: '18.424100',
  addressLine1: '12 Long Street',
  addressLine2: null,
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
  province: 'Western Cape' as const,
  country: 'South Africa',
  plusCode: '4FRW3C2F+2J',
};
const publicCode = channelCodeOf(record, PUBLIC_URL);
// What the public page's presenter gives a visitor for a private code: no title.
const privateCode = channelCodeOf({ ...record, zarcode: '1CT-9PRV', title: null, privacy: 'private' }, PUBLIC_URL);
const suggestion = { id: 'x', zarcode: '1CT-7K2M', title: 'Blue gate', suburb: 'Sea Point', city: 'Cape Town', province: 'Western Cape' };
const nearby: NearbyCode[] = [
  { code: '1CT-7K2M', title: 'Blue gate', place: 'Sea Point, Cape Town, Western Cape', distanceMeters: 42.4, link: `${PUBLIC_URL}/1CT-7K2M` },
  { code: '1CT-8ABC', title: 'Corner shop', place: 'Sea Point, Cape Town, Western Cape', distanceMeters: 180, link: `${PUBLIC_URL}/1CT-8ABC` },
];

/** A world with two codes, "Did you mean" for 1CT-7K2N, and a lookup limit reached for 1CT-LMTD. */
function portsWith(overrides: Partial<ConversationPorts> = {}): ConversationPorts {
  return {
    async lookUpCode(typed): Promise<CodeLookup> {
      const code = typed.toUpperCase().replace(/\s|-/g, '');
      if (code === '1CT7K2M') return { status: 'found', code: publicCode };
      if (code === '1CT9PRV') return { status: 'found', code: privateCode };
      if (code === '1CTLMTD') return { status: 'refused', retryAfterMinutes: 7 };
      const shown = `${code.slice(0, 3)}-${code.slice(3)}`;
      return { status: 'not_found', shown, suggestions: code === '1CT7K2N' ? [suggestion] : [] };
    },
    async listNearby() {
      return nearby;
    },
    ...overrides,
  };
}

const text = (body: string) => ({ kind: 'text' as const, text: body });
const pin = { kind: 'location' as const, latitude: -33.9249, longitude: 18.4241 };

describe('readCommand', () => {
  it.each([
    ['1ct 7k2m', { kind: 'code', typed: '1ct 7k2m' }],
    ['1CT-7K2M.', { kind: 'code', typed: '1CT-7K2M' }],
    ['  1ct7k2m ', { kind: 'code', typed: '1ct7k2m' }],
    ['1ct-7k0m', { kind: 'code', typed: '1ct-7k0m' }],
    ['where is 1ct-7k2m please?', { kind: 'code', typed: '1ct-7k2m' }],
    ['help', { kind: 'help', language: 'en' }],
    ['Hulp', { kind: 'help', language: 'af' }],
    ['USIZO', { kind: 'help', language: 'zu' }],
    ['uncedo!', { kind: 'help', language: 'xh' }],
    ['?', { kind: 'help', language: null }],
    ['stop', { kind: 'stop' }],
    ['STOP.', { kind: 'stop' }],
    ['Unsubscribe', { kind: 'stop' }],
    ['good morning to you', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('reads %j', (body, command) => {
    expect(readCommand(text(body))).toEqual(command);
  });

  it('reads a pin as a location', () => {
    expect(readCommand(pin)).toEqual(pin);
  });
});

describe('converse', () => {
  it('answers a code typed any way with the code', async () => {
    const turn = await converse(text('1ct 7k2m'), null, portsWith(), PUBLIC_URL);
    expect(turn).toEqual({ kind: 'code', answer: { kind: 'code', code: publicCode }, language: 'en', chosenLanguage: null });
  });

  it('answers a private code without its title', async () => {
    const turn = await converse(text('1CT-9PRV'), 'en', portsWith(), PUBLIC_URL);
    expect(turn.answer).toMatchObject({ kind: 'code', code: { code: '1CT-9PRV', title: null, street: '12 Long Street, Cape Town City Centre' } });
  });

  it('answers an unknown code with "Did you mean" and a number past the limit with when to try again', async () => {
    expect((await converse(text('1CT 7K2N'), 'en', portsWith(), PUBLIC_URL)).answer).toEqual({ kind: 'not_found', shown: '1CT-7K2N', suggestions: [suggestion] });
    expect((await converse(text('1CT LMTD'), 'en', portsWith(), PUBLIC_URL)).answer).toEqual({ kind: 'too_many_lookups', minutes: 7 });
  });

  it('answers a pin with the codes near it and the generator at the pin', async () => {
    const turn = await converse(pin, 'zu', portsWith(), PUBLIC_URL);
    expect(turn).toMatchObject({ kind: 'location', language: 'zu', answer: { kind: 'nearby', codes: nearby, generatorLink: `${PUBLIC_URL}/generator?lat=-33.924900&lng=18.424100` } });
  });

  it.each([
    ['HELP', 'af', 'en'],
    ['HULP', null, 'af'],
    ['usizo', 'en', 'zu'],
    ['UNCEDO', 'af', 'xh'],
  ] as const)('lets %s choose its language', async (word, before, after) => {
    const turn = await converse(text(word), before, portsWith(), PUBLIC_URL);
    expect(turn).toEqual({ kind: 'help', answer: { kind: 'help', isUnknown: false }, language: after, chosenLanguage: after });
  });

  it('keeps the language for ? and for anything it cannot read', async () => {
    expect(await converse(text('?'), 'xh', portsWith(), PUBLIC_URL)).toMatchObject({ language: 'xh', chosenLanguage: null, answer: { kind: 'help', isUnknown: false } });
    expect(await converse(text('hello'), 'af', portsWith(), PUBLIC_URL)).toMatchObject({ kind: 'unknown', language: 'af', answer: { kind: 'help', isUnknown: true } });
  });

  it('answers STOP with the last message', async () => {
    expect(await converse(text('stop'), 'zu', portsWith(), PUBLIC_URL)).toMatchObject({ kind: 'stop', language: 'zu', answer: { kind: 'stopped' } });
  });
});

describe('generatorAtPointUrl', () => {
  it('opens the generator at the point, to six decimals', () => {
    expect(generatorAtPointUrl('https://zarcode.co.za/', { latitude: -26.2041, longitude: 28.0473 })).toBe('https://zarcode.co.za/generator?lat=-26.204100&lng=28.047300');
  });
});

/** Every message a person can send, with the answer it must carry on every channel. */
const MESSAGES: Array<[string, Parameters<typeof converse>[0], (text: string) => void]> = [
  ['a code', text('1ct 7k2m'), (sms) => {
    expect(sms).toContain('1CT-7K2M');
    expect(sms).toContain('Plus Code 4FRW3C2F+2J');
    expect(sms).toContain(`${PUBLIC_URL}/1CT-7K2M`);
  }],
  ['a private code', text('1ct 9prv'), (sms) => {
    expect(sms).toContain('1CT-9PRV');
    expect(sms).not.toContain('Blue gate');
  }],
  ['an unknown code one slip from another', text('1CT 7K2N'), (sms) => expect(sms).toMatch(/1CT-7K2N[^]*1CT-7K2M/)],
  ['an unknown code', text('1CT 7K2X'), (sms) => expect(sms).toContain('1CT-7K2X')],
  ['a code past the limit', text('1CT LMTD'), (sms) => expect(sms).toContain('7')],
  ['HELP', text('help'), (sms) => expect(sms).toContain('1CT-7K2M')],
  ['?', text('?'), (sms) => expect(sms).toContain('STOP')],
  ['something else', text('hello there'), (sms) => expect(sms).toContain('1CT-7K2M')],
  ['STOP', text('STOP'), (sms) => expect(sms).not.toBe('')],
];

describe.each(LANGUAGES)('answers in %s', (language: Language) => {
  const t = textsOf(language);

  it.each(MESSAGES)('to %s, as one GSM-7 SMS and on WhatsApp', async (_name, inbound, check) => {
    const turn = await converse(inbound, language, portsWith(), PUBLIC_URL);
    const sms = smsReply(t, turn.answer);
    expect(fitsOneSms(sms), sms).toBe(true);
    check(sms);
    const [whatsApp] = whatsAppReply(t, turn.answer);
    expect(whatsApp).toMatchObject({ type: 'text' });
  });

  it('writes the help in its own words, two lines, the second naming STOP by SMS and the pin on WhatsApp', async () => {
    const english = textsOf('en');
    const turn = await converse(text('?'), language, portsWith(), PUBLIC_URL);
    const sms = smsReply(t, turn.answer).split('\n');
    expect(sms).toHaveLength(2);
    expect(sms[0]).toBe(t('channels:helpCode'));
    if (language !== 'en') expect(sms[0]).not.toBe(english('channels:helpCode'));
    expect(sms[1]).toContain('STOP');
    const [whatsApp] = whatsAppReply(t, turn.answer);
    expect(whatsApp).toEqual({ type: 'text', body: `*${t('channels:helpCode')}*\n${t('channels:helpPin')}` });
  });

  it('sends a code on WhatsApp as its text and a location message at its point', async () => {
    const turn = await converse(text('1CT-7K2M'), language, portsWith(), PUBLIC_URL);
    expect(whatsAppReply(t, turn.answer)).toEqual([
      {
        type: 'text',
        body: ['*ZARcode 1CT-7K2M*', 'Blue gate, Long Street', '12 Long Street, Cape Town City Centre', 'Cape Town, Western Cape, South Africa', 'Plus Code 4FRW3C2F+2J', `${PUBLIC_URL}/1CT-7K2M`].join('\n'),
      },
      { type: 'location', latitude: -33.9249, longitude: 18.4241, name: 'ZARcode 1CT-7K2M', address: '12 Long Street, Cape Town City Centre' },
    ]);
  });

  it('lists the codes near a pin on WhatsApp with their distances, or says there are none', async () => {
    const found = await converse(pin, language, portsWith(), PUBLIC_URL);
    const [withCodes] = whatsAppReply(t, found.answer);
    expect(withCodes).toMatchObject({ type: 'text' });
    const body = (withCodes as { body: string }).body;
    expect(body).toContain('1CT-7K2M (42 m)');
    expect(body).toContain('1CT-8ABC (180 m)');
    expect(body).toContain(`${PUBLIC_URL}/generator?lat=-33.924900&lng=18.424100`);
    const none = await converse(pin, language, portsWith({ listNearby: async () => [] }), PUBLIC_URL);
    const [without] = whatsAppReply(t, none.answer);
    expect((without as { body: string }).body).toContain(t('channels:nearbyNone', { metres: 200 }));
  });
});

describe('smsReply', () => {
  const t = textsOf('af');

  it('keeps the code, the Plus Code and the link when the title and address are long, the address before the title', async () => {
    const long = channelCodeOf(
      { ...record, title: 'Die blou hek langs die ou koöperasie, oorkant die kerk met die hoë toring', addressLine1: 'Plaas Nêrens, Grootfontein-pad, na die derde wildrooster links', suburb: 'Daniëlskuil' },
      PUBLIC_URL,
    );
    const sms = smsReply(t, { kind: 'code', code: long });
    expect(fitsOneSms(sms), sms).toBe(true);
    const lines = sms.split('\n');
    expect(lines[0]).toBe('ZARcode 1CT-7K2M');
    expect(lines).toContain('Plus Code 4FRW3C2F+2J');
    expect(lines.at(-1)).toBe(`${PUBLIC_URL}/1CT-7K2M`);
    expect(sms).toContain('Plaas Nerens, Grootfontein-pad');
    expect(sms).toMatch(/^Die blou\.\.\.$/m);
    expect(sms).toContain('...');
  });
});
