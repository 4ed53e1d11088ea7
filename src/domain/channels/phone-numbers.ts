import type { z } from 'zod';

/**
 * Phone numbers as the messaging channels carry them: in E.164 (`+27821234567`), whatever way a
 * person or a provider wrote them (`082 123 4567`, `27821234567` from WhatsApp, `0027 82 ...`).
 */

/** South Africa's country code. */
const SOUTH_AFRICA = '27';

export const PHONE_NUMBER_MESSAGE = 'Please give a South African cell number (082 123 4567) or an international one starting with +';

/**
 * The number in E.164 (`+27821234567`), or null when it is none: a South African number written
 * locally (10 digits starting with 0) or with its country code (27..., +27..., 0027...), or any
 * international number written with + or 00 (8 to 15 digits). Spaces, dashes, dots and brackets are
 * left out. A South African number has 9 digits after the 27.
 */
export function normalisePhoneNumber(input: string | null | undefined): string | null {
  if (!input) return null;
  const written = input.trim().replace(/[\s\-.()]/g, '');
  let digits: string;
  if (written.startsWith('+')) digits = written.slice(1);
  else if (written.startsWith('00')) digits = written.slice(2);
  else if (/^0\d{9}$/.test(written)) digits = `${SOUTH_AFRICA}${written.slice(1)}`;
  else if (written.startsWith(SOUTH_AFRICA)) digits = written;
  else return null;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith(SOUTH_AFRICA) && !/^27[1-9]\d{8}$/.test(digits)) return null;
  return `+${digits}`;
}

/** In a zod transform: the number typed, as E.164; null, with an issue saying how to write one, when it is none. */
export function readPhoneNumber(typed: string, ctx: z.RefinementCtx): string | null {
  const e164 = normalisePhoneNumber(typed);
  if (!e164) ctx.issues.push({ code: 'custom', message: PHONE_NUMBER_MESSAGE, input: typed });
  return e164;
}

/**
 * A number as staff may read it once the full one is gone: its first four digits and its last two,
 * `+27 82 *** **67`, enough to tell a person's messages apart, not to call them.
 */
export function maskPhoneNumber(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (digits.length < 8) return `+${'*'.repeat(digits.length)}`;
  const hidden = '*'.repeat(digits.length - 6);
  const masked = `${digits.slice(0, 4)}${hidden}${digits.slice(-2)}`;
  return `+${masked.slice(0, 2)} ${masked.slice(2, 4)} ${masked.slice(4, -4)} ${masked.slice(-4)}`;
}

/**
 * `text` with `e164` masked wherever it is written with its digits run together, as a provider
 * echoes a number it was sent (`+27821234567`, `27821234567`, `0821234567`): a provider's error is
 * kept with the conversation and shown to staff, who may read a number masked only.
 */
export function maskPhoneNumberIn(text: string, e164: string): string {
  // The last nine digits are in every way of writing the number; what stands before them is a prefix.
  const subscriber = e164.replace(/^\+/, '').slice(-9);
  return text.replace(new RegExp(`\\+?\\d*${subscriber}`, 'g'), maskPhoneNumber(e164));
}
