import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_CODES } from '../../src/domain/saved-codes/saved-codes';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// Saved codes: the star on a code page, kept with the account. Each endpoint as an
// anonymous visitor, the user whose list it is (the owner), another user and an admin.

const { app, actors } = useTestApp();

const list = (user?: TestUser) => app.request('GET', '/api/saved-codes', { token: user?.token });
const save = (code: string, user?: TestUser) => app.request('PUT', `/api/saved-codes/${code}`, { token: user?.token });
const unsave = (code: string, user?: TestUser) => app.request('DELETE', `/api/saved-codes/${code}`, { token: user?.token });
const savedOf = async (user: TestUser) => ((await list(user)).body.savedCodes as { zarcode: string }[]).map((entry) => entry.zarcode);

let publicCode: string;
let privateCode: string;
let othersPrivateCode: string;
beforeAll(async () => {
  publicCode = (await createZarcode(app, actors.other, { title: 'Spaza on the corner', suburb: 'Gugulethu' })).zarcode;
  privateCode = (await createZarcode(app, actors.owner, { title: 'My own yard', privacy: 'private' })).zarcode;
  othersPrivateCode = (await createZarcode(app, actors.other, { title: 'Their secret gate', privacy: 'private' })).zarcode;
});

describe('GET /api/saved-codes', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await list(), 401, 'Authentication required');
  });

  it("answers each user their own list, newest first, and never another user's, admins included", async () => {
    const user = await createUser(app);
    expect((await list(user)).body).toEqual({ savedCodes: [] });
    expect((await save(publicCode, user)).status).toBe(200);
    expect((await save(othersPrivateCode, user)).status).toBe(200);
    expect(await savedOf(user)).toEqual([othersPrivateCode, publicCode]);
    expect(await savedOf(actors.other)).not.toContain(publicCode);
    expect(await savedOf(actors.admin)).toEqual([]);
  });

  it("shows a private code's title to its owner and admins only, and its place to everyone who saved it", async () => {
    for (const user of [actors.owner, actors.other, actors.admin]) expect((await save(privateCode, user)).status).toBe(200);
    const entryFor = async (user: TestUser) =>
      ((await list(user)).body.savedCodes as { zarcode: string; title: string | null; city: string }[]).find(
        (entry) => entry.zarcode === privateCode,
      );
    expect(await entryFor(actors.owner)).toMatchObject({ title: 'My own yard', city: 'Cape Town' });
    expect(await entryFor(actors.admin)).toMatchObject({ title: 'My own yard' });
    expect(await entryFor(actors.other)).toMatchObject({ title: null, city: 'Cape Town' });
    expect((await list(actors.other)).text).not.toContain('My own yard');
  });
});

describe('PUT /api/saved-codes/{code}', () => {
  it("answers 401 'Authentication required' to an anonymous visitor, and saves nothing", async () => {
    expectMessage(await save(publicCode), 401, 'Authentication required');
  });

  it('saves a code typed any way for the owner of the list, once, keeping the first time', async () => {
    const user = await createUser(app);
    const first = await save(publicCode.replace('-', '').toLowerCase(), user);
    expect(first.status).toBe(200);
    expect(first.body.savedCode).toMatchObject({ zarcode: publicCode, title: 'Spaza on the corner', suburb: 'Gugulethu' });
    const again = await save(publicCode, user);
    expect(again.body.savedCode.savedAt).toBe(first.body.savedCode.savedAt);
    expect(await savedOf(user)).toEqual([publicCode]);
  });

  it("lets another user and an admin save the same code on their own lists, touching no one else's", async () => {
    const user = await createUser(app);
    await save(publicCode, user);
    expect((await save(publicCode, actors.admin)).status).toBe(200);
    expect((await save(publicCode, actors.other)).status).toBe(200);
    expect(await savedOf(user)).toEqual([publicCode]);
  });

  it('answers 404 for a code no one has', async () => {
    expectMessage(await save('9ZZ-ZZZZ', actors.owner), 404, 'ZARcode not found');
  });

  it(`answers 409 past ${MAX_SAVED_CODES} saved codes`, async () => {
    const [user, maker] = [await createUser(app), await createUser(app)];
    // A full list straight in the database: making 500 codes through the API would take minutes.
    await app.deps.db.execute(sql`
      with made as (
        insert into zarcodes (code, user_id, title, privacy, latitude, longitude, city, province)
        select 'SVD-' || lpad(n::text, 4, '0'), ${maker.id}, 'Saved ' || n, 'public', -33.9, 18.4, 'Cape Town', 'Western Cape'
        from generate_series(1, ${MAX_SAVED_CODES}) as n
        returning id
      )
      insert into saved_codes (user_id, zarcode_id) select ${user.id}, id from made`);
    expect((await savedOf(user)).length).toBe(MAX_SAVED_CODES);
    expectMessage(await save(publicCode, user), 409, `You can keep up to ${MAX_SAVED_CODES} saved codes. Remove some to save more.`);
    expect(await savedOf(user)).not.toContain(publicCode);
  });
});

describe('DELETE /api/saved-codes/{code}', () => {
  it("answers 401 'Authentication required' to an anonymous visitor, and removes nothing", async () => {
    const user = await createUser(app);
    await save(publicCode, user);
    expectMessage(await unsave(publicCode), 401, 'Authentication required');
    expect(await savedOf(user)).toEqual([publicCode]);
  });

  it("removes the code from the owner's list only: another user's and an admin's stay", async () => {
    const [user, second] = [await createUser(app), await createUser(app)];
    for (const saver of [user, second, actors.admin]) await save(publicCode, saver);
    expect((await unsave(publicCode, user)).body).toEqual({ message: 'Removed from your saved codes.' });
    expect(await savedOf(user)).toEqual([]);
    expect(await savedOf(second)).toEqual([publicCode]);
    expect(await savedOf(actors.admin)).toContain(publicCode);
    expect((await unsave(publicCode, actors.admin)).status).toBe(200);
    expect(await savedOf(actors.admin)).not.toContain(publicCode);
    expect(await savedOf(second)).toEqual([publicCode]);
  });

  it('answers 200 for a code that was not on the list, and 404 for a code no one has', async () => {
    expect((await unsave(publicCode, await createUser(app))).status).toBe(200);
    expectMessage(await unsave('9ZZ-ZZZZ', actors.owner), 404, 'ZARcode not found');
  });

  it('forgets a saved code when the code is deleted', async () => {
    const user = await createUser(app);
    const doomed = await createZarcode(app, actors.owner, { title: 'Soon gone' });
    await save(doomed.zarcode, user);
    expect((await app.request('DELETE', `/api/zarcodes/${doomed.zarcode}`, { token: actors.owner.token })).status).toBe(200);
    expect(await savedOf(user)).toEqual([]);
  });
});
