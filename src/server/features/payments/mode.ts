import { decidePaymentMode, type PaymentMode } from '../../../domain/payments/payments';
import type { Config } from '../../config';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import type { SystemSettingsRow } from '../settings/service';

export interface PaymentModeInfo {
  mode: PaymentMode;
  reason: string;
  hasMerchantCredentials: boolean;
  hasPassphrase: boolean;
  /** PayFast's host for this mode, null in mock mode. */
  gatewayUrl: string | null;
  notifyUrl: string;
}

/** Where PayFast posts its notifications (ITN). */
export function notifyUrlOf(config: Config): string {
  return `${config.publicUrl}/api/payments/payfast/notify`;
}

/** What new payments use now, from the settings row and the merchant credentials of the config. */
export function resolvePaymentMode(
  config: Config,
  settings: Pick<SystemSettingsRow, 'usePayFast' | 'payFastSandbox'>,
  gateway: PayfastGateway,
): PaymentModeInfo {
  const hasMerchantCredentials = Boolean(config.payfast.merchantId && config.payfast.merchantKey);
  const { mode, reason } = decidePaymentMode({
    usePayFast: settings.usePayFast,
    payFastSandbox: settings.payFastSandbox,
    hasMerchantCredentials,
  });
  return {
    mode,
    reason,
    hasMerchantCredentials,
    hasPassphrase: Boolean(config.payfast.passphrase),
    gatewayUrl: mode === 'mock' ? null : gateway.baseUrl(mode),
    notifyUrl: notifyUrlOf(config),
  };
}
