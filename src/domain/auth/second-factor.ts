import { isAdminRole, type Role } from './roles';

/*
 * The second factor at sign-in: a code from an authenticator app (TOTP, RFC 6238, as Google
 * Authenticator, Microsoft Authenticator, Authy and the others read it: 6 digits, a new one every
 * 30 s, HMAC-SHA-1), or one of ten single-use recovery codes given when it was turned on. Admins and
 * super admins must have one where ADMIN_MFA is `required` (the default); anyone may turn one on.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one passes too: a phone's clock may be a little off. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are 16 characters of Crockford's base32 (80 random bits), shown in groups of four. */
export const RECOVERY_CODE_LENGTH = 16;
const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The sign-in's answer (401, with `totpRequired: true`) once the password was right. */
export const TOTP_REQUIRED_MESSAGE = 'Enter the code from your authenticator app';
export const WRONG_TOTP_MESSAGE = 'That code is not right, or it has expired';
export const USED_TOTP_MESSAGE = 'That code has been used already: wait for the next one';
/** The server's key for the secrets changed (a new JWT_SECRET): the app's codes cannot be checked, recovery codes still can. */
export const UNREADABLE_TOTP_MESSAGE = "Your authenticator app's codes cannot be checked any more: use a recovery code, then set up two-step sign-in again";
export const ADMIN_TOTP_REQUIRED_MESSAGE = 'Set up two-step sign-in before using the admin area';
export const TOTP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on';
export const TOTP_NOT_STARTED_MESSAGE = 'Start setting up two-step sign-in first';
export const TOTP_NOT_ON_MESSAGE = 'Two-step sign-in is not on';
export const CODE_REQUIRED_MESSAGE = 'Enter a code';

/**
 * Whether an admin or super admin must still set up the second factor: until they do, they act as
 * users, and every admin endpoint refuses them with ADMIN_TOTP_REQUIRED_MESSAGE.
 * @param isAdminTotpRequired the ADMIN_MFA setting is `required`
 */
export function mustEnrolTotp(role: Role, hasTotp: boolean, isAdminTotpRequired: boolean): boolean {
  return isAdminTotpRequired && isAdminRole(role) && !hasTotp;
}

/** The role a caller acts with: `user` for an admin who must still set up the second factor. */
export function actingRole(role: Role, hasTotp: boolean, isAdminTotpRequired: boolean): Role {
  return mustEnrolTotp(role, hasTotp, isAdminTotpRequired) ? 'user' : role;
}

/**
 * Whether a signed-in user, as the server describes them, may use the admin area now: an admin who
 * must still set up the second factor is refused every admin call until they do.
 */
export const mayUseAdminArea = (user: { role: Role; mustEnrolTotp: boolean }) => isAdminRole(user.role) && !user.mustEnrolTotp;

/**
 * A code as typed, ready to compare: spaces and hyphens dropped, lower case, and the letters
 * Crockford's base32 reads as digits (o as 0, i and l as 1).
 */
export function normaliseCode(typed: string): string {
  return typed
    .replace(/[\s-]+/g, '')
    .toLowerCase()
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
}

/** Whether a normalised code is an authenticator app's (six digits). */
export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** Whether a normalised code has the shape of a recovery code. */
export const isRecoveryCode = (code: string) =>
  code.length === RECOVERY_CODE_LENGTH && [...code].every((character) => RECOVERY_CODE_ALPHABET.includes(character));

/**
 * A recovery code from 10 random bytes: 16 characters of Crockford's base32, in groups of four
 * (`7k2m-...`). The bytes come from the caller (the server's cryptographic generator).
 */
export function recoveryCodeOf(randomBytes: Uint8Array): string {
  if (randomBytes.length * 8 < RECOVERY_CODE_LENGTH * 5) throw new Error('A recovery code needs 80 random bits');
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of randomBytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < RECOVERY_CODE_LENGTH) {
      code += RECOVERY_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code.match(/.{4}/g)!.join('-');
}
