import type { SystemSettings } from '../../../../domain/settings/schemas';
import { TEST_PAGE_TIMEOUT_MAX_MS } from '../../../../domain/settings/schemas';

/** The fields of the System Configuration card and of the Payment Configuration card. */
export type SystemFields = Pick<SystemSettings, 'googleMapsApiKey' | 'maxCodesPerUser' | 'notifyNewUser' | 'notifyDailyStats' | 'vatRate'>;
export type PaymentFields = Pick<
  SystemSettings,
  'usePayFast' | 'payFastSandbox' | 'payFastTestPageTimeout' | 'payFastDebugMode' | 'payFastAutoSubmit' | 'payFastImmediateSubmit'
>;

/** Section 5: the VAT rate as typed; anything that is not a number from 0 to 100 becomes 0. */
export function readVatRate(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return 0;
  return Math.round(value * 100) / 100;
}

/**
 * Section 5: the test-page time as typed: whole milliseconds 0 to 60000, blank is 0; anything else
 * is ignored (null: keep the value there was).
 */
export function readTestPageTimeout(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= TEST_PAGE_TIMEOUT_MAX_MS ? value : null;
}

/** Max codes per user: a number with no other check (the server refuses what it cannot keep). */
export function readMaxCodes(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}
