import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '../../../domain/webhooks/webhooks';

/** The hex HMAC-SHA256 of `{t}.{body}` with the endpoint's secret (the whole secret, prefix included, as UTF-8). */
function signatureOf(secret: string, body: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
}

/**
 * The ZARcode-Signature header of a delivery: `t={unix seconds},v1={hex}`, where hex is the
 * HMAC-SHA256 with the endpoint's secret of the time, a dot and the raw body. Signing the time with
 * the body lets a receiver refuse an old delivery replayed to it.
 */
export function webhookSignatureHeader(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${signatureOf(secret, body, timestampSeconds)}`;
}

/**
 * Whether `header` signs `body` with `secret`, at most `toleranceSeconds` before (or after) `nowSeconds`:
 * what a receiver checks (the README shows the same in a few lines of Node). Any of several v1
 * entries may match; the comparison takes the same time whatever the hex holds.
 */
export function isWebhookSignatureValid(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const entries = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(entries.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, body, timestamp), 'hex');
  return entries
    .filter(([name, value]) => name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
