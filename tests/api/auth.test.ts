import { eq, inArray, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, rateLimitCounters, users } from '../../src/server/db/schema';
import { MAX_LOGIN_DELAY_MS } from '../../src/server/features/auth/login-throttle';
import { changePassword } from '../../src/server/features/auth/service';
import { createUser, newClientAddress, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

const JWT_SECRET = 'auth-tests-secret-that-is-long-enough-0123456789';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const USER_FIELDS = [
  'contactTel',
  'createdAt',
  'email',
  'emailNotifications',
  'firstName',
  'hasCreatorProfile',
  'hasTotp',
  'id',
  'isActive',
  'lastName',
  'mustEnrolTotp',
  'role',
];

const { app, actors } = useTestApp({ env: { JWT_SECRET } });
const getApp = () => app;

let emailCounter = 0;
const uniqueEmail = (name = 'person') => `${name}${++emailCounter}@example.com`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sipho',
  lastName: 'Dlamini',
  email: uniqueEmail('sipho'),
  contactTel: '082 555 0101',
  password: 'secret123',
  confirmPassword: 'secret123',
  ...overrides,
});

/** The session a token belongs to (its `sid`). */
const sessionOf = (token: string) => decodeJwt(token).sid as string;

const signToken = (claims: Record<string, unknown>, options: { secret?: string; exp?: number } = {}) =>
  new SignJWT({ ver: 0, rm: false, sid: sessionOf(actors.owner.token), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + HOUR)
    .sign(new TextEncoder().encode(options.secret ?? JWT_SECRET));

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with the user, never a password or hash', async () => {
    const body = registration();
    const answer = await app.request('POST', '/api/auth/register', { body });

    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['user']);
    expect(Object.keys(answer.body.user).sort()).toEqual(USER_FIELDS);
    expect(answer.body.user).toMatchObject({
      email: body.email,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      contactTel: '082 555 0101',
      role: 'user',
      isActive: true,
      hasCreatorProfile: false,
    });
    expect(new Date(answer.body.user.createdAt).toISOString()).toBe(answer.body.user.createdAt);
    expect(answer.text).not.toContain('secret123');
  });

  it('stores the password as an argon2id hash, not the password', async () => {
    const body = registration();
    await app.request('POST', '/api/auth/register', { body });
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, body.email));

    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('secret123');
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const email = uniqueEmail('Zanele');
    const answer = await app.request('POST', '/api/auth/register', {
      body: registration({ email: `  ${email.toUpperCase()} ` }),
    });

    expect(answer.status).toBe(201);
    expect(answer.body.user.email).toBe(email.toLowerCase());
  });

  it('answers 409 when the e-mail is already taken, in any case', async () => {
    const email = uniqueEmail('taken');
    expect((await app.request('POST', '/api/auth/register', { body: registration({ email }) })).status).toBe(201);

    const again = await app.request('POST', '/api/auth/register', {
      body: registration({ email: email.toUpperCase(), firstName: 'Other' }),
    });

    expectMessage(again, 409, 'An account with this email already exists');
  });

  it('leaves the contact number empty when none is given', async () => {
    const { contactTel: _none, ...body } = registration();
    const withoutTel = await app.request('POST', '/api/auth/register', { body });
    const emptyTel = await app.request('POST', '/api/auth/register', { body: registration({ contactTel: '' }) });
    const nullTel = await app.request('POST', '/api/auth/register', { body: registration({ contactTel: null }) });

    expect([withoutTel.status, emptyTel.status, nullTel.status]).toEqual([201, 201, 201]);
    expect([withoutTel, emptyTel, nullTel].map((answer) => answer.body.user.contactTel)).toEqual([null, null, null]);
  });

  it('makes an ordinary user even when the body asks for a role', async () => {
    const answer = await app.request('POST', '/api/auth/register', {
      body: registration({ role: 'super_admin', isActive: false }),
    });

    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ role: 'user', isActive: true });
  });

  it('lets the new account sign in with its password', async () => {
    const body = registration();
    await app.request('POST', '/api/auth/register', { body });
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: body.email, password: body.password },
    });

    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(body.email);
  });

  it("refuses a password shorter than 6 characters with 'Password must be at least 6 characters'", async () => {
    const answer = await app.request('POST', '/api/auth/register', {
      body: registration({ password: 'abc12', confirmPassword: 'abc12' }),
    });
    expectMessage(answer, 400, 'Password must be at least 6 characters');
  });

  it("refuses a confirmation that differs with 'Passwords do not match'", async () => {
    const answer = await app.request('POST', '/api/auth/register', {
      body: registration({ password: 'secret123', confirmPassword: 'secret124' }),
    });
    expectMessage(answer, 400, 'Passwords do not match');
  });

  it("refuses an e-mail that is not an address with 'Please enter a valid email address'", async () => {
    for (const email of ['sipho', 'sipho@', '@example.com', 'si pho@example.com']) {
      const answer = await app.request('POST', '/api/auth/register', { body: registration({ email }) });
      expectMessage(answer, 400, 'Please enter a valid email address');
    }
  });

  it('refuses blank names with 400', async () => {
    const answer = await app.request('POST', '/api/auth/register', { body: registration({ firstName: '   ' }) });
    expectMessage(answer, 400, 'First name is required');
    const last = await app.request('POST', '/api/auth/register', { body: registration({ lastName: '' }) });
    expectMessage(last, 400, 'Last name is required');
  });

  it('refuses over-long fields with 400', async () => {
    const cases = [
      { firstName: 'x'.repeat(101) },
      { email: `${'x'.repeat(250)}@example.com` },
      { password: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) },
      { contactTel: '0'.repeat(31) },
    ];
    for (const overrides of cases) {
      const answer = await app.request('POST', '/api/auth/register', { body: registration(overrides) });
      expectMessage(answer, 400);
    }
  });

  it('answers 429 with a message after 20 registrations from one address in an hour', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 20; i += 1) {
      const answer = await app.request('POST', '/api/auth/register', { body: registration(), from });
      expect(answer.status).toBe(201);
    }
    const limited = await app.request('POST', '/api/auth/register', { body: registration(), from });
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/try again/i);

    const elsewhere = await app.request('POST', '/api/auth/register', { body: registration(), from: newClientAddress() });
    expect(elsewhere.status).toBe(201);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/auth/register',
    validBody: registration({ email: 'bad-input@example.com' }),
    requiredFields: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    },
    textFields: ['firstName', 'lastName', 'email', 'contactTel', 'password', 'confirmPassword'],
    from: newClientAddress(),
  });
});

