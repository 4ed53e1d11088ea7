import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, changeRequests, emailMessages, users, zarcodes } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { startSmtpCatcher } from '../helpers/smtp';
import { createZarcode } from '../helpers/zarcodes';

// Change requests: the owner asks to move a code, an admin approves (24 hours to move it) or rejects
// with a note, the owner moves the marker in the window (the request becomes applied) or dismisses
// the notice. Every decision is audited and mailed.

const REASON_REQUIRED = 'Please provide a reason for the change request.';
const OPEN_REQUEST = 'This ZARcode already has an open change request. Please wait for it to be decided, or use the approved window to move it.';
const NOT_PENDING = 'Only a pending change request can be approved or rejected.';
const NOT_FOUND = 'Change request not found';
const MOVE_REFUSED =
  'The location of a ZARcode cannot be changed directly. Please request a change and an admin will review it.';
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Durban's beachfront: far from the Cape Town point every test code starts at. */
const DURBAN = { latitude: -29.8587, longitude: 31.0218 };

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://zarcode.test' } }));

const requestChange = (user: TestUser | null, code: string, body: unknown = { reason: 'The gate moved to the side street' }) =>
  app.request('POST', `/api/zarcodes/${code}/request-change`, { token: user?.token, body });
const approve = (user: TestUser | null, id: string) =>
  app.request('PUT', `/api/admin/change-requests/${id}/approve`, { token: user?.token });
const reject = (user: TestUser | null, id: string, body: unknown = { note: 'Please send a photo of the new gate.' }) =>
  app.request('PUT', `/api/admin/change-requests/${id}/reject`, { token: user?.token, body });
const dismiss = (user: TestUser | null, id: string) =>
  app.request('PATCH', `/api/change-requests/${id}/close`, { token: user?.token });
const move = (user: TestUser, code: string, point: { latitude: number; longitude: number }) =>
  app.request('PUT', `/api/zarcodes/${code}`, { token: user.token, body: point });
const stored = async (id: string) => (await app.deps.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0]!;
const storedCode = async (code: string) => (await app.deps.db.select().from(zarcodes).where(eq(zarcodes.code, code)))[0]!;
/** Moves a request's approval back in time: the fake clock of an API test. */
const approvedAgo = (id: string, ms: number) =>
  app.deps.db.update(changeRequests).set({ approvedAt: new Date(Date.now() - ms) }).where(eq(changeRequests.id, id));

/** A new owner with a code in Cape Town and a pending request for it. */
async function ownerWithRequest(options: { approved?: boolean } = {}) {
  const owner = await createUser(app);
  const { zarcode } = await createZarcode(app, owner);
  const asked = await requestChange(owner, zarcode);
  expect(asked.status, asked.text).toBe(201);
  if (options.approved) expect((await approve(actors.admin, asked.body.id)).status).toBe(200);
  return { owner, code: zarcode, id: asked.body.id as string };
}

const mailsTo = async (to: string) => {
  await app.deps.mail.settled();
  return smtp.messages.filter((message) => message.to.includes(to)).map((message) => message.raw.replace(/=\r?\n/g, ''));
};

