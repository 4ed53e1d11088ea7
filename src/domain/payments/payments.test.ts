import { describe, expect, it } from 'vitest';
import { CREDIT_AMOUNTS, decidePaymentMode, paymentItemName } from './payments';

describe('decidePaymentMode', () => {
  it('uses the mock page when PayFast is switched off, whatever else', () => {
    const decision = decidePaymentMode({ usePayFast: false, payFastSandbox: false, hasMerchantCredentials: true });
    expect(decision.mode).toBe('mock');
    expect(decision.reason).toMatch(/switched off/);
  });

  it('uses the mock page when the merchant credentials are missing, and says so', () => {
    const decision = decidePaymentMode({ usePayFast: true, payFastSandbox: true, hasMerchantCredentials: false });
    expect(decision.mode).toBe('mock');
    expect(decision.reason).toMatch(/PAYFAST_MERCHANT_ID/);
  });

  it('uses PayFast sandbox or live as the settings say', () => {
    expect(decidePaymentMode({ usePayFast: true, payFastSandbox: true, hasMerchantCredentials: true }).mode).toBe('sandbox');
    expect(decidePaymentMode({ usePayFast: true, payFastSandbox: false, hasMerchantCredentials: true }).mode).toBe('live');
  });
});

describe('payments', () => {
  it('maps a credit purchase of 5, 10 or 25 codes to a bundle', () => {
    expect(CREDIT_AMOUNTS).toEqual({ 5: 'starter', 10: 'professional', 25: 'enterprise' });
  });

  it('names what is bought', () => {
    expect(paymentItemName('zarcode', null)).toBe('ZARcode - 1 code');
    expect(paymentItemName('bundle', 'starter')).toBe('ZARcode Starter bundle - 5 ZARcodes');
  });
});