describe('POST /api/auth/login', () => {
  let person: TestUser;
  beforeAll(async () => {
    person = await createUser(app, { email: uniqueEmail('login'), password: 'right-password' });
  });

  const login = (body: Record<string, unknown>, from?: string) =>
    app.request('POST', '/api/auth/login', { body, from });

  /** The sign-in counts in the database for an e-mail and address, by what they count. */
  const loginCounts = async (email: string, from: string) => {
    const keys = { pair: `login:pair:${from}:${email}`, address: `login:ip:${from}`, email: `login:email:${email}` };
    const rows = await app.deps.db
      .select()
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, Object.values(keys)));
    const hitsOf = (key: string) => rows.find((row) => row.key === key)?.hits;
    return { pair: hitsOf(keys.pair), address: hitsOf(keys.address), email: hitsOf(keys.email) };
  };

  it('answers 200 with a token and the user, never a hash', async () => {
    const answer = await login({ email: person.email, password: 'right-password' });

    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['token', 'user']);
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(answer.body.user).sort()).toEqual(USER_FIELDS);
    expect(answer.body.user).toMatchObject({ id: person.id, email: person.email, role: 'user' });
    expect(answer.text).not.toContain('right-password');
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const answer = await login({ email: `  ${person.email.toUpperCase()}  `, password: 'right-password' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(person.id);
  });

  it("answers 401 'Invalid credentials' for a wrong password", async () => {
    const answer = await login({ email: person.email, password: 'wrong-password' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid credentials' });
  });

  it("answers an unknown e-mail exactly like a wrong password: 401 'Invalid credentials'", async () => {
    const answer = await login({ email: uniqueEmail('nobody'), password: 'right-password' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid credentials' });
  });

  it('answers the password in another case 401: passwords are case-sensitive', async () => {
    const answer = await login({ email: person.email, password: 'RIGHT-PASSWORD' });
    expect(answer.status).toBe(401);
  });

  it('gives a token lasting 24 hours without remember me', async () => {
    const before = nowSeconds();
    const answer = await login({ email: person.email, password: 'right-password' });
    const payload = decodeJwt(answer.body.token);

    expect(payload.exp! - payload.iat!).toBe(DAY);
    expect(payload.exp!).toBeGreaterThanOrEqual(before + DAY);
    expect(payload.exp!).toBeLessThanOrEqual(nowSeconds() + DAY);
    expect(payload.sub).toBe(person.id);
  });

  it('gives a token lasting 7 days with remember me', async () => {
    const before = nowSeconds();
    const answer = await login({ email: person.email, password: 'right-password', rememberMe: true });
    const payload = decodeJwt(answer.body.token);

    expect(payload.exp! - payload.iat!).toBe(7 * DAY);
    expect(payload.exp!).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(payload.exp!).toBeLessThanOrEqual(nowSeconds() + 7 * DAY);
  });

  it('gives a 24-hour token when remember me is false', async () => {
    const answer = await login({ email: person.email, password: 'right-password', rememberMe: false });
    const payload = decodeJwt(answer.body.token);
    expect(payload.exp! - payload.iat!).toBe(DAY);
  });

  it('gives a token that opens GET /api/auth/me as that user', async () => {
    const answer = await login({ email: person.email, password: 'right-password' });
    const me = await app.request('GET', '/api/auth/me', { token: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(person.id);
  });

  it('refuses a disabled account with 403 and a message saying so', async () => {
    const disabled = await createUser(app, { email: uniqueEmail('disabled'), isActive: false });
    const answer = await login({ email: disabled.email, password: disabled.password });

    expectMessage(answer, 403, 'This account has been disabled. Please contact support.');
    expect(answer.body.token).toBeUndefined();
  });

  it("answers a disabled account with a wrong password 401 'Invalid credentials', revealing nothing", async () => {
    const disabled = await createUser(app, { email: uniqueEmail('disabled'), isActive: false });
    const answer = await login({ email: disabled.email, password: 'not-the-password' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid credentials' });
  });

  it('signs in an admin and a super admin with their roles', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const superAdmin = await createUser(app, { role: 'super_admin' });
    const adminLogin = await login({ email: admin.email, password: admin.password });
    const superLogin = await login({ email: superAdmin.email, password: superAdmin.password });
    expect(adminLogin.body.user.role).toBe('admin');
    expect(superLogin.body.user.role).toBe('super_admin');
  });

  it('says whether the user has a creator profile', async () => {
    const creator = await createUser(app);
    await app.deps.db
      .insert(creatorProfiles)
      .values({ userId: creator.id, displayName: 'Farm Stall', slug: `farm-stall-${creator.id}` });
    const answer = await login({ email: creator.email, password: creator.password });
    expect(answer.body.user.hasCreatorProfile).toBe(true);
  });

  it('answers rememberMe that is not true or false with 400', async () => {
    const answer = await login({ email: person.email, password: 'right-password', rememberMe: 'yes' });
    expectMessage(answer, 400, 'rememberMe must be true or false');
  });

  /** Ten wrong passwords for `email` from `from`, sent together (each waits the e-mail's delay). */
  const tenWrongPasswords = async (email: string, from: string) => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ email: i % 2 ? email.toUpperCase() : email, password: `guess-${i}` }, from)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
  };

  it('locks nobody out: after ten wrong passwords for their e-mail, their own address signs them in, slowed', async () => {
    const target = await createUser(app, { email: uniqueEmail('guessed'), password: 'the-password' });
    const attacker = newClientAddress();
    await tenWrongPasswords(target.email, attacker);

    const limited = await login({ email: target.email, password: 'the-password' }, attacker);
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/too many attempts/i);
    expect(limited.body.token).toBeUndefined();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const started = Date.now();
    const own = await login({ email: target.email, password: 'the-password' }, newClientAddress());
    expect(own.status).toBe(200);
    expect(own.body.user.id).toBe(target.id);
    // Slowed by the failures from elsewhere (timers may fire a millisecond early).
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_LOGIN_DELAY_MS - 5);
  });

  it('treats unknown e-mails the same way, so the limit reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    const attacker = newClientAddress();
    await tenWrongPasswords(email, attacker);
    expectMessage(await login({ email, password: 'guess' }, attacker), 429);
    expect((await login({ email, password: 'guess' }, newClientAddress())).status).toBe(401);
  });

  it("forgives an address its failures for an e-mail once it signs in, and gives back the sign-in's own count", async () => {
    const target = await createUser(app, { email: uniqueEmail('forgiven'), password: 'the-password' });
    const from = newClientAddress();
    for (const password of ['guess-1', 'guess-2']) {
      expect((await login({ email: target.email, password }, from)).status).toBe(401);
    }
    expect(await loginCounts(target.email, from)).toEqual({ pair: 2, address: 2, email: 2 });

    expect((await login({ email: target.email, password: 'the-password' }, from)).status).toBe(200);
    expect(await loginCounts(target.email, from)).toEqual({ pair: undefined, address: 2, email: 2 });
  });

  it('answers 429 with a message after 50 attempts from one address, whatever the e-mails', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 50; i += 1) {
      const answer = await login({ email: uniqueEmail('spray'), password: 'guess' }, from);
      expect(answer.status).toBe(401);
    }
    const limited = await login({ email: person.email, password: 'right-password' }, from);
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/too many attempts/i);

    const elsewhere = await login({ email: person.email, password: 'right-password' }, newClientAddress());
    expect(elsewhere.status).toBe(200);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/auth/login',
    validBody: { email: 'bad-input@example.com', password: 'secret123', rememberMe: true },
    requiredFields: { email: 'Email is required', password: 'Password is required' },
    textFields: ['email', 'password'],
    from: newClientAddress(),
  });
});

