import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new secret for a link or key: `bytes` random bytes from the system's cryptographic generator,
 * written as base64url after `prefix`. Every secret the product hands out has at least 128 bits.
 */
export function newSecret(bytes: number, prefix = ''): string {
  if (bytes < 16) throw new Error('A secret needs at least 16 random bytes (128 bits)');
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/**
 * What is stored of a secret: its SHA-256 in hex. The secrets are long random strings, so a plain
 * hash is enough (no salt or slow hash), and a lookup by hash is one index probe.
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Whether a secret someone sent is the one we hold, in a time that tells nothing of where they
 * differ: both are hashed first, so that texts of any lengths compare as 32 bytes each.
 */
export function isSameSecret(sent: string, held: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(held));
}
