import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { USSD_SCREEN_LENGTH } from './channels';
import { channelCodeOf, type Answer } from './conversation';
import { isGsm7 } from './gsm7';
import { textsOf } from './test-translations';
import { readUssdSession, ussdFinalScreen, ussdPrompt, type UssdScreen } from './ussd';

describe('readUssdSession', () => {
  it.each<[string, UssdScreen, string | null]>([
    ['', { kind: 'menu', notice: null }, null],
    ['1', { kind: 'ask_code', notice: null }, null],
    ['1*1ct7k2m', { kind: 'lookup', typed: '1ct7k2m' }, null],
    ['1* 1CT 7K2M ', { kind: 'lookup', typed: '1CT 7K2M' }, null],
    ['1*hello', { kind: 'ask_code', notice: 'not_a_code' }, null],
    ['1*hello*1CT7K2M', { kind: 'lookup', typed: '1CT7K2M' }, null],
    ['1*0', { kind: 'menu', notice: null }, null],
    ['2', { kind: 'languages', notice: null }, null],
    ['2*3', { kind: 'menu', notice: 'language_chosen' }, 'zu'],
    ['2*4*1', { kind: 'ask_code', notice: null }, null],
    ['2*9', { kind: 'languages', notice: 'not_a_choice' }, null],
    ['2*0', { kind: 'menu', notice: null }, null],
    ['3', { kind: 'help' }, null],
    ['9', { kind: 'menu', notice: 'not_a_choice' }, null],
    ['abc', { kind: 'menu', notice: 'not_a_choice' }, null],
    ['9*1*1CT7K2M', { kind: 'lookup', typed: '1CT7K2M' }, null],
  ])('reads %j', (text, screen, chosenLanguage) => {
    expect(readUssdSession(text)).toMatchObject({ screen, chosenLanguage });
  });
});

const record = {
  zarcode: '1CT-7K2M',
  title: 'The blue gate beside the old co-operative, across from the church with the tall tower',
  privacy: 'public' as const,
  latitude: '-33.924900',
  longitude: '18.424100',
  addressLine1: 'Farm Nowhere, Grootfontein road, left after the third cattle grid',
  addressLine2: 'Behind the dam',
  suburb: 'Daniëlskuil',
  city: 'Kimberley',
  province: 'Northern Cape' as const,
  country: 'South Africa',
  plusCode: '4FRW3C2F+2J',
};
const code = channelCodeOf(record, 'https://zarcode.co.za');
const suggestion = { id: 'x', zarcode: '1CT-7K2M', title: 'Blue gate', suburb: 'Sea Point', city: 'Cape Town', province: 'Western Cape' };
const FINAL_ANSWERS: Answer[] = [
  { kind: 'code', code },
  { kind: 'code', code: { ...code, title: null } },
  { kind: 'not_found', shown: '1CT-7K2N', suggestions: [suggestion, { ...suggestion, zarcode: '1CT-7K3N' }, { ...suggestion, zarcode: '1CT-7K4N' }] },
  { kind: 'not_found', shown: '1CT-7K2X', suggestions: [] },
  { kind: 'too_many_lookups', minutes: 9 },
  { kind: 'help', isUnknown: false },
];
const PROMPTS: Array<Exclude<UssdScreen, { kind: 'help' } | { kind: 'lookup' }>> = [
  { kind: 'menu', notice: null },
  { kind: 'menu', notice: 'not_a_choice' },
  { kind: 'menu', notice: 'language_chosen' },
  { kind: 'ask_code', notice: null },
  { kind: 'ask_code', notice: 'not_a_code' },
  { kind: 'languages', notice: null },
  { kind: 'languages', notice: 'not_a_choice' },
];

describe.each(LANGUAGES)('USSD screens in %s', (language) => {
  const t = textsOf(language);

  it.each(PROMPTS)('%j fits one screen of GSM-7 and keeps every choice', (screen) => {
    const reply = ussdPrompt(t, screen);
    expect(reply.isFinal).toBe(false);
    expect(reply.text.length).toBeLessThanOrEqual(USSD_SCREEN_LENGTH);
    expect(isGsm7(reply.text)).toBe(true);
    if (screen.kind === 'menu') expect(reply.text).toMatch(/^1 .*\n2 .*\n3 .*$/m);
    if (screen.kind === 'languages') for (const name of Object.values(LANGUAGE_NAMES)) expect(reply.text).toContain(name);
    if (screen.notice === 'language_chosen') expect(reply.text).toContain(t('channels:languageChosen'));
  });

  it.each(FINAL_ANSWERS.map((answer) => [answer.kind, answer] as const))('the %s answer fits one screen, with and without the SMS', (_kind, answer) => {
    for (const isSmsSent of [true, false]) {
      const reply = ussdFinalScreen(t, answer, isSmsSent);
      expect(reply.isFinal).toBe(true);
      expect(reply.text.length, reply.text).toBeLessThanOrEqual(USSD_SCREEN_LENGTH);
      expect(isGsm7(reply.text)).toBe(true);
      if (answer.kind === 'code') {
        expect(reply.text).toMatch(/^ZARcode 1CT-7K2M$/m);
        expect(reply.text).toContain('Plus Code 4FRW3C2F+2J');
      }
      if (isSmsSent && answer.kind === 'code') expect(reply.text).toContain(t('channels:smsSent'));
      if (!isSmsSent && answer.kind === 'code') expect(reply.text).toContain('https://zarcode.co.za/1CT-7K2M');
    }
  });
});
