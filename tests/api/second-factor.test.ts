import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOTP_REQUIRED_MESSAGE,
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
  UNREADABLE_TOTP_MESSAGE,
  USED_TOTP_MESSAGE,
  WRONG_TOTP_MESSAGE,
} from '../../src/domain/auth/second-factor';
import { rateLimitCounters, totpRecoveryCodes, users } from '../../src/server/db/schema';
import { createSecretBox } from '../../src/server/infra/secrets';
import { createUser, newClientAddress, useTestApp, type TestUser, type UserOverrides } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { auditEntriesOf } from '../helpers/audit';
import { expectMessage } from '../helpers/bad-input';
import { awayFromStepEdge, totpCode } from '../helpers/totp';
import { createZarcode } from '../helpers/zarcodes';

// The second factor (an authenticator app's codes, RFC 6238), where ADMIN_MFA is `required` as it is
// by default: set up, turned on with a code, asked for at sign-in, required of admins before the
// admin area, and turned off by its holder or a super admin.

const ADMIN_EMAIL = 'first-boss@zarcode.example.co.za';
const ADMIN_PASSWORD = 'first-admin-password';
const { app, actors } = useTestApp({ env: { ADMIN_MFA: 'required', ADMIN_EMAIL, ADMIN_PASSWORD } });

const enrol = (user: Pick<TestUser, 'token'>) => app.request('POST', '/api/auth/totp/enroll', { token: user.token });
const confirm = (user: Pick<TestUser, 'token'>, code: string) => app.request('POST', '/api/auth/totp/confirm', { token: user.token, body: { code } });
const turnOff = (user: Pick<TestUser, 'token'>, code: string) => app.request('DELETE', '/api/auth/totp', { token: user.token, body: { code } });
const login = (user: Pick<TestUser, 'email' | 'password'>, totp?: string, from = newClientAddress()) =>
  app.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password, ...(totp === undefined ? {} : { totp }) }, from });
