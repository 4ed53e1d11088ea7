import { NEARBY_RADIUS_METERS } from './channels';
import { fitLines, septetsOf, SMS_SEPTETS, toGsm7, type MessageLine } from './gsm7';
import type { Answer, ChannelCode } from './conversation';

/**
 * An answer written for each channel: one SMS of the GSM alphabet (the link to the code's page
 * carries what does not fit), WhatsApp's text and a location message with the code's point. USSD's
 * screens are in ussd.ts.
 */

/** The texts of the person's language (i18next's t, fixed to one language): `channels:*` keys. */
export type ChannelTranslate = (key: string, values?: Record<string, unknown>) => string;

/** A message to send on WhatsApp: a text, or a location pin with a name and an address. */
export type WhatsAppMessage =
  | { type: 'text'; body: string }
  | { type: 'location'; latitude: number; longitude: number; name: string; address: string };

/** Priorities of lines when room is short (fitLines): 0 always stays. */
const ALWAYS = 0;

/** The lines that answer a code, most needed first where room is short. */
function codeLines(t: ChannelTranslate, code: ChannelCode): MessageLine[] {
  return [
    { text: t('channels:codeHeading', { code: code.code }), priority: ALWAYS },
    { text: code.title ?? '', priority: 3, isCuttable: true },
    { text: code.street, priority: 2, isCuttable: true },
    { text: code.region, priority: 4, isCuttable: true },
    { text: t('channels:plusCode', { plusCode: code.plusCode }), priority: 1 },
    { text: code.link, priority: ALWAYS },
  ];
}

/** What to send, as lines: the code channels' help is two lines (the second names the channel's own way). */
function helpLines(t: ChannelTranslate, isUnknown: boolean, second: 'pin' | 'stop' | 'ussd'): MessageLine[] {
  const secondKey = { pin: 'channels:helpPin', stop: 'channels:helpStop', ussd: 'channels:ussdHelpLanguage' }[second];
  return [
    { text: isUnknown ? t('channels:unknown') : '', priority: ALWAYS },
    { text: t(second === 'ussd' ? 'channels:ussdHelpCode' : 'channels:helpCode'), priority: ALWAYS },
    { text: t(secondKey), priority: 1 },
  ];
}

/** "Did you mean" for a code no one has, or "check the code". */
function notFoundLines(t: ChannelTranslate, answer: Extract<Answer, { kind: 'not_found' }>, withPlaces: boolean): MessageLine[] {
  const suggestions = answer.suggestions.map((suggestion) =>
    withPlaces ? `${suggestion.zarcode}: ${[suggestion.title, suggestion.suburb ?? suggestion.city].filter(Boolean).join(', ')}` : suggestion.zarcode,
  );
  const lines: MessageLine[] = [{ text: t('channels:notFound', { code: answer.shown }), priority: ALWAYS }];
  if (suggestions.length === 0) return [...lines, { text: t('channels:checkCode'), priority: 1 }];
  if (withPlaces) return [...lines, { text: t('channels:didYouMeanList'), priority: ALWAYS }, ...suggestions.map((text) => ({ text, priority: 1 }))];
  return [...lines, { text: t('channels:didYouMean', { codes: suggestions.join(', ') }), priority: ALWAYS }];
}

/** The codes near a pin (or none) and the generator at the pin. */
function nearbyLines(t: ChannelTranslate, answer: Extract<Answer, { kind: 'nearby' }>): MessageLine[] {
  const heading =
    answer.codes.length === 0 ? t('channels:nearbyNone', { metres: NEARBY_RADIUS_METERS }) : t('channels:nearbyHeading', { metres: NEARBY_RADIUS_METERS });
  const codes = answer.codes.map((code) => ({
    text: [t('channels:nearbyCode', { code: code.code, metres: Math.round(code.distanceMeters) }), code.title, code.place, code.link].filter(Boolean).join('\n'),
    priority: 1,
  }));
  return [{ text: heading, priority: ALWAYS }, ...codes, { text: t('channels:makeOne', { link: answer.generatorLink }), priority: ALWAYS }];
}

/** The lines of any answer; `style` says what the channel can carry. */
export function answerLines(t: ChannelTranslate, answer: Answer, style: 'sms' | 'whatsapp' | 'ussd'): MessageLine[] {
  switch (answer.kind) {
    case 'code':
      return codeLines(t, answer.code);
    case 'not_found':
      return notFoundLines(t, answer, style === 'whatsapp');
    case 'too_many_lookups':
      return [{ text: t('channels:tooManyLookups', { count: answer.minutes }), priority: ALWAYS }];
    case 'too_many_messages':
      return [{ text: t('channels:tooManyMessages', { count: answer.minutes }), priority: ALWAYS }];
    case 'nearby':
      return nearbyLines(t, answer);
    case 'help':
      return helpLines(t, answer.isUnknown, style === 'whatsapp' ? 'pin' : style === 'sms' ? 'stop' : 'ussd');
    case 'stopped':
      return [{ text: t('channels:stopped'), priority: ALWAYS }];
  }
}

/**
 * The answer as one SMS where it can be: GSM-7 characters only (toGsm7), at most 160 septets, the
 * lines that do not fit left out or cut short by their priority; the code and its link always stay.
 */
export function smsReply(t: ChannelTranslate, answer: Answer): string {
  const lines = answerLines(t, answer, 'sms').map((line) => ({ ...line, text: toGsm7(line.text).trim() }));
  return fitLines(lines, SMS_SEPTETS, septetsOf);
}

/** WhatsApp's answer: a text (the heading in bold), and for a code a location message at its point. */
export function whatsAppReply(t: ChannelTranslate, answer: Answer): WhatsAppMessage[] {
  const lines = answerLines(t, answer, 'whatsapp').map((line) => line.text.trim()).filter(Boolean);
  const [heading = '', ...rest] = lines;
  const body = [`*${heading}*`, ...rest].join('\n');
  if (answer.kind !== 'code') return [{ type: 'text', body }];
  const { code } = answer;
  return [
    { type: 'text', body },
    {
      type: 'location',
      latitude: code.latitude,
      longitude: code.longitude,
      name: t('channels:codeHeading', { code: code.code }),
      address: code.street || code.region,
    },
  ];
}
