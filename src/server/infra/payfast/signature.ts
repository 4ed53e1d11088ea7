import { createHash, timingSafeEqual } from 'node:crypto';
import { checkoutSignatureString, formValue, notificationFormProblem, notificationSignatureString, orderCheckoutFields, type CheckoutFields, type FormPairs } from '../../../domain/payfast/payfast';

/** MD5 in lower-case hex, as PayFast's signatures are. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The signature of a checkout form (PayFast's "security signature"). */
export function checkoutSignature(fields: CheckoutFields, passphrase?: string): string {
  return md5Hex(checkoutSignatureString(fields, passphrase));
}

/**
 * The checkout form to post: non-blank fields in PayFast's order, then `signature`. The passphrase
 * is signed but never posted.
 */
export function signCheckoutForm(fields: CheckoutFields, passphrase?: string): FormPairs {
  return [...orderCheckoutFields(fields), ['signature', checkoutSignature(fields, passphrase)]];
}

/** The signature a notification's fields must carry. */
export function notificationSignature(pairs: FormPairs, passphrase?: string): string {
  return md5Hex(notificationSignatureString(pairs, passphrase));
}

/**
 * Whether a notification carries the signature of its own fields (compared in constant time), as
 * a form PayFast sends: nothing after the signature, no field twice (notificationFormProblem).
 */
export function isNotificationSignatureValid(pairs: FormPairs, passphrase?: string): boolean {
  if (notificationFormProblem(pairs)) return false;
  const given = formValue(pairs, 'signature');
  if (!given || !/^[0-9a-f]{32}$/i.test(given)) return false;
  const expected = notificationSignature(pairs, passphrase);
  return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
}
