import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_NAME_MAX_LENGTH, payfastText, type CheckoutFields } from '../../../domain/payfast/payfast';
import { IMMEDIATE_SUBMIT_DELAY_MS, paymentItemName } from '../../../domain/payments/payments';
import type { NextStep } from '../../../domain/payments/schemas';
import { formatCents } from '../../../domain/pricing/pricing';
import type { Config } from '../../config';
import type { PayfastGateway } from '../../infra/payfast/gateway';
import { signCheckoutForm } from '../../infra/payfast/signature';
import { type SystemSettingsRow, notifyUrlOf } from '../settings';
import { codeFormTitle, type PaymentRow } from './presenter';

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * What the browser must do to pay a pending payment: open the mock page, or post the signed PayFast
 * form (fields in PayFast's order, the signature last; the passphrase is signed, never sent). Null
 * when a PayFast payment can no longer be paid from here (the merchant credentials are gone).
 */
export function buildNextStep(input: {
  payment: PaymentRow;
  buyer: Buyer;
  settings: SystemSettingsRow;
  config: Config;
  gateway: PayfastGateway;
}): NextStep | null {
  const { payment, buyer, settings, config, gateway } = input;
  if (payment.mode === 'mock') {
    return { kind: 'mock', url: `/payment/mock-payfast?paymentId=${payment.id}` };
  }
  const { merchantId, merchantKey, passphrase } = config.payfast;
  if (!merchantId || !merchantKey) return null;
  const fields: CheckoutFields = {
    merchant_id: merchantId,
    merchant_key: merchantKey,
    return_url: `${config.publicUrl}/payment/success?paymentId=${payment.id}`,
    cancel_url: `${config.publicUrl}/payment/cancel?paymentId=${payment.id}`,
    notify_url: notifyUrlOf(config),
    name_first: payfastText(buyer.firstName, 100),
    name_last: payfastText(buyer.lastName, 100),
    email_address: buyer.email,
    m_payment_id: payment.id,
    amount: formatCents(payment.amountCents),
    item_name: payfastText(paymentItemName(payment.product, payment.bundleType), ITEM_NAME_MAX_LENGTH),
    item_description: payfastText(codeFormTitle(payment.codeForm) ?? '', ITEM_DESCRIPTION_MAX_LENGTH),
  };
  const autoSubmit = settings.payFastAutoSubmit;
  const immediateSubmit = autoSubmit && settings.payFastImmediateSubmit;
  return {
    kind: 'payfast',
    mode: payment.mode,
    url: gateway.processUrl(payment.mode),
    method: 'POST',
    fields: signCheckoutForm(fields, passphrase),
    testPage: {
      debugMode: settings.payFastDebugMode,
      autoSubmit,
      immediateSubmit,
      timeoutMs: settings.payFastTestPageTimeout,
      submitDelayMs: autoSubmit ? (immediateSubmit ? IMMEDIATE_SUBMIT_DELAY_MS : settings.payFastTestPageTimeout) : null,
    },
  };
}
