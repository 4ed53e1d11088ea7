import { describe, expect, it } from 'vitest';
import { canRevokeApiKey, keyAllows } from './policy';

const key = { userId: 'owner' };

describe('canRevokeApiKey', () => {
  it('lets the owner and admins revoke a key, and no one else', () => {
    expect(canRevokeApiKey({ id: 'owner', role: 'user' }, key)).toBe(true);
    expect(canRevokeApiKey({ id: 'admin', role: 'admin' }, key)).toBe(true);
    expect(canRevokeApiKey({ id: 'boss', role: 'super_admin' }, key)).toBe(true);
    expect(canRevokeApiKey({ id: 'other', role: 'user' }, key)).toBe(false);
    expect(canRevokeApiKey(null, key)).toBe(false);
  });
});

describe('keyAllows', () => {
  it('allows only the scopes the key holds', () => {
    expect(keyAllows(['read'], 'read')).toBe(true);
    expect(keyAllows(['read'], 'write')).toBe(false);
    expect(keyAllows(['read', 'write'], 'write')).toBe(true);
    expect(keyAllows([], 'read')).toBe(false);
  });
});
