import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, consentRecords, creatorProfiles, payments, paymentNotifications, sessions, users, zarcodeImages, zarcodes } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { auditEntriesOf } from '../helpers/audit';
import { expectMessage } from '../helpers/bad-input';
import { jpeg, storedImageFiles, upload } from '../helpers/images';
import { useMockPayments } from '../helpers/payments';
import { createZarcode } from '../helpers/zarcodes';

// "Delete my account": confirmed with the password; codes, photos (rows and files), sessions, API keys
// and creator page go at once; payments stay for the tax records without name or e-mail. An admin may
// do the same for a person who asks by e-mail, giving the reason the audit log keeps.

const { app, actors } = useTestApp();
useMockPayments(app);

const as = (user: TestUser | null) => ({ token: user?.token });
const deleteOwn = (user: TestUser | null, password?: string) => app.request('DELETE', '/api/user/account', { ...as(user), body: password === undefined ? {} : { password } });

/** A person with a code and its photo, a creator page, an API key, a paid bundle and a pending checkout. */
async function personWithEverything() {
  const person = await createUser(app, { password: 'my-own-secret' });
  const code = await createZarcode(app, person, { title: 'Soon gone' });
  const uploaded = await upload(app, `/api/zarcodes/${code.id}/images`, [{ name: 'gate.jpg', bytes: await jpeg(320, 240) }], as(person));
  expect(uploaded.status, uploaded.text).toBe(201);
  const creator = await app.request('POST', '/api/creators', { ...as(actors.admin), body: { userId: person.id, displayName: `Gone Tours ${person.id.slice(0, 6)}` } });
  expect(creator.status, creator.text).toBe(201);
  const key = await createApiKey(app, person);
  const paid = await app.request('POST', '/api/payments/create', { ...as(person), body: { product: 'bundle', bundleType: 'starter' } });
  expect((await app.request('POST', `/api/payments/${paid.body.paymentId}/complete`, as(person))).status).toBe(200);
  // As PayFast's notification of a payment would have stored it.
  await app.deps.db.insert(paymentNotifications).values({
    paymentId: paid.body.paymentId,
    sourceIp: '127.0.0.1',
    fields: { m_payment_id: paid.body.paymentId, name_first: 'Thandi', name_last: 'Nkosi', email_address: person.email, amount_gross: '90.25' },
    outcome: 'granted',
  });
  const pending = await app.request('POST', '/api/payments/create', { ...as(person), body: { product: 'bundle', bundleType: 'professional' } });
  return { person, code, imageId: uploaded.body.images[0].id as string, slug: creator.body.slug as string, key, paymentId: paid.body.paymentId as string, pendingId: pending.body.paymentId as string };
}

