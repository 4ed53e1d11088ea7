import { REFRESH_ADVISED_UNDER_MS, REFRESH_BEFORE_EXPIRY_MS, TOKEN_EXPIRY_TOLERANCE_MS } from '../../domain/auth/session-rules';

/**
 * Reads the expiry of a signed token (a JWT) without verifying it: the server verifies, the
 * browser only needs to know when to refresh. Returns milliseconds since the epoch, or null
 * when the token cannot be read.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token counts as expired only when its exp is more than 5 minutes past; unreadable counts as expired. */
export function isTokenExpired(token: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || now - expiresAt > TOKEN_EXPIRY_TOLERANCE_MS;
}

/** A refresh is advised when fewer than 600 seconds remain. */
export function isRefreshAdvised(token: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now < REFRESH_ADVISED_UNDER_MS;
}

/** Milliseconds until the scheduled refresh, 300 seconds before expiry; 0 when that moment has passed. */
export function refreshDelay(token: string, now: number): number | null {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return null;
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}
