/**
 * PayFast's signature strings, built as PayFast's documentation and its PHP SDK build them. Pure string
 * work: the MD5 of these strings is taken on the server (src/server/infra/payfast), as only the
 * server knows the passphrase.
 */

/**
 * The checkout form's fields in the order of PayFast's documentation ("Create your checkout form"):
 * the signature string lists them in this order, never alphabetically.
 */
export const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;
export type CheckoutFieldName = (typeof CHECKOUT_FIELD_ORDER)[number];
export type CheckoutFields = Partial<Record<CheckoutFieldName, string>>;

/** A form as posted: names and values in their order. */
export type FormPairs = Array<[string, string]>;

/** payment_status values of a notification (ITN). */
export const PAYFAST_STATUS = { complete: 'COMPLETE', cancelled: 'CANCELLED', failed: 'FAILED' } as const;

/** PayFast's item_name and item_description limits. */
export const ITEM_NAME_MAX_LENGTH = 100;
export const ITEM_DESCRIPTION_MAX_LENGTH = 255;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * URL-encodes a value as PHP's urlencode does, which is what PayFast hashes: UTF-8 bytes, every
 * character but letters, digits, '-', '_' and '.' percent-encoded in upper-case hex, spaces as '+'.
 * (encodeURIComponent alone leaves ! ~ * ' ( ) and writes spaces as %20.)
 */
export function payfastEncode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function withPassphrase(paramString: string, passphrase: string | undefined): string {
  return passphrase ? `${paramString}&passphrase=${payfastEncode(passphrase.trim())}` : paramString;
}

/**
 * The checkout form's fields in PayFast's order with blank ones left out and values trimmed: what the
 * browser posts (before the signature) and what is signed.
 */
export function orderCheckoutFields(fields: CheckoutFields): FormPairs {
  const pairs: FormPairs = [];
  for (const name of CHECKOUT_FIELD_ORDER) {
    const value = fields[name]?.trim();
    if (value) pairs.push([name, value]);
  }
  return pairs;
}

/** name=value pairs joined by '&', each value encoded as PayFast encodes it. */
export function toParamString(pairs: FormPairs): string {
  return pairs.map(([name, value]) => `${name}=${payfastEncode(value)}`).join('&');
}

/**
 * The string whose MD5 is the checkout form's signature: the non-blank fields in PayFast's order,
 * trimmed and encoded, then `&passphrase=...` when the merchant set one.
 */
export function checkoutSignatureString(fields: CheckoutFields, passphrase?: string): string {
  return withPassphrase(toParamString(orderCheckoutFields(fields)), passphrase);
}

/**
 * Why a notification's form is not one PayFast sends, or null when it is: `signature` posted once,
 * last, and no field given twice. A field after the signature is not signed, and of a field given
 * twice we could read one value while PayFast's validate call reads the other; so such a form is
 * refused whole, and values are read only from the signed fields.
 */
export function notificationFormProblem(pairs: FormPairs): string | null {
  const seen = new Set<string>();
  for (const [name] of pairs) {
    const shown = name.slice(0, 40);
    if (seen.has('signature')) return `${shown} is posted after the signature, which does not cover it`;
    if (seen.has(name)) return `${shown} is posted twice`;
    seen.add(name);
  }
  return seen.has('signature') ? null : 'The notification has no signature';
}

/** The fields PayFast signed: every field posted before `signature`, in the order posted, blanks included. */
export function signedNotificationFields(pairs: FormPairs): FormPairs {
  const end = pairs.findIndex(([name]) => name === 'signature');
  return end === -1 ? pairs : pairs.slice(0, end);
}

/** The signed fields as PayFast signed them (signedNotificationFields): also the body of the validate call. */
export function notificationParamString(pairs: FormPairs): string {
  return toParamString(signedNotificationFields(pairs));
}

/** The string whose MD5 a notification's `signature` must be. */
export function notificationSignatureString(pairs: FormPairs, passphrase?: string): string {
  return withPassphrase(notificationParamString(pairs), passphrase);
}

/** The first value posted under `name`, or undefined. */
export function formValue(pairs: FormPairs, name: string): string | undefined {
  return pairs.find(([key]) => key === name)?.[1];
}

/**
 * Text PayFast accepts in item_name and item_description: printable ASCII only (accents and emoji
 * are dropped, runs of spaces closed up), cut to `max` characters.
 */
export function payfastText(text: string, max: number): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, max).trim();
}
