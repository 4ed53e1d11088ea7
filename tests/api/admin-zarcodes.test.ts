import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_MESSAGE, type ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { zarcodes } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { auditCount, auditEntriesOf } from '../helpers/audit';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode, zarcodeInput } from '../helpers/zarcodes';

// /api/admin/zarcodes: admins list, change, move, verify and delete any code; each write is audited
// in its own transaction, and a refused one leaves no entry.

const { app, actors } = useTestApp();
const as = (user: TestUser | null) => ({ token: user?.token });
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };

let code: ZarcodeRecord;
let otherCode: ZarcodeRecord;

beforeAll(async () => {
  code = await createZarcode(app, actors.owner, { title: 'Red gate on Bree' });
  otherCode = await createZarcode(app, actors.other, { title: 'Spaza shop, Langa', city: 'Cape Town' });
});

async function expectRefusedWithoutAudit(call: () => Promise<any>, status: number, message?: string) {
  const before = await auditCount(app);
  expectMessage(await call(), status, message);
  expect(await auditCount(app)).toBe(before);
}

const routes = () =>
  [
    ['GET', '/api/admin/zarcodes', undefined],
    ['GET', `/api/admin/zarcodes/${code.zarcode}`, undefined],
    ['PUT', `/api/admin/zarcodes/${code.zarcode}`, { title: 'Mine now' }],
    ['POST', `/api/admin/zarcodes/${code.zarcode}/verify`, undefined],
    ['DELETE', `/api/admin/zarcodes/${code.zarcode}`, undefined],
    ['POST', '/api/admin/zarcodes', zarcodeInput()],
  ] as const;

