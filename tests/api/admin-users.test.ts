import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeRequests, imageFileDeletions, payments, sessions, users, zarcodes } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { auditCount, auditEntriesOf } from '../helpers/audit';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { storedImageFiles, upload, jpeg } from '../helpers/images';
import { createZarcode, zarcodeInput } from '../helpers/zarcodes';

// /api/admin/users: the role rules (only a super admin grants admin roles or touches a super
// admin's account; nobody disables, demotes or deletes themselves; the last active super admin
// stays), every write audited in its own transaction, and a deleted user's payments kept.

const { app, actors } = useTestApp();
useMockPayments(app);
const getApp = () => app;

const as = (user: TestUser | null) => ({ token: user?.token });
const REASON = 'Asked by e-mail on 28 November to delete their account';
let serial = 0;
const newEmail = () => `made-${Date.now()}-${(serial += 1)}@example.com`;
const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lerato',
  lastName: 'Molefe',
  email: newEmail(),
  contactTel: '0821234567',
  password: 'secret123',
  ...overrides,
});

/** Expects a refused write: the status, its message, and no audit entry added. */
async function expectRefusedWithoutAudit(call: () => Promise<{ status: number; body: any; headers: Headers; text: string }>, status: number, message?: string) {
  const before = await auditCount(app);
  expectMessage(await call(), status, message);
  expect(await auditCount(app)).toBe(before);
}

const ANONYMOUS_AND_USER = [
  ['anonymous', null, 401],
  ['a user', 'owner', 403],
] as const;

function itRefusesAnonymousAndUsers(method: string, path: () => string, body?: () => unknown) {
  it.each(ANONYMOUS_AND_USER)('answers %s with %i', async (_name, who, status) => {
    const user = who ? actors[who] : null;
    expectMessage(await app.request(method, path(), { ...as(user), body: body?.() }), status);
  });
}

describe('GET /api/admin/users', () => {
  itRefusesAnonymousAndUsers('GET', () => '/api/admin/users');

  it('lists accounts for an admin and a super admin, newest first, with what each may do', async () => {
    const made = await createUser(app, { firstName: 'Zanele', lastName: 'Khumalo' });
    for (const viewer of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/admin/users?search=zanele%20khu', as(viewer));
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.users).toEqual([
        expect.objectContaining({ id: made.id, firstName: 'Zanele', role: 'user', isActive: true, zarcodeCount: 0, hasCreatorProfile: false }),
      ]);
      expect(answer.body.pagination).toEqual({ page: 1, limit: 25, total: 1, totalPages: 1 });
    }
    const byAdmin = await app.request('GET', '/api/admin/users?role=super_admin', as(actors.admin));
    expect(byAdmin.body.grantableRoles).toEqual(['user']);
    expect(byAdmin.body.users.map((user: any) => user.role)).toEqual(byAdmin.body.users.map(() => 'super_admin'));
    expect(byAdmin.body.users.find((user: any) => user.id === actors.superAdmin.id).access).toEqual({
      canEdit: false,
      canChangeRole: false,
      canToggle: false,
      canSetPassword: false,
      canDelete: false,
      canTurnOffTotp: false,
    });
    const bySuper = await app.request('GET', '/api/admin/users', as(actors.superAdmin));
    expect(bySuper.body.grantableRoles).toEqual(['user', 'admin', 'super_admin']);
  });

  it('filters by status and pages', async () => {
    const disabled = await createUser(app, { isActive: false, firstName: 'Paged' });
    const answer = await app.request('GET', '/api/admin/users?status=disabled&limit=1', as(actors.admin));
    expect(answer.body.users).toHaveLength(1);
    expect(answer.body.users[0]).toMatchObject({ id: disabled.id, isActive: false });
    expect(answer.body.pagination.limit).toBe(1);
  });

  it.each([
    ['an unknown role', 'role=owner', 'Role must be one of: user, admin, super_admin'],
    ['an unknown status', 'status=asleep', 'status must be one of: active, disabled'],
    ['page 0', 'page=0', 'page must be a whole number of 1 or more'],
    ['limit 101', 'limit=101', 'limit must be a whole number from 1 to 100'],
  ])('answers %s with 400', async (_name, query, message) => {
    expectMessage(await app.request('GET', `/api/admin/users?${query}`, as(actors.admin)), 400, message);
  });
});

