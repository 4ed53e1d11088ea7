import { describe, expect, it } from 'vitest';
import { checkoutSignature, isNotificationSignatureValid, md5Hex, notificationSignature, signCheckoutForm } from './signature';

type Pairs = Array<[string, string]>;

// Worked examples with signatures PayFast itself produced:
// - PayFast's PHP SDK, tests/PaymentIntegrations/NotificationTest.php (github.com/Payfast/payfast-php-sdk):
//   a sandbox ITN signed without a passphrase (4078bca2...), and the SDK's earlier sample ITN
//   (ac4c3e99...), which is signed with the passphrase of PayFast's sandbox documentation,
//   jt7NOE43FZPn.
// - django-payfast's "known good" ITN from PayFast's sandbox (payfast/tests.py,
//   github.com/PiDelport/django-payfast): 94b05677..., with a space in a value.
// - django-payfast's checkout signatures (same file), including Cyrillic text, parentheses and blank
//   fields left out: 48136660..., 6551205f..., 8f643596....

const blanks = (names: string[]): Pairs => names.map((name) => [name, '']);
const CUSTOM = [
  ...['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'],
  ...['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'],
];

const sdkNotification: Pairs = [
  ['m_payment_id', '000000020'],
  ['pf_payment_id', '1579137'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Order #000000020'],
  ['item_description', ''],
  ['amount_gross', '15.00'],
  ['amount_fee', '-2.30'],
  ['amount_net', '12.70'],
  ...blanks(CUSTOM),
  ['name_first', 'Tom'],
  ['name_last', 'Tom'],
  ['email_address', 'lindley+user1@appinlet.com'],
  ['merchant_id', '10027938'],
  ['signature', '4078bca2c8987e0e0c4e7230f2f46323'],
];

const sdkNotificationWithPassphrase: Pairs = [
  ['m_payment_id', '1234'],
  ['pf_payment_id', '1221576'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Order#123'],
  ['item_description', ''],
  ['amount_gross', '10.00'],
  ['amount_fee', '-0.23'],
  ['amount_net', '9.77'],
  ...blanks(CUSTOM),
  ['name_first', 'First'],
  ['name_last', 'Last'],
  ['email_address', 'test@test.com'],
  ['merchant_id', '10000100'],
  ['signature', 'ac4c3e993d31b5b9d525dc0087051437'],
];

const sandboxNotification: Pairs = [
  ['m_payment_id', ''],
  ['pf_payment_id', '558900'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Flux capacitor'],
  ['item_description', ''],
  ['amount_gross', '123.00'],
  ['amount_fee', '-2.80'],
  ['amount_net', '120.20'],
  ...blanks(CUSTOM),
  ['name_first', 'Test'],
  ['name_last', 'User 01'],
  ['email_address', 'sbtu01@payfast.co.za'],
  ['merchant_id', '10000100'],
  ['signature', '94b05677771813701468289ed3cabed1'],
];

describe('md5Hex', () => {
  it('is MD5 in lower-case hex', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});

describe('notification signatures: PayFast worked examples', () => {
  it("accepts PayFast's SDK notification, signed without a passphrase", () => {
    expect(notificationSignature(sdkNotification)).toBe('4078bca2c8987e0e0c4e7230f2f46323');
    expect(isNotificationSignatureValid(sdkNotification)).toBe(true);
  });

  it("accepts the SDK's sample signed with the sandbox passphrase, and only with it", () => {
    expect(notificationSignature(sdkNotificationWithPassphrase, 'jt7NOE43FZPn')).toBe(
      'ac4c3e993d31b5b9d525dc0087051437',
    );
    expect(isNotificationSignatureValid(sdkNotificationWithPassphrase, 'jt7NOE43FZPn')).toBe(true);
    expect(isNotificationSignatureValid(sdkNotificationWithPassphrase)).toBe(false);
    expect(isNotificationSignatureValid(sdkNotificationWithPassphrase, 'another')).toBe(false);
  });

  it('accepts a notification from PayFast sandbox with a space in a value (User+01)', () => {
    expect(isNotificationSignatureValid(sandboxNotification)).toBe(true);
  });

  it('refuses a changed amount, a reordered form and a missing or malformed signature', () => {
    const changed = sdkNotification.map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '1.00' : v]);
    expect(isNotificationSignatureValid(changed)).toBe(false);
    const reordered: Pairs = [sdkNotification[1]!, sdkNotification[0]!, ...sdkNotification.slice(2)];
    expect(isNotificationSignatureValid(reordered)).toBe(false);
    expect(isNotificationSignatureValid(sdkNotification.slice(0, -1))).toBe(false);
    const junk = sdkNotification.map(([k, v]): [string, string] => [k, k === 'signature' ? 'not-a-hash' : v]);
    expect(isNotificationSignatureValid(junk)).toBe(false);
  });

  it('refuses a correctly signed form with a field after the signature or a field twice', () => {
    expect(isNotificationSignatureValid([...sdkNotification, ['payment_status', 'COMPLETE']])).toBe(false);
    const withSecondAmount: Pairs = [...sdkNotification.slice(0, -1), ['amount_gross', '1.00']];
    expect(isNotificationSignatureValid([...withSecondAmount, ['signature', notificationSignature(withSecondAmount)]])).toBe(false);
  });

  it('accepts the signature in upper-case hex too', () => {
    const upper = sdkNotification.map(([k, v]): [string, string] => [k, k === 'signature' ? v.toUpperCase() : v]);
    expect(isNotificationSignatureValid(upper)).toBe(true);
  });
});

describe('checkout signatures', () => {
  const djangoCheckout = {
    merchant_id: '10000100',
    merchant_key: '46f0cd694581a',
    notify_url: 'http://127.0.0.1:8000/payfast/notify/',
    name_first: 'Вася',
    name_last: 'Пупников',
    m_payment_id: '23',
    amount: '234',
    item_name: 'Payment (Планета суши). ID:272-15',
  };

  it("matches the known signatures, blank fields left out", () => {
    expect(checkoutSignature(djangoCheckout)).toBe('481366608545707be67c6514386b3fb1');
    expect(checkoutSignature({ ...djangoCheckout, name_first: '' })).toBe('6551205f0fee13cf09174b0b887ec5b3');
    expect(checkoutSignature({ ...djangoCheckout, name_first: '', name_last: '' })).toBe(
      '8f6435965cd9b00a9a965d93fc6c4c48',
    );
  });

  it('signs with the passphrase at the end of the string', () => {
    const withPassphrase = checkoutSignature(djangoCheckout, 'jt7NOE43FZPn');
    expect(withPassphrase).not.toBe('481366608545707be67c6514386b3fb1');
    expect(withPassphrase).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts the fields in order with the signature last, never the passphrase', () => {
    const form = signCheckoutForm(djangoCheckout, 'jt7NOE43FZPn');
    expect(form.map(([name]) => name)).toEqual([
      'merchant_id',
      'merchant_key',
      'notify_url',
      'name_first',
      'name_last',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(form.at(-1)).toEqual(['signature', checkoutSignature(djangoCheckout, 'jt7NOE43FZPn')]);
    expect(JSON.stringify(form)).not.toContain('jt7NOE43FZPn');
  });
});