describe('GET /api/auth/me', () => {
  it("answers 401 'Authentication required' to an anonymous caller", async () => {
    expectMessage(await app.request('GET', '/api/auth/me'), 401, 'Authentication required');
  });

  it('answers each signed-in caller with their own user, never a hash', async () => {
    for (const actor of [actors.owner, actors.other, actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/auth/me', { token: actor.token });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['user']);
      expect(Object.keys(answer.body.user).sort()).toEqual(USER_FIELDS);
      expect(answer.body.user).toMatchObject({ id: actor.id, email: actor.email });
    }
  });

  it('answers the roles as stored', async () => {
    const roles = await Promise.all(
      [actors.owner, actors.admin, actors.superAdmin].map(async (actor) => {
        const answer = await app.request('GET', '/api/auth/me', { token: actor.token });
        return answer.body.user.role;
      }),
    );
    expect(roles).toEqual(['user', 'admin', 'super_admin']);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (token: string | undefined, lastActivity?: string) =>
    app.request('POST', '/api/auth/refresh', {
      token,
      headers: lastActivity === undefined ? {} : { 'x-last-activity': lastActivity },
    });

  it("answers 401 'Authentication required' without a token", async () => {
    expectMessage(await refresh(undefined, String(Date.now())), 401, 'Authentication required');
  });

  it('answers a new token for the same user when the last activity is recent', async () => {
    const person = await createUser(app);
    const answer = await refresh(person.token, String(Date.now() - 1000));

    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(answer.body.token).not.toBe(person.token);
    expect(decodeJwt(answer.body.token).sub).toBe(person.id);
    expect(decodeJwt(answer.body.token).exp!).toBeGreaterThanOrEqual(decodeJwt(person.token).exp!);

    const me = await app.request('GET', '/api/auth/me', { token: answer.body.token });
    expect(me.body.user.id).toBe(person.id);
  });

  it('refreshes when the last activity was 59 minutes ago', async () => {
    const answer = await refresh(actors.owner.token, String(Date.now() - 59 * 60_000));
    expect(answer.status).toBe(200);
  });

  it("answers 401 'Session expired due to inactivity' when the last activity is more than an hour old", async () => {
    const answer = await refresh(actors.owner.token, String(Date.now() - 61 * 60_000));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Session expired due to inactivity' });
  });

  it('reads the last activity as an ISO date too', async () => {
    const stale = await refresh(actors.owner.token, new Date(Date.now() - 2 * HOUR * 1000).toISOString());
    expect(stale.body).toEqual({ message: 'Session expired due to inactivity' });
    const recent = await refresh(actors.owner.token, new Date().toISOString());
    expect(recent.status).toBe(200);
  });

  it('refreshes when no last activity is sent', async () => {
    expect((await refresh(actors.owner.token)).status).toBe(200);
  });

  it('answers a last activity that is not a time with 400 and a message', async () => {
    expectMessage(await refresh(actors.owner.token, 'yesterday-ish'), 400);
  });

  it('keeps remember me: a 7-day session is refreshed for 7 days', async () => {
    const person = await createUser(app, { email: uniqueEmail('remember'), password: 'secret123' });
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: person.email, password: 'secret123', rememberMe: true },
    });
    const answer = await refresh(login.body.token, String(Date.now()));
    const payload = decodeJwt(answer.body.token);

    expect(payload.exp! - payload.iat!).toBe(7 * DAY);
  });

  it('keeps a 24-hour session at 24 hours', async () => {
    const answer = await refresh(actors.owner.token, String(Date.now()));
    const payload = decodeJwt(answer.body.token);
    expect(payload.exp! - payload.iat!).toBe(DAY);
  });

  it('answers malformed JSON with 400 and a message, and ignores a JSON body', async () => {
    const headers = { 'content-type': 'application/json', 'x-last-activity': String(Date.now()) };
    const malformed = await app.request('POST', '/api/auth/refresh', { token: actors.owner.token, rawBody: '{"a":', headers });
    expectMessage(malformed, 400, 'Malformed JSON in request body');
    const withBody = await app.request('POST', '/api/auth/refresh', { token: actors.owner.token, rawBody: '{"a":1}', headers });
    expect(withBody.status).toBe(200);
  });

  it("answers 401 'Invalid token' to a signed-out token", async () => {
    const person = await createUser(app);
    await app.request('POST', '/api/auth/logout', { token: person.token });
    const answer = await refresh(person.token, String(Date.now()));
    expect(answer.body).toEqual({ message: 'Invalid token' });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it("answers 401 'Authentication required' without a token", async () => {
    expectMessage(await app.request('POST', '/api/auth/logout'), 401, 'Authentication required');
  });

  it("signs the token out: afterwards it gets 401 'Invalid token'", async () => {
    const person = await createUser(app);
    const answer = await app.request('POST', '/api/auth/logout', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: expect.any(String) });

    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/user/stats'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const after = await app.request(method, path, { token: person.token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ message: 'Invalid token' });
    }
  });

  it('ends the whole session: a token refreshed from the signed-out one stops working too', async () => {
    const person = await createUser(app, { email: uniqueEmail('refreshed'), password: 'secret123' });
    const login = await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'secret123' } });
    const refreshed = await app.request('POST', '/api/auth/refresh', { token: login.body.token });
    const refreshedAgain = await app.request('POST', '/api/auth/refresh', { token: refreshed.body.token });
    expect([refreshed.status, refreshedAgain.status]).toEqual([200, 200]);

    expect((await app.request('POST', '/api/auth/logout', { token: login.body.token })).status).toBe(200);

    for (const token of [login.body.token, refreshed.body.token, refreshedAgain.body.token]) {
      const me = await app.request('GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: 'Invalid token' });
    }
  });

  it("keeps the user's other sessions signed in", async () => {
    const person = await createUser(app, { email: uniqueEmail('two-devices'), password: 'secret123' });
    const phone = await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'secret123' } });
    await app.request('POST', '/api/auth/logout', { token: person.token });

    expect((await app.request('GET', '/api/auth/me', { token: phone.body.token })).status).toBe(200);
  });

  it('answers malformed JSON with 400 and a message, and keeps the token', async () => {
    const person = await createUser(app);
    const answer = await app.request('POST', '/api/auth/logout', {
      token: person.token,
      rawBody: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expectMessage(answer, 400, 'Malformed JSON in request body');
    expect((await app.request('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it('lets the user sign in again afterwards', async () => {
    const person = await createUser(app, { email: uniqueEmail('again'), password: 'secret123' });
    await app.request('POST', '/api/auth/logout', { token: person.token });
    const login = await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'secret123' } });
    expect(login.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { token: login.body.token })).status).toBe(200);
  });
});

