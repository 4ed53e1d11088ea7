import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bundles, systemSettings, zarcodeDailyViews, zarcodes } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode, creditsLeft, giveBundle, zarcodeInput } from '../helpers/zarcodes';

// Codes: create on the bundle path and by an admin, the caller's list and newest, look-up, edit,
// delete and the in-bounds count. The code page itself: code-page.test.ts.

const REQUIRED = 'Please fill in all required fields: title, latitude, longitude, city, and province';
const NOT_NUMERIC = 'Please enter valid numeric values for latitude and longitude';
const OUT_OF_RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
const NOT_FOUND = 'ZARcode not found';
const PAYMENT_REQUIRED = 'Payment is required: use a bundle credit or pay for this ZARcode.';
const NO_CREDITS = 'No bundle credits left. Please pay for this ZARcode or buy a bundle.';
const MOVE_REFUSED =
  'The location of a ZARcode cannot be changed directly. Please request a change and an admin will review it.';
/** A stored code: the prefix, a hyphen, 4 characters of the suffix alphabet (no 0, 1, I, O). */
const CODE = /^[1-9A-Z][A-Z]{2}-[2-9A-HJ-NP-Z]{4}$/;

const { app, actors } = useTestApp({ env: { PUBLIC_URL: 'https://zarcode.test' } });
const getApp = () => app;

beforeAll(async () => {
  await Promise.all([giveBundle(app, actors.owner), giveBundle(app, actors.admin)]);
});

const post = (user: TestUser | null, body: unknown) =>
  app.request('POST', '/api/zarcodes', { token: user?.token, body });

/** The code's row, straight from the database. */
async function storedCode(code: string) {
  const [row] = await app.deps.db.select().from(zarcodes).where(eq(zarcodes.code, code));
  return row;
}

