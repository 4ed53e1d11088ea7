import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/server/features/audit/redact';
import { auditEntries, countAuditEntries, expectOneAuditEntry, expectOutsidersRefused } from '../helpers/admin';
import { createUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { jpeg, upload } from '../helpers/images';
import { createZarcode, zarcodeInput } from '../helpers/zarcodes';

// Every admin write (prices, vouchers, settings, bundles granted, codes made for a user) records one
// entry in its own transaction; a refused or failed one records none. The writes of messages, expenses
// and e-mail are tested with their endpoints.

const { app, actors } = useTestApp();

const readAudit = (token: string | undefined, query: Record<string, string> = {}) =>
  app.request('GET', `/api/admin/audit?${new URLSearchParams(query)}`, { token });

describe('GET /api/admin/audit', () => {
  it('answers 401 anonymous and 403 to users and admins', async () => {
    await expectOutsidersRefused(actors, (token) => readAudit(token), { superAdminOnly: true });
  });

  it('finds entries by actor, action (or every action on a thing), target and South African days', async () => {
    const price = await app.request('POST', '/api/admin/prices', { token: actors.admin.token, body: { amount: '23.00' } });
    await app.request('PUT', `/api/admin/prices/${price.body.id}/activate`, { token: actors.superAdmin.token });

    const byTarget = await auditEntries(app, actors, { target: price.body.id });
    expect(byTarget.map((entry) => entry.action)).toEqual(['price.activate', 'price.create']);
    expect((await auditEntries(app, actors, { target: price.body.id, action: 'price' })).map((e) => e.action)).toEqual([
      'price.activate',
      'price.create',
    ]);
    expect((await auditEntries(app, actors, { target: price.body.id, actor: actors.admin.email.toUpperCase() })).map((e) => e.action)).toEqual([
      'price.create',
    ]);
    expect((await auditEntries(app, actors, { target: price.body.id, actor: actors.superAdmin.id })).map((e) => e.action)).toEqual([
      'price.activate',
    ]);
    expect(await auditEntries(app, actors, { target: price.body.id, action: 'price.delete' })).toEqual([]);
    expect(await auditEntries(app, actors, { target: price.body.id, action: 'pri' })).toEqual([]);

    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    expect(await auditEntries(app, actors, { target: price.body.id, from: today, to: today })).toHaveLength(2);
    expect(await auditEntries(app, actors, { target: price.body.id, to: '2020-01-01' })).toEqual([]);

    const answer = await readAudit(actors.superAdmin.token, { target: price.body.id, limit: '1' });
    expect(answer.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(answer.body.actions).toEqual(expect.arrayContaining(['price.activate', 'price.create']));
  });

  it('names the admin of each entry and the record it touched (a code, a user, a voucher), keeping their ids for links', async () => {
    const lerato = await createUser(app, { role: 'admin', firstName: 'Lerato', lastName: 'Mokoena' });
    const sipho = await createUser(app, { firstName: 'Sipho', lastName: 'Dlamini' });
    await app.request('POST', `/api/admin/users/${sipho.id}/bundles`, { token: lerato.token, body: { bundleType: 'starter' } });
    const code = await app.request('POST', '/api/admin/zarcodes', { token: lerato.token, body: zarcodeInput({ userId: sipho.id }) });
    const voucher = await app.request('POST', '/api/admin/vouchers', { token: lerato.token, body: { code: 'NAMED5', discountType: 'percent', discountValue: 5 } });
    const price = await app.request('POST', '/api/admin/prices', { token: lerato.token, body: { amount: '24.00' } });

    const entries = await auditEntries(app, actors, { actor: lerato.id });
    expect(entries.map(({ action, targetType, targetId, targetName, actor }) => ({ action, targetType, targetId, targetName, actor }))).toEqual([
      { action: 'price.create', targetType: 'price', targetId: price.body.id, targetName: null, actor: { id: lerato.id, email: lerato.email, role: 'admin', name: 'Lerato Mokoena' } },
      { action: 'voucher.create', targetType: 'voucher', targetId: voucher.body.id, targetName: 'NAMED5', actor: expect.objectContaining({ name: 'Lerato Mokoena' }) },
      { action: 'zarcode.create', targetType: 'zarcode', targetId: code.body.zarcode, targetName: code.body.zarcode, actor: expect.objectContaining({ name: 'Lerato Mokoena' }) },
      { action: 'bundle.grant', targetType: 'user', targetId: sipho.id, targetName: 'Sipho Dlamini', actor: expect.objectContaining({ name: 'Lerato Mokoena' }) },
    ]);

    // A record that is gone keeps its id and loses its name.
    await app.request('DELETE', `/api/zarcodes/${code.body.zarcode}`, { token: actors.superAdmin.token });
    const [created] = await auditEntries(app, actors, { actor: lerato.id, action: 'zarcode.create' });
    expect(created).toMatchObject({ targetId: code.body.zarcode, targetName: null });
  });

  it('refuses bad days, a "to" before "from" and a limit over 100 with 400', async () => {
    expectMessage(await readAudit(actors.superAdmin.token, { from: '2026-02-30' }), 400, 'from must be a date, YYYY-MM-DD');
    expectMessage(await readAudit(actors.superAdmin.token, { to: 'today' }), 400, 'to must be a date, YYYY-MM-DD');
    expectMessage(await readAudit(actors.superAdmin.token, { from: '2026-05-02', to: '2026-05-01' }), 400, "'to' must not be before 'from'");
    expectMessage(await readAudit(actors.superAdmin.token, { limit: '101' }), 400);
  });
});

describe('the admin writes made before the audit log, in the audit log', () => {
  it('prices: a new price and its activation, with the price in force before', async () => {
    const first = await app.request('POST', '/api/admin/prices', { token: actors.admin.token, body: { amount: '20.00', isActive: true } });
    const entry = await expectOneAuditEntry(app, actors, { action: 'price.create', targetId: first.body.id, actor: actors.admin, role: 'admin' });
    expect(entry.after).toEqual({ amount: '20.00', isActive: true });
    const second = await app.request('POST', '/api/admin/prices', { token: actors.admin.token, body: { amount: '21.00' } });
    await app.request('PUT', `/api/admin/prices/${second.body.id}/activate`, { token: actors.admin.token });
    const activation = await expectOneAuditEntry(app, actors, { action: 'price.activate', targetId: second.body.id, actor: actors.admin, role: 'admin' });
    expect(activation.before).toEqual({ activePrice: { id: first.body.id, amount: '20.00' } });
    expect(activation.after).toEqual({ activePrice: { id: second.body.id, amount: '21.00' } });
  });

  it('prices: none for a refused price or the activation of an unknown one', async () => {
    const before = await countAuditEntries(app, actors, { action: 'price' });
    expectMessage(await app.request('POST', '/api/admin/prices', { token: actors.admin.token, body: { amount: '-1' } }), 400);
    expectMessage(await app.request('PUT', '/api/admin/prices/00000000-0000-4000-8000-000000000000/activate', { token: actors.admin.token }), 404);
    expect(await countAuditEntries(app, actors, { action: 'price' })).toBe(before);
  });

  it('vouchers: creation, change and deletion, with the fields before and after; none for a duplicate code', async () => {
    const created = await app.request('POST', '/api/admin/vouchers', {
      token: actors.admin.token,
      body: { code: 'AUDIT10', discountType: 'percent', discountValue: 10 },
    });
    const id = created.body.id;
    expect((await expectOneAuditEntry(app, actors, { action: 'voucher.create', targetId: id, actor: actors.admin, role: 'admin' })).after).toMatchObject({
      code: 'AUDIT10',
      discountValue: 10,
    });
    expectMessage(
      await app.request('POST', '/api/admin/vouchers', { token: actors.admin.token, body: { code: 'audit10', discountType: 'percent', discountValue: 5 } }),
      409,
    );
    expect(await countAuditEntries(app, actors, { action: 'voucher.create', target: id })).toBe(1);

    await app.request('PUT', `/api/admin/vouchers/${id}`, { token: actors.superAdmin.token, body: { description: 'Winter' } });
    const update = await expectOneAuditEntry(app, actors, { action: 'voucher.update', targetId: id, actor: actors.superAdmin, role: 'super_admin' });
    expect(update.before).toMatchObject({ description: '' });
    expect(update.after).toMatchObject({ description: 'Winter' });

    await app.request('DELETE', `/api/admin/vouchers/${id}`, { token: actors.admin.token });
    expect((await expectOneAuditEntry(app, actors, { action: 'voucher.delete', targetId: id, actor: actors.admin, role: 'admin' })).before).toMatchObject({
      code: 'AUDIT10',
    });
  });

  it('settings: before and after, the maps key redacted; none for refused settings', async () => {
    await app.request('PUT', '/api/settings', { token: actors.superAdmin.token, body: { googleMapsApiKey: 'AIza-secret-key', vatRate: 15.5 } });
    const [entry] = await auditEntries(app, actors, { action: 'settings.update' });
    expect(entry).toMatchObject({ targetId: 'system', actor: { id: actors.superAdmin.id, role: 'super_admin' } });
    expect(entry!.before).toMatchObject({ googleMapsApiKey: REDACTED, vatRate: 15 });
    expect(entry!.after).toMatchObject({ googleMapsApiKey: REDACTED, vatRate: 15.5 });
    expect(JSON.stringify(await auditEntries(app, actors))).not.toContain('AIza-secret-key');

    const before = await countAuditEntries(app, actors, { action: 'settings.update' });
    expectMessage(await app.request('PUT', '/api/settings', { token: actors.superAdmin.token, body: { vatRate: 101 } }), 400);
    expect(await countAuditEntries(app, actors, { action: 'settings.update' })).toBe(before);
    await app.request('PUT', '/api/settings', { token: actors.superAdmin.token, body: { vatRate: 15 } });
  });

  it('bundles granted, naming the user; none for an unknown user', async () => {
    const answer = await app.request('POST', `/api/admin/users/${actors.other.id}/bundles`, { token: actors.admin.token, body: { bundleType: 'starter' } });
    expect(answer.status).toBe(201);
    const entry = await expectOneAuditEntry(app, actors, { action: 'bundle.grant', targetId: actors.other.id, actor: actors.admin, role: 'admin' });
    expect(entry).toMatchObject({ targetType: 'user', after: { bundleId: answer.body.id, bundleType: 'starter', codes: 5, userEmail: actors.other.email } });

    const before = await countAuditEntries(app, actors, { action: 'bundle.grant' });
    expectMessage(
      await app.request('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/bundles', { token: actors.admin.token, body: { bundleType: 'starter' } }),
      404,
    );
    expect(await countAuditEntries(app, actors, { action: 'bundle.grant' })).toBe(before);
  });

  it('codes an admin makes for a user; none for one refused', async () => {
    const answer = await app.request('POST', '/api/admin/zarcodes', {
      token: actors.superAdmin.token,
      body: zarcodeInput({ userId: actors.other.id, title: 'Clinic gate' }),
    });
    expect(answer.status, answer.text).toBe(201);
    const entry = await expectOneAuditEntry(app, actors, { action: 'zarcode.create', targetId: answer.body.zarcode, actor: actors.superAdmin, role: 'super_admin' });
    expect(entry.after).toMatchObject({ id: answer.body.id, ownerId: actors.other.id, title: 'Clinic gate', city: 'Cape Town' });

    const before = await countAuditEntries(app, actors, { action: 'zarcode.create' });
    expect((await app.request('POST', '/api/admin/zarcodes', { token: actors.admin.token, body: zarcodeInput({ latitude: 51.5, longitude: -0.1 }) })).status).toBe(400);
    expect(await countAuditEntries(app, actors, { action: 'zarcode.create' })).toBe(before);
  });

  it("an admin's edit and deletion of someone else's code, but not an owner's own changes", async () => {
    const code = await createZarcode(app, actors.owner, { title: 'Old title' });
    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token, body: { title: 'Owner title' } });
    expect(await auditEntries(app, actors, { target: code.zarcode })).toEqual([]);

    await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.admin.token, body: { title: 'Admin title' } });
    const update = await expectOneAuditEntry(app, actors, { action: 'zarcode.update', targetId: code.zarcode, actor: actors.admin, role: 'admin' });
    expect(update.before).toMatchObject({ title: 'Owner title' });
    expect(update.after).toMatchObject({ title: 'Admin title' });

    expect((await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.admin.token, body: { latitude: -33.5 } })).status).toBe(409);
    expect(await countAuditEntries(app, actors, { target: code.zarcode })).toBe(1);

    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: actors.superAdmin.token });
    const deletion = await expectOneAuditEntry(app, actors, { action: 'zarcode.delete', targetId: code.zarcode, actor: actors.superAdmin, role: 'super_admin' });
    expect(deletion.before).toMatchObject({ id: code.id, ownerId: actors.owner.id, title: 'Admin title' });

    const own = await createZarcode(app, actors.admin);
    await app.request('DELETE', `/api/zarcodes/${own.zarcode}`, { token: actors.admin.token });
    expect(await auditEntries(app, actors, { target: own.zarcode })).toEqual([]);
  });

  it("an admin's changes to the photos of someone else's code", async () => {
    const code = await createZarcode(app, actors.owner);
    const path = `/api/zarcodes/${code.zarcode}/images`;
    const ownUpload = await upload(app, path, [{ name: 'gate.jpg', bytes: await jpeg() }], { token: actors.owner.token });
    expect(ownUpload.status).toBe(201);
    expect(await auditEntries(app, actors, { target: code.zarcode })).toEqual([]);

    const added = await upload(app, path, [{ name: 'sign.jpg', bytes: await jpeg() }], { token: actors.admin.token });
    expect(added.status).toBe(201);
    const adding = await expectOneAuditEntry(app, actors, { action: 'zarcode.photos_add', targetId: code.zarcode, actor: actors.admin, role: 'admin' });
    expect(adding.after).toEqual({ added: [{ id: added.body.images[1].id, filename: 'sign.jpg' }] });

    const [first, second] = added.body.images;
    await app.request('PUT', `${path}/order`, {
      token: actors.admin.token,
      body: { imageOrders: [{ id: first.id, displayOrder: 1 }, { id: second.id, displayOrder: 0 }] },
    });
    const reorder = await expectOneAuditEntry(app, actors, { action: 'zarcode.photos_reorder', targetId: code.zarcode, actor: actors.admin, role: 'admin' });
    expect(reorder.before).toEqual({ order: [first.id, second.id] });
    expect(reorder.after).toEqual({ order: [second.id, first.id] });

    await app.request('DELETE', `${path}/${first.id}`, { token: actors.admin.token });
    const removal = await expectOneAuditEntry(app, actors, { action: 'zarcode.photo_delete', targetId: code.zarcode, actor: actors.admin, role: 'admin' });
    expect(removal.before).toEqual({ photo: { id: first.id, filename: 'gate.jpg' } });

    expectMessage(await app.request('DELETE', `${path}/${first.id}`, { token: actors.admin.token }), 404);
    expect(await countAuditEntries(app, actors, { target: code.zarcode, action: 'zarcode.photo_delete' })).toBe(1);
  });
});
