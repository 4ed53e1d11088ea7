import { describe, expect, it } from 'vitest';
import { canReplaceRequestLink, canSeeLocationRequest } from './policy';

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

describe('canReplaceRequestLink', () => {
  const request = { userId: 'dispatcher' };
  it('lets only the requester make a new link, not admins', () => {
    expect(canReplaceRequestLink({ id: 'dispatcher', role: 'user' }, request)).toBe(true);
    expect(canReplaceRequestLink({ id: 'a', role: 'admin' }, request)).toBe(false);
    expect(canReplaceRequestLink({ id: 's', role: 'super_admin' }, request)).toBe(false);
    expect(canReplaceRequestLink({ id: 'other', role: 'user' }, request)).toBe(false);
    expect(canReplaceRequestLink(null, request)).toBe(false);
  });
});