describe('POST /api/zarcodes', () => {
  describe('who may create', () => {
    it("answers 401 'Authentication required' to an anonymous visitor", async () => {
      expectMessage(await post(null, zarcodeInput()), 401, 'Authentication required');
    });

    it("answers 401 'Invalid token' to a bad token", async () => {
      const answer = await app.request('POST', '/api/zarcodes', { token: 'not-a-token', body: zarcodeInput() });
      expectMessage(answer, 401, 'Invalid token');
    });

    it('creates the code for a signed-in user with a bundle credit and answers 201 with it', async () => {
      const answer = await post(actors.owner, zarcodeInput());

      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        zarcode: expect.stringMatching(CODE),
        title: 'Blue gate, Long Street',
        description: 'Ring the bell twice',
        privacy: 'public',
        latitude: '-33.924900',
        longitude: '18.424100',
        addressLine1: '12 Long Street',
        addressLine2: null,
        suburb: 'Cape Town City Centre',
        city: 'Cape Town',
        province: 'Western Cape',
        country: 'South Africa',
        views: 0,
        imageCount: 0,
        isCreatorCode: false,
        creatorSlug: null,
        user: { firstName: 'Thandi', lastName: 'Nkosi', email: actors.owner.email },
        plusCode: expect.stringMatching(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,}$/),
      });
      const row = await storedCode(answer.body.zarcode);
      expect(row).toMatchObject({ userId: actors.owner.id, title: 'Blue gate, Long Street' });
    });

    it('creates codes for an admin and a super admin on the same bundle path', async () => {
      await giveBundle(app, actors.superAdmin, { credits: 1 });
      for (const admin of [actors.admin, actors.superAdmin]) {
        const answer = await post(admin, zarcodeInput({ title: 'Depot' }));
        expect(answer.status, admin.email).toBe(201);
        expect(answer.body.user.email).toBe(admin.email);
      }
    });

    it("answers 402 to a signed-in user who has no bundle, and makes nothing", async () => {
      const person = await createUser(app);
      const answer = await post(person, zarcodeInput({ title: 'Nothing to pay with' }));

      expectMessage(answer, 402, NO_CREDITS);
      const list = await app.request('GET', '/api/zarcodes', { token: person.token });
      expect(list.body.pagination.total).toBe(0);
    });
  });

  describe('the code it makes', () => {
    it.each([
      ['Cape Town', 'Western Cape', '1CT'],
      ['Oudtshoorn', 'Western Cape', '1AS'],
      ['Durban', 'KwaZulu-Natal', '5DB'],
      ['Johannesburg', 'Gauteng', '7JN'],
      ['Polokwane', 'Limpopo', '9PK'],
      ['Bloemfontein', 'Free State', '4BM'],
      ['Kimberley', 'Northern Cape', '3KB'],
      ['Idutywa', 'Eastern Cape', '2AY'],
      ['Mbombela', 'Mpumalanga', '8MM'],
      ['Aai', 'North West', '6AB'],
    ])('gives a code in %s, %s the prefix %s', async (city, province, prefix) => {
      const answer = await post(actors.owner, zarcodeInput({ city, province }));
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.zarcode).toMatch(CODE);
      expect(answer.body.zarcode.startsWith(`${prefix}-`)).toBe(true);
    });

    it("reads the province tolerantly and stores its official spelling ('KZN' is KwaZulu-Natal)", async () => {
      const answer = await post(actors.owner, zarcodeInput({ city: 'Durban', province: 'kzn' }));
      expect(answer.status).toBe(201);
      expect(answer.body.province).toBe('KwaZulu-Natal');
      expect(answer.body.zarcode.startsWith('5DB-')).toBe(true);
    });

    it('accepts coordinates as numeric strings and stores them with 6 decimals', async () => {
      const answer = await post(actors.owner, zarcodeInput({ latitude: ' -33.92487654 ', longitude: '18.4241' }));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ latitude: '-33.924877', longitude: '18.424100' });
    });

    it('makes a public code when no privacy is given, and a private one when asked', async () => {
      const { privacy: _none, ...body } = zarcodeInput();
      expect((await post(actors.owner, body)).body.privacy).toBe('public');
      expect((await post(actors.owner, zarcodeInput({ privacy: 'private' }))).body.privacy).toBe('private');
    });

    it('trims the texts and stores blank optional ones as empty', async () => {
      const answer = await post(
        actors.owner,
        zarcodeInput({ title: '  Spaza shop  ', description: '   ', addressLine1: '', suburb: null }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ title: 'Spaza shop', description: null, addressLine1: null, suburb: null });
    });
  });

  describe('the create rules, word for word', () => {
    it.each(['title', 'latitude', 'longitude', 'city', 'province'])(
      `answers a missing %s with 400 '${REQUIRED}'`,
      async (field) => {
        const { [field]: _missing, ...body } = zarcodeInput();
        expectMessage(await post(actors.owner, body), 400, REQUIRED);
      },
    );

    it.each(['title', 'latitude', 'longitude', 'city', 'province'])(
      'answers a blank %s with the same message',
      async (field) => {
        expectMessage(await post(actors.owner, zarcodeInput({ [field]: '   ' })), 400, REQUIRED);
        expectMessage(await post(actors.owner, zarcodeInput({ [field]: null })), 400, REQUIRED);
      },
    );

    it.each([
      ['latitude', 'abc'],
      ['latitude', '-33.9x'],
      ['longitude', 'east'],
      ['longitude', '18,42'],
      ['latitude', true],
      ['longitude', { value: 18 }],
      ['latitude', [-33.9]],
    ])(`answers %s %j with 400 '${NOT_NUMERIC}'`, async (field, value) => {
      expectMessage(await post(actors.owner, zarcodeInput({ [field]: value })), 400, NOT_NUMERIC);
    });

    it.each([
      ['latitude', 90.000001],
      ['latitude', -91],
      ['latitude', '-120.5'],
      ['longitude', 180.5],
      ['longitude', -181],
    ])(`answers %s %j with 400 '${OUT_OF_RANGE}'`, async (field, value) => {
      expectMessage(await post(actors.owner, zarcodeInput({ [field]: value })), 400, OUT_OF_RANGE);
    });

    it('answers the missing fields first, before the coordinates are checked', async () => {
      const answer = await post(actors.owner, zarcodeInput({ title: '', latitude: 'abc', longitude: 500 }));
      expectMessage(answer, 400, REQUIRED);
    });

    it('answers a non-numeric coordinate before an out-of-range one', async () => {
      const answer = await post(actors.owner, zarcodeInput({ latitude: 500, longitude: 'abc' }));
      expectMessage(answer, 400, NOT_NUMERIC);
    });

    it('answers unticked terms with 400 and makes nothing', async () => {
      const before = await creditsLeft(app, actors.owner);
      expectMessage(
        await post(actors.owner, zarcodeInput({ termsConfirmed: false })),
        400,
        'Please accept the terms of service',
      );
      const { termsConfirmed: _none, ...body } = zarcodeInput();
      expectMessage(await post(actors.owner, body), 400, 'Please accept the terms of service');
      expect(await creditsLeft(app, actors.owner)).toBe(before);
    });

    it('answers a province that is not one of the nine with 400', async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ province: 'Atlantis' })),
        400,
        'Province must be one of the nine South African provinces',
      );
    });

    it('answers a country other than South Africa with 400', async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ country: 'Namibia' })),
        400,
        'ZARcodes are for places in South Africa only',
      );
    });

    it("answers a privacy other than 'private' or 'public' with 400", async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ privacy: 'secret' })),
        400,
        "Privacy must be 'private' or 'public'",
      );
    });

    it('answers a title over 200 characters with 400', async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ title: 'x'.repeat(201) })),
        400,
        'Title must be at most 200 characters',
      );
    });

    it('answers a description over 2000 characters with 400', async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ description: 'x'.repeat(2001) })),
        400,
        'Description must be at most 2000 characters',
      );
    });

    it('answers useBundle that is not a boolean with 400', async () => {
      expectMessage(
        await post(actors.owner, zarcodeInput({ useBundle: 'yes' })),
        400,
        'useBundle must be true or false',
      );
    });

    it('answers a malformed image session id with 400', async () => {
      expectMessage(await post(actors.owner, zarcodeInput({ sessionId: '../../etc' })), 400, 'Invalid image session');
    });
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/zarcodes',
      token: () => actors.owner.token,
      validBody: zarcodeInput(),
      requiredFields: { title: REQUIRED, latitude: REQUIRED, longitude: REQUIRED, city: REQUIRED, province: REQUIRED },
      textFields: ['title', 'description', 'addressLine1', 'addressLine2', 'suburb', 'city', 'province'],
    });
  });

  describe('the bundle path', () => {
    it("answers 402 without useBundle (paid creation is PayFast's), spending nothing", async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 2 });
      const { useBundle: _none, ...body } = zarcodeInput();

      expectMessage(await post(person, body), 402, PAYMENT_REQUIRED);
      expectMessage(await post(person, zarcodeInput({ useBundle: false })), 402, PAYMENT_REQUIRED);
      expect(await creditsLeft(app, person)).toBe(2);
    });

    it('spends exactly one credit per code', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { bundleType: 'starter' });

      expect((await post(person, zarcodeInput())).status).toBe(201);
      expect((await post(person, zarcodeInput())).status).toBe(201);

      expect(await creditsLeft(app, person)).toBe(3);
    });

    it('answers 402 once the last credit is spent', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 1 });

      expect((await post(person, zarcodeInput())).status).toBe(201);
      expectMessage(await post(person, zarcodeInput()), 402, NO_CREDITS);
      expect(await creditsLeft(app, person)).toBe(0);
    });

    it('never uses an expired bundle: 402, and its credits stay as they were', async () => {
      const person = await createUser(app);
      const expired = await giveBundle(app, person, { credits: 4, expiresAt: new Date(Date.now() - 60_000) });

      expectMessage(await post(person, zarcodeInput()), 402, NO_CREDITS);
      const [row] = await app.deps.db.select().from(bundles).where(eq(bundles.id, expired.id));
      expect(row!.creditsRemaining).toBe(4);
    });

    it('spends from a valid bundle when an expired one is beside it', async () => {
      const person = await createUser(app);
      const expired = await giveBundle(app, person, { credits: 4, expiresAt: new Date(Date.now() - 60_000) });
      const valid = await giveBundle(app, person, { credits: 2 });

      expect((await post(person, zarcodeInput())).status).toBe(201);

      const rows = await app.deps.db.select().from(bundles).where(eq(bundles.userId, person.id));
      const credits = Object.fromEntries(rows.map((row) => [row.id, row.creditsRemaining]));
      expect(credits).toEqual({ [expired.id]: 4, [valid.id]: 1 });
    });

    it('spends from the bundle that expires soonest first', async () => {
      const person = await createUser(app);
      const later = await giveBundle(app, person, { credits: 3, expiresAt: new Date(Date.now() + 300 * 86_400_000) });
      const sooner = await giveBundle(app, person, { credits: 3, expiresAt: new Date(Date.now() + 10 * 86_400_000) });

      expect((await post(person, zarcodeInput())).status).toBe(201);

      const rows = await app.deps.db.select().from(bundles).where(eq(bundles.userId, person.id));
      const credits = Object.fromEntries(rows.map((row) => [row.id, row.creditsRemaining]));
      expect(credits).toEqual({ [later.id]: 3, [sooner.id]: 2 });
    });

    it('gives exactly one of two simultaneous creates the last credit: one 201, one 402, 0 left', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 1 });

      const answers = await Promise.all([
        post(person, zarcodeInput({ title: 'First' })),
        post(person, zarcodeInput({ title: 'Second' })),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
      expectMessage(answers.find((answer) => answer.status === 402)!, 402, NO_CREDITS);
      expect(await creditsLeft(app, person)).toBe(0);
      const [row] = await app.deps.db.select().from(bundles).where(eq(bundles.userId, person.id));
      expect(row!.creditsRemaining).toBe(0);
      const list = await app.request('GET', '/api/zarcodes', { token: person.token });
      expect(list.body.pagination.total).toBe(1);
    });

    it('never spends more credits than there are, however many creates arrive at once', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 3 });

      const answers = await Promise.all(Array.from({ length: 8 }, () => post(person, zarcodeInput())));

      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 402)).toHaveLength(5);
      expect(await creditsLeft(app, person)).toBe(0);
    });

    it('gives every one of many simultaneous creates its own code', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { bundleType: 'enterprise' });

      const answers = await Promise.all(Array.from({ length: 25 }, () => post(person, zarcodeInput())));

      expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(201));
      const codes = answers.map((answer) => answer.body.zarcode);
      expect(new Set(codes).size).toBe(25);
      expect(await creditsLeft(app, person)).toBe(0);
      const rows = await app.deps.db.select({ code: zarcodes.code }).from(zarcodes).where(eq(zarcodes.userId, person.id));
      expect(rows.map((row) => row.code).sort()).toEqual([...codes].sort());
    });

    it('draws again when a new code collides with an existing one, and the user never sees it', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 3 });
      const random = vi.spyOn(globalThis.crypto, 'getRandomValues');
      // The suffix is drawn from 16 random bytes; zeros give '2222'.
      const zeros = <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0);
        return array;
      };
      try {
        random.mockImplementationOnce(zeros);
        const first = await post(person, zarcodeInput({ city: 'Sutherland', province: 'Northern Cape' }));
        expect(first.status).toBe(201);
        expect(first.body.zarcode).toBe('3SH-2222');

        random.mockImplementationOnce(zeros);
        const second = await post(person, zarcodeInput({ city: 'Sutherland', province: 'Northern Cape' }));
        expect(second.status).toBe(201);
        expect(second.body.zarcode).toMatch(/^3SH-/);
        expect(second.body.zarcode).not.toBe('3SH-2222');
        expect(await creditsLeft(app, person)).toBe(1);
      } finally {
        random.mockRestore();
      }
    });

    it('answers 409 and spends no credit when every draw collides', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 2 });
      const random = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
        if (array instanceof Uint8Array) array.fill(0);
        return array;
      });
      try {
        const first = await post(person, zarcodeInput({ city: 'Springbok', province: 'Northern Cape' }));
        expect(first.body.zarcode).toBe('3SR-2222');
        const second = await post(person, zarcodeInput({ city: 'Springbok', province: 'Northern Cape' }));
        expectMessage(second, 409, 'Could not make a unique code. Please try again.');
      } finally {
        random.mockRestore();
      }
      expect(await creditsLeft(app, person)).toBe(1);
    });

    it('refuses with 409 beyond the maximum codes per user, spending no credit', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 3 });
      await createZarcode(app, person);
      await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 1 }).where(eq(systemSettings.id, 1));
      try {
        expectMessage(
          await post(person, zarcodeInput()),
          409,
          'You have reached the maximum of 1 ZARcodes per account. Please contact support.',
        );
      } finally {
        await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 100 }).where(eq(systemSettings.id, 1));
      }
      expect(await creditsLeft(app, person)).toBe(2);
    });

    it('makes no more codes than the maximum when 20 creations arrive at once, spending a credit for each code made only', async () => {
      const person = await createUser(app);
      await giveBundle(app, person, { credits: 25 });
      await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 3 }).where(eq(systemSettings.id, 1));
      let statuses: number[];
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, () => post(person, zarcodeInput())));
        statuses = answers.map((answer) => answer.status);
        for (const answer of answers.filter((each) => each.status !== 201)) {
          expectMessage(answer, 409, 'You have reached the maximum of 3 ZARcodes per account. Please contact support.');
        }
      } finally {
        await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 100 }).where(eq(systemSettings.id, 1));
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(await app.deps.db.$count(zarcodes, eq(zarcodes.userId, person.id))).toBe(3);
      expect(await creditsLeft(app, person)).toBe(22);
    });
  });
});

