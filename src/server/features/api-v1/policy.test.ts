import { describe, expect, it } from 'vitest';
import { canLocateByApi } from './policy';

const publicCode = { userId: 'owner', privacy: 'public' };
const privateCode = { userId: 'owner', privacy: 'private' };

describe('canLocateByApi', () => {
  it('locates public codes for everyone', () => {
    expect(canLocateByApi({ id: 'other', role: 'user' }, publicCode)).toBe(true);
    expect(canLocateByApi(null, publicCode)).toBe(true);
  });

  it("locates a private code only for its owner and admins", () => {
    expect(canLocateByApi({ id: 'owner', role: 'user' }, privateCode)).toBe(true);
    expect(canLocateByApi({ id: 'admin', role: 'admin' }, privateCode)).toBe(true);
    expect(canLocateByApi({ id: 'other', role: 'user' }, privateCode)).toBe(false);
    expect(canLocateByApi(null, privateCode)).toBe(false);
  });
});
