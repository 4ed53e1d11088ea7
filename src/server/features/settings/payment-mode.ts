import type { Logger } from 'pino';
import { decidePaymentMode, PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../domain/payments/payments';
import type { PaymentModeReply } from '../../../domain/payments/schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import { getSystemSettings, type SystemSettingsRow } from './service';

export interface PaymentModeInfo extends PaymentModeReply {
  hasPassphrase: boolean;
  /** PayFast's host for this mode; null in mock mode and while payments are not available. */
  gatewayUrl: string | null;
  notifyUrl: string;
}

/** Where PayFast posts its notifications (ITN). */
export function notifyUrlOf(config: Config): string {
  return `${config.publicUrl}/api/payments/payfast/notify`;
}

/** The merchant settings PayFast payments need that the environment lacks, by their names. */
export function missingMerchantSettings(config: Config): string[] {
  const { merchantId, merchantKey } = config.payfast;
  return [
    ...(merchantId ? [] : ['PAYFAST_MERCHANT_ID']),
    ...(merchantKey ? [] : ['PAYFAST_MERCHANT_KEY']),
  ];
}

/**
 * What new payments use now (mode null: none can be taken), from the settings row and the merchant
 * settings of the config.
 */
export function resolvePaymentMode(
  config: Config,
  settings: Pick<SystemSettingsRow, 'usePayFast' | 'payFastSandbox'>,
  gateway: PayfastGateway,
): PaymentModeInfo {
  const missingSettings = missingMerchantSettings(config);
  const { mode, reason } = decidePaymentMode({
    usePayFast: settings.usePayFast,
    payFastSandbox: settings.payFastSandbox,
    missingSettings,
  });
  return {
    mode,
    reason,
    missingSettings,
    hasPassphrase: Boolean(config.payfast.passphrase),
    gatewayUrl: mode === null || mode === 'mock' ? null : gateway.baseUrl(mode),
    notifyUrl: notifyUrlOf(config),
  };
}

/** The refusal of every way to start or complete a payment while none can be taken. */
export const paymentsUnavailable = () => new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);

/**
 * Says at start-up, in the log, when PayFast is switched on but its merchant settings are missing,
 * naming them: no payment can be taken until they are set (the admin pages say so too).
 */
export async function warnWhenPaymentsUnavailable(deps: { db: Database; config: Config; logger: Logger; gateway: PayfastGateway }) {
  const { mode, reason, missingSettings } = resolvePaymentMode(deps.config, await getSystemSettings(deps.db), deps.gateway);
  if (mode === null) deps.logger.warn({ missingSettings }, `Payments are not available. ${reason}`);
}
