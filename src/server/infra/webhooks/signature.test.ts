import { describe, expect, it } from 'vitest';
import { isWebhookSignatureValid, webhookSignatureHeader } from './signature';

const SECRET = 'whsec_test-secret';
const BODY = '{"id":"evt_1","type":"zarcode.moved"}';
const T = 1_767_225_600;
/** `echo -n '1767225600.{body}' | openssl dgst -sha256 -hmac 'whsec_test-secret'`: worked out apart from our code. */
const OPENSSL_HEX = 'cb47d5ed91fb92c7cdbff28c21b23d9a11947d30d5a23fda3ac11830bfdc4c0e';

describe('webhookSignatureHeader', () => {
  it('signs "{t}.{raw body}" with HMAC-SHA256 and the secret, as t={unix seconds},v1={hex}', () => {
    expect(webhookSignatureHeader(SECRET, BODY, T)).toBe(`t=${T},v1=${OPENSSL_HEX}`);
  });

  it('gives another signature for another time, body or secret', () => {
    const header = webhookSignatureHeader(SECRET, BODY, T);
    expect(webhookSignatureHeader(SECRET, BODY, T + 1)).not.toBe(header);
    expect(webhookSignatureHeader(SECRET, `${BODY} `, T)).not.toBe(header);
    expect(webhookSignatureHeader(`${SECRET}x`, BODY, T)).not.toBe(header);
  });
});

describe('isWebhookSignatureValid', () => {
  const header = webhookSignatureHeader(SECRET, BODY, T);

  it('accepts the signature of the body within five minutes either way', () => {
    expect(isWebhookSignatureValid(SECRET, BODY, header, T)).toBe(true);
    expect(isWebhookSignatureValid(SECRET, BODY, header, T + 300)).toBe(true);
    expect(isWebhookSignatureValid(SECRET, BODY, header, T - 300)).toBe(true);
  });

  it('refuses a signature older than five minutes: a delivery replayed later', () => {
    expect(isWebhookSignatureValid(SECRET, BODY, header, T + 301)).toBe(false);
  });

  it('refuses a changed body, another secret and a header that is not a signature', () => {
    expect(isWebhookSignatureValid(SECRET, BODY.replace('moved', 'deleted'), header, T)).toBe(false);
    expect(isWebhookSignatureValid('whsec_other', BODY, header, T)).toBe(false);
    expect(isWebhookSignatureValid(SECRET, BODY, `t=${T}`, T)).toBe(false);
    expect(isWebhookSignatureValid(SECRET, BODY, `t=${T},v1=abc`, T)).toBe(false);
    expect(isWebhookSignatureValid(SECRET, BODY, `v1=${OPENSSL_HEX}`, T)).toBe(false);
    expect(isWebhookSignatureValid(SECRET, BODY, '', T)).toBe(false);
  });

  it('accepts a header with several v1 entries when one of them matches', () => {
    expect(isWebhookSignatureValid(SECRET, BODY, `t=${T},v1=${'0'.repeat(64)},v1=${OPENSSL_HEX}`, T)).toBe(true);
  });
});
