import { Secret, TOTP } from 'otpauth';

/*
 * Codes of a second factor as an authenticator app computes them from its secret (RFC 6238: 6
 * digits, 30-second steps, HMAC-SHA-1), for the API tests and the browser journeys.
 */

const PERIOD_MS = 30_000;

/** The code an app shows for `secret` (base32) `steps` steps from now: -1 the one before, 1 the next. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * PERIOD_MS,
  });
}

/**
 * Waits, when the current step ends within `marginMs`, for the next one to begin: a test that sends
 * codes of the steps around now then has them read in the same step by the server.
 */
export async function awayFromStepEdge(marginMs = 3_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
