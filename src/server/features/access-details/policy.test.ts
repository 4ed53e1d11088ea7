import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { accessDetailsVia, canManageAccessDetails, isRecordedLook } from './policy';

const owner: Viewer = { id: 'owner', role: 'user' };
const admin: Viewer = { id: 'a', role: 'admin' };
const superAdmin: Viewer = { id: 's', role: 'super_admin' };
const courier: Viewer = { id: 'courier', role: 'user' };
const other: Viewer = { id: 'other', role: 'user' };
const code = { userId: 'owner' };
const none = { isNamedAccount: false, hasLiveLink: false };
const namedAccount = { ...none, isNamedAccount: true };
const liveLink = { ...none, hasLiveLink: true };

describe('accessDetailsVia', () => {
  it.each([
    ['the owner', 'owner', owner, none],
    ['an admin', 'admin', admin, none],
    ['a super admin', 'admin', superAdmin, none],
    ['a named account', 'account', courier, namedAccount],
    ['an anonymous visitor with a live delivery link', 'link', null, liveLink],
    ['another user with a live delivery link', 'link', other, liveLink],
  ])('shows access details to %s, as %s', (_who, via, viewer, rights) => {
    expect(accessDetailsVia(viewer, code, rights)).toBe(via);
  });

  it.each([
    ['another user', other, none],
    ['an anonymous visitor', null, none],
    // A named account counts only for a signed-in caller.
    ['an anonymous visitor, even when an account is named', null, namedAccount],
  ])('shows them to no one else: not to %s', (_who, viewer, rights) => {
    expect(accessDetailsVia(viewer, code, rights)).toBeNull();
  });
});

describe('canManageAccessDetails', () => {
  it.each([
    ['the owner', owner],
    ['an admin', admin],
  ])('lets %s manage', (_who, viewer) => {
    expect(canManageAccessDetails(viewer, code)).toBe(true);
  });

  it.each([
    ['a named account', courier],
    ['an anonymous visitor', null],
  ])('does not let %s manage', (_who, viewer) => {
    expect(canManageAccessDetails(viewer, code)).toBe(false);
  });
});

describe('isRecordedLook', () => {
  it("does not record the owner's own look", () => {
    expect(isRecordedLook('owner')).toBe(false);
  });

  it.each(['admin', 'account', 'link'] as const)('records a look as %s', (via) => {
    expect(isRecordedLook(via)).toBe(true);
  });
});
