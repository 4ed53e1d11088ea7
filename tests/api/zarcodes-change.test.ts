import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zarcodes } from '../../src/server/db/schema';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode, giveBundle } from '../helpers/zarcodes';

// Changing codes: an owner's edit (a move only through an approved change request) and delete.
// Creating: zarcodes-create.test.ts; reading: zarcodes.test.ts.

const NOT_NUMERIC = 'Please enter valid numeric values for latitude and longitude';
const OUT_OF_RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
const NOT_FOUND = 'ZARcode not found';
const MOVE_REFUSED =
  'The location of a ZARcode cannot be changed directly. Please request a change and an admin will review it.';

const { app, actors } = useTestApp({ env: { PUBLIC_URL: 'https://zarcode.test' } });
const getApp = () => app;

beforeAll(async () => {
  await Promise.all([giveBundle(app, actors.owner), giveBundle(app, actors.admin)]);
});

/** The code's row, straight from the database. */
async function storedCode(code: string) {
  const [row] = await app.deps.db.select().from(zarcodes).where(eq(zarcodes.code, code));
  return row;
}

describe('PUT /api/zarcodes/{code}', () => {
  let code: string;

  beforeAll(async () => {
    code = (await createZarcode(app, actors.owner, { title: 'Before', description: 'Old words' })).zarcode;
  });

  const put = (user: TestUser | null, body: unknown, target = code) =>
    app.request('PUT', `/api/zarcodes/${target}`, { token: user?.token, body });

  it("answers 401 'Authentication required' to an anonymous visitor and changes nothing", async () => {
    expectMessage(await put(null, { title: 'Hijacked' }), 401, 'Authentication required');
    expect((await storedCode(code))!.title).toBe('Before');
  });

  it('answers 403 to another user and changes nothing', async () => {
    expectMessage(await put(actors.other, { title: 'Hijacked' }), 403, 'You can only edit your own ZARcodes');
    expect((await storedCode(code))!.title).toBe('Before');
  });

  it('lets the owner change title, description, privacy and address lines, and answers the code', async () => {
    const before = await storedCode(code);
    const answer = await put(actors.owner, {
      title: '  After  ',
      description: 'New words',
      privacy: 'private',
      addressLine1: '14 Long Street',
      addressLine2: 'Unit 3',
      suburb: 'Gardens',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      zarcode: code,
      title: 'After',
      description: 'New words',
      privacy: 'private',
      addressLine1: '14 Long Street',
      addressLine2: 'Unit 3',
      suburb: 'Gardens',
      city: 'Cape Town',
      province: 'Western Cape',
    });
    expect(new Date(answer.body.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect((await app.request('GET', `/api/zarcodes/${code}`)).body.title).toBeNull();
  });

  it('lets an admin edit any code', async () => {
    const answer = await put(actors.admin, { title: 'Fixed by support', privacy: 'public' });
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Fixed by support');
    expect((await storedCode(code))!.userId).toBe(actors.owner.id);
  });

  it('leaves what is not sent as it was, and clears what is sent blank', async () => {
    await put(actors.owner, { description: 'Keep me', addressLine2: 'Unit 3' });
    const answer = await put(actors.owner, { addressLine2: '' });
    expect(answer.body).toMatchObject({ description: 'Keep me', addressLine2: null, title: 'Fixed by support' });
    expect((await put(actors.owner, {})).status).toBe(200);
  });

  it('finds the code typed in any case, without the hyphen', async () => {
    const answer = await put(actors.owner, { title: 'Lower-case path' }, code.replace('-', '').toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.zarcode).toBe(code);
  });

  it('refuses with 409 to move the code by more than 0.0001 degrees, and leaves it where it was', async () => {
    expectMessage(await put(actors.owner, { latitude: -33.9251 }), 409, MOVE_REFUSED);
    expectMessage(await put(actors.owner, { longitude: '18.4243' }), 409, MOVE_REFUSED);
    expectMessage(await put(actors.admin, { latitude: -26.2, longitude: 28.04 }), 409, MOVE_REFUSED);
    expect(await storedCode(code)).toMatchObject({ latitude: '-33.924900', longitude: '18.424100' });
  });

  it('accepts coordinates within 0.0001 degrees as no move', async () => {
    const answer = await put(actors.owner, { latitude: -33.92495, longitude: '18.4240', title: 'Same place' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Same place', latitude: '-33.924900', longitude: '18.424100' });
  });

  it(`answers 404 '${NOT_FOUND}' for a code no one has`, async () => {
    expectMessage(await put(actors.owner, { title: 'x' }, '1CT-2345'), 404, NOT_FOUND);
    expectMessage(await put(actors.admin, { title: 'x' }, 'nothing'), 404, NOT_FOUND);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ privacy: 'secret' }, "Privacy must be 'private' or 'public'"],
    [{ latitude: 'north' }, NOT_NUMERIC],
    [{ longitude: 200 }, OUT_OF_RANGE],
  ])('answers %j with 400 and its message', async (body, message) => {
    expectMessage(await put(actors.owner, body), 400, message);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'PUT',
      path: () => `/api/zarcodes/${code}`,
      token: () => actors.owner.token,
      validBody: { title: 'Valid title' },
      requiredFields: {},
      textFields: ['title', 'description', 'addressLine1', 'addressLine2', 'suburb'],
    });
  });
});

describe('DELETE /api/zarcodes/{code}', () => {
  const remove = (user: TestUser | null, code: string) =>
    app.request('DELETE', `/api/zarcodes/${code}`, { token: user?.token });

  it("answers 401 'Authentication required' to an anonymous visitor and keeps the code", async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expectMessage(await remove(null, zarcode), 401, 'Authentication required');
    expect((await app.request('GET', `/api/zarcodes/${zarcode}`)).status).toBe(200);
  });

  it('answers 403 to another user and keeps the code', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expectMessage(await remove(actors.other, zarcode), 403, 'You can only delete your own ZARcodes');
    expect((await app.request('GET', `/api/zarcodes/${zarcode}`)).status).toBe(200);
  });

  it('deletes the owner\'s code: the code then answers 404 and leaves the list', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    const answer = await remove(actors.owner, zarcode);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'The ZARcode has been successfully removed.' });
    expectMessage(await app.request('GET', `/api/zarcodes/${zarcode}`), 404, NOT_FOUND);
    const list = await app.request('GET', `/api/zarcodes?search=${zarcode}`, { token: actors.owner.token });
    expect(list.body.pagination.total).toBe(0);
    expectMessage(await remove(actors.owner, zarcode), 404, NOT_FOUND);
  });

  it('lets an admin delete any code', async () => {
    const { zarcode } = await createZarcode(app, actors.owner);
    expect((await remove(actors.admin, zarcode.toLowerCase())).status).toBe(200);
    expect(await storedCode(zarcode)).toBeUndefined();
  });

  it(`answers 404 '${NOT_FOUND}' for a code no one has`, async () => {
    expectMessage(await remove(actors.owner, '1CT-2345'), 404, NOT_FOUND);
    expectMessage(await remove(actors.admin, 'garbage'), 404, NOT_FOUND);
  });
});
