import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { canSeeOthersPayments, isBuyer } from './policy';

const buyer: Viewer = { id: 'buyer-id', role: 'user' };
const other: Viewer = { id: 'other-id', role: 'user' };
const admin: Viewer = { id: 'admin-id', role: 'admin' };
const superAdmin: Viewer = { id: 'super-id', role: 'super_admin' };
const payment = { userId: 'buyer-id' };

describe('canSeeOthersPayments', () => {
  it('lets admins and super admins see anyone’s payments', () => {
    expect(canSeeOthersPayments(admin)).toBe(true);
    expect(canSeeOthersPayments(superAdmin)).toBe(true);
  });

  it('keeps users and anonymous visitors to their own', () => {
    expect(canSeeOthersPayments(buyer)).toBe(false);
    expect(canSeeOthersPayments(null)).toBe(false);
  });
});

describe('isBuyer', () => {
  it('is true for the buyer only, admins included', () => {
    expect(isBuyer(buyer, payment)).toBe(true);
    for (const viewer of [other, admin, superAdmin, null]) expect(isBuyer(viewer, payment)).toBe(false);
  });

  it('is false for everyone when the buyer’s account is gone', () => {
    expect(isBuyer(buyer, { userId: null })).toBe(false);
  });
});
