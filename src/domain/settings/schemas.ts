import { z } from 'zod';
import { emailField, ONE_LINE_PATTERN, wholeNumberField } from '../api/schemas';
import { PRODUCT_NAME_PLURAL } from '../brand';
import { paymentModeReplySchema } from '../payments/schemas';

export const publicSettingsReplySchema = z.object({
  googleMapsApiKey: z.string(),
  tileUrl: z.string(),
  supportEmail: z.string(),
  gtmId: z.string(),
});
export type PublicSettingsReply = z.infer<typeof publicSettingsReplySchema>;

/** The test page's display time, whole milliseconds, at most a minute. */
export const TEST_PAGE_TIMEOUT_MAX_MS = 60_000;
export const MAX_CODES_PER_USER_LIMIT = 1_000_000;
export const GOOGLE_MAPS_KEY_MAX_LENGTH = 200;

export const VAT_RATE_MESSAGE = 'VAT rate must be a number from 0 to 100 with at most two decimals';
export const TEST_PAGE_TIMEOUT_MESSAGE = `Test page display time must be a whole number of milliseconds from 0 to ${TEST_PAGE_TIMEOUT_MAX_MS}`;
export const MAX_CODES_MESSAGE = `Max ${PRODUCT_NAME_PLURAL} per user must be a whole number from 0 to ${MAX_CODES_PER_USER_LIMIT}`;

/** The settings object of the super admin's System Settings page. */
export const systemSettingsSchema = z.object({
  googleMapsApiKey: z.string(),
  maxCodesPerUser: z.number().int(),
  notifyNewUser: z.boolean(),
  notifyDailyStats: z.boolean(),
  /** Percent, two decimals (15 is 15%). */
  vatRate: z.number(),
  usePayFast: z.boolean(),
  payFastSandbox: z.boolean(),
  /** ms. */
  payFastTestPageTimeout: z.number().int(),
  payFastDebugMode: z.boolean(),
  payFastAutoSubmit: z.boolean(),
  payFastImmediateSubmit: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** GET and PUT /api/settings: the settings, and what payments will use with them, and why. */
export const settingsReplySchema = systemSettingsSchema.extend({
  payment: paymentModeReplySchema.extend({
    hasPassphrase: z.boolean(),
    /** The PayFast host payments go to (null in mock mode and while payments are not available). */
    gatewayUrl: z.string().nullable(),
    /** Where PayFast posts its notifications: must be reachable from the internet. */
    notifyUrl: z.string(),
  }),
  updatedAt: z.string(),
});
export type SettingsReply = z.infer<typeof settingsReplySchema>;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/**
 * PUT /api/settings: the full settings object as the page sends it (a field left out keeps its value;
 * `payment` and `updatedAt` of GET may be sent back and are ignored). The rules: VAT 0-100 in
 * steps of 0.01; test-page time a whole number of ms from 0 to 60000, blank meaning 0.
 */
export const updateSettingsBodySchema = z.object({
  googleMapsApiKey: z
    .string({ error: 'Maps API key must be text' })
    .trim()
    .max(GOOGLE_MAPS_KEY_MAX_LENGTH, { error: `Maps API key must be at most ${GOOGLE_MAPS_KEY_MAX_LENGTH} characters` })
    .regex(ONE_LINE_PATTERN, { error: 'Maps API key must be one line, without control characters' })
    .optional(),
  maxCodesPerUser: wholeNumberField(MAX_CODES_MESSAGE, 0, MAX_CODES_PER_USER_LIMIT).optional(),
  notifyNewUser: flag('notifyNewUser').optional(),
  notifyDailyStats: flag('notifyDailyStats').optional(),
  vatRate: z
    .union([z.number(), z.string()], { error: VAT_RATE_MESSAGE })
    .transform((value, ctx) => {
      const rate = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
      if (!Number.isFinite(rate) || rate < 0 || rate > 100 || !twoDecimals(rate)) {
        ctx.issues.push({ code: 'custom', message: VAT_RATE_MESSAGE, input: value });
        return z.NEVER;
      }
      return Math.round(rate * 100) / 100;
    })
    .optional(),
  usePayFast: flag('usePayFast').optional(),
  payFastSandbox: flag('payFastSandbox').optional(),
  payFastTestPageTimeout: z
    .union([z.number(), z.string(), z.null()], { error: TEST_PAGE_TIMEOUT_MESSAGE })
    .transform((value, ctx) => {
      const ms = value === null || (typeof value === 'string' && value.trim() === '') ? 0 : Number(value);
      if (!Number.isInteger(ms) || ms < 0 || ms > TEST_PAGE_TIMEOUT_MAX_MS) {
        ctx.issues.push({ code: 'custom', message: TEST_PAGE_TIMEOUT_MESSAGE, input: value });
        return z.NEVER;
      }
      return ms;
    })
    .optional(),
  payFastDebugMode: flag('payFastDebugMode').optional(),
  payFastAutoSubmit: flag('payFastAutoSubmit').optional(),
  payFastImmediateSubmit: flag('payFastImmediateSubmit').optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsBodySchema>;
export type UpdateSettingsBody = z.output<typeof updateSettingsBodySchema>;

/** POST /api/email/test: where the super admin's test message goes. */
export const testEmailBodySchema = z.object({ email: emailField() });
export type TestEmailBody = z.infer<typeof testEmailBodySchema>;
