import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bundles, systemSettings, zarcodes } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { createZarcode, creditsLeft, giveBundle, zarcodeInput } from '../helpers/zarcodes';

// Creating codes: on the bundle path (who may, the code made, the create rules word for word, bad
// input, credits) and by an admin for someone. Reading them: zarcodes.test.ts; editing and deleting:
// zarcodes-change.test.ts.

const REQUIRED = 'Please fill in all required fields: title, latitude, longitude, city, and province';
const NOT_NUMERIC = 'Please enter valid numeric values for latitude and longitude';
const OUT_OF_RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
const PAYMENT_REQUIRED = 'Payment is required: use a bundle credit or pay for this ZARcode.';
const NO_CREDITS = 'No bundle credits left. Please pay for this ZARcode or buy a bundle.';
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
      'Choose the owner: the user this code is for',
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