describe('Cache-Control of the auth answers', () => {
  it('sends no-store with every answer that carries a token, and with their refusals', async () => {
    const person = await createUser(app, { email: uniqueEmail('no-store'), password: 'secret123' });
    const login = await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'secret123' } });
    const answers = {
      login,
      wrongPassword: await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'wrong' } }),
      register: await app.request('POST', '/api/auth/register', { body: registration() }),
      refresh: await app.request('POST', '/api/auth/refresh', { token: login.body.token }),
      me: await app.request('GET', '/api/auth/me', { token: login.body.token }),
      resetPassword: await app.request('POST', '/api/auth/reset-password', {
        body: { token: 'not-a-real-link', password: 'secret456', confirmPassword: 'secret456' },
      }),
    };

    expect([answers.login.status, answers.register.status, answers.refresh.status]).toEqual([200, 201, 200]);
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, cacheControl: answer.headers.get('cache-control') }).toEqual({ name, cacheControl: 'no-store' });
    }
  });
});

describe('GET /api/zarcodes/{code} and the sessions table', () => {
  it('looks a code up without a token while the sessions table is away; with a token the check reads it', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    await app.deps.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      const anonymous = await app.request('GET', `/api/zarcodes/${zarcode}`);
      expect(anonymous.status).toBe(200);
      const signedIn = await app.request('GET', `/api/zarcodes/${zarcode}`, { token: actors.other.token });
      expect(signedIn.status).toBe(500);
    } finally {
      await app.deps.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect((await app.request('GET', `/api/zarcodes/${zarcode}`, { token: actors.other.token })).status).toBe(200);
  });
});