describe('POST /api/zarcodes/{code}/request-change', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expectMessage(await requestChange(null, zarcode), 401, 'Authentication required');
  });

  it('lets the owner ask, and answers the pending request with its fields', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    const answer = await requestChange(actors.owner, zarcode.replace('-', '').toLowerCase(), { reason: '  Wrong gate  ' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      zarcode,
      status: 'pending',
      state: 'pending',
      reason: 'Wrong gate',
      approvedAt: null,
      dismissedAt: null,
      expiresAt: null,
      canMove: false,
      canDismiss: true,
    });
    expect(Date.parse(answer.body.createdAt)).toBeGreaterThan(Date.now() - MINUTE);
  });

  it("answers 403 to another user, an admin and a super admin on someone else's code, and stores nothing", async () => {
    const { zarcode, id } = await createZarcode(app, actors.owner);
    for (const caller of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await requestChange(caller, zarcode), 403, 'You can only request changes to your own ZARcodes');
    }
    expect(await app.deps.db.select().from(changeRequests).where(eq(changeRequests.zarcodeId, id))).toEqual([]);
  });

  it('lets an admin ask about their own code', async () => {
    const { zarcode } = await createZarcode(app, actors.superAdmin);
    expect((await requestChange(actors.superAdmin, zarcode)).status).toBe(201);
  });

  it("answers 404 'ZARcode not found' for a code no one has", async () => {
    expectMessage(await requestChange(actors.owner, '1CT-2345'), 404, 'ZARcode not found');
  });

  it.each([
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: ' \n\t ' }],
    ['no reason', {}],
    ['a null reason', { reason: null }],
  ])(`refuses %s with 400 '${REASON_REQUIRED}'`, async (_name, body) => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expectMessage(await requestChange(actors.owner, zarcode, body), 400, REASON_REQUIRED);
  });

  it('takes a reason of 1,000 characters and refuses one of 1,001', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expectMessage(await requestChange(actors.owner, zarcode, { reason: 'x'.repeat(1001) }), 400, 'The reason must be at most 1000 characters.');
    expect((await requestChange(actors.owner, zarcode, { reason: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('refuses a second request with 409 while one is pending, and while an approval is in its window', async () => {
    const { owner, code, id } = await ownerWithRequest();
    expectMessage(await requestChange(owner, code), 409, OPEN_REQUEST);
    expect((await approve(actors.admin, id)).status).toBe(200);
    expectMessage(await requestChange(owner, code), 409, OPEN_REQUEST);
    await approvedAgo(id, 23 * HOUR + 59 * MINUTE);
    expectMessage(await requestChange(owner, code), 409, OPEN_REQUEST);
  });

  it('takes a new request once the last was rejected, its window expired, or it was applied', async () => {
    const rejected = await ownerWithRequest();
    expect((await reject(actors.admin, rejected.id)).status).toBe(200);
    expect((await requestChange(rejected.owner, rejected.code)).status).toBe(201);

    const expired = await ownerWithRequest({ approved: true });
    await approvedAgo(expired.id, 24 * HOUR + MINUTE);
    expect((await requestChange(expired.owner, expired.code)).status).toBe(201);

    const applied = await ownerWithRequest({ approved: true });
    expect((await move(applied.owner, applied.code, DURBAN)).status).toBe(200);
    expect((await requestChange(applied.owner, applied.code)).status).toBe(201);
  });

  it('keeps one request of two sent at once on one code: one 201, one 409', async () => {
    const owner = await createUser(app);
    const { zarcode, id } = await createZarcode(app, owner);
    const answers = await Promise.all([requestChange(owner, zarcode), requestChange(owner, zarcode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expectMessage(answers.find((answer) => answer.status === 409)!, 409, OPEN_REQUEST);
    expect(await app.deps.db.select().from(changeRequests).where(eq(changeRequests.zarcodeId, id))).toHaveLength(1);
  });

  describe('bad input', () => {
    let code = '';
    beforeAll(async () => {
      code = (await createZarcode(app, actors.owner)).zarcode;
    });
    itRejectsBadInput(() => app, {
      method: 'POST',
      path: () => `/api/zarcodes/${code}/request-change`,
      token: () => actors.owner.token,
      validBody: { reason: 'The gate moved' },
      requiredFields: { reason: REASON_REQUIRED },
      textFields: ['reason'],
    });
  });
});

describe('GET /api/change-requests/my', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/change-requests/my'), 401, 'Authentication required');
  });

  it("answers the owner's requests newest first, with expiresAt 24 hours after approvedAt", async () => {
    const owner = await createUser(app);
    const first = await createZarcode(app, owner);
    const second = await createZarcode(app, owner);
    const older = (await requestChange(owner, first.zarcode)).body;
    const newer = (await requestChange(owner, second.zarcode)).body;
    await approve(actors.admin, older.id);

    const answer = await app.request('GET', '/api/change-requests/my', { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body.changeRequests.map((request: { id: string }) => request.id)).toEqual([newer.id, older.id]);
    const approved = answer.body.changeRequests[1];
    expect(approved).toMatchObject({ zarcode: first.zarcode, status: 'approved', state: 'approved', canMove: true, canDismiss: true });
    expect(Object.keys(approved)).toEqual(expect.arrayContaining(['id', 'zarcode', 'status', 'reason', 'createdAt', 'approvedAt', 'dismissedAt', 'expiresAt']));
    expect(Date.parse(approved.expiresAt) - Date.parse(approved.approvedAt)).toBe(24 * HOUR);
  });

  it("says an approval past its window is expired, with nothing left to do", async () => {
    const { owner, id } = await ownerWithRequest({ approved: true });
    await approvedAgo(id, 24 * HOUR + MINUTE);
    const answer = await app.request('GET', '/api/change-requests/my', { token: owner.token });
    expect(answer.body.changeRequests[0]).toMatchObject({ id, status: 'approved', state: 'expired', canMove: false, canDismiss: false });
  });

  it("shows no one another user's requests: other users, admins and super admins see only their own", async () => {
    const { id } = await ownerWithRequest();
    for (const caller of [actors.other, actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/change-requests/my', { token: caller.token });
      expect(answer.status).toBe(200);
      expect(answer.body.changeRequests.map((request: { id: string }) => request.id)).not.toContain(id);
    }
  });
});

describe('PATCH /api/change-requests/{id}/close', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    const { id } = await ownerWithRequest();
    expectMessage(await dismiss(null, id), 401, 'Authentication required');
  });

  it(`answers 404 '${NOT_FOUND}' to another user, an admin and a super admin, and leaves the notice`, async () => {
    const { id } = await ownerWithRequest();
    for (const caller of [actors.other, actors.admin, actors.superAdmin]) {
      expectMessage(await dismiss(caller, id), 404, NOT_FOUND);
    }
    expect((await stored(id)).dismissedAt).toBeNull();
  });

  it(`answers 404 for an id that is no request, or no id at all`, async () => {
    expectMessage(await dismiss(actors.owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectMessage(await dismiss(actors.owner, 'not-an-id'), 404, NOT_FOUND);
  });

  it('lets the owner dismiss the notice: it hides, the request itself stays pending for the admins', async () => {
    const { owner, code, id } = await ownerWithRequest();
    const answer = await dismiss(owner, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'pending', canDismiss: false });
    expect(Date.parse(answer.body.dismissedAt)).toBeGreaterThan(Date.now() - MINUTE);
    expectMessage(await requestChange(owner, code), 409, OPEN_REQUEST);
    const again = await dismiss(owner, id);
    expect(again.body.dismissedAt).toBe(answer.body.dismissedAt);
  });
});

describe('GET /api/admin/change-requests', () => {
  it("answers 401 to an anonymous visitor and 403 to a user", async () => {
    expectMessage(await app.request('GET', '/api/admin/change-requests'), 401, 'Authentication required');
    expectMessage(await app.request('GET', '/api/admin/change-requests', { token: actors.owner.token }), 403, 'Administrator access required');
  });

  it('lists pending requests oldest first by default for admins and super admins, with the owner, the code and what may be done', async () => {
    const first = await ownerWithRequest();
    const second = await ownerWithRequest();
    for (const caller of [actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/admin/change-requests?limit=100', { token: caller.token });
      expect(answer.status).toBe(200);
      const ids = answer.body.changeRequests.map((request: { id: string }) => request.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const row = answer.body.changeRequests.find((request: { id: string }) => request.id === first.id);
      expect(row).toMatchObject({
        zarcode: first.code,
        state: 'pending',
        owner: { id: first.owner.id, email: first.owner.email },
        title: 'Blue gate, Long Street',
        city: 'Cape Town',
        position: { latitude: '-33.924900', longitude: '18.424100' },
        canApprove: true,
        canReject: true,
      });
      expect(answer.body.changeRequests.every((request: { state: string }) => request.state === 'pending')).toBe(true);
    }
  });

  it('filters by state, expired approvals apart from those in their window, and counts every state', async () => {
    const inWindow = await ownerWithRequest({ approved: true });
    const expired = await ownerWithRequest({ approved: true });
    await approvedAgo(expired.id, 25 * HOUR);
    const list = async (status: string) =>
      (await app.request('GET', `/api/admin/change-requests?status=${status}&limit=100`, { token: actors.admin.token })).body;
    const approvedList = await list('approved');
    expect(approvedList.changeRequests.map((r: { id: string }) => r.id)).toContain(inWindow.id);
    expect(approvedList.changeRequests.map((r: { id: string }) => r.id)).not.toContain(expired.id);
    expect((await list('expired')).changeRequests.map((r: { id: string }) => r.id)).toContain(expired.id);
    const all = await list('all');
    const counts = all.counts;
    expect(counts.pending + counts.approved + counts.expired + counts.rejected + counts.applied).toBe(all.pagination.total);
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    expect(approvedList.changeRequests.find((r: { id: string }) => r.id === inWindow.id)).toMatchObject({ canApprove: false, canReject: false });
  });

  it("finds requests by code, by the owner's e-mail and by the words of the reason", async () => {
    const { owner, code, id } = await ownerWithRequest();
    const search = async (text: string) =>
      (
        await app.request('GET', `/api/admin/change-requests?status=all&search=${encodeURIComponent(text)}`, { token: actors.admin.token })
      ).body.changeRequests.map((r: { id: string }) => r.id);
    expect(await search(code.replace('-', '').toLowerCase())).toEqual([id]);
    expect(await search(owner.email.toUpperCase())).toEqual([id]);
    expect(await search('side street')).toContain(id);
    expect(await search('no such words anywhere')).toEqual([]);
  });

  it('pages the list', async () => {
    await ownerWithRequest();
    await ownerWithRequest();
    const answer = await app.request('GET', '/api/admin/change-requests?status=all&limit=1&page=2', { token: actors.admin.token });
    expect(answer.body.changeRequests).toHaveLength(1);
    expect(answer.body.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(answer.body.pagination.totalPages).toBe(answer.body.pagination.total);
  });

  it.each([['status=open'], ['page=0'], ['limit=101'], [`search=${'x'.repeat(201)}`]])('answers ?%s with 400', async (query) => {
    expectMessage(await app.request('GET', `/api/admin/change-requests?${query}`, { token: actors.admin.token }), 400);
  });
});

describe('PUT /api/admin/change-requests/{id}/approve', () => {
  it('answers 401 to an anonymous visitor and 403 to the owner and other users, and approves nothing', async () => {
    const { owner, id } = await ownerWithRequest();
    expectMessage(await approve(null, id), 401, 'Authentication required');
    for (const caller of [owner, actors.other]) expectMessage(await approve(caller, id), 403, 'Administrator access required');
    expect((await stored(id)).status).toBe('pending');
  });

  it('lets an admin approve: 24 hours from now, recorded in the audit log, mailed to the owner', async () => {
    const { owner, code, id } = await ownerWithRequest();
    const answer = await approve(actors.admin, id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'approved', state: 'approved', decidedBy: { email: actors.admin.email } });
    expect(Date.parse(answer.body.expiresAt) - Date.parse(answer.body.approvedAt)).toBe(24 * HOUR);
    expect(Math.abs(Date.parse(answer.body.approvedAt) - Date.now())).toBeLessThan(MINUTE);

    const [entry] = await app.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'change_request.approve')));
    expect(entry).toMatchObject({ actorId: actors.admin.id, actorEmail: actors.admin.email, actorRole: 'admin', targetType: 'change_request' });
    expect(entry!.before).toMatchObject({ status: 'pending', zarcode: code });
    expect(entry!.after).toMatchObject({ status: 'approved', zarcode: code });

    const [mail] = await mailsTo(owner.email);
    expect(mail).toContain(`Your change request for ${code} is approved`);
    expect(mail).toContain(`https://zarcode.test/zarcodes/${code}/edit`);
  });

  it('lets a super admin approve too', async () => {
    const { id } = await ownerWithRequest();
    expect((await approve(actors.superAdmin, id)).status).toBe(200);
  });

  it('mails the decision to an owner who turned e-mail notifications off: decisions are account mail', async () => {
    const { owner, code, id } = await ownerWithRequest();
    await app.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, owner.id));
    await approve(actors.admin, id);
    expect((await mailsTo(owner.email)).some((mail) => mail.includes(`${code} is approved`))).toBe(true);
  });

  it(`answers 409 '${NOT_PENDING}' for a request already decided, and records nothing more`, async () => {
    const { id } = await ownerWithRequest({ approved: true });
    expectMessage(await approve(actors.superAdmin, id), 409, NOT_PENDING);
    expectMessage(await reject(actors.admin, id), 409, NOT_PENDING);
    const entries = await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => entry.action)).toEqual(['change_request.approve']);
  });

  it(`answers 404 '${NOT_FOUND}' for no such request`, async () => {
    expectMessage(await approve(actors.admin, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    expectMessage(await approve(actors.admin, 'nope'), 404, NOT_FOUND);
  });
});