describe('POST /api/admin/users', () => {
  itRefusesAnonymousAndUsers('POST', () => '/api/admin/users', () => newUserBody());

  it('makes an account that can sign in, and records it in the audit log', async () => {
    const body = newUserBody({ email: `  New.Person-${Date.now()}@Example.com ` });
    const answer = await app.request('POST', '/api/admin/users', { ...as(actors.admin), body });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.user).toMatchObject({ email: body.email.trim().toLowerCase(), role: 'user', isActive: true, contactTel: '0821234567' });
    const login = await app.request('POST', '/api/auth/login', { body: { email: body.email.trim(), password: 'secret123' } });
    expect(login.status, login.text).toBe(200);
    const [entry] = await auditEntriesOf(app, answer.body.user.id, 'user.create');
    expect(entry).toMatchObject({ actorId: actors.admin.id, actorRole: 'admin', targetType: 'user', after: expect.objectContaining({ role: 'user' }) });
    expect(JSON.stringify(entry)).not.toContain('secret123');
  });

  it('lets a super admin make an admin and a super admin', async () => {
    for (const role of ['admin', 'super_admin']) {
      const answer = await app.request('POST', '/api/admin/users', { ...as(actors.superAdmin), body: newUserBody({ role }) });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.user.role).toBe(role);
    }
  });

  it.each(['admin', 'super_admin'])("refuses an admin making a%s with 403 and records nothing", async (role) => {
    await expectRefusedWithoutAudit(
      () => app.request('POST', '/api/admin/users', { ...as(actors.admin), body: newUserBody({ role }) }),
      403,
      'Only a super admin can grant or remove the admin and super admin roles',
    );
  });

  it('answers an e-mail already taken with 409 and records nothing', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('POST', '/api/admin/users', { ...as(actors.admin), body: newUserBody({ email: actors.other.email.toUpperCase() }) }),
      409,
      'An account with this email already exists',
    );
  });

  it.each([
    ['an unknown role', { role: 'root' }, 'Role must be one of: user, admin, super_admin'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('answers %s with 400', async (_name, overrides, message) => {
    expectMessage(await app.request('POST', '/api/admin/users', { ...as(actors.admin), body: newUserBody(overrides) }), 400, message);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/admin/users',
      token: () => actors.admin.token,
      validBody: newUserBody(),
      requiredFields: { firstName: 'First name is required', lastName: 'Last name is required', email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' },
      textFields: ['firstName', 'lastName', 'email', 'contactTel', 'password'],
    });
  });
});

describe('GET /api/admin/users/{id}/detail', () => {
  it.each(ANONYMOUS_AND_USER)('answers %s with %i, on their own record too', async (_name, who, status) => {
    const user = who ? actors[who] : null;
    expectMessage(await app.request('GET', `/api/admin/users/${actors.owner.id}/detail`, as(user)), status);
  });

  it('shows the account with its codes, payments, bundles and creator profile', async () => {
    const buyer = await createUser(app);
    const code = await createZarcode(app, buyer, { title: 'Detail gate', views: 42 });
    const payment = await app.request('POST', '/api/payments/create', { ...as(buyer), body: { product: 'bundle', bundleType: 'starter' } });
    expect(payment.status, payment.text).toBe(201);
    const answer = await app.request('GET', `/api/admin/users/${buyer.id}/detail`, as(actors.admin));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ id: buyer.id, zarcodeCount: 1 });
    expect(answer.body.zarcodes).toEqual([expect.objectContaining({ zarcode: code.zarcode, title: 'Detail gate', isVerified: false, views: 42 })]);
    expect(answer.body.payments).toEqual([expect.objectContaining({ id: payment.body.paymentId, status: 'pending' })]);
    expect(answer.body.paymentCount).toBe(1);
    expect(answer.body.bundles.length).toBeGreaterThan(0);
    expect(answer.body.creatorProfile).toBeNull();
  });

  it("answers 404 'User not found' for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      expectMessage(await app.request('GET', `/api/admin/users/${id}/detail`, as(actors.admin)), 404, 'User not found');
    }
  });
});