describe('changePassword (the service behind a signed-in password change)', () => {
  it("answers a fresh token for the caller's session and ends every other session", async () => {
    const person = await createUser(app, { email: uniqueEmail('changer'), password: 'old-password' });
    const signIn = () => app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'old-password' } });
    const [laptop, phone] = [await signIn(), await signIn()];
    const laptopRefreshed = await app.request('POST', '/api/auth/refresh', { token: laptop.body.token });
    const claims = (await app.deps.tokens.verify(laptop.body.token))!;
    const [me] = await app.deps.db.select().from(users).where(eq(users.id, person.id));
    const actor = { ...me!, mustEnrolTotp: false, sessionId: claims.sessionId, exp: claims.exp, rememberMe: claims.rememberMe };

    const fresh = await changePassword(app.deps.db, app.deps.tokens, actor, 'new-password');

    expect(sessionOf(fresh)).toBe(sessionOf(laptop.body.token));
    expect((await app.request('GET', '/api/auth/me', { token: fresh })).status).toBe(200);
    for (const token of [laptop.body.token, laptopRefreshed.body.token, phone.body.token, person.token]) {
      expectMessage(await app.request('GET', '/api/auth/me', { token }), 401, 'Invalid token');
    }
    const withNew = await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'new-password' } });
    expect(withNew.status).toBe(200);
  });
});