describe('PUT /api/admin/change-requests/{id}/reject', () => {
  it('answers 401 to an anonymous visitor and 403 to the owner and other users', async () => {
    const { owner, id } = await ownerWithRequest();
    expectMessage(await reject(null, id), 401, 'Authentication required');
    for (const caller of [owner, actors.other]) expectMessage(await reject(caller, id), 403, 'Administrator access required');
    expect((await stored(id)).status).toBe('pending');
  });

  it("lets an admin reject with a note: the owner reads the note in the answer and the mail", async () => {
    const { owner, code, id } = await ownerWithRequest();
    const answer = await reject(actors.superAdmin, id, { note: '  The new point is in the road.  ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ status: 'rejected', state: 'rejected', rejectionNote: 'The new point is in the road.', approvedAt: null });
    const mine = await app.request('GET', '/api/change-requests/my', { token: owner.token });
    expect(mine.body.changeRequests[0]).toMatchObject({ id, state: 'rejected', rejectionNote: 'The new point is in the road.', canDismiss: true });
    const [mail] = await mailsTo(owner.email);
    expect(mail).toContain(`Your change request for ${code} was declined`);
    expect(mail).toContain('The new point is in the road.');
    const [entry] = await app.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'change_request.reject')));
    expect(entry!.after).toMatchObject({ status: 'rejected', rejectionNote: 'The new point is in the road.' });
    const [logged] = await app.deps.db.select().from(emailMessages).where(eq(emailMessages.toAddress, owner.email));
    expect(logged).toMatchObject({ template: 'change-request-rejected' });
  });

  it.each([
    ['no note', {}, 'Please give the owner a note saying why the request is rejected.'],
    ['a blank note', { note: '   ' }, 'Please give the owner a note saying why the request is rejected.'],
    ['a note of 1,001 characters', { note: 'x'.repeat(1001) }, 'The note must be at most 1000 characters.'],
  ])('refuses %s with 400, rejects nothing and records nothing', async (_name, body, message) => {
    const { id } = await ownerWithRequest();
    expectMessage(await reject(actors.admin, id, body), 400, message);
    expect((await stored(id)).status).toBe('pending');
    expect(await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });

  describe('bad input', () => {
    let id = '';
    beforeAll(async () => {
      id = (await ownerWithRequest()).id;
    });
    itRejectsBadInput(() => app, {
      method: 'PUT',
      path: () => `/api/admin/change-requests/${id}/reject`,
      token: () => actors.admin.token,
      validBody: { note: 'No' },
      requiredFields: { note: 'Please give the owner a note saying why the request is rejected.' },
      textFields: ['note'],
    });
  });
});