describe('POST /api/admin/zarcodes', () => {
  const adminPost = (user: TestUser | null, body: unknown) =>
    app.request('POST', '/api/admin/zarcodes', { token: user?.token, body });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await adminPost(null, zarcodeInput()), 401, 'Authentication required');
  });

  it("answers 403 'Administrator access required' to a user, owner of codes or not", async () => {
    for (const user of [actors.owner, actors.other]) {
      expectMessage(await adminPost(user, zarcodeInput()), 403, 'Administrator access required');
    }
  });

  it('creates a code for the admin themself without payment or a bundle credit', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const answer = await adminPost(admin, zarcodeInput({ useBundle: false }));

    expect(answer.status).toBe(201);
    expect(answer.body.zarcode.startsWith('1CT-')).toBe(true);
    expect(answer.body.user.email).toBe(admin.email);
    expect((await storedCode(answer.body.zarcode))!.userId).toBe(admin.id);
  });

  it('creates a code for another user, who then owns it', async () => {
    const person = await createUser(app);
    const answer = await adminPost(actors.superAdmin, zarcodeInput({ userId: person.id, title: 'For a client' }));

    expect(answer.status).toBe(201);
    expect(answer.body.user.email).toBe(person.email);
    const list = await app.request('GET', '/api/zarcodes', { token: person.token });
    expect(list.body.zarcodes.map((code: { zarcode: string }) => code.zarcode)).toEqual([answer.body.zarcode]);
    expect(await creditsLeft(app, person)).toBe(0);
  });

  it("answers 404 'User not found' for a userId no one has", async () => {
    const answer = await adminPost(actors.admin, zarcodeInput({ userId: '00000000-0000-4000-8000-000000000000' }));
    expectMessage(answer, 404, 'User not found');
  });

  it('answers a userId that is not an id with 400', async () => {
    expectMessage(
      await adminPost(actors.admin, zarcodeInput({ userId: 'someone' })),
      400,
      'userId must be the id of a user',
    );
  });

  it("applies the create rules with the same words", async () => {
    expectMessage(await adminPost(actors.admin, zarcodeInput({ city: '' })), 400, REQUIRED);
    expectMessage(await adminPost(actors.admin, zarcodeInput({ latitude: 'x' })), 400, NOT_NUMERIC);
    expectMessage(await adminPost(actors.admin, zarcodeInput({ longitude: 200 })), 400, OUT_OF_RANGE);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/admin/zarcodes',
      token: () => actors.admin.token,
      validBody: zarcodeInput(),
      requiredFields: { title: REQUIRED, latitude: REQUIRED, longitude: REQUIRED, city: REQUIRED, province: REQUIRED },
      textFields: ['title', 'description', 'city', 'userId'],
    });
  });
});

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
    expect((await storedCode(zarcode))!.views).toBe(3);
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
      return { total: row!.views, today: daily.reduce((sum, day) => sum + day.views, 0) };
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
