import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { canRevokeApiKey, keyAllows } from './policy';

const key = { userId: 'owner' };

describe('canRevokeApiKey', () => {
  it.each<[string, Viewer]>([
    ['the owner', { id: 'owner', role: 'user' }],
    ['an admin', { id: 'admin', role: 'admin' }],
    ['a super admin', { id: 'boss', role: 'super_admin' }],
  ])('lets %s revoke a key', (_who, viewer) => {
    expect(canRevokeApiKey(viewer, key)).toBe(true);
  });

  it.each<[string, Viewer]>([
    ['another user', { id: 'other', role: 'user' }],
    ['an anonymous visitor', null],
  ])('does not let %s revoke a key', (_who, viewer) => {
    expect(canRevokeApiKey(viewer, key)).toBe(false);
  });
});

describe('keyAllows', () => {
  it.each([
    [['read'], 'read'],
    [['read', 'write'], 'write'],
  ] as const)('lets a key with the scopes %j %s', (scopes, needed) => {
    expect(keyAllows(scopes, needed)).toBe(true);
  });

  it.each([
    [['read'], 'write'],
    [[], 'read'],
  ] as const)('does not let a key with the scopes %j %s: it allows only the scopes it holds', (scopes, needed) => {
    expect(keyAllows(scopes, needed)).toBe(false);
  });
});