describe('PUT /api/admin/users/{id}', () => {
  itRefusesAnonymousAndUsers('PUT', () => `/api/admin/users/${actors.other.id}`, () => ({ firstName: 'X' }));

  it("answers a user changing their own record with 403", async () => {
    expectMessage(await app.request('PUT', `/api/admin/users/${actors.owner.id}`, { ...as(actors.owner), body: { role: 'super_admin' } }), 403);
  });

  it('changes names, e-mail, phone and e-mail preference, and records before and after', async () => {
    const target = await createUser(app);
    const email = newEmail();
    const answer = await app.request('PUT', `/api/admin/users/${target.id}`, {
      ...as(actors.admin),
      body: { firstName: 'Bongani', email, contactTel: '', emailNotifications: false },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ firstName: 'Bongani', lastName: 'Nkosi', email, contactTel: null, emailNotifications: false });
    const [entry] = await auditEntriesOf(app, target.id, 'user.update');
    expect(entry).toMatchObject({ before: { firstName: 'Thandi', email: target.email }, after: { firstName: 'Bongani', email } });
  });

  it('lets a super admin promote a user to admin, which opens the admin API to them', async () => {
    const target = await createUser(app);
    expect((await app.request('GET', '/api/admin/users', as(target))).status).toBe(403);
    const answer = await app.request('PUT', `/api/admin/users/${target.id}`, { ...as(actors.superAdmin), body: { role: 'admin' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user.role).toBe('admin');
    expect((await app.request('GET', '/api/admin/users', as(target))).status).toBe(200);
    expect(await auditEntriesOf(app, target.id, 'user.role_change')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ role: 'user' }), after: expect.objectContaining({ role: 'admin' }) }),
    ]);
  });

  it('refuses an admin granting or removing admin roles with 403, and records nothing', async () => {
    const target = await createUser(app);
    const otherAdmin = await createUser(app, { role: 'admin' });
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${target.id}`, { ...as(actors.admin), body: { role: 'admin' } }),
      403,
      'Only a super admin can grant or remove the admin and super admin roles',
    );
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${otherAdmin.id}`, { ...as(actors.admin), body: { role: 'user' } }),
      403,
      'Only a super admin can grant or remove the admin and super admin roles',
    );
  });

  it("refuses an admin editing a super admin's account with 403", async () => {
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.superAdmin.id}`, { ...as(actors.admin), body: { firstName: 'Hacked' } }),
      403,
      "Only a super admin can change a super admin's account",
    );
  });

  it('refuses a super admin demoting themselves with 409', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.superAdmin.id}`, { ...as(actors.superAdmin), body: { role: 'admin' } }),
      409,
      'You cannot demote yourself: ask another super admin',
    );
  });

  it('answers an unknown role with 400 and an e-mail taken with 409', async () => {
    expectMessage(await app.request('PUT', `/api/admin/users/${actors.other.id}`, { ...as(actors.admin), body: { role: 'root' } }), 400, 'Role must be one of: user, admin, super_admin');
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.other.id}`, { ...as(actors.admin), body: { email: actors.owner.email } }),
      409,
      'An account with this email already exists',
    );
  });

  it("answers 404 'User not found' for an unknown id", async () => {
    expectMessage(await app.request('PUT', `/api/admin/users/${crypto.randomUUID()}`, { ...as(actors.admin), body: { firstName: 'X' } }), 404, 'User not found');
  });
});

describe('PUT /api/admin/users/{id}/toggle', () => {
  itRefusesAnonymousAndUsers('PUT', () => `/api/admin/users/${actors.other.id}/toggle`);

  it('disables a user: their token stops working and their sign-in fails; enabling lets them in again', async () => {
    const target = await createUser(app);
    expect((await app.request('GET', '/api/auth/me', as(target))).status).toBe(200);
    const disabled = await app.request('PUT', `/api/admin/users/${target.id}/toggle`, as(actors.admin));
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body).toMatchObject({ user: { isActive: false }, message: 'User disabled: their sessions have ended' });
    expect(await app.deps.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expectMessage(await app.request('GET', '/api/auth/me', as(target)), 401);
    const login = await app.request('POST', '/api/auth/login', { body: { email: target.email, password: target.password } });
    expectMessage(login, 403, 'This account has been disabled. Please contact support.');

    const enabled = await app.request('PUT', `/api/admin/users/${target.id}/toggle`, as(actors.admin));
    expect(enabled.body.user.isActive).toBe(true);
    expect((await app.request('POST', '/api/auth/login', { body: { email: target.email, password: target.password } })).status).toBe(200);
    expect((await auditEntriesOf(app, target.id)).map((entry) => entry.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('refuses disabling oneself with 409 and records nothing', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.admin.id}/toggle`, as(actors.admin)),
      409,
      'You cannot disable your own account',
    );
  });

  it('refuses an admin disabling a super admin with 403', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.superAdmin.id}/toggle`, as(actors.admin)),
      403,
      "Only a super admin can change a super admin's account",
    );
  });
});

describe('PUT /api/admin/users/{id}/password', () => {
  itRefusesAnonymousAndUsers('PUT', () => `/api/admin/users/${actors.other.id}/password`, () => ({ password: 'newpass1', confirmPassword: 'newpass1' }));

  it('sets a password: the old one and every session end, the new one signs in', async () => {
    const target = await createUser(app);
    const answer = await app.request('PUT', `/api/admin/users/${target.id}/password`, {
      ...as(actors.admin),
      body: { password: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(answer.status, answer.text).toBe(200);
    expectMessage(await app.request('GET', '/api/auth/me', as(target)), 401);
    expectMessage(await app.request('POST', '/api/auth/login', { body: { email: target.email, password: target.password } }), 401);
    expect((await app.request('POST', '/api/auth/login', { body: { email: target.email, password: 'brand-new-1' } })).status).toBe(200);
    const [entry] = await auditEntriesOf(app, target.id, 'user.set_password');
    expect(entry).toMatchObject({ before: null, after: null });
    expect(JSON.stringify(entry)).not.toContain('brand-new-1');
  });

  it('answers a short or mismatched password with 400', async () => {
    const path = `/api/admin/users/${actors.other.id}/password`;
    expectMessage(await app.request('PUT', path, { ...as(actors.admin), body: { password: '123', confirmPassword: '123' } }), 400, 'Password must be at least 6 characters');
    expectMessage(await app.request('PUT', path, { ...as(actors.admin), body: { password: '123456', confirmPassword: '1234567' } }), 400, 'Passwords do not match');
  });

  it("refuses an admin setting a super admin's password with 403, and one's own with 409", async () => {
    const body = { password: 'brand-new-1', confirmPassword: 'brand-new-1' };
    await expectRefusedWithoutAudit(() => app.request('PUT', `/api/admin/users/${actors.superAdmin.id}/password`, { ...as(actors.admin), body }), 403);
    await expectRefusedWithoutAudit(
      () => app.request('PUT', `/api/admin/users/${actors.admin.id}/password`, { ...as(actors.admin), body }),
      409,
      'Change your own password on your profile page',
    );
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  itRefusesAnonymousAndUsers('DELETE', () => `/api/admin/users/${actors.other.id}`, () => ({ confirmEmail: actors.other.email, reason: REASON }));

  it("removes the account, its codes and photos, and keeps its payments without name or e-mail", async () => {
    const doomed = await createUser(app);
    const code = await createZarcode(app, doomed, zarcodeInput({ title: 'Soon gone' }));
    const uploaded = await upload(app, `/api/zarcodes/${code.id}/images`, [{ name: 'a.jpg', bytes: await jpeg(320, 240) }], as(doomed));
    expect(uploaded.status, uploaded.text).toBe(201);
    const paid = await app.request('POST', '/api/payments/create', { ...as(doomed), body: { product: 'bundle', bundleType: 'starter' } });
    const paymentId = paid.body.paymentId;
    expect((await app.request('POST', `/api/payments/${paymentId}/complete`, as(doomed))).status).toBe(200);
    const pending = await app.request('POST', '/api/payments/create', { ...as(doomed), body: { product: 'bundle', bundleType: 'professional' } });
    const asked = await app.request('POST', `/api/zarcodes/${code.zarcode}/request-change`, { ...as(doomed), body: { reason: 'Wrong gate' } });
    expect(asked.status, asked.text).toBe(201);
    const detail = await app.request('GET', `/api/admin/users/${doomed.id}/detail`, as(actors.admin));
    expect(detail.body.changeRequests).toEqual([expect.objectContaining({ zarcode: code.zarcode, status: 'pending', reason: 'Wrong gate' })]);

    await expectRefusedWithoutAudit(
      () => app.request('DELETE', `/api/admin/users/${doomed.id}`, { ...as(actors.admin), body: { confirmEmail: actors.other.email, reason: REASON } }),
      400,
      "The e-mail typed is not this account's: nothing was deleted",
    );

    const answer = await app.request('DELETE', `/api/admin/users/${doomed.id}`, { ...as(actors.admin), body: { confirmEmail: doomed.email.toUpperCase(), reason: REASON } });
    expect(answer.status, answer.text).toBe(200);
    expect(await app.deps.db.select().from(users).where(eq(users.id, doomed.id))).toEqual([]);
    expect(await app.deps.db.select().from(zarcodes).where(eq(zarcodes.id, code.id))).toEqual([]);
    expect(await app.deps.db.select().from(changeRequests).where(eq(changeRequests.userId, doomed.id))).toEqual([]);
    // The photo's files go at once, their place in the clean-up's queue with them.
    expect(await app.deps.db.select().from(imageFileDeletions).where(eq(imageFileDeletions.imageId, uploaded.body.images[0].id))).toEqual([]);
    expect(storedImageFiles(app).filter((file) => file.includes(uploaded.body.images[0].id))).toEqual([]);

    const kept = await app.request('GET', `/api/admin/payments/${paymentId}`, as(actors.admin));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ id: paymentId, status: 'complete', amount: expect.any(String), user: null });
    const [pendingRow] = await app.deps.db.select().from(payments).where(eq(payments.id, pending.body.paymentId));
    expect(pendingRow).toMatchObject({ userId: null, status: 'cancelled' });
    expect(JSON.stringify(kept.body)).not.toContain(doomed.email);

    const [entry] = await auditEntriesOf(app, doomed.id, 'user.delete');
    expect(entry).toMatchObject({ before: expect.objectContaining({ email: doomed.email, zarcodes: 1, paymentsKept: 2 }), after: { reason: REASON } });
    expectMessage(await app.request('POST', '/api/auth/login', { body: { email: doomed.email, password: doomed.password } }), 401);
  });

  it('refuses deleting oneself with 409, and an admin deleting a super admin with 403', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('DELETE', `/api/admin/users/${actors.admin.id}`, { ...as(actors.admin), body: { confirmEmail: actors.admin.email, reason: REASON } }),
      409,
      'You cannot delete your own account',
    );
    await expectRefusedWithoutAudit(
      () => app.request('DELETE', `/api/admin/users/${actors.superAdmin.id}`, { ...as(actors.admin), body: { confirmEmail: actors.superAdmin.email, reason: REASON } }),
      403,
    );
  });

  it('answers no confirmation with 400, and no reason with 400', async () => {
    expectMessage(await app.request('DELETE', `/api/admin/users/${actors.other.id}`, { ...as(actors.admin), body: { reason: REASON } }), 400, "Type the user's e-mail address to confirm");
    expectMessage(
      await app.request('DELETE', `/api/admin/users/${actors.other.id}`, { ...as(actors.admin), body: { confirmEmail: actors.other.email, reason: '  ' } }),
      400,
      'Say why the account is deleted (for example: the person asked by e-mail on 3 December)',
    );
  });
});

describe('the last active super admin', () => {
  it('stays when the only two active super admins disable each other at once', async () => {
    const first = await createUser(app, { role: 'super_admin' });
    const second = await createUser(app, { role: 'super_admin' });
    // Every other super admin of this file steps aside, so that these two are the only active ones.
    const others = await app.deps.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), notInArray(users.id, [first.id, second.id])))
      .returning({ id: users.id });
    try {
      const answers = await Promise.all([
        app.request('PUT', `/api/admin/users/${second.id}/toggle`, as(first)),
        app.request('PUT', `/api/admin/users/${first.id}/toggle`, as(second)),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      // The second one either finds the first one's change made (the last super admin stays: 409),
      // or is no longer signed in at all (its sessions ended: 401).
      expect([401, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status !== 200)!;
      if (refused.status === 409) expect(refused.body.message).toBe('The last active super admin cannot be disabled, demoted or deleted');
      const active = await app.deps.db.select().from(users).where(eq(users.role, 'super_admin'));
      expect(active.filter((row) => row.isActive && [first.id, second.id].includes(row.id))).toHaveLength(1);
      expect(await auditEntriesOf(app, first.id, 'user.disable')).toHaveLength(answers[1]!.status === 200 ? 1 : 0);
      expect(await auditEntriesOf(app, second.id, 'user.disable')).toHaveLength(answers[0]!.status === 200 ? 1 : 0);
    } finally {
      await app.deps.db.update(users).set({ isActive: true }).where(inArray(users.id, others.map((row) => row.id)));
    }
  });
});