describe('who may call /api/admin/zarcodes', () => {
  it('answers anonymous with 401, and a user with 403 even for their own code, writing nothing', async () => {
    const before = await auditCount(app);
    for (const [method, path, body] of routes()) {
      expectMessage(await app.request(method, path, { body }), 401, 'Authentication required');
      expectMessage(await app.request(method, path, { ...as(actors.owner), body }), 403, 'Administrator access required');
    }
    expect(await auditCount(app)).toBe(before);
    expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`)).body.title).toBe('Red gate on Bree');
  });

  it('answers an admin and a super admin', async () => {
    for (const viewer of [actors.admin, actors.superAdmin]) {
      expect((await app.request('GET', `/api/admin/zarcodes/${code.zarcode}`, as(viewer))).status).toBe(200);
      expect((await app.request('GET', '/api/admin/zarcodes', as(viewer))).status).toBe(200);
    }
  });
});

describe('GET /api/admin/zarcodes', () => {
  const list = async (query: string) => {
    const answer = await app.request('GET', `/api/admin/zarcodes?${query}`, as(actors.admin));
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('finds codes by code (any case, no hyphen), title, and owner e-mail', async () => {
    const compact = code.zarcode.replace('-', '').toLowerCase();
    expect((await list(`search=${compact}`)).zarcodes.map((c: any) => c.zarcode)).toEqual([code.zarcode]);
    expect((await list('search=spaza')).zarcodes.map((c: any) => c.zarcode)).toEqual([otherCode.zarcode]);
    const byEmail = await list(`search=${encodeURIComponent(actors.other.email)}`);
    expect(byEmail.zarcodes.every((c: any) => c.userId === actors.other.id)).toBe(true);
  });

  it('filters by owner, province and verified state, and pages', async () => {
    const mine = await list(`owner=${actors.owner.id}&limit=1`);
    expect(mine.zarcodes).toHaveLength(1);
    expect(mine.zarcodes[0]).toMatchObject({ userId: actors.owner.id, user: { email: actors.owner.email }, isVerified: false, hiddenAt: null });
    expect(mine.pagination).toMatchObject({ page: 1, limit: 1 });
    expect((await list('province=Gauteng&search=Bree')).zarcodes).toEqual([]);
    expect((await list('province=Western%20Cape&search=Bree')).zarcodes).toHaveLength(1);
    expect((await list('verified=verified&search=Bree')).zarcodes).toEqual([]);
    expect((await list('verified=unverified&search=Bree')).zarcodes).toHaveLength(1);
  });

  it.each([
    ['an owner that is no id', 'owner=bob', 'owner must be the id of a user'],
    ['an unknown verified state', 'verified=maybe', 'verified must be one of: verified, unverified'],
    ['an unknown province', 'province=Atlantis', 'Province must be one of the nine South African provinces'],
    ['page 0', 'page=0', 'page must be a whole number of 1 or more'],
  ])('answers %s with 400', async (_name, query, message) => {
    expectMessage(await app.request('GET', `/api/admin/zarcodes?${query}`, as(actors.admin)), 400, message);
  });
});

describe('GET /api/admin/zarcodes/{code}', () => {
  it("answers a private code in full, however it is typed, and 404 for an unknown one", async () => {
    const secret = await createZarcode(app, actors.other, { privacy: 'private', title: 'Back door' });
    const answer = await app.request('GET', `/api/admin/zarcodes/${secret.zarcode.toLowerCase().replace('-', ' ')}`, as(actors.admin));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ zarcode: secret.zarcode, title: 'Back door', user: { email: actors.other.email } });
    expectMessage(await app.request('GET', '/api/admin/zarcodes/9ZZ-ZZZZ', as(actors.admin)), 404, 'ZARcode not found');
  });
});

describe('PUT /api/admin/zarcodes/{code}', () => {
  const put = (target: string, body: unknown, user: TestUser = actors.admin) =>
    app.request('PUT', `/api/admin/zarcodes/${target}`, { ...as(user), body });

  it("changes another user's code and records before and after", async () => {
    const answer = await put(otherCode.zarcode, { title: 'Spaza shop, Langa (blue door)', description: '' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.zarcode).toMatchObject({ title: 'Spaza shop, Langa (blue door)', description: null });
    const [entry] = await auditEntriesOf(app, otherCode.zarcode, 'zarcode.update');
    expect(entry).toMatchObject({
      actorId: actors.admin.id,
      targetType: 'zarcode',
      before: expect.objectContaining({ title: 'Spaza shop, Langa' }),
      after: expect.objectContaining({ title: 'Spaza shop, Langa (blue door)' }),
    });
  });

  it('moves a code: suburb, city and province follow the point, the code keeps its letters', async () => {
    const moving = await createZarcode(app, actors.owner, { title: 'Moving house' });
    const answer = await put(moving.zarcode, JOHANNESBURG);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.zarcode).toMatchObject({
      zarcode: moving.zarcode,
      latitude: '-26.204100',
      longitude: '28.047300',
      city: 'Johannesburg',
      province: 'Gauteng',
    });
    expect(answer.body.zarcode.suburb).toBeTruthy();
    const [entry] = await auditEntriesOf(app, moving.zarcode, 'zarcode.move');
    expect(entry).toMatchObject({ before: expect.objectContaining({ city: 'Cape Town' }), after: expect.objectContaining({ city: 'Johannesburg' }) });
    // The owner still cannot move it themselves.
    const byOwner = await app.request('PUT', `/api/zarcodes/${moving.zarcode}`, { ...as(actors.owner), body: { latitude: -33.9, longitude: 18.4 } });
    expect(byOwner.status).toBe(409);
  });

  it('refuses a move out of South Africa with 400 and records nothing', async () => {
    await expectRefusedWithoutAudit(() => put(code.zarcode, { latitude: 51.5072, longitude: -0.1276 }), 400, COUNTRY_MESSAGE);
    const [row] = await app.deps.db.select().from(zarcodes).where(eq(zarcodes.id, code.id));
    expect(row!.city).toBe('Cape Town');
  });

  it.each([
    ['a latitude alone', { latitude: -26.2 }, 'Send both latitude and longitude to move a code'],
    ['a latitude out of range', { latitude: -95, longitude: 18 }, 'Latitude must be between -90 and 90, longitude between -180 and 180'],
    ['a blank title', { title: ' ' }, 'Title is required'],
    ['an unknown privacy', { privacy: 'secret' }, "Privacy must be 'private' or 'public'"],
    ['isVerified as text', { isVerified: 'yes' }, 'Verified location must be true or false'],
  ])('answers %s with 400', async (_name, body, message) => {
    await expectRefusedWithoutAudit(() => put(code.zarcode, body), 400, message);
  });

  it("answers 404 for an unknown code, writing nothing", async () => {
    await expectRefusedWithoutAudit(() => put('9ZZ-ZZZZ', { title: 'Nothing' }), 404, 'ZARcode not found');
  });
});

describe('POST /api/admin/zarcodes/{code}/verify', () => {
  it("marks the code verified by the admin, shows it to everyone, and PUT clears it", async () => {
    const verified = await app.request('POST', `/api/admin/zarcodes/${code.zarcode}/verify`, as(actors.superAdmin));
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.zarcode).toMatchObject({ isVerified: true, verifiedBy: { id: actors.superAdmin.id, email: actors.superAdmin.email } });
    expect(Date.now() - Date.parse(verified.body.zarcode.verifiedAt)).toBeLessThan(60_000);
    expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`)).body.isVerified).toBe(true);
    expect(await auditEntriesOf(app, code.zarcode, 'zarcode.verify')).toEqual([
      expect.objectContaining({ actorId: actors.superAdmin.id, before: expect.objectContaining({ isVerified: false }), after: expect.objectContaining({ isVerified: true }) }),
    ]);

    const cleared = await app.request('PUT', `/api/admin/zarcodes/${code.zarcode}`, { ...as(actors.admin), body: { isVerified: false } });
    expect(cleared.body.zarcode).toMatchObject({ isVerified: false, verifiedAt: null, verifiedBy: null });
    expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`)).body.isVerified).toBe(false);
  });

  it('answers 404 for an unknown code, writing nothing', async () => {
    await expectRefusedWithoutAudit(() => app.request('POST', '/api/admin/zarcodes/9ZZ-ZZZZ/verify', as(actors.admin)), 404, 'ZARcode not found');
  });
});

describe('DELETE /api/admin/zarcodes/{code}', () => {
  it("deletes another user's code and records what it was", async () => {
    const doomed = await createZarcode(app, actors.other, { title: 'Old shed' });
    const answer = await app.request('DELETE', `/api/admin/zarcodes/${doomed.zarcode}`, as(actors.admin));
    expect(answer.status, answer.text).toBe(200);
    expectMessage(await app.request('GET', `/api/zarcodes/${doomed.zarcode}`), 404, 'ZARcode not found');
    expect(await auditEntriesOf(app, doomed.zarcode, 'zarcode.delete')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ title: 'Old shed', userId: actors.other.id }), after: null }),
    ]);
    await expectRefusedWithoutAudit(() => app.request('DELETE', `/api/admin/zarcodes/${doomed.zarcode}`, as(actors.admin)), 404, 'ZARcode not found');
  });
});

describe('POST /api/admin/zarcodes', () => {
  it('records the code made for a user in the audit log', async () => {
    const receiver = await createUser(app);
    const answer = await app.request('POST', '/api/admin/zarcodes', { ...as(actors.admin), body: zarcodeInput({ userId: receiver.id, title: 'Given' }) });
    expect(answer.status, answer.text).toBe(201);
    expect(await auditEntriesOf(app, answer.body.zarcode, 'zarcode.create')).toEqual([
      expect.objectContaining({ actorId: actors.admin.id, after: expect.objectContaining({ ownerId: receiver.id, title: 'Given' }) }),
    ]);
  });

  it('records nothing when the code is refused', async () => {
    await expectRefusedWithoutAudit(
      () => app.request('POST', '/api/admin/zarcodes', { ...as(actors.admin), body: zarcodeInput({ userId: crypto.randomUUID() }) }),
      404,
      'User not found',
    );
  });
});
