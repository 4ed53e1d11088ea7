import type { z } from 'zod';
import type { SettingsReply, SystemSettings } from '../../../../domain/settings/schemas';
import { updateSettingsBodySchema } from '../../../../domain/settings/schemas';

/**
 * The System Configuration card's fields, judged by the server's own schema (PUT /api/settings), so
 * the page and the server refuse the same values with the same words. Numbers stay as typed until
 * that schema reads them: a value it refuses shows its rule under the field and nothing is sent.
 */
export const systemFormSchema = updateSettingsBodySchema
  .pick({ googleMapsApiKey: true, maxCodesPerUser: true, notifyNewUser: true, notifyDailyStats: true, vatRate: true })
  .required();
export type SystemFormInput = z.input<typeof systemFormSchema>;
export type SystemFormValues = z.output<typeof systemFormSchema>;

/** The Payment Configuration card's fields, the test-page time as typed. */
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
  maxCodesPerUser: String(saved.maxCodesPerUser),
  notifyNewUser: saved.notifyNewUser,
  notifyDailyStats: saved.notifyDailyStats,
  vatRate: String(saved.vatRate),
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
export function savedSettingsOf(saved: SettingsReply): SystemSettings {
  const { payment: _payment, updatedAt: _updatedAt, ...settings } = saved;
  return settings;
}
