import type { z } from 'zod';
import type { SettingsReply } from '../../../../domain/settings/schemas';
import { TEST_PAGE_TIMEOUT_MAX_MS, updateSettingsBodySchema } from '../../../../domain/settings/schemas';

/**
 * The System Configuration card's fields, judged by the server's own schema (PUT /api/settings), so
 * the page and the server refuse the same values with the same words.
 */
export const systemFormSchema = updateSettingsBodySchema
  .pick({ googleMapsApiKey: true, maxCodesPerUser: true, notifyNewUser: true, notifyDailyStats: true, vatRate: true })
  .required();
export type SystemFormInput = z.input<typeof systemFormSchema>;
export type SystemFormValues = z.output<typeof systemFormSchema>;

/** The Payment Configuration card's fields; the test-page time is kept as typed (blank is 0). */
export const paymentFormSchema = updateSettingsBodySchema
  .pick({
    usePayFast: true,
    payFastSandbox: true,
    payFastTestPageTimeout: true,
    payFastDebugMode: true,
    payFastAutoSubmit: true,
    payFastImmediateSubmit: true,
  })
  .required();
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

export const systemValuesOf = (saved: SettingsReply): SystemFormInput => ({
  googleMapsApiKey: saved.googleMapsApiKey,
  maxCodesPerUser: saved.maxCodesPerUser,
  notifyNewUser: saved.notifyNewUser,
  notifyDailyStats: saved.notifyDailyStats,
  vatRate: saved.vatRate,
});

export const paymentValuesOf = (saved: SettingsReply): PaymentFormInput => ({
  usePayFast: saved.usePayFast,
  payFastSandbox: saved.payFastSandbox,
  payFastTestPageTimeout: String(saved.payFastTestPageTimeout),
  payFastDebugMode: saved.payFastDebugMode,
  payFastAutoSubmit: saved.payFastAutoSubmit,
  payFastImmediateSubmit: saved.payFastImmediateSubmit,
});

/**
 * The full settings object a Save sends: the saved values, over which the card puts its own edits, so
 * saving one card never saves the other's unsaved changes.
 */
export const savedSettingsOf = (saved: SettingsReply) => ({
  ...systemValuesOf(saved),
  ...paymentValuesOf(saved),
  payFastTestPageTimeout: saved.payFastTestPageTimeout,
});

/** The VAT rate as typed; anything that is not a number from 0 to 100 becomes 0. */
export function readVatRate(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return 0;
  return Math.round(value * 100) / 100;
}

/**
 * The test-page time as typed: whole milliseconds 0 to 60000, blank is 0; anything else
 * is ignored (null: keep the value there was).
 */
export function readTestPageTimeout(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= TEST_PAGE_TIMEOUT_MAX_MS ? value : null;
}

/** Max codes per user: a number with no other check here (the schema says what the server keeps). */
export function readMaxCodes(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}
