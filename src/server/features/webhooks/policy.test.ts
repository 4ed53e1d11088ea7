import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { canManageWebhook, ownsWebhook } from './policy';

const webhook = { userId: 'owner' };
const owner: Viewer = { id: 'owner', role: 'user' };
const other: Viewer = { id: 'other', role: 'user' };
const admin: Viewer = { id: 'admin', role: 'admin' };
const superAdmin: Viewer = { id: 'boss', role: 'super_admin' };

describe('canManageWebhook', () => {
  it.each([
    ['the owner', owner],
    ['an admin', admin],
    ['a super admin', superAdmin],
  ])('lets %s delete an endpoint and read its deliveries', (_who, viewer) => {
    expect(canManageWebhook(viewer, webhook)).toBe(true);
  });

  it.each([
    ['another user', other],
    ['an anonymous visitor', null],
  ])('does not let %s', (_who, viewer) => {
    expect(canManageWebhook(viewer, webhook)).toBe(false);
  });
});

describe('ownsWebhook', () => {
  it('lets the owner alone replace the secret and resend: not even an admin', () => {
    expect(ownsWebhook(owner, webhook)).toBe(true);
    expect(ownsWebhook(admin, webhook)).toBe(false);
    expect(ownsWebhook(superAdmin, webhook)).toBe(false);
    expect(ownsWebhook(other, webhook)).toBe(false);
    expect(ownsWebhook(null, webhook)).toBe(false);
  });
});
