import { toParamString } from '../../../domain/payfast/payfast';
import type { TestPayfastReply } from '../../../domain/payments/schemas';
import { conflict } from '../../errors';
import { GatewayUnavailableError, isLoopbackUrl } from '../../infra/payfast/gateway';
import { checkoutSignature, notificationSignature } from '../../infra/payfast/signature';
import { getSystemSettings, notifyUrlOf } from '../settings';
import type { PaymentDeps } from './checkout';

export const PAYFAST_TEST_SUCCESS = 'PayFast configuration is working correctly';

/**
 * POST /api/payments/test-payfast: whether payments could go through PayFast with the settings as
 * they are (sandbox or live by the settings, even while PayFast is switched off): the merchant
 * credentials are configured, a form can be signed, and PayFast's gateway answers. Any failure is a
 * 409 with a message saying what to fix.
 */
export async function testPayfast(deps: PaymentDeps): Promise<TestPayfastReply> {
  const { config, gateway } = deps;
  const { merchantId, merchantKey, passphrase } = config.payfast;
  if (!merchantId || !merchantKey) {
    throw conflict(
      'PayFast merchant credentials are not configured: set PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY in the server environment.',
    );
  }
  const settings = await getSystemSettings(deps.db);
  const mode = settings.payFastSandbox ? 'sandbox' : 'live';
  const gatewayUrl = gateway.baseUrl(mode);
  const checks: TestPayfastReply['checks'] = [
    { name: 'credentials', ok: true, message: `Merchant ID ${merchantId} and merchant key are configured` },
    {
      name: 'passphrase',
      ok: true,
      message: passphrase
        ? 'A passphrase is configured: every form and notification is signed with it'
        : 'No passphrase is configured: forms are signed without one (set PAYFAST_PASSPHRASE if your PayFast account has one)',
    },
  ];

  const sample = {
    merchant_id: merchantId,
    merchant_key: merchantKey,
    notify_url: notifyUrlOf(config),
    m_payment_id: 'configuration-test',
    amount: '5.00',
    item_name: 'Configuration test',
  };
  const signature = checkoutSignature(sample, passphrase);
  if (!/^[0-9a-f]{32}$/.test(signature)) throw conflict('Signing a PayFast form failed');
  checks.push({ name: 'signing', ok: true, message: `A test form was signed (${signature})` });

  const probe: Array<[string, string]> = [
    ['m_payment_id', 'configuration-test'],
    ['payment_status', 'COMPLETE'],
    ['amount_gross', '5.00'],
    ['merchant_id', merchantId],
  ];
  let answer: string;
  try {
    answer = await gateway.validate(mode, toParamString([...probe, ['signature', notificationSignature(probe, passphrase)]]));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw conflict(`PayFast ${mode} gateway did not answer: ${error.message}`);
    throw error;
  }
  checks.push({
    name: 'gateway',
    ok: true,
    message: `PayFast ${mode} at ${gatewayUrl} answered${answer ? ` "${answer.slice(0, 40)}"` : ''}`,
  });
  const notifyUrl = notifyUrlOf(config);
  const isNotifyPublic = !isLoopbackUrl(notifyUrl);
  checks.push({
    name: 'notify-url',
    ok: isNotifyPublic,
    message: isNotifyPublic
      ? `PayFast will post its notifications to ${notifyUrl}`
      : `PUBLIC_URL is on this machine (${notifyUrl}): PayFast cannot reach it, so payments would never be confirmed`,
  });
  return {
    message: isNotifyPublic ? PAYFAST_TEST_SUCCESS : `${PAYFAST_TEST_SUCCESS}, but PayFast cannot reach the notify URL ${notifyUrl}`,
    mode,
    gatewayUrl,
    checks,
  };
}
