import { describe, expect, it } from 'vitest';
import { CREDIT_AMOUNTS, decidePaymentMode, paymentItemName } from './payments';

describe('decidePaymentMode', () => {
  it('uses the mock page when PayFast is switched off, whatever else', () => {
    for (const missingSettings of [[], ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY']]) {
      const decision = decidePaymentMode({ usePayFast: false, payFastSandbox: false, missingSettings });
      expect(decision.mode).toBe('mock');
      expect(decision.reason).toMatch(/switched off/);
    }
  });

  it('takes no payment at all, never a mock one, when PayFast is on and merchant settings are missing, and names them', () => {
    const both = decidePaymentMode({ usePayFast: true, payFastSandbox: true, missingSettings: ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'] });
    expect(both.mode).toBeNull();
    expect(both.reason).toBe(
      "PayFast is switched on, but PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are not set in the server's environment: no payment can be taken until they are set and the server restarted, or PayFast is switched off (mock payments).",
    );
    const one = decidePaymentMode({ usePayFast: true, payFastSandbox: false, missingSettings: ['PAYFAST_MERCHANT_KEY'] });
    expect(one.mode).toBeNull();
    expect(one.reason).toMatch(/but PAYFAST_MERCHANT_KEY is not set .* until it is set/);
  });

  it('uses PayFast sandbox or live as the settings say', () => {
    expect(decidePaymentMode({ usePayFast: true, payFastSandbox: true, missingSettings: [] }).mode).toBe('sandbox');
    expect(decidePaymentMode({ usePayFast: true, payFastSandbox: false, missingSettings: [] }).mode).toBe('live');
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