const me = (token: string) => app.request('GET', '/api/auth/me', { token });

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Sets up and turns on `user`'s second factor through the API, with the code of the current step. */
async function turnOn(user: Pick<TestUser, 'token'>): Promise<Enrolled> {
  const started = await enrol(user);
  expect(started.status, started.text).toBe(200);
  const confirmed = await confirm(user, totpCode(started.body.secret));
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** A new account with its second factor on: its code of the next step is the first a sign-in may use. */
async function enrolledUser(overrides: UserOverrides = {}): Promise<TestUser & Enrolled> {
  const user = await createUser(app, overrides);
  return { ...user, ...(await turnOn(user)) };
}

const userRow = async (id: string) => (await app.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/auth/totp/enroll', () => {
  it('refuses anonymous callers with 401', async () => {
    expectMessage(await app.request('POST', '/api/auth/totp/enroll'), 401, 'Authentication required');
  });

  it('gives the caller a new secret, the otpauth link apps read (issuer ZARcode, their e-mail) and its QR code', async () => {
    const user = await createUser(app, { email: `thandi+totp-${Date.now()}@example.com` });
    const answer = await enrol(user);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(answer.body.otpauthUrl);
    expect(link.protocol).toBe('otpauth:');
    expect(decodeURIComponent(answer.body.otpauthUrl)).toContain(`otpauth://totp/ZARcode:${user.email}?`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ issuer: 'ZARcode', secret: answer.body.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(answer.body.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(answer.body.qrImage.split(',')[1], 'base64').toString()).toContain('<svg');
    const row = await userRow(user.id);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(answer.body.secret);
    expect(row.totpEnabledAt).toBeNull();
  });

  it('replaces the secret when asked again: codes of the first no longer turn it on', async () => {
    const user = await createUser(app);
    const first = await enrol(user);
    const second = await enrol(user);
    expect(second.body.secret).not.toBe(first.body.secret);
    expectMessage(await confirm(user, totpCode(first.body.secret)), 400, WRONG_TOTP_MESSAGE);
    expect((await confirm(user, totpCode(second.body.secret))).status).toBe(200);
  });

  it('answers 409 once the second factor is on, and never gives its secret again', async () => {
    const user = await enrolledUser();
    const answer = await enrol(user);
    expectMessage(answer, 409, TOTP_ALREADY_ON_MESSAGE);
    expect(answer.text).not.toContain(user.secret);
    expect((await me(user.token)).text).not.toContain(user.secret);
  });
});

describe('POST /api/auth/totp/confirm', () => {
  it('refuses anonymous callers with 401', async () => {
    expectMessage(await app.request('POST', '/api/auth/totp/confirm', { body: { code: '123456' } }), 401, 'Authentication required');
  });

  it('answers 409 when nothing is being set up', async () => {
    expectMessage(await confirm(await createUser(app), '123456'), 409, TOTP_NOT_STARTED_MESSAGE);
  });

  it("refuses with 400 a wrong code, a blank one, and another user's code", async () => {
    const [user, other] = [await createUser(app), await createUser(app)];
    const { secret } = (await enrol(user)).body;
    const otherSecret = (await enrol(other)).body.secret;
    expectMessage(await confirm(user, totpCode(otherSecret)), 400, WRONG_TOTP_MESSAGE);
    expectMessage(await confirm(user, '000000' === totpCode(secret) ? '111111' : '000000'), 400, WRONG_TOTP_MESSAGE);
    expectMessage(await confirm(user, '  '), 400, 'Enter a code');
    expectMessage(await confirm(user, totpCode(secret, -3)), 400, WRONG_TOTP_MESSAGE);
    expect((await userRow(user.id)).totpEnabledAt).toBeNull();
  });

  it('takes the code of the step before or after, for a phone whose clock is a little off', async () => {
    await awayFromStepEdge();
    for (const steps of [-1, 1]) {
      const user = await createUser(app);
      const { secret } = (await enrol(user)).body;
      expect((await confirm(user, totpCode(secret, steps))).status).toBe(200);
    }
  });

  it('turns it on and answers ten single-use recovery codes, kept only as hashes', async () => {
    const user = await createUser(app);
    const { secret } = (await enrol(user)).body;
    const answer = await confirm(user, ` ${totpCode(secret).replace(/(\d{3})/, '$1 ')} `);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const codes: string[] = answer.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(answer.body.user).toMatchObject({ id: user.id, hasTotp: true, mustEnrolTotp: false });

    const stored = await app.deps.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((code) => code.replace(/-/g, ''))).not.toContain(row.codeHash);
    }
    expect((await userRow(user.id)).totpEnabledAt).toBeInstanceOf(Date);
    expect((await me(user.token)).body.user).toMatchObject({ hasTotp: true, mustEnrolTotp: false });
    expectMessage(await confirm(user, totpCode(secret, 1)), 409, TOTP_ALREADY_ON_MESSAGE);
  });

  it("ends the account's other sessions, a sign-in with the password alone among them, and keeps the caller's", async () => {
    const user = await createUser(app);
    const elsewhere = (await login(user)).body.token;
    expect((await me(elsewhere)).status).toBe(200);
    await turnOn(user);
    expectMessage(await me(elsewhere), 401, 'Invalid token');
    expect((await me(user.token)).status).toBe(200);
  });

  it("leaves another user's account alone", async () => {
    const [user, other] = [await createUser(app), await createUser(app)];
    await turnOn(user);
    expect((await me(other.token)).body.user).toMatchObject({ hasTotp: false });
    expect((await login(other)).status).toBe(200);
  });

  it('refuses codes with 429 after ten wrong ones for the account, the right one too', async () => {
    const user = await createUser(app);
    const { secret } = (await enrol(user)).body;
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt += 1) expectMessage(await confirm(user, wrong), 400, WRONG_TOTP_MESSAGE);
    const refused = await confirm(user, totpCode(secret));
    expectMessage(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await userRow(user.id)).totpEnabledAt).toBeNull();
  });
});

