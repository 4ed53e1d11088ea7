import { describe, expect, it } from 'vitest';
import { canSeeLocationRequest } from './policy';

describe('canSeeLocationRequest', () => {
  const request = { userId: 'dispatcher' };
  it('shows a request to its requester and to admins only', () => {
    expect(canSeeLocationRequest({ id: 'dispatcher', role: 'user' }, request)).toBe(true);
    expect(canSeeLocationRequest({ id: 'a', role: 'admin' }, request)).toBe(true);
    expect(canSeeLocationRequest({ id: 's', role: 'super_admin' }, request)).toBe(true);
    expect(canSeeLocationRequest({ id: 'other', role: 'user' }, request)).toBe(false);
    expect(canSeeLocationRequest(null, request)).toBe(false);
  });
});
