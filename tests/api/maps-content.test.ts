import { beforeAll, describe, expect, it } from 'vitest';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { creatorProfiles } from '../../src/server/db/schema';
import { createUser, newClientAddress, useTestApp, type TestUser } from '../helpers/app';
import { auditCount, auditEntriesOf } from '../helpers/audit';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// Maps content: public codes and creators as the public lists show them; an admin hides one (with a
// reason) and shows it again. A hidden code still opens by its code, but is offered nowhere public.

const { app, actors } = useTestApp();
const getApp = () => app;
const as = (user: TestUser | null) => ({ token: user?.token });

let code: ZarcodeRecord;
let privateCode: ZarcodeRecord;
let creatorId: string;

beforeAll(async () => {
  code = await createZarcode(app, actors.owner, { title: 'Lighthouse car park' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Private back gate', privacy: 'private' });
  const creator = await createUser(app);
  await createZarcode(app, creator, { title: 'Creator spot' });
  const [row] = await app.deps.db
    .insert(creatorProfiles)
    .values({ userId: creator.id, displayName: 'Karoo Trails', slug: `karoo-trails-${Date.now()}` })
    .returning();
  creatorId = row!.id;
});

const list = async (query: string) => {
  const answer = await app.request('GET', `/api/admin/maps/content?${query}`, as(actors.admin));
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const hide = (kind: string, id: string, body: unknown, user: TestUser | null = actors.admin) =>
  app.request('PUT', `/api/admin/maps/content/${kind}/${id}`, { ...as(user), body });

/** A code one character off `code`'s suffix: its "Did you mean" offers `code` when listed publicly. */
const mistyped = (zarcode: string) => `${zarcode.slice(0, -1)}${zarcode.endsWith('A') ? 'B' : 'A'}`;
const suggestionsFor = async (zarcode: string) =>
  (await app.request('GET', `/api/zarcodes/${mistyped(zarcode)}/suggestions`, { from: newClientAddress() })).body.suggestions.map(
    (s: any) => s.zarcode,
  );

describe('GET /api/admin/maps/content', () => {
  it('answers anonymous with 401 and a user with 403', async () => {
    expectMessage(await app.request('GET', '/api/admin/maps/content'), 401);
    expectMessage(await app.request('GET', '/api/admin/maps/content', as(actors.owner)), 403);
  });

  it('lists the public codes, not private ones, for admins and super admins', async () => {
    for (const viewer of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/admin/maps/content?search=gate', as(viewer));
      expect(answer.status).toBe(200);
      expect(answer.body.items.map((item: any) => item.reference)).not.toContain(privateCode.zarcode);
    }
    const reply = await list(`search=${code.zarcode}`);
    expect(reply.kind).toBe('zarcode');
    expect(reply.items).toEqual([
      {
        kind: 'zarcode',
        id: code.id,
        name: 'Lighthouse car park',
        reference: code.zarcode,
        place: 'Cape Town City Centre, Cape Town, Western Cape',
        ownerEmail: actors.owner.email,
        zarcodeCount: null,
        hiddenAt: null,
        hiddenReason: null,
      },
    ]);
  });

  it('lists active creators with their public codes', async () => {
    const reply = await list('kind=creator&search=karoo');
    expect(reply.items).toEqual([expect.objectContaining({ kind: 'creator', id: creatorId, name: 'Karoo Trails', zarcodeCount: 1, hiddenAt: null })]);
  });

  it.each([
    ['an unknown kind', 'kind=place', 'kind must be one of: zarcode, creator'],
    ['an unknown status', 'status=gone', 'status must be one of: shown, hidden'],
  ])('answers %s with 400', async (_name, query, message) => {
    expectMessage(await app.request('GET', `/api/admin/maps/content?${query}`, as(actors.admin)), 400, message);
  });
});

describe('PUT /api/admin/maps/content/{kind}/{id}', () => {
  it('answers anonymous with 401 and a user with 403, even for their own code', async () => {
    expectMessage(await hide('zarcode', code.id, { hidden: true, reason: 'x' }, null), 401);
    expectMessage(await hide('zarcode', code.id, { hidden: true, reason: 'x' }, actors.owner), 403);
  });

  it('hides a code from public lists with a reason; it still opens by its code; showing brings it back', async () => {
    expect(await suggestionsFor(code.zarcode)).toContain(code.zarcode);

    const hidden = await hide('zarcode', code.id, { hidden: true, reason: 'Reported as wrong' });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.item).toMatchObject({ id: code.id, hiddenReason: 'Reported as wrong', hiddenAt: expect.any(String) });
    expect(await suggestionsFor(code.zarcode)).not.toContain(code.zarcode);
    expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`)).status).toBe(200);
    expect((await list('status=hidden')).items.map((item: any) => item.id)).toEqual([code.id]);
    expect((await list('')).counts.hidden).toBe(1);

    const shown = await hide('zarcode', code.id, { hidden: false });
    expect(shown.body.item).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await suggestionsFor(code.zarcode)).toContain(code.zarcode);
    expect((await auditEntriesOf(app, code.zarcode)).map((entry) => [entry.action, entry.after])).toEqual([
      ['zarcode.hide', expect.objectContaining({ hiddenReason: 'Reported as wrong' })],
      ['zarcode.show', { hiddenAt: null, hiddenReason: null }],
    ]);
  });

  it('hides a creator and shows it again', async () => {
    const answer = await hide('creator', creatorId, { hidden: true, reason: 'Spam links' }, actors.superAdmin);
    expect(answer.status, answer.text).toBe(200);
    expect((await list('kind=creator&status=hidden')).items.map((item: any) => item.id)).toEqual([creatorId]);
    expect((await hide('creator', creatorId, { hidden: false })).body.item.hiddenAt).toBeNull();
    expect((await auditEntriesOf(app, creatorId)).map((entry) => entry.action)).toEqual(['creator.hide', 'creator.show']);
  });

  it('refuses hiding without a reason, a private code and unknown ids, recording nothing', async () => {
    const before = await auditCount(app);
    expectMessage(await hide('zarcode', code.id, { hidden: true }), 400, 'Please give a reason for hiding it');
    expectMessage(await hide('zarcode', code.id, { hidden: true, reason: '   ' }), 400, 'Please give a reason for hiding it');
    expectMessage(await hide('zarcode', privateCode.id, { hidden: true, reason: 'x' }), 404, 'ZARcode not found');
    expectMessage(await hide('creator', crypto.randomUUID(), { hidden: true, reason: 'x' }), 404, 'Creator not found');
    expectMessage(await hide('creator', 'nope', { hidden: false }), 404, 'Creator not found');
    expectMessage(await hide('place', code.id, { hidden: false }), 400, 'kind must be one of: zarcode, creator');
    expect(await auditCount(app)).toBe(before);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'PUT',
      path: () => `/api/admin/maps/content/zarcode/${code.id}`,
      token: () => actors.admin.token,
      validBody: { hidden: false, reason: 'fine' },
      requiredFields: { hidden: 'Hidden must be true or false' },
      textFields: ['reason'],
    });
  });
});
