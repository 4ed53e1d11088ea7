import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/client';
import { zarcodeDailyViews, zarcodeViewCounts, zarcodes } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode, giveBundle, storedViews } from '../helpers/zarcodes';

// Reading codes: the caller's list and newest, the look-up by code (with its views) and the in-bounds
// count. Creating: zarcodes-create.test.ts; editing and deleting: zarcodes-change.test.ts. The code
// page itself: code-page.test.ts.

const NOT_FOUND = 'ZARcode not found';

const { app, actors } = useTestApp({ env: { PUBLIC_URL: 'https://zarcode.test' } });

beforeAll(async () => {
  await Promise.all([giveBundle(app, actors.owner), giveBundle(app, actors.admin)]);
});

/** The code's row, straight from the database. */
async function storedCode(code: string) {
  const [row] = await app.deps.db.select().from(zarcodes).where(eq(zarcodes.code, code));
  return row;
}

describe('GET /api/zarcodes', () => {
  let lister: TestUser;
  /** The lister's 12 codes, oldest first. */
  const made: { zarcode: string; title: string; province: string }[] = [];
  const places = [
    ['Cape Town', 'Western Cape'],
    ['Johannesburg', 'Gauteng'],
    ['Durban', 'KwaZulu-Natal'],
  ] as const;
  const titles = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel', 'india', 'Juliet', 'kilo', 'Lima'];

  beforeAll(async () => {
    lister = await createUser(app);
    for (const [i, title] of titles.entries()) {
      const [city, province] = places[i % 3]!;
      const code = await createZarcode(app, lister, {
        title,
        city,
        province,
        description: i === 4 ? 'Behind the 100% cotton mill' : null,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
      made.push({ zarcode: code.zarcode, title, province });
    }
  });

  const list = (query = '', user: TestUser = lister) =>
    app.request('GET', `/api/zarcodes${query}`, { token: user.token });
  const codesOf = (answer: { body: { zarcodes: { zarcode: string }[] } }) =>
    answer.body.zarcodes.map((code) => code.zarcode);
  const newestFirst = () => [...made].reverse().map((code) => code.zarcode);

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/zarcodes'), 401, 'Authentication required');
  });

  it('answers each signed-in caller their own codes only, admins included', async () => {
    const own = await list();
    expect(own.body.pagination.total).toBe(12);
    for (const user of [actors.other, actors.admin]) {
      const answer = await list('?limit=100', user);
      expect(answer.status).toBe(200);
      expect(codesOf(answer)).not.toContain(made[0]!.zarcode);
      for (const code of answer.body.zarcodes) {
        expect((await storedCode(code.zarcode))!.userId).toBe(user.id);
      }
    }
  });

  it('answers the first 10, newest first, with the pagination', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(codesOf(answer)).toEqual(newestFirst().slice(0, 10));
    expect(answer.body.zarcodes[0].user.email).toBe(lister.email);
  });

  it('answers the second page with the rest, and a page past the end empty', async () => {
    const second = await list('?page=2');
    expect(second.body.pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });
    expect(codesOf(second)).toEqual(newestFirst().slice(10));
    const beyond = await list('?page=5');
    expect(beyond.status).toBe(200);
    expect(beyond.body.zarcodes).toEqual([]);
    expect(beyond.body.pagination.total).toBe(12);
  });

  it('answers pages of the size asked for', async () => {
    const answer = await list('?limit=5&page=3');
    expect(answer.body.pagination).toEqual({ page: 3, limit: 5, total: 12, totalPages: 3 });
    expect(codesOf(answer)).toEqual(newestFirst().slice(10, 12));
  });

  it('sorts oldest first, and by title either way regardless of case', async () => {
    expect(codesOf(await list('?sortBy=created-asc&limit=100'))).toEqual(made.map((code) => code.zarcode));
    const byTitle = [...made].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    expect(codesOf(await list('?sortBy=title-asc&limit=100'))).toEqual(byTitle.map((code) => code.zarcode));
    expect(codesOf(await list('?sortBy=title-desc&limit=100'))).toEqual(byTitle.reverse().map((code) => code.zarcode));
  });

  it('filters by province, and counts only those', async () => {
    const answer = await list('?province=Gauteng&limit=100');
    const gauteng = made.filter((code) => code.province === 'Gauteng');
    expect(answer.body.pagination.total).toBe(4);
    expect(codesOf(answer).sort()).toEqual(gauteng.map((code) => code.zarcode).sort());
    expect(answer.body.zarcodes.every((code: { province: string }) => code.province === 'Gauteng')).toBe(true);
  });

  it("reads 'all', 'All Provinces' and blank as no province filter, and 'KZN' as KwaZulu-Natal", async () => {
    for (const query of ['?province=all', '?province=All%20Provinces', '?province=']) {
      expect((await list(query)).body.pagination.total, query).toBe(12);
    }
    expect((await list('?province=KZN')).body.pagination.total).toBe(4);
  });

  it('finds codes by title, description, city and by code in any form', async () => {
    expect(codesOf(await list('?search=FOXTROT'))).toEqual([made[5]!.zarcode]);
    expect(codesOf(await list('?search=cotton'))).toEqual([made[4]!.zarcode]);
    expect((await list('?search=durban')).body.pagination.total).toBe(4);
    const code = made[7]!.zarcode;
    for (const typed of [code, code.toLowerCase(), code.replace('-', ''), code.replace('-', ' ').toLowerCase()]) {
      expect(codesOf(await list(`?search=${encodeURIComponent(typed)}`)), typed).toEqual([code]);
    }
  });

  it('takes % and _ in a search as themselves, not as wildcards', async () => {
    expect(codesOf(await list(`?search=${encodeURIComponent('100%')}`))).toEqual([made[4]!.zarcode]);
    expect((await list(`?search=${encodeURIComponent('%')}`)).body.pagination.total).toBe(1);
    expect((await list('?search=_')).body.pagination.total).toBe(0);
  });

  it('combines search, province and sort, with a page count to match', async () => {
    const answer = await list('?search=a&province=Western%20Cape&sortBy=title-asc&limit=2');
    // The Western Cape codes are alpha, Delta, golf and Juliet; all have an 'a' (in 'Cape Town').
    expect(answer.body.pagination.total).toBe(4);
    expect(answer.body.pagination.totalPages).toBe(2);
    expect(answer.body.zarcodes.map((code: { title: string }) => code.title)).toEqual(['alpha', 'Delta']);
  });

  it('leaves out creator codes when asked, before paging, and counts only the rest', async () => {
    const creator = await createUser(app);
    await giveBundle(app, creator);
    const codes = [];
    for (const title of ['Shop', 'Creator spot', 'Home']) codes.push(await createZarcode(app, creator, { title }));
    await app.deps.db.update(zarcodes).set({ isCreatorCode: true }).where(eq(zarcodes.code, codes[1]!.zarcode));

    const all = await list('?limit=2', creator);
    expect(all.body.pagination.total).toBe(3);
    const mine = await list('?creatorCodes=exclude&limit=2', creator);
    expect(mine.body.pagination).toEqual({ page: 1, limit: 2, total: 2, totalPages: 1 });
    expect(codesOf(mine).sort()).toEqual([codes[0]!.zarcode, codes[2]!.zarcode].sort());
  });

  it.each([
    ['?creatorCodes=none', "creatorCodes must be 'include' or 'exclude'"],
    ['?page=0', 'page must be a whole number of 1 or more'],
    ['?page=abc', 'page must be a whole number of 1 or more'],
    ['?page=1.5', 'page must be a whole number of 1 or more'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?sortBy=random', 'sortBy must be one of: created-desc, created-asc, title-asc, title-desc'],
    ['?province=Atlantis', 'Province must be one of the nine South African provinces'],
    [`?search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('answers %s with 400 and a message', async (query, message) => {
    expectMessage(await list(query), 400, message);
  });

  it('answers a NUL character in the search with 400, never 500', async () => {
    expectMessage(await list('?search=a%00b'), 400);
  });

  it('answers a repeated parameter with 400, never 500', async () => {
    const answer = await list('?page=1&page=2&sortBy=title-asc&sortBy=title-desc');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectMessage(answer, answer.status);
  });
});

describe('GET /api/zarcodes/recent', () => {
  let person: TestUser;
  const made: string[] = [];

  beforeAll(async () => {
    person = await createUser(app);
    for (let i = 0; i < 4; i++) {
      const code = await createZarcode(app, person, { title: `Recent ${i}`, createdAt: new Date(Date.UTC(2025, 5, 1 + i)) });
      made.push(code.zarcode);
    }
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', '/api/zarcodes/recent'), 401, 'Authentication required');
  });

  it("answers the caller's newest code by default", async () => {
    const answer = await app.request('GET', '/api/zarcodes/recent', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body.zarcodes.map((code: { zarcode: string }) => code.zarcode)).toEqual([made[3]]);
  });

  it('answers as many newest codes as asked for', async () => {
    const answer = await app.request('GET', '/api/zarcodes/recent?limit=3', { token: person.token });
    expect(answer.body.zarcodes.map((code: { zarcode: string }) => code.zarcode)).toEqual([made[3], made[2], made[1]]);
  });

  it("never answers anyone else's codes, admins included", async () => {
    for (const user of [actors.other, actors.admin]) {
      const answer = await app.request('GET', '/api/zarcodes/recent?limit=20', { token: user.token });
      expect(answer.status).toBe(200);
      const codes = answer.body.zarcodes.map((code: { zarcode: string }) => code.zarcode);
      for (const code of made) expect(codes).not.toContain(code);
    }
  });

  it('answers an empty list to a user with no codes', async () => {
    const newcomer = await createUser(app);
    const answer = await app.request('GET', '/api/zarcodes/recent', { token: newcomer.token });
    expect(answer.body).toEqual({ zarcodes: [] });
  });

  it.each(['0', '21', 'abc', '-1'])('answers limit=%s with 400 and a message', async (limit) => {
    expectMessage(
      await app.request('GET', `/api/zarcodes/recent?limit=${limit}`, { token: person.token }),
      400,
      'limit must be a whole number from 1 to 20',
    );
  });
});

describe('GET /api/zarcodes/{code}', () => {
  let publicCode: string;
  let privateCode: string;

  beforeAll(async () => {
    publicCode = (await createZarcode(app, actors.owner, { title: 'Public gate', description: 'Open all day' })).zarcode;
    privateCode = (
      await createZarcode(app, actors.owner, { title: 'Hidden safe house', description: 'Knock three times', privacy: 'private' })
    ).zarcode;
  });

  const get = (code: string, user?: TestUser) => app.request('GET', `/api/zarcodes/${code}`, { token: user?.token });

  it("shows anyone a public code's title and description, but its owner's details only to the owner and admins", async () => {
    for (const user of [undefined, actors.other]) {
      const answer = await get(publicCode, user);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ zarcode: publicCode, title: 'Public gate', description: 'Open all day' });
      expect(answer.body.user ?? null).toBeNull();
    }
    for (const user of [actors.owner, actors.admin, actors.superAdmin]) {
      const answer = await get(publicCode, user);
      expect(answer.body).toMatchObject({ title: 'Public gate', user: { email: actors.owner.email } });
    }
  });

  it('answers a code looked up a moment ago with what changed since: an edit, then a deletion', async () => {
    // The lookup keeps codes in memory for a second (lookup-cache.ts); a change must show at once.
    const { zarcode } = await createZarcode(app, actors.owner, { title: 'Before' });
    expect((await get(zarcode)).body.title).toBe('Before');
    expect((await get(zarcode.toLowerCase())).body.title).toBe('Before');
    const edited = await app.request('PUT', `/api/zarcodes/${zarcode}`, { token: actors.owner.token, body: { title: 'After' } });
    expect(edited.status, edited.text).toBe(200);
    expect((await get(zarcode)).body.title).toBe('After');
    expect((await get(zarcode.toLowerCase())).body.title).toBe('After');
    expect((await app.request('DELETE', `/api/zarcodes/${zarcode}`, { token: actors.owner.token })).status).toBe(200);
    expectMessage(await get(zarcode), 404, NOT_FOUND);
  });

  it('counts a view for each anonymous lookup, from memory or not', async () => {
    const { zarcode } = await createZarcode(app, actors.owner, { title: 'Counted' });
    for (let i = 0; i < 3; i++) expect((await get(zarcode)).status).toBe(200);
    await app.deps.viewCounter.flush();
    expect(await storedViews(app, zarcode)).toBe(3);
  });

  it("hides a private code's title and description from anonymous visitors and other users", async () => {
    for (const user of [undefined, actors.other]) {
      const answer = await get(privateCode, user);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        zarcode: privateCode,
        privacy: 'private',
        title: null,
        description: null,
        city: 'Cape Town',
        latitude: '-33.924900',
      });
      expect(answer.body.user ?? null).toBeNull();
      expect(answer.text).not.toContain('Hidden safe house');
      expect(answer.text).not.toContain('Knock three times');
      expect(answer.text).not.toContain(actors.owner.email);
    }
  });

  it("shows a private code's title and description to its owner and to admins", async () => {
    for (const user of [actors.owner, actors.admin, actors.superAdmin]) {
      const answer = await get(privateCode, user);
      expect(answer.body).toMatchObject({ title: 'Hidden safe house', description: 'Knock three times' });
    }
  });

  it('says what the viewer may do: the owner and admins may edit and delete, nobody else may; only the owner may request a change', async () => {
    for (const code of [publicCode, privateCode]) {
      for (const user of [undefined, actors.other]) {
        expect((await get(code, user)).body).toMatchObject({ canEdit: false, canDelete: false, canRequestChange: false });
      }
      for (const user of [actors.admin, actors.superAdmin]) {
        expect((await get(code, user)).body).toMatchObject({ canEdit: true, canDelete: true, canRequestChange: false });
      }
      expect((await get(code, actors.owner)).body).toMatchObject({ canEdit: true, canDelete: true, canRequestChange: true });
    }
  });

  it('finds a code typed in any case, with or without the hyphen, with spaces', async () => {
    const compact = publicCode.replace('-', '');
    for (const typed of [
      publicCode.toLowerCase(),
      compact,
      compact.toLowerCase(),
      `${compact.slice(0, 3)} ${compact.slice(3)}`.toLowerCase(),
      ` ${publicCode} `,
    ]) {
      const answer = await get(encodeURIComponent(typed));
      expect(answer.status, typed).toBe(200);
      expect(answer.body.zarcode).toBe(publicCode);
    }
  });

  it(`answers 404 '${NOT_FOUND}' for a code no one has, and for text that is no code`, async () => {
    for (const typed of ['1CT-2345', '9ZZ9999', 'hello', 'not-a-code-at-all', '%E2%9C%93']) {
      expectMessage(await get(typed), 404, NOT_FOUND);
    }
  });

  it('answers a code far too long with a 4xx message, never 500', async () => {
    const answer = await get('x'.repeat(500));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectMessage(answer, answer.status);
  });

  it("answers 401 'Invalid token' to a bad token rather than treating it as anonymous", async () => {
    expectMessage(await app.request('GET', `/api/zarcodes/${publicCode}`, { token: 'broken' }), 401, 'Invalid token');
  });

  describe('views', () => {
    async function viewsOf(code: string) {
      await app.deps.viewCounter.flush();
      const row = await storedCode(code);
      const daily = await app.deps.db
        .select({ views: zarcodeDailyViews.views })
        .from(zarcodeDailyViews)
        .where(eq(zarcodeDailyViews.zarcodeId, row!.id));
      return { total: await storedViews(app, code), today: daily.reduce((sum, day) => sum + day.views, 0) };
    }

    it("counts an anonymous visitor's and another user's look-ups, each time", async () => {
      const code = (await createZarcode(app, actors.owner, { title: 'Counted' })).zarcode;
      await get(code);
      await get(code.toLowerCase());
      await get(code, actors.other);

      expect(await viewsOf(code)).toEqual({ total: 3, today: 3 });
      expect((await get(code, actors.owner)).body.views).toBe(3);
    });

    it('does not count look-ups by the owner or by admins', async () => {
      const code = (await createZarcode(app, actors.owner, { title: 'Not counted' })).zarcode;
      await get(code, actors.owner);
      await get(code, actors.admin);

      expect(await viewsOf(code)).toEqual({ total: 0, today: 0 });
    });

    it('counts views of a private code too', async () => {
      const code = (await createZarcode(app, actors.owner, { privacy: 'private' })).zarcode;
      await get(code);
      expect((await viewsOf(code)).total).toBe(1);
    });

    it('writes every statement of a batch larger than one (codes viewed last land in the third)', async () => {
      const code = (await createZarcode(app, actors.owner, { title: 'Late in the batch' })).zarcode;
      const { id } = (await storedCode(code))!;
      for (let i = 0; i < 1_200; i++) app.deps.viewCounter.record(crypto.randomUUID());
      app.deps.viewCounter.record(id);
      app.deps.viewCounter.record(id);
      expect(await viewsOf(code)).toEqual({ total: 2, today: 2 });
    });

    it("shows the count written in the code's answer, and rewrites the code's row only when its search rank changes", async () => {
      const { zarcode, id } = await createZarcode(app, actors.owner, { title: 'Ranked by its views' });
      /** The code's search rank and its row's version (xmin changes with every rewrite of the row). */
      const stored = async () => {
        const [row] = await selectRows<{ rank: number; version: string }>(
          app.deps.db,
          sql`select search_rank as rank, xmin::text as version from zarcodes where id = ${id}`,
        );
        return row!;
      };
      const view = async (times: number) => {
        for (let i = 0; i < times; i++) app.deps.viewCounter.record(id);
        await app.deps.viewCounter.flush();
      };
      expect(await stored()).toMatchObject({ rank: 0 });
      let before = await stored();
      // The rank is 0 under 16 views, then one more at each doubling: it changes at 16, 48, 112, 240, ... views, and only then.
      for (const [total, rank] of [[1, 0], [15, 0], [16, 1], [47, 1], [48, 2], [111, 2], [112, 3], [239, 3], [240, 4], [495, 4], [496, 5]] as const) {
        await view(total - (await storedViews(app, zarcode)));
        const after = await stored();
        expect(after.rank, `rank at ${total} views`).toBe(rank);
        if (rank === before.rank) expect(after.version, `row rewritten at ${total} views`).toBe(before.version);
        else expect(after.version, `row kept at ${total} views`).not.toBe(before.version);
        expect((await get(zarcode, actors.owner)).body.views).toBe(total);
        before = after;
      }
    });

    it('deletes the counts, all-time and daily, with their code', async () => {
      const { zarcode, id } = await createZarcode(app, actors.owner, { title: 'Counted, then deleted' });
      await get(zarcode);
      await app.deps.viewCounter.flush();
      const countOf = () => app.deps.db.select({ views: zarcodeViewCounts.views }).from(zarcodeViewCounts).where(eq(zarcodeViewCounts.zarcodeId, id));
      const dailyOf = () => app.deps.db.select({ views: zarcodeDailyViews.views }).from(zarcodeDailyViews).where(eq(zarcodeDailyViews.zarcodeId, id));
      expect([await countOf(), await dailyOf()]).toEqual([[{ views: 1 }], [{ views: 1 }]]);
      expect((await app.request('DELETE', `/api/zarcodes/${zarcode}`, { token: actors.owner.token })).status).toBe(200);
      expect([await countOf(), await dailyOf()]).toEqual([[], []]);
    });

    it('keeps counting the other codes of a batch when one of them is deleted before it is written', async () => {
      const before = (await viewsOf(publicCode)).total;
      const doomed = (await createZarcode(app, actors.owner)).zarcode;
      await get(doomed);
      await get(publicCode);
      await get('1CT-ZZZZ');
      expect((await app.request('DELETE', `/api/zarcodes/${doomed}`, { token: actors.owner.token })).status).toBe(200);

      expect((await viewsOf(publicCode)).total).toBe(before + 1);
    });
  });
});

describe('GET /api/zarcodes/in-bounds', () => {
  // A box around Sutherland (Northern Cape) where no other test of this file makes codes.
  const box = { ne_lat: -32.3, ne_lng: 20.8, sw_lat: -32.5, sw_lng: 20.5 };
  const query = (bounds: Record<string, string | number>) =>
    `/api/zarcodes/in-bounds?${new URLSearchParams(Object.entries(bounds).map(([k, v]) => [k, String(v)]))}`;

  beforeAll(async () => {
    const person = await createUser(app);
    const at = (latitude: number, longitude: number, privacy = 'public') =>
      createZarcode(app, person, { latitude, longitude, city: 'Sutherland', province: 'Northern Cape', privacy });
    await at(-32.4, 20.66);
    await at(-32.45, 20.7);
    await at(-32.35, 20.55, 'private');
    await at(-32.3, 20.8); // on the north-east corner
    await at(-32.6, 20.66); // south of the box
    await at(-32.4, 20.9); // east of the box
  });

  it('counts the codes inside the box, private ones and those on its edge included, for everyone', async () => {
    for (const user of [undefined, actors.owner, actors.other, actors.admin]) {
      const answer = await app.request('GET', query(box), { token: user?.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ count: 4 });
    }
  });

  it('counts nothing in a box with no codes', async () => {
    const answer = await app.request('GET', query({ ne_lat: -25, ne_lng: 30, sw_lat: -25.1, sw_lng: 29.9 }));
    expect(answer.body).toEqual({ count: 0 });
  });

  it('counts only the codes inside a smaller box', async () => {
    const answer = await app.request('GET', query({ ne_lat: -32.42, ne_lng: 20.75, sw_lat: -32.48, sw_lng: 20.65 }));
    expect(answer.body).toEqual({ count: 1 });
  });

  it('reads corners beyond the world as its edge (a map zoomed far out)', async () => {
    const answer = await app.request('GET', query({ ne_lat: 95, ne_lng: 200, sw_lat: -95, sw_lng: -200 }));
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThanOrEqual(6);
  });

  it('answers a north-east corner south of the south-west one with 400', async () => {
    expectMessage(
      await app.request('GET', query({ ...box, ne_lat: -32.6 })),
      400,
      'ne_lat must not be south of sw_lat',
    );
  });

  it('answers a north-east corner west of the south-west one with 400', async () => {
    expectMessage(
      await app.request('GET', query({ ...box, ne_lng: 20.4 })),
      400,
      'ne_lng must not be west of sw_lng',
    );
  });

  it.each(['ne_lat', 'ne_lng', 'sw_lat', 'sw_lng'] as const)('answers a missing or non-numeric %s with 400', async (name) => {
    const { [name]: _missing, ...rest } = box;
    expectMessage(await app.request('GET', query(rest)), 400, `${name} must be a number`);
    expectMessage(await app.request('GET', query({ ...box, [name]: 'north' })), 400, `${name} must be a number`);
    expectMessage(await app.request('GET', query({ ...box, [name]: '' })), 400, `${name} must be a number`);
  });

  it('answers no parameters at all with 400', async () => {
    expectMessage(await app.request('GET', '/api/zarcodes/in-bounds'), 400);
  });
});
