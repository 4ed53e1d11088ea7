import { describe, expect, it } from 'vitest';
import { actingRole, isRecoveryCode, isTotpCode, mayUseAdminArea, mustEnrolTotp, normaliseCode, recoveryCodeOf } from './second-factor';

describe('mustEnrolTotp and actingRole', () => {
  it('hold back an admin or super admin without a second factor where it is required', () => {
    expect(mustEnrolTotp('admin', false, true)).toBe(true);
    expect(mustEnrolTotp('super_admin', false, true)).toBe(true);
    expect(actingRole('super_admin', false, true)).toBe('user');
  });

  it('let them act as admins once they have one, or where it is optional', () => {
    expect(actingRole('admin', true, true)).toBe('admin');
    expect(actingRole('super_admin', false, false)).toBe('super_admin');
    expect(mustEnrolTotp('admin', false, false)).toBe(false);
  });

  it('never ask it of users', () => {
    expect(mustEnrolTotp('user', false, true)).toBe(false);
  });

  it('keep the web app out of the admin area until the server says the admin may use it', () => {
    expect(mayUseAdminArea({ role: 'admin', mustEnrolTotp: true })).toBe(false);
    expect(mayUseAdminArea({ role: 'super_admin', mustEnrolTotp: false })).toBe(true);
    expect(mayUseAdminArea({ role: 'user', mustEnrolTotp: false })).toBe(false);
  });
});

describe('codes as typed', () => {
  it('read six digits with spaces as an authenticator code', () => {
    expect(isTotpCode(normaliseCode(' 123 456 '))).toBe(true);
    expect(isTotpCode(normaliseCode('12345'))).toBe(false);
    expect(isTotpCode(normaliseCode('1234567'))).toBe(false);
  });

  it('read a recovery code in any case, with or without its hyphens, look-alike letters as digits', () => {
    const code = recoveryCodeOf(new Uint8Array([0, 68, 50, 20, 199, 66, 84, 182, 53, 207]));
    expect(code).toBe('0123-4567-89ab-cdef');
    expect(normaliseCode('O123 4567 89AB CDEF')).toBe('0123456789abcdef');
    expect(isRecoveryCode(normaliseCode(code.toUpperCase()))).toBe(true);
    expect(isRecoveryCode(normaliseCode('0123-4567-89ab-cdeu'))).toBe(false);
    expect(isRecoveryCode(normaliseCode('0123-4567-89ab'))).toBe(false);
  });

  it('make recovery codes of 16 characters from 80 random bits', () => {
    expect(recoveryCodeOf(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(recoveryCodeOf(new Uint8Array(10).fill(255))).toBe('zzzz-zzzz-zzzz-zzzz');
    expect(() => recoveryCodeOf(new Uint8Array(9))).toThrow(/80 random bits/);
  });
});
