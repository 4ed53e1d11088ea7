import { describe, expect, it } from 'vitest';
import { storedUserOf } from './stored-user';
import { makeUser } from './test-helpers';

describe('storedUserOf', () => {
  it('keeps a user of the right shape', () => {
    const user = makeUser();
    expect(storedUserOf(user)).toEqual(user);
  });

  it('drops fields the user does not have', () => {
    const user = makeUser();
    expect(storedUserOf({ ...user, password: 'secret' })).toEqual(user);
  });

  it('accepts a contact number or none', () => {
    expect(storedUserOf(makeUser({ contactTel: '082 123 4567' }))).toEqual(makeUser({ contactTel: '082 123 4567' }));
    expect(storedUserOf(makeUser({ contactTel: null }))).toEqual(makeUser({ contactTel: null }));
  });

  it('refuses a missing field, a wrong type or an unknown role', () => {
    const { email: _email, ...withoutEmail } = makeUser();
    expect(storedUserOf(withoutEmail)).toBeNull();
    expect(storedUserOf({ ...makeUser(), isActive: 'yes' })).toBeNull();
    expect(storedUserOf({ ...makeUser(), role: 'owner' })).toBeNull();
  });

  it('keeps a user stored before the second factor existed, holding an admin back until the server says', () => {
    const { hasTotp: _hasTotp, mustEnrolTotp: _mustEnrolTotp, ...older } = makeUser({ role: 'admin' });
    expect(storedUserOf(older)).toEqual(makeUser({ role: 'admin', hasTotp: false, mustEnrolTotp: true }));
    expect(storedUserOf({ ...older, role: 'user' })).toEqual(makeUser({ role: 'user', hasTotp: false, mustEnrolTotp: false }));
  });

  it('refuses what is not an object', () => {
    expect(storedUserOf(null)).toBeNull();
    expect(storedUserOf('user')).toBeNull();
    expect(storedUserOf([])).toBeNull();
  });
});