describe('PUT /api/zarcodes/{code}: moving a code', () => {
  it('refuses a move before approval with 409 and its message, and leaves the code where it was', async () => {
    const { owner, code, id } = await ownerWithRequest();
    expectMessage(await move(owner, code, DURBAN), 409, MOVE_REFUSED);
    expect(await storedCode(code)).toMatchObject({ latitude: '-33.924900', longitude: '18.424100', city: 'Cape Town' });
    expect((await stored(id)).status).toBe('pending');
  });

  it('moves the code in the window: suburb, city and province follow the point and the request is applied', async () => {
    const { owner, code, id } = await ownerWithRequest({ approved: true });
    await approvedAgo(id, 23 * HOUR + 59 * MINUTE);
    const answer = await move(owner, code, DURBAN);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      zarcode: code,
      latitude: '-29.858700',
      longitude: '31.021800',
      suburb: 'Durban',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      title: 'Blue gate, Long Street',
    });
    const request = await stored(id);
    expect(request).toMatchObject({
      status: 'applied',
      previousLatitude: '-33.924900',
      previousLongitude: '18.424100',
      newLatitude: '-29.858700',
      newLongitude: '31.021800',
    });
    const mine = await app.request('GET', '/api/change-requests/my', { token: owner.token });
    expect(mine.body.changeRequests[0]).toMatchObject({
      id,
      state: 'applied',
      canMove: false,
      previousPosition: { latitude: '-33.924900', longitude: '18.424100' },
      newPosition: { latitude: '-29.858700', longitude: '31.021800' },
    });
    expect(Date.parse(mine.body.changeRequests[0].appliedAt)).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('saves the other fields with the move in one edit', async () => {
    const { owner, code } = await ownerWithRequest({ approved: true });
    const answer = await app.request('PUT', `/api/zarcodes/${code}`, {
      token: owner.token,
      body: { ...DURBAN, title: 'New gate', addressLine1: '1 Marine Parade', suburb: 'Typed suburb' },
    });
    expect(answer.body).toMatchObject({ title: 'New gate', addressLine1: '1 Marine Parade', suburb: 'Durban', city: 'Durban' });
  });

  it('refuses a move after the window expired (24 h 01) with 409', async () => {
    const { owner, code, id } = await ownerWithRequest({ approved: true });
    await approvedAgo(id, 24 * HOUR + MINUTE);
    expectMessage(await move(owner, code, DURBAN), 409, MOVE_REFUSED);
    expect((await stored(id)).status).toBe('approved');
    expect((await storedCode(code)).city).toBe('Cape Town');
  });

  it('refuses a second move once the request was applied', async () => {
    const { owner, code } = await ownerWithRequest({ approved: true });
    expect((await move(owner, code, DURBAN)).status).toBe(200);
    expectMessage(await move(owner, code, { latitude: -26.1929, longitude: 28.0305 }), 409, MOVE_REFUSED);
    expect((await storedCode(code)).city).toBe('Durban');
  });

  it('refuses a move in the window by an admin (409) or another user (403): only the owner moves it', async () => {
    const { code, id } = await ownerWithRequest({ approved: true });
    expectMessage(await move(actors.admin, code, DURBAN), 409, MOVE_REFUSED);
    expectMessage(await move(actors.superAdmin, code, DURBAN), 409, MOVE_REFUSED);
    expectMessage(await move(actors.other, code, DURBAN), 403);
    expect((await stored(id)).status).toBe('approved');
  });

  it('refuses a point outside South Africa with 400 and keeps the window open', async () => {
    const { owner, code, id } = await ownerWithRequest({ approved: true });
    expectMessage(await move(owner, code, { latitude: -22.5, longitude: 17.1 }), 400, 'ZARcodes are for places in South Africa only');
    expect((await stored(id)).status).toBe('approved');
  });

  it('takes a change of 0.0001 degree or less as no move: the request stays approved', async () => {
    const { owner, code, id } = await ownerWithRequest({ approved: true });
    const answer = await move(owner, code, { latitude: -33.925, longitude: 18.4242 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ latitude: '-33.924900', longitude: '18.424100' });
    expect((await stored(id)).status).toBe('approved');
  });

  it('applies only one of two moves sent at once', async () => {
    const { owner, code } = await ownerWithRequest({ approved: true });
    const answers = await Promise.all([move(owner, code, DURBAN), move(owner, code, { latitude: -26.1929, longitude: 28.0305 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
