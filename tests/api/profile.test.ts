import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createUser, newClientAddress, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { startSmtpCatcher } from '../helpers/smtp';
import { createZarcode } from '../helpers/zarcodes';

// The caller's own account: the profile (its rules and words), the password change (one
// handler on two paths), and where the generator's map starts.

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { SMTP_URL: smtp.url } }));

const PROFILE = { firstName: 'Lerato', lastName: 'Mokoena', contactTel: '0821234567' };
const putProfile = (user: TestUser | null, body: unknown) => app.request('PUT', '/api/user/profile', { token: user?.token, body });

describe('GET /api/user/profile', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/user/profile'), 401, 'Authentication required');
  });

  it('answers each caller their own profile: users, admins and super admins', async () => {
    for (const [caller, role] of [
      [actors.owner, 'user'],
      [actors.other, 'user'],
      [actors.admin, 'admin'],
      [actors.superAdmin, 'super_admin'],
    ] as const) {
      const answer = await app.request('GET', '/api/user/profile', { token: caller.token });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ id: caller.id, email: caller.email, role, emailNotifications: true, contactTel: null });
      expect(Object.keys(answer.body.user)).toEqual(
        expect.arrayContaining(['firstName', 'lastName', 'email', 'contactTel', 'emailNotifications', 'role']),
      );
    }
  });
});

describe('PUT /api/user/profile', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await putProfile(null, { ...PROFILE, email: 'x@example.com' }), 401, 'Authentication required');
  });

  it('changes only the caller: names, e-mail (stored lower-case), contact number and e-mail notifications', async () => {
    const person = await createUser(app);
    const email = `Lerato.${Date.now()}@Example.com`;
    const answer = await putProfile(person, { ...PROFILE, firstName: '  Lerato ', email, emailNotifications: false });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ ...PROFILE, email: email.toLowerCase(), emailNotifications: false });
    const again = await app.request('GET', '/api/user/profile', { token: person.token });
    expect(again.body.user).toMatchObject({ ...PROFILE, email: email.toLowerCase(), emailNotifications: false });
    const login = await app.request('POST', '/api/auth/login', { body: { email, password: person.password } });
    expect(login.status).toBe(200);
  });

  it('leaves e-mail notifications as they are when not sent, and clears a blank contact number', async () => {
    const person = await createUser(app, { contactTel: '0830000000' });
    await putProfile(person, { ...PROFILE, email: person.email, emailNotifications: false });
    const answer = await putProfile(person, { ...PROFILE, email: person.email, contactTel: '  ' });
    expect(answer.body.user).toMatchObject({ emailNotifications: false, contactTel: null });
  });

  it("lets admins and super admins change their own profile, never another's", async () => {
    for (const caller of [actors.admin, actors.superAdmin]) {
      const answer = await putProfile(caller, { ...PROFILE, firstName: 'Admin', email: caller.email });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ id: caller.id, firstName: 'Admin' });
    }
    const [owner] = await app.deps.db.select().from(users).where(eq(users.id, actors.owner.id));
    expect(owner!.firstName).toBe('Thandi');
  });

  it("refuses another account's e-mail in any case with 409, and keeps the caller's own in another case", async () => {
    const person = await createUser(app);
    expectMessage(
      await putProfile(person, { ...PROFILE, email: actors.other.email.toUpperCase() }),
      409,
      'An account with this email already exists',
    );
    const [stored] = await app.deps.db.select().from(users).where(eq(users.id, person.id));
    expect(stored!.email).toBe(person.email);
    expect((await putProfile(person, { ...PROFILE, email: person.email.toUpperCase() })).status).toBe(200);
  });

  describe('e-mail changes are limited, as the 409 tells whether an address has an account', () => {
    it('answers 429 with Retry-After after 5 changes an hour by one user, from any address', async () => {
      const person = await createUser(app);
      for (let i = 0; i < 5; i++) {
        const tried = await app.request('PUT', '/api/user/profile', {
          token: person.token,
          body: { ...PROFILE, email: i % 2 ? actors.other.email : `probe-${i}-${Date.now()}@example.com` },
          from: newClientAddress(),
        });
        expect([200, 409]).toContain(tried.status);
      }
      const refused = await app.request('PUT', '/api/user/profile', {
        token: person.token,
        body: { ...PROFILE, email: actors.owner.email },
        from: newClientAddress(),
      });
      expectMessage(refused, 429, 'Too many attempts. Please try again in 60 minute(s).');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
      // Saving the rest of the profile, e-mail unchanged, is not counted.
      const [stored] = await app.deps.db.select({ email: users.email }).from(users).where(eq(users.id, person.id));
      const save = await app.request('PUT', '/api/user/profile', { token: person.token, body: { ...PROFILE, email: stored!.email } });
      expect(save.status).toBe(200);
    });

    it('answers 429 with Retry-After after 20 changes an hour from one address, whoever asks', async () => {
      const from = newClientAddress();
      const people = await Promise.all(Array.from({ length: 7 }, () => createUser(app)));
      const change = (person: TestUser, email: string) =>
        app.request('PUT', '/api/user/profile', { token: person.token, body: { ...PROFILE, email }, from });
      for (let i = 0; i < 20; i++) {
        expect((await change(people[i % 5]!, actors.other.email)).status).toBe(409);
      }
      const refused = await change(people[5]!, actors.other.email);
      expectMessage(refused, 429, 'Too many attempts. Please try again in 60 minute(s).');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
      // Another address is counted apart.
      const elsewhere = await app.request('PUT', '/api/user/profile', {
        token: people[6]!.token,
        body: { ...PROFILE, email: actors.other.email },
        from: newClientAddress(),
      });
      expect(elsewhere.status).toBe(409);
    });
  });

  it('tells the old address when the e-mail changes', async () => {
    const person = await createUser(app);
    const newEmail = `moved-${Date.now()}@example.com`;
    await putProfile(person, { ...PROFILE, email: newEmail });
    await app.deps.mail.settled();
    const mail = smtp.messages.find((message) => message.to.includes(person.email));
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(newEmail);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ firstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Invalid email address'],
    [{ contactTel: '0'.repeat(31) }, 'Contact number must be at most 30 characters'],
    [{ emailNotifications: 'yes' }, 'E-mail notifications must be true or false'],
  ])('refuses %j with 400 and its words', async (change, message) => {
    expectMessage(await putProfile(actors.owner, { ...PROFILE, email: actors.owner.email, ...change }), 400, message);
  });

  describe('bad input', () => {
    itRejectsBadInput(() => app, {
      method: 'PUT',
      path: '/api/user/profile',
      token: () => actors.owner.token,
      validBody: { ...PROFILE, email: 'valid@example.com' },
      requiredFields: { firstName: 'First name is required', lastName: 'Last name is required', email: 'Invalid email address' },
      textFields: ['firstName', 'lastName', 'email', 'contactTel'],
    });
  });
});