describe('POST /api/auth/login with a second factor', () => {
  it('answers a wrong password as before, without asking for a code', async () => {
    const user = await enrolledUser();
    const answer = await login({ ...user, password: 'wrong-password' }, totpCode(user.secret, 1));
    expectMessage(answer, 401, 'Invalid credentials');
    expect(answer.body.totpRequired).toBeUndefined();
  });

  it('asks for the code (401, totpRequired) once the password is right, with no token', async () => {
    const user = await enrolledUser();
    for (const totp of [undefined, '', '  ']) {
      const answer = await login(user, totp);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: TOTP_REQUIRED_MESSAGE, totpRequired: true });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('signs in with the right code, then refuses it a second time (used), and old and wrong codes', async () => {
    const user = await enrolledUser();
    const code = totpCode(user.secret, 1);
    const answer = await login(user, code);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ id: user.id, hasTotp: true });
    expect((await me(answer.body.token)).status).toBe(200);

    const again = await login(user, code);
    expect(again.body).toEqual({ message: USED_TOTP_MESSAGE, totpRequired: true });
    expect(again.status).toBe(401);
    for (const stale of [totpCode(user.secret, -3), totpCode(user.secret, -20), '12345', 'not a code']) {
      const refused = await login(user, stale);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { message: WRONG_TOTP_MESSAGE, totpRequired: true } });
    }
  });

  it('refuses a code of a step before the last one used, even inside the window', async () => {
    await awayFromStepEdge();
    const user = await enrolledUser();
    expect((await login(user, totpCode(user.secret, 1))).status).toBe(200);
    expectMessage(await login(user, totpCode(user.secret)), 401, USED_TOTP_MESSAGE);
  });

  it('lets two sign-ins with the same code at once through only once', async () => {
    const user = await enrolledUser();
    const code = totpCode(user.secret, 1);
    const answers = await Promise.all([login(user, code), login(user, code), login(user, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('signs in once with each recovery code, typed any way', async () => {
    const user = await enrolledUser();
    const [first, second] = user.recoveryCodes as [string, string];
    expect((await login(user, first)).status).toBe(200);
    expectMessage(await login(user, first), 401, WRONG_TOTP_MESSAGE);
    expect((await login(user, ` ${second.replace(/-/g, ' ').toUpperCase()} `)).status).toBe(200);
    const used = await app.deps.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(2);
  });

  it("refuses another account's recovery code", async () => {
    const [user, other] = [await enrolledUser(), await enrolledUser()];
    expectMessage(await login(user, other.recoveryCodes[0]!), 401, WRONG_TOTP_MESSAGE);
    expect((await login(other, other.recoveryCodes[0]!)).status).toBe(200);
  });

  it('says when the secret cannot be read (a new JWT secret) and still takes a recovery code', async () => {
    const user = await enrolledUser();
    const sealedElsewhere = createSecretBox('another-jwt-secret-of-at-least-32-characters', 'totp-secret').seal(user.secret);
    await app.deps.db.update(users).set({ totpSecret: sealedElsewhere }).where(eq(users.id, user.id));
    expectMessage(await login(user, totpCode(user.secret, 1)), 401, UNREADABLE_TOTP_MESSAGE);
    expect((await login(user, user.recoveryCodes[0]!)).status).toBe(200);
  });

  it('ignores a code sent for an account without a second factor', async () => {
    const user = await createUser(app);
    expect((await login(user, '123456')).status).toBe(200);
  });

  it('refuses codes with 429 after ten wrong ones for the account, from any addresses, the right one too', async () => {
    const user = await enrolledUser();
    const wrong = ['000000', '111111'].find((code) => ![-1, 0, 1, 2].some((steps) => totpCode(user.secret, steps) === code))!;
    // At once, as an attacker would: the e-mail's slow-down makes each wait, not the whole.
    const answers = await Promise.all(Array.from({ length: 11 }, () => login(user, wrong)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    const limited = answers.find((answer) => answer.status === 429)!;
    expectMessage(limited, 429);
    const refused = await login(user, totpCode(user.secret, 1));
    expectMessage(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('counts a wrong code as a failed sign-in of its address and e-mail, as a wrong password is, and a right one not', async () => {
    const user = await enrolledUser();
    const from = newClientAddress();
    const failures = async () => {
      const keys = [`login:pair:${from}:${user.email}`, `login:ip:${from}`, `login:email:${user.email}`];
      const rows = await app.deps.db.select().from(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
      return keys.map((key) => rows.find((row) => row.key === key)?.hits ?? 0);
    };
    expect((await login(user, undefined, from)).status).toBe(401);
    expect(await failures()).toEqual([0, 0, 0]);
    expect((await login(user, 'zzzz-zzzz-zzzz-zzzz', from)).status).toBe(401);
    expect(await failures()).toEqual([1, 1, 1]);
    expect((await login(user, totpCode(user.secret, 1), from)).status).toBe(200);
    expect(await failures()).toEqual([0, 1, 1]);
  });
});

describe('admins where ADMIN_MFA is required', () => {
  it('refuses an admin and a super admin without a second factor on admin routes with 403 saying to set it up', async () => {
    expectMessage(await app.request('GET', '/api/admin/users', { token: actors.admin.token }), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
    expectMessage(await app.request('GET', '/api/admin/users', { token: actors.superAdmin.token }), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
    expectMessage(await app.request('GET', '/api/admin/audit', { token: actors.superAdmin.token }), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
    expect((await me(actors.admin.token)).body.user).toMatchObject({ role: 'admin', hasTotp: false, mustEnrolTotp: true });
  });

  it('still refuses a user on admin routes as before', async () => {
    expectMessage(await app.request('GET', '/api/admin/users', { token: actors.owner.token }), 403, 'Administrator access required');
    expect((await me(actors.owner.token)).body.user).toMatchObject({ role: 'user', mustEnrolTotp: false });
  });

  it('lets their session set it up, and the admin routes answer it from then on', async () => {
    const admin = await createUser(app, { role: 'admin' });
    await turnOn(admin);
    expect((await app.request('GET', '/api/admin/users', { token: admin.token })).status).toBe(200);
    expect((await me(admin.token)).body.user).toMatchObject({ role: 'admin', hasTotp: true, mustEnrolTotp: false });
  });

  it("treats them as a user until then: no private code of someone else's, nor through their API key", async () => {
    const owner = await createUser(app);
    const code = await createZarcode(app, owner, { privacy: 'private', title: 'Hidden gate' });
    const admin = await createUser(app, { role: 'admin' });
    const key = await createApiKey(app, admin);
    const view = () => app.request('GET', `/api/zarcodes/${code.zarcode}`, { token: admin.token });
    const lookup = () => app.request('GET', `/api/v1/zarcodes/${code.zarcode}`, { headers: withKey(key) });
    expect((await view()).body).toMatchObject({ title: null, canEdit: false });
    expect((await lookup()).body).toMatchObject({ status: 'private', place: null });

    await turnOn(admin);
    expect((await view()).body).toMatchObject({ title: 'Hidden gate', canEdit: true });
    expect((await lookup()).body).toMatchObject({ status: 'found', place: { title: 'Hidden gate' } });
  });

  it('lets the super admin made from ADMIN_EMAIL sign in with the password, set it up, and reach /api/admin', async () => {
    const first = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(first.status, first.text).toBe(200);
    expect(first.body.user).toMatchObject({ role: 'super_admin', mustEnrolTotp: true });
    const { token } = first.body;
    expectMessage(await app.request('GET', '/api/admin/audit', { token }), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
    const { secret } = await turnOn({ token });
    expect((await app.request('GET', '/api/admin/audit', { token })).status).toBe(200);

    const next = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, totpCode(secret, 1));
    expect(next.status, next.text).toBe(200);
    expect((await app.request('GET', '/api/admin/audit', { token: next.body.token })).status).toBe(200);
  });
});

describe('DELETE /api/auth/totp', () => {
  it('refuses anonymous callers with 401', async () => {
    expectMessage(await app.request('DELETE', '/api/auth/totp', { body: { code: '123456' } }), 401, 'Authentication required');
  });

  it('answers 409 for an account without a second factor', async () => {
    expectMessage(await turnOff(await createUser(app), '123456'), 409, TOTP_NOT_ON_MESSAGE);
  });

  it('refuses a wrong code with 400 and keeps the second factor', async () => {
    const user = await enrolledUser();
    expectMessage(await turnOff(user, totpCode(user.secret, -3)), 400, WRONG_TOTP_MESSAGE);
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();
  });

  it('turns it off with a code of the app or a recovery code: sign-in asks for none after', async () => {
    const [byApp, byRecovery] = [await enrolledUser(), await enrolledUser()];
    for (const [user, code] of [[byApp, totpCode(byApp.secret, 1)], [byRecovery, byRecovery.recoveryCodes[3]!]] as const) {
      const answer = await turnOff(user, code);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ message: 'Two-step sign-in is off', user: { hasTotp: false } });
      const row = await userRow(user.id);
      expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
      expect(await app.deps.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))).toEqual([]);
      expect((await login(user)).status).toBe(200);
    }
  });

  it("sends an admin who turns theirs off back to setting it up before the admin area", async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { secret } = await turnOn(admin);
    expect((await turnOff(admin, totpCode(secret, 1))).body.user).toMatchObject({ hasTotp: false, mustEnrolTotp: true });
    expectMessage(await app.request('GET', '/api/admin/users', { token: admin.token }), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
  });
});

describe('DELETE /api/admin/users/{id}/totp', () => {
  const turnOffFor = (id: string, token?: string) => app.request('DELETE', `/api/admin/users/${id}/totp`, { token });

  it('refuses anonymous callers, users, admins and a super admin without a second factor', async () => {
    const target = await enrolledUser();
    const admin = await createUser(app, { role: 'admin' });
    await turnOn(admin);
    expectMessage(await turnOffFor(target.id), 401, 'Authentication required');
    expectMessage(await turnOffFor(target.id, actors.owner.token), 403, 'Super administrator access required');
    expectMessage(await turnOffFor(target.id, target.token), 403, 'Super administrator access required');
    expectMessage(await turnOffFor(target.id, admin.token), 403, 'Super administrator access required');
    expectMessage(await turnOffFor(target.id, actors.superAdmin.token), 403, ADMIN_TOTP_REQUIRED_MESSAGE);
    expect((await userRow(target.id)).totpEnabledAt).not.toBeNull();
  });

  it("lets a super admin turn someone's off: recorded in the audit log, their sessions end, and they sign in with the password", async () => {
    const boss = await createUser(app, { role: 'super_admin' });
    await turnOn(boss);
    const target = await enrolledUser({ role: 'admin' });
    const answer = await turnOffFor(target.id, boss.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Two-step sign-in turned off: their sessions have ended', user: { id: target.id, hasTotp: false } });
    const [entry] = await auditEntriesOf(app, target.id, 'user.totp_off');
    expect(entry).toMatchObject({ actorId: boss.id, targetType: 'user' });
    expectMessage(await me(target.token), 401, 'Invalid token');
    const again = await login(target);
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ hasTotp: false, mustEnrolTotp: true });
  });

  it("answers 409 for the super admin's own (their security page) and for an account without one, 404 for none", async () => {
    const boss = await createUser(app, { role: 'super_admin' });
    await turnOn(boss);
    expectMessage(await turnOffFor(boss.id, boss.token), 409, 'Turn your own two-step sign-in off on your security page');
    expectMessage(await turnOffFor(actors.owner.id, boss.token), 409, TOTP_NOT_ON_MESSAGE);
    expectMessage(await turnOffFor('00000000-0000-4000-8000-000000000000', boss.token), 404, 'User not found');
    const detail = await app.request('GET', `/api/admin/users/${boss.id}/detail`, { token: boss.token });
    expect(detail.body.user).toMatchObject({ hasTotp: true, access: { canTurnOffTotp: false } });
  });

  it('tells the admin pages whose second factor is on and who may turn it off', async () => {
    const boss = await createUser(app, { role: 'super_admin' });
    await turnOn(boss);
    const admin = await createUser(app, { role: 'admin' });
    await turnOn(admin);
    const target = await enrolledUser();
    const detail = (token: string) => app.request('GET', `/api/admin/users/${target.id}/detail`, { token });
    expect((await detail(boss.token)).body.user).toMatchObject({ hasTotp: true, access: { canTurnOffTotp: true } });
    expect((await detail(admin.token)).body.user).toMatchObject({ hasTotp: true, access: { canTurnOffTotp: false } });
  });
});
