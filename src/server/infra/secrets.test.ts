import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secrets';

const MASTER = 'a-jwt-secret-of-at-least-32-characters!';

describe('createSecretBox', () => {
  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const box = createSecretBox(MASTER, 'totp-secret');
    const [first, second] = [box.seal('JBSWY3DPEHPK3PXP'), box.seal('JBSWY3DPEHPK3PXP')];
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed with another master secret or for another purpose', () => {
    const sealed = createSecretBox(MASTER, 'totp-secret').seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(`${MASTER}x`, 'totp-secret').open(sealed)).toBeNull();
    expect(createSecretBox(MASTER, 'other-purpose').open(sealed)).toBeNull();
  });

  it('opens nothing changed since, shortened tags included', () => {
    const box = createSecretBox(MASTER, 'totp-secret');
    const [version, iv, tag, ciphertext] = box.seal('JBSWY3DPEHPK3PXP').split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0]! ^= 1;
    expect(box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open([version, iv, tag.slice(0, 6), ciphertext].join('.'))).toBeNull();
    expect(box.open(['v2', iv, tag, ciphertext].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
