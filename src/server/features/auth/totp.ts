import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { TotpEnrolmentReply } from '../../../domain/auth/schemas';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS, recoveryCodeOf } from '../../../domain/auth/second-factor';

/*
 * The second factor's codes (otpauth, RFC 6238 TOTP): what authenticator apps compute from a secret,
 * and the recovery codes given beside it.
 */

/** The purpose the TOTP secrets' sealing key is derived for (infra/secrets.ts createSecretBox). */
export const TOTP_SECRET_PURPOSE = 'totp-secret';

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What setting up a secret shows: the secret, the otpauth:// link (issuer ZARcode, the account's e-mail) and its QR code. */
export async function enrolmentOf(secret: string, email: string): Promise<TotpEnrolmentReply> {
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step whose code `code` is (the current one, or the one before or after), or null
 * when it is none of them.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten new recovery codes, as shown to their holder. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeOf(randomBytes(10)));

/**
 * What is kept of a recovery code (normalised): SHA-256 of the account's id and the code. 80 random
 * bits need no slow hash; the id keeps two accounts' equal codes apart.
 */
export const recoveryCodeHash = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');
