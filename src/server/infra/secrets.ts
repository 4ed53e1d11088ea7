import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

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

const TAG_BYTES = 16;

/** Seals short secrets kept in the database (a second factor's TOTP secret), so that a copy of the database alone does not give them. */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
  seal(text: string): string;
  /** The sealed text, or null when it was sealed with another key or changed since. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA-256) from `masterSecret` for one `purpose`, so that the
 * same master secret (the JWT secret) gives unrelated keys for unrelated uses.
 */
export function createSecretBox(masterSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'zarcode', purpose, 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || ciphertext === undefined) return null;
      try {
        // A tag of the full length only: GCM would otherwise accept a shortened one.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