describe.each(['/api/user/password', '/api/user/change-password'])('PUT %s', (path) => {
  const change = (user: TestUser | null, body: unknown) => app.request('PUT', path, { token: user?.token, body });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await change(null, { currentPassword: 'secret123', newPassword: 'another1' }), 401, 'Authentication required');
  });

  it('answers a fresh token, not to be stored; the old password and every other session stop working', async () => {
    const person = await createUser(app);
    const login = (password: string) => app.request('POST', '/api/auth/login', { body: { email: person.email, password } });
    const phone = (await login(person.password)).body.token;

    const answer = await change(person, { currentPassword: person.password, newPassword: 'new-secret', confirmPassword: 'new-secret' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(typeof answer.body.token).toBe('string');
    expect((await app.request('GET', '/api/auth/me', { token: answer.body.token })).status).toBe(200);
    for (const token of [person.token, phone]) {
      expectMessage(await app.request('GET', '/api/auth/me', { token }), 401, 'Invalid token');
    }
    expectMessage(await login(person.password), 401, 'Invalid credentials');
    expect((await login('new-secret')).status).toBe(200);
  });

  it('lets admins and super admins change their own password', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const person = await createUser(app, { role });
      expect((await change(person, { currentPassword: person.password, newPassword: 'new-secret' })).status).toBe(200);
    }
  });

  it("refuses a wrong current password with 400 and no-store, and keeps the password and sessions", async () => {
    const person = await createUser(app);
    const answer = await change(person, { currentPassword: 'wrong-one', newPassword: 'new-secret' });
    expectMessage(answer, 400, 'Current password is incorrect');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'new-secret' }, 'Current password is required'],
    [{ currentPassword: '', newPassword: 'new-secret' }, 'Current password is required'],
    [{ currentPassword: 'secret123', newPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ currentPassword: 'secret123' }, 'Password must be at least 6 characters'],
    [{ currentPassword: 'secret123', newPassword: 'new-secret', confirmPassword: 'other-one' }, "Passwords don't match"],
    [{ currentPassword: 'secret123', newPassword: 'x'.repeat(201) }, 'Password must be at most 200 characters'],
  ])('refuses %j with 400 and its words', async (body, message) => {
    expectMessage(await change(actors.owner, body), 400, message);
  });

  it('answers 429 after 10 attempts in 15 minutes, so a stolen session cannot guess the password', async () => {
    const person = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await change(person, { currentPassword: `guess-${attempt}`, newPassword: 'new-secret' })).status).toBe(400);
    }
    expectMessage(await change(person, { currentPassword: person.password, newPassword: 'new-secret' }), 429);
  });

  describe('bad input', () => {
    itRejectsBadInput(() => app, {
      method: 'PUT',
      path,
      token: () => actors.other.token,
      validBody: { currentPassword: 'wrong-password', newPassword: 'new-secret' },
      requiredFields: { currentPassword: 'Current password is required', newPassword: 'Password must be at least 6 characters' },
      textFields: ['currentPassword', 'newPassword', 'confirmPassword'],
    });
  });
});

describe('GET /api/user-location', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/user-location'), 401, 'Authentication required');
  });

  it('answers Cape Town (-33.9, 18.4) to a caller without codes, admins included', async () => {
    for (const caller of [await createUser(app), actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/user-location', { token: caller.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ latitude: -33.9, longitude: 18.4, source: 'default' });
    }
  });

  it("answers the mean of the caller's own codes", async () => {
    const person = await createUser(app);
    await createZarcode(app, person, { latitude: -33.9249, longitude: 18.4241 });
    await createZarcode(app, person, { latitude: -29.8587, longitude: 31.0218, city: 'Durban', province: 'KwaZulu-Natal' });
    const answer = await app.request('GET', '/api/user-location', { token: person.token });
    expect(answer.body).toEqual({ latitude: -31.8918, longitude: 24.72295, source: 'codes' });
    const other = await app.request('GET', '/api/user-location', { token: (await createUser(app)).token });
    expect(other.body.source).toBe('default');
  });
});