describe('Bearer tokens, as every signed-in endpoint checks them', () => {
  const SIGNED_IN_ENDPOINTS = [
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/user/stats'],
    ['GET', '/api/admin/messages/unread/count'],
  ] as const;

  const expectInvalidTokenEverywhere = async (token: string) => {
    for (const [method, path] of SIGNED_IN_ENDPOINTS) {
      const answer = await app.request(method, path, { token });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 401,
        body: { message: 'Invalid token' },
      });
    }
  };

  it("answers 401 'Authentication required' everywhere when no token is sent", async () => {
    for (const [method, path] of SIGNED_IN_ENDPOINTS) {
      expectMessage(await app.request(method, path), 401, 'Authentication required');
    }
  });

  it("answers 401 'Invalid token' to garbage", async () => {
    await expectInvalidTokenEverywhere('not-a-token');
    await expectInvalidTokenEverywhere('a.b.c');
  });

  it("answers 401 'Invalid token' to another authorization scheme or an empty bearer", async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer  ', `Token ${actors.owner.token}`]) {
      const answer = await app.request('GET', '/api/auth/me', { headers: { authorization } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid token' });
    }
  });

  it("answers 401 'Invalid token' to a token signed with another secret", async () => {
    const forged = await signToken({ sub: actors.admin.id }, { secret: 'another-secret-entirely-0123456789abcdef' });
    await expectInvalidTokenEverywhere(forged);
  });

  it("answers 401 'Invalid token' to a token whose payload was edited", async () => {
    const [header, , signature] = actors.owner.token.split('.');
    const payload = decodeJwt(actors.owner.token);
    const edited = Buffer.from(JSON.stringify({ ...payload, sub: actors.admin.id })).toString('base64url');
    await expectInvalidTokenEverywhere(`${header}.${edited}.${signature}`);
  });

  it("answers 401 'Invalid token' to an unsigned token (alg none)", async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: actors.admin.id, ver: 0, jti: 'x', iat: nowSeconds(), exp: nowSeconds() + HOUR }),
    ).toString('base64url');
    await expectInvalidTokenEverywhere(`${header}.${payload}.`);
  });

  it("answers 401 'Invalid token' to an expired token", async () => {
    const expired = await signToken({ sub: actors.owner.id }, { exp: nowSeconds() - 60 });
    await expectInvalidTokenEverywhere(expired);
  });

  it("answers 401 'Invalid token' to a well-signed token naming no real user", async () => {
    await expectInvalidTokenEverywhere(await signToken({ sub: crypto.randomUUID() }));
    await expectInvalidTokenEverywhere(await signToken({ sub: 'not-a-uuid' }));
    await expectInvalidTokenEverywhere(await signToken({ sub: actors.owner.id, ver: 'zero' }));
  });

  it("answers 401 'Invalid token' once the user is deleted", async () => {
    const person = await createUser(app);
    await app.deps.db.delete(users).where(eq(users.id, person.id));
    await expectInvalidTokenEverywhere(person.token);
  });

  it("answers 401 'Invalid token' once the user is disabled, and accepts it again when re-enabled", async () => {
    const person = await createUser(app);
    await app.deps.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    await expectInvalidTokenEverywhere(person.token);

    await app.deps.db.update(users).set({ isActive: true }).where(eq(users.id, person.id));
    expect((await app.request('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it("answers 401 'Invalid token' to a token issued before the password last changed", async () => {
    const person = await createUser(app);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, person.id));
    await app.deps.db
      .update(users)
      .set({ tokenVersion: row!.tokenVersion + 1 })
      .where(eq(users.id, person.id));
    await expectInvalidTokenEverywhere(person.token);
  });

  it("answers 401 'Invalid token' to a well-signed token of no session, an ended one or another user's", async () => {
    await expectInvalidTokenEverywhere(await signToken({ sub: actors.owner.id, sid: undefined }));
    await expectInvalidTokenEverywhere(await signToken({ sub: actors.owner.id, sid: crypto.randomUUID() }));
    await expectInvalidTokenEverywhere(await signToken({ sub: actors.owner.id, sid: 'not-a-uuid' }));
    await expectInvalidTokenEverywhere(await signToken({ sub: actors.owner.id, sid: sessionOf(actors.other.token) }));

    const person = await createUser(app);
    await app.request('POST', '/api/auth/logout', { token: person.token });
    await expectInvalidTokenEverywhere(await signToken({ sub: person.id, sid: sessionOf(person.token) }));
  });

  it('accepts a token that is well signed, current, of a live session and for an active user', async () => {
    const token = await signToken({ sub: actors.owner.id });
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