describe('DELETE /api/user/account', () => {
  it('answers 401 to an anonymous caller', async () => {
    expectMessage(await deleteOwn(null, 'whatever'), 401);
  });

  it('refuses a wrong or missing password with 400 and deletes nothing', async () => {
    const person = await createUser(app);
    expectMessage(await deleteOwn(person, 'not-my-password'), 400, 'The password is not right: nothing was deleted');
    expectMessage(await deleteOwn(person), 400, 'Type your password to confirm');
    expect(await app.deps.db.$count(users, eq(users.id, person.id))).toBe(1);
    expect((await app.request('GET', '/api/user/profile', as(person))).status).toBe(200);
  });

  it('counts wrong passwords with the password changes: 10 in 15 minutes, then 429', async () => {
    const person = await createUser(app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await app.request('PUT', '/api/user/password', { ...as(person), body: { currentPassword: 'wrong-one', newPassword: 'new-secret-1' } });
      expect(answer.status).toBe(400);
    }
    for (let attempt = 0; attempt < 5; attempt++) expect((await deleteOwn(person, 'wrong-one')).status).toBe(400);
    const refused = await deleteOwn(person, person.password);
    expectMessage(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.deps.db.$count(users, eq(users.id, person.id))).toBe(1);
  });

  it('deletes the account with its codes, photos, sessions, keys and creator page, and keeps its payments without name or e-mail', async () => {
    const { person, code, imageId, slug, key, paymentId, pendingId } = await personWithEverything();
    await app.request('PUT', '/api/user/consent', { ...as(person), body: { analytics: 'declined', noticeVersion: '2026-11-26' } });
    expect(storedImageFiles(app).filter((file) => file.includes(imageId))).toHaveLength(2);
    expect((await app.request('GET', `/api/creators/public/${slug}`)).status).toBe(200);

    const answer = await deleteOwn(person, 'my-own-secret');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Your account is deleted. Your payments are kept for 5 years, without your name or e-mail.');

    // The account, and everything only theirs.
    expect(await app.deps.db.$count(users, eq(users.id, person.id))).toBe(0);
    expect(await app.deps.db.$count(zarcodes, eq(zarcodes.id, code.id))).toBe(0);
    expect(await app.deps.db.$count(zarcodeImages, eq(zarcodeImages.id, imageId))).toBe(0);
    expect(await app.deps.db.$count(sessions, eq(sessions.userId, person.id))).toBe(0);
    expect(await app.deps.db.$count(apiKeys, eq(apiKeys.userId, person.id))).toBe(0);
    expect(await app.deps.db.$count(creatorProfiles, eq(creatorProfiles.userId, person.id))).toBe(0);
    expect(await app.deps.db.$count(consentRecords, eq(consentRecords.userId, person.id))).toBe(0);
    // The photo's files are gone from storage at once, not at the next hourly clean-up.
    expect(storedImageFiles(app).filter((file) => file.includes(imageId))).toEqual([]);
    // What others see.
    expectMessage(await app.request('GET', `/api/zarcodes/${code.zarcode}`), 404);
    expectMessage(await app.request('GET', `/api/creators/public/${slug}`), 404);
    expectMessage(await app.request('GET', '/api/user/profile', as(person)), 401);
    expectMessage(await app.request('GET', `/api/v1/zarcodes/${code.zarcode}`, { headers: withKey(key) }), 401);
    expectMessage(await app.request('POST', '/api/auth/login', { body: { email: person.email, password: 'my-own-secret' } }), 401);

    // The payment stays, for the tax records, with nothing that names the buyer.
    const kept = await app.request('GET', `/api/admin/payments/${paymentId}`, as(actors.admin));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ id: paymentId, status: 'complete', amount: '90.25', user: null });
    expect(kept.text).not.toContain(person.email);
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ userId: null, codeForm: null });
    const [notification] = await app.deps.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, paymentId));
    expect(notification!.fields).toEqual({ m_payment_id: paymentId, amount_gross: '90.25' });
    const [pending] = await app.deps.db.select().from(payments).where(eq(payments.id, pendingId));
    expect(pending).toMatchObject({ userId: null, status: 'cancelled' });
    // Not an admin's write: the audit log has nothing of it.
    expect(await auditEntriesOf(app, person.id, 'user.delete')).toEqual([]);
  });

  it("refuses the last active super admin's own deletion with 409, and allows it once there is another", async () => {
    const only = actors.superAdmin;
    const others = await app.deps.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), sql`${users.id} <> ${only.id}`))
      .returning({ id: users.id });
    expect(others).toEqual([]);
    expectMessage(
      await deleteOwn(only, only.password),
      409,
      'You are the last active super admin: make another super admin before you delete your account',
    );
    expect(await app.deps.db.$count(users, eq(users.id, only.id))).toBe(1);

    const second = await createUser(app, { role: 'super_admin' });
    expect((await deleteOwn(second, second.password)).status).toBe(200);
    expect(await app.deps.db.$count(users, eq(users.id, second.id))).toBe(0);
  });

  it('lets an admin delete their own account like anyone', async () => {
    const admin = await createUser(app, { role: 'admin' });
    expect((await deleteOwn(admin, admin.password)).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id} for a person who asked by e-mail', () => {
  it('deletes the account as the person would, records who, what and why in the audit log, and removes the photo files', async () => {
    const { person, code, imageId, slug, paymentId } = await personWithEverything();
    const reason = 'Asked by e-mail on 28 November 2026 to delete their account (POPIA)';
    const answer = await app.request('DELETE', `/api/admin/users/${person.id}`, { ...as(actors.admin), body: { confirmEmail: person.email, reason } });
    expect(answer.status, answer.text).toBe(200);
    expect(await app.deps.db.$count(zarcodes, eq(zarcodes.id, code.id))).toBe(0);
    expect(storedImageFiles(app).filter((file) => file.includes(imageId))).toEqual([]);
    expectMessage(await app.request('GET', `/api/creators/public/${slug}`), 404);
    expect((await app.request('GET', `/api/admin/payments/${paymentId}`, as(actors.admin))).body.user).toBeNull();
    const [entry] = await auditEntriesOf(app, person.id, 'user.delete');
    expect(entry).toMatchObject({
      actorId: actors.admin.id,
      before: expect.objectContaining({ email: person.email, zarcodes: 1, paymentsKept: 2 }),
      after: { reason },
    });
  });

  it('never deletes the last super admin: an admin is refused with 403, the super admin themselves with 409', async () => {
    expectMessage(
      await app.request('DELETE', `/api/admin/users/${actors.superAdmin.id}`, { ...as(actors.admin), body: { confirmEmail: actors.superAdmin.email, reason: 'Asked' } }),
      403,
      "Only a super admin can change a super admin's account",
    );
    expectMessage(
      await app.request('DELETE', `/api/admin/users/${actors.superAdmin.id}`, { ...as(actors.superAdmin), body: { confirmEmail: actors.superAdmin.email, reason: 'Asked' } }),
      409,
      'You cannot delete your own account',
    );
    expect(await app.deps.db.$count(users, eq(users.id, actors.superAdmin.id))).toBe(1);
  });
});
