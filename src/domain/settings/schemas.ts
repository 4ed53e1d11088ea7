import { z } from 'zod';
import { booleanField, emailField, ONE_LINE_PATTERN, typedNumberField } from '../api/schemas';
import { PRODUCT_NAME_PLURAL } from '../brand';
import { paymentModeReplySchema } from '../payments/schemas';

export const publicSettingsReplySchema = z.object({
  googleMapsApiKey: z.string(),
  tileUrl: z.string(),
  supportEmail: z.string(),
  gtmId: z.string(),
  /** The server can send a location request's link by SMS (the SMS_* settings are given). */
  canSendSms: z.boolean(),
});
export type PublicSettingsReply = z.infer<typeof publicSettingsReplySchema>;

/** The test page's display time, whole milliseconds, at most a minute. */
export const TEST_PAGE_TIMEOUT_MAX_MS = 60_000;
export const MAX_CODES_PER_USER_LIMIT = 1_000_000;
export const GOOGLE_MAPS_KEY_MAX_LENGTH = 200;
/** A VAT rate left blank is no VAT; the page says so while the field is blank. */
export const VAT_RATE_WHEN_BLANK = 0;

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

/**
 * PUT /api/settings: the full settings object as the page sends it (a field left out keeps its value;
 * `payment` and `updatedAt` of GET may be sent back and are ignored). The numbers may come as typed
 * text: VAT 0-100 in steps of 0.01, blank meaning 0; test-page time a whole number of ms from 0 to
 * 60000, blank meaning 0 (instant); max codes per user a whole number, never blank.
 */
export const updateSettingsBodySchema = z.object({
  googleMapsApiKey: z
    .string({ error: 'Maps API key must be text' })
    .trim()
    .max(GOOGLE_MAPS_KEY_MAX_LENGTH, { error: `Maps API key must be at most ${GOOGLE_MAPS_KEY_MAX_LENGTH} characters` })
    .regex(ONE_LINE_PATTERN, { error: 'Maps API key must be one line, without control characters' })
    .optional(),
  maxCodesPerUser: typedNumberField({ message: MAX_CODES_MESSAGE, min: 0, max: MAX_CODES_PER_USER_LIMIT }).optional(),
  notifyNewUser: booleanField('New user registrations').optional(),
  notifyDailyStats: booleanField('Daily statistics report').optional(),
  vatRate: typedNumberField({ message: VAT_RATE_MESSAGE, min: 0, max: 100, decimals: 2, blank: VAT_RATE_WHEN_BLANK }).optional(),
  usePayFast: booleanField('PayFast Integration').optional(),
  payFastSandbox: booleanField('Use PayFast Sandbox').optional(),
  payFastTestPageTimeout: typedNumberField({ message: TEST_PAGE_TIMEOUT_MESSAGE, min: 0, max: TEST_PAGE_TIMEOUT_MAX_MS, blank: 0 }).optional(),
  payFastDebugMode: booleanField('Debug Mode').optional(),
  payFastAutoSubmit: booleanField('Auto-Submit').optional(),
  payFastImmediateSubmit: booleanField('Immediate Submit').optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsBodySchema>;
export type UpdateSettingsBody = z.output<typeof updateSettingsBodySchema>;

/** POST /api/email/test: where the super admin's test message goes. */
export const testEmailBodySchema = z.object({ email: emailField() });
export type TestEmailBody = z.infer<typeof testEmailBodySchema>;
