import { describe, expect, it } from 'vitest';
import { CHECKOUT_FIELD_ORDER, checkoutSignatureString, formValue, notificationFormProblem, notificationParamString, notificationSignatureString, orderCheckoutFields, payfastEncode, payfastText, signedNotificationFields, type FormPairs } from './payfast';

// The rules are PayFast's ("Custom integration", step 2, the security signature): the non-blank
// fields in the order of the documentation's attribute list (never alphabetical), values trimmed and
// URL-encoded as PHP's urlencode does (upper-case hex, spaces as '+'), then '&passphrase=' when one
// is set. A notification (ITN) is signed over every field posted before 'signature', in the order
// posted, blank ones included (PayFast's PHP SDK, lib/PaymentIntegrations/Notification.php).

describe('payfastEncode', () => {
  it.each([
    ['writes spaces as +', 'First Name', 'First+Name'],
    ['percent-encodes in upper-case hex', 'https://your.domain/return.php', 'https%3A%2F%2Fyour.domain%2Freturn.php'],
    ['percent-encodes in upper-case hex', 'test@test.com', 'test%40test.com'],
    ['percent-encodes in upper-case hex', 'Order #1', 'Order+%231'],
    ["encodes what encodeURIComponent leaves alone, as PHP does: ! ~ * ' ( )", "!~*'()", '%21%7E%2A%27%28%29'],
    ['leaves letters, digits, -, _ and . as they are', 'AZaz09-_.', 'AZaz09-_.'],
    ['encodes UTF-8 bytes: an accent', 'Zoë', 'Zo%C3%AB'],
    ['encodes UTF-8 bytes: Cyrillic', 'Вася', '%D0%92%D0%B0%D1%81%D1%8F'],
    ['encodes UTF-8 bytes: an emoji', '😀', '%F0%9F%98%80'],
    ['survives a lone surrogate (never throws)', 'a\uD800b', 'a%EF%BF%BDb'],
    ['encodes + itself, so a literal plus is not read as a space', 'lindley+user1@appinlet.com', 'lindley%2Buser1%40appinlet.com'],
  ])('%s: %j -> %j', (_rule, text, encoded) => {
    expect(payfastEncode(text)).toBe(encoded);
  });
});

describe('checkout signature string', () => {
  // The fields of PayFast's own SDK test (tests/PaymentIntegrations/CustomIntegrationTest.php) with
  // the sandbox merchant of PayFast's documentation, given here out of order on purpose.
  const fields = {
    item_name: 'Order#123',
    amount: '10.00',
    m_payment_id: '1234',
    email_address: 'test@test.com',
    name_last: 'Last Name',
    name_first: 'First Name',
    notify_url: 'https://your.domain/notify.php',
    cancel_url: 'https://your.domain/cancel.php',
    return_url: 'https://your.domain/return.php',
    merchant_key: '46f0cd694581a',
    merchant_id: '10000100',
  };
  const expected =
    'merchant_id=10000100&merchant_key=46f0cd694581a' +
    '&return_url=https%3A%2F%2Fyour.domain%2Freturn.php' +
    '&cancel_url=https%3A%2F%2Fyour.domain%2Fcancel.php' +
    '&notify_url=https%3A%2F%2Fyour.domain%2Fnotify.php' +
    '&name_first=First+Name&name_last=Last+Name&email_address=test%40test.com' +
    '&m_payment_id=1234&amount=10.00&item_name=Order%23123';

  it("lists the fields in PayFast's order, whatever order they come in", () => {
    expect(checkoutSignatureString(fields)).toBe(expected);
  });

  it('appends the passphrase last, encoded', () => {
    expect(checkoutSignatureString(fields, 'jt7NOE43FZPn')).toBe(`${expected}&passphrase=jt7NOE43FZPn`);
    expect(checkoutSignatureString(fields, 'my pass/phrase')).toBe(`${expected}&passphrase=my+pass%2Fphrase`);
  });

  it('leaves blank fields out and trims values', () => {
    expect(checkoutSignatureString({ ...fields, name_first: '', name_last: '   ', item_description: undefined })).toBe(
      expected.replace('&name_first=First+Name&name_last=Last+Name', ''),
    );
    expect(checkoutSignatureString({ ...fields, amount: ' 10.00 ' })).toBe(expected);
  });

  it('orders the form the browser posts the same way', () => {
    const pairs = orderCheckoutFields(fields);
    expect(pairs.map(([name]) => name)).toEqual(
      CHECKOUT_FIELD_ORDER.filter((name) => name in fields),
    );
    expect(pairs[0]).toEqual(['merchant_id', '10000100']);
  });
});

describe('notification signature string', () => {
  const posted: Array<[string, string]> = [
    ['m_payment_id', '1234'],
    ['pf_payment_id', '1221576'],
    ['payment_status', 'COMPLETE'],
    ['item_name', 'Order#123'],
    ['item_description', ''],
    ['amount_gross', '10.00'],
    ['name_first', 'First Name'],
    ['merchant_id', '10000100'],
    ['signature', 'abc'],
  ];

  it('keeps the order posted and the blank fields, and stops at the signature', () => {
    expect(notificationParamString(posted)).toBe(
      'm_payment_id=1234&pf_payment_id=1221576&payment_status=COMPLETE&item_name=Order%23123' +
        '&item_description=&amount_gross=10.00&name_first=First+Name&merchant_id=10000100',
    );
  });

  it('ignores anything posted after the signature, as PayFast does', () => {
    expect(notificationParamString([...posted, ['extra', 'x']])).toBe(notificationParamString(posted));
  });

  it('appends the passphrase', () => {
    expect(notificationSignatureString(posted, 'jt7NOE43FZPn')).toBe(
      `${notificationParamString(posted)}&passphrase=jt7NOE43FZPn`,
    );
  });

  it('finds nothing wrong with a form as PayFast posts it', () => {
    expect(notificationFormProblem(posted)).toBeNull();
  });

  it('refuses a field after the signature, a field given twice, and a form with no signature', () => {
    expect(notificationFormProblem([...posted, ['payment_status', 'COMPLETE']])).toBe(
      'payment_status is posted after the signature, which does not cover it',
    );
    expect(notificationFormProblem([...posted, ['signature', 'abc']])).toBe(
      'signature is posted after the signature, which does not cover it',
    );
    const twice: FormPairs = [['amount_gross', '1.00'], ...posted];
    expect(notificationFormProblem(twice)).toBe('amount_gross is posted twice');
    expect(notificationFormProblem(posted.slice(0, -1))).toBe('The notification has no signature');
  });

  it('reads the signed fields: those before the signature', () => {
    expect(signedNotificationFields([...posted, ['extra', 'x']])).toEqual(posted.slice(0, -1));
  });

  it('reads the first value of a field', () => {
    expect(formValue(posted, 'amount_gross')).toBe('10.00');
    expect(formValue(posted, 'nothing')).toBeUndefined();
  });
});

describe('payfastText', () => {
  it('keeps printable ASCII, closes up spaces and cuts to the limit', () => {
    expect(payfastText('Café  Zoë 😀 gate', 100)).toBe('Cafe Zoe gate');
    expect(payfastText('x'.repeat(120), 100)).toHaveLength(100);
  });
});
