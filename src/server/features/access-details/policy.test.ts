import { describe, expect, it } from 'vitest';
import { accessDetailsVia, canManageAccessDetails, isRecordedLook } from './policy';

const code = { userId: 'owner' };
const none = { isNamedAccount: false, hasLiveLink: false };

describe('accessDetailsVia', () => {
  it('shows access details to the owner and admins', () => {
    expect(accessDetailsVia({ id: 'owner', role: 'user' }, code, none)).toBe('owner');
    expect(accessDetailsVia({ id: 'a', role: 'admin' }, code, none)).toBe('admin');
    expect(accessDetailsVia({ id: 's', role: 'super_admin' }, code, none)).toBe('admin');
  });

  it('shows them to a named account and to a live delivery link, and to no one else', () => {
    expect(accessDetailsVia({ id: 'courier', role: 'user' }, code, { ...none, isNamedAccount: true })).toBe('account');
    expect(accessDetailsVia(null, code, { ...none, hasLiveLink: true })).toBe('link');
    expect(accessDetailsVia({ id: 'other', role: 'user' }, code, { ...none, hasLiveLink: true })).toBe('link');
    expect(accessDetailsVia({ id: 'other', role: 'user' }, code, none)).toBeNull();
    expect(accessDetailsVia(null, code, none)).toBeNull();
  });

  it('counts a named account only for a signed-in caller', () => {
    expect(accessDetailsVia(null, code, { isNamedAccount: true, hasLiveLink: false })).toBeNull();
  });
});

describe('canManageAccessDetails', () => {
  it('lets the owner and admins manage, not a named account', () => {
    expect(canManageAccessDetails({ id: 'owner', role: 'user' }, code)).toBe(true);
    expect(canManageAccessDetails({ id: 'a', role: 'admin' }, code)).toBe(true);
    expect(canManageAccessDetails({ id: 'courier', role: 'user' }, code)).toBe(false);
    expect(canManageAccessDetails(null, code)).toBe(false);
  });
});

describe('isRecordedLook', () => {
  it("records every look but the owner's own", () => {
    expect(isRecordedLook('owner')).toBe(false);
    expect(isRecordedLook('admin')).toBe(true);
    expect(isRecordedLook('account')).toBe(true);
    expect(isRecordedLook('link')).toBe(true);
  });
});
