import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { changeRequestAccess, mayMoveCode, type RequestFacts } from './policy';

const owner: Viewer = { id: 'owner-id', role: 'user' };
const other: Viewer = { id: 'other-id', role: 'user' };
const admin: Viewer = { id: 'admin-id', role: 'admin' };
const superAdmin: Viewer = { id: 'super-id', role: 'super_admin' };
const code = { userId: 'owner-id' };
const APPROVED_AT = new Date('2026-03-02T08:00:00.000Z');
const at = (hours: number, minutes = 0) => new Date(APPROVED_AT.getTime() + (hours * 60 + minutes) * 60_000);
const approved: RequestFacts = { userId: 'owner-id', status: 'approved', approvedAt: APPROVED_AT, dismissedAt: null };
const pending: RequestFacts = { userId: 'owner-id', status: 'pending', approvedAt: null, dismissedAt: null };

describe('mayMoveCode', () => {
  it('lets the owner move the code at 23 h 59 after the approval, and not at 24 h 01', () => {
    expect(mayMoveCode(owner, code, approved, at(23, 59))).toBe(true);
    expect(mayMoveCode(owner, code, approved, at(24, 1))).toBe(false);
  });

  it('never lets anyone else move it, admins included, even in the window', () => {
    for (const viewer of [other, admin, superAdmin, null]) expect(mayMoveCode(viewer, code, approved, at(1))).toBe(false);
  });

  it('refuses the owner without an approval: no request, pending, rejected or applied', () => {
    expect(mayMoveCode(owner, code, null, at(1))).toBe(false);
    expect(mayMoveCode(owner, code, pending, at(1))).toBe(false);
    expect(mayMoveCode(owner, code, { ...approved, status: 'rejected' }, at(1))).toBe(false);
    expect(mayMoveCode(owner, code, { ...approved, status: 'applied' }, at(1))).toBe(false);
  });

  it("refuses an approval someone else asked for (the code has changed hands since)", () => {
    expect(mayMoveCode(owner, code, { ...approved, userId: 'other-id' }, at(1))).toBe(false);
  });
});

describe('changeRequestAccess', () => {
  const nothing = { canSee: false, canDismiss: false, canMove: false, canApprove: false, canReject: false };

  it.each([
    ['lets the owner see and dismiss', owner, { ...nothing, canSee: true, canDismiss: true }],
    ['lets an admin decide', admin, { ...nothing, canApprove: true, canReject: true }],
    ['lets a super admin decide', superAdmin, { ...nothing, canApprove: true, canReject: true }],
    ['shows another user nothing of', other, nothing],
  ])('%s a pending request', (_who, viewer, access) => {
    expect(changeRequestAccess(viewer, pending, at(1))).toEqual(access);
  });

  it('lets the owner move in the window; past it the notice is gone and nothing is left to do', () => {
    expect(changeRequestAccess(owner, approved, at(23, 59))).toMatchObject({ canMove: true, canDismiss: true });
    expect(changeRequestAccess(owner, approved, at(24, 1))).toMatchObject({ canMove: false, canDismiss: false });
    expect(changeRequestAccess(admin, approved, at(1))).toMatchObject({ canApprove: false, canReject: false });
  });

  it('leaves nothing to dismiss once dismissed', () => {
    expect(changeRequestAccess(owner, { ...pending, dismissedAt: at(0) }, at(1)).canDismiss).toBe(false);
  });
});
