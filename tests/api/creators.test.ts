import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PREFIX_SHAPE_MESSAGE, PREFIX_TAKEN_MESSAGE, SLUG_SHAPE_MESSAGE, SLUG_TAKEN_MESSAGE } from '../../src/domain/creators/creators';
import {
  CHOOSE_USER_MESSAGE,
  CREATOR_EMAIL_MESSAGE,
  DISPLAY_NAME_REQUIRED_MESSAGE,
  WEBSITE_MESSAGE,
} from '../../src/domain/creators/schemas';
import { newImageSessionId } from '../../src/domain/images/images';
import { adminMessages, auditLog, bundles, creatorProfiles, payments, systemSettings, zarcodes } from '../../src/server/db/schema';
import { MANAGED_FIELD_MESSAGE, PREFIX_FIXED_MESSAGE } from '../../src/server/features/creators/policy';
import {
  ALREADY_A_CREATOR_MESSAGE,
  APPLICATION_SUBJECT,
  INACTIVE_CREATOR_MESSAGE,
  NOT_A_CREATOR_MESSAGE,
  ONLY_ADMINS_CREATE_MESSAGE,
  ONLY_CREATORS_MESSAGE,
  PREFIX_NEEDED_MESSAGE,
} from '../../src/server/features/creators/service';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { jpeg, upload } from '../helpers/images';
import { createZarcode, setViews, zarcodeInput } from '../helpers/zarcodes';

// Creators: an admin makes a creator, who sets a 3-letter prefix once and publishes codes
// for free on a public page; the public lists show active creators an admin has not hidden.

const { app, actors } = useTestApp();
const getApp = () => app;

/** Creator codes take the second code shape: 3 letters, then 4 of the suffix alphabet. */
const CREATOR_CODE = /^[A-Z]{3}-[2-9A-HJ-NP-Z]{4}$/;
const NO_USER = '00000000-0000-4000-8000-000000000000';

let prefixSerial = 0;
/** A prefix no other test has used: 'QAA', 'QAB', ... */
function freshPrefix(): string {
  prefixSerial += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `Q${letters[Math.floor(prefixSerial / 26) % 26]}${letters[prefixSerial % 26]}`;
}

const call = (method: string, path: string, user: TestUser | null, body?: unknown) =>
  app.request(method, path, { token: user?.token, body });

/** An admin makes `user` a creator (POST /api/creators); answers the admin's view of the profile. */
async function makeCreator(user: TestUser, overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'Kayamandi Tours', ...overrides });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** A new user made a creator with a prefix of their own. */
async function newCreator(overrides: Record<string, unknown> = {}) {
  const user = await createUser(app);
  const profile = await makeCreator(user, { uniquePrefix: freshPrefix(), ...overrides });
  return { user, profile };
}

const createCreatorCode = (user: TestUser | null, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/zarcodes/creator', user, zarcodeInput({ useBundle: false, ...overrides }));

async function auditEntries(targetId: string) {
  return app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('GET /api/creators/me', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await call('GET', '/api/creators/me', null), 401, 'Authentication required');
  });

  it('answers no profile to a user, who may not make one (becoming a creator is an admin act)', async () => {
    const answer = await call('GET', '/api/creators/me', actors.other);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ profile: null, canCreate: false });
  });

  it('tells admins and super admins without a profile that they may make one', async () => {
    for (const user of [await createUser(app, { role: 'admin' }), await createUser(app, { role: 'super_admin' })]) {
      expect((await call('GET', '/api/creators/me', user)).body).toEqual({ profile: null, canCreate: true });
    }
  });

  it("answers a creator's own profile with what they may do: set a prefix once, nothing an admin manages", async () => {
    const user = await createUser(app);
    await makeCreator(user, { displayName: 'Soweto Walks', website: 'soweto.example.co.za', instagram: '@sowetowalks' });
    const answer = await call('GET', '/api/creators/me', user);
    expect(answer.body).toMatchObject({
      canCreate: false,
      profile: {
        userId: user.id,
        displayName: 'Soweto Walks',
        slug: expect.stringMatching(/^soweto-walks(-\d+)?$/),
        uniquePrefix: null,
        useStandardPrefix: false,
        isActive: true,
        isHidden: false,
        website: 'https://soweto.example.co.za',
        instagram: '@sowetowalks',
        canChangePrefix: true,
        canManage: false,
        canCreateCodes: false,
      },
    });
  });
});

describe('POST /api/creators/me', () => {
  it("answers 401 to an anonymous visitor and 403 to a user: only admins make profiles", async () => {
    expectMessage(await call('POST', '/api/creators/me', null, { displayName: 'Me' }), 401, 'Authentication required');
    const user = await createUser(app);
    expectMessage(await call('POST', '/api/creators/me', user, { displayName: 'Me' }), 403, ONLY_ADMINS_CREATE_MESSAGE);
    expect((await call('GET', '/api/creators/me', user)).body.profile).toBeNull();
  });

  it('lets an admin and a super admin make their own profile, with the standard prefix switch, recorded in the audit log', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const admin = await createUser(app, { role });
      const answer = await call('POST', '/api/creators/me', admin, { displayName: 'Head Office', useStandardPrefix: true });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body).toMatchObject({ userId: admin.id, useStandardPrefix: true, canManage: true, canChangePrefix: true, canCreateCodes: true });
      const [entry] = await auditEntries(answer.body.id);
      expect(entry).toMatchObject({ action: 'creator.create', actorId: admin.id, actorRole: role, targetType: 'creator_profile' });
      expectMessage(await call('POST', '/api/creators/me', admin, { displayName: 'Again' }), 409, ALREADY_A_CREATOR_MESSAGE);
    }
  });

  it("answers a missing display name with 400 'Display name is required'", async () => {
    expectMessage(await call('POST', '/api/creators/me', actors.admin, { displayName: '  ' }), 400, DISPLAY_NAME_REQUIRED_MESSAGE);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'POST',
      path: '/api/creators/me',
      token: () => actors.superAdmin.token,
      validBody: { displayName: 'Bad Input Tours' },
      requiredFields: { displayName: DISPLAY_NAME_REQUIRED_MESSAGE },
      textFields: ['displayName', 'uniquePrefix', 'instagram', 'facebook', 'tiktok', 'xcom', 'website', 'email'],
    });
  });
});

describe('PUT /api/creators/me', () => {
  it("answers 401 to an anonymous visitor and 404 to a user who is not a creator", async () => {
    expectMessage(await call('PUT', '/api/creators/me', null, { displayName: 'X' }), 401, 'Authentication required');
    expectMessage(await call('PUT', '/api/creators/me', actors.other, { displayName: 'X' }), 404, NOT_A_CREATOR_MESSAGE);
  });

  it('lets a creator set a prefix once (upper-cased), resend it, and never change it', async () => {
    const user = await createUser(app);
    const { slug } = await makeCreator(user);
    const prefix = freshPrefix();
    const set = await call('PUT', '/api/creators/me', user, { displayName: 'Renamed Tours', uniquePrefix: prefix.toLowerCase() });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ uniquePrefix: prefix, displayName: 'Renamed Tours', slug, canChangePrefix: false, canCreateCodes: true });
    expect((await call('PUT', '/api/creators/me', user, { uniquePrefix: prefix })).status).toBe(200);
    expectMessage(await call('PUT', '/api/creators/me', user, { uniquePrefix: freshPrefix() }), 403, PREFIX_FIXED_MESSAGE);
    expectMessage(await call('PUT', '/api/creators/me', user, { uniquePrefix: null }), 403, PREFIX_FIXED_MESSAGE);
    expect((await call('GET', '/api/creators/me', user)).body.profile.uniquePrefix).toBe(prefix);
  });

  it('refuses useStandardPrefix or isActive sent by a creator who is not an admin with 403', async () => {
    const { user } = await newCreator();
    expectMessage(await call('PUT', '/api/creators/me', user, { useStandardPrefix: true }), 403, MANAGED_FIELD_MESSAGE);
    expectMessage(await call('PUT', '/api/creators/me', user, { useStandardPrefix: false }), 403, MANAGED_FIELD_MESSAGE);
    expectMessage(await call('PUT', '/api/creators/me', user, { isActive: true }), 403, MANAGED_FIELD_MESSAGE);
    expect((await call('GET', '/api/creators/me', user)).body.profile).toMatchObject({ useStandardPrefix: false, isActive: true });
  });

  it("refuses a prefix another creator has with 409 'This prefix is already taken'", async () => {
    const { profile: first } = await newCreator();
    const user = await createUser(app);
    await makeCreator(user);
    expectMessage(await call('PUT', '/api/creators/me', user, { uniquePrefix: first.uniquePrefix }), 409, PREFIX_TAKEN_MESSAGE);
  });

  it.each([
    [{ uniquePrefix: 'KAYA' }, PREFIX_SHAPE_MESSAGE],
    [{ uniquePrefix: 'K4Y' }, PREFIX_SHAPE_MESSAGE],
    [{ uniquePrefix: '123' }, PREFIX_SHAPE_MESSAGE],
    [{ website: 'not a website' }, WEBSITE_MESSAGE],
    [{ website: 'javascript:alert(1)' }, WEBSITE_MESSAGE],
    [{ email: 'info@' }, CREATOR_EMAIL_MESSAGE],
    [{ displayName: '' }, DISPLAY_NAME_REQUIRED_MESSAGE],
    [{ displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
    [{ instagram: `@${'x'.repeat(250)}` }, 'Instagram must be a handle such as @name, or a link'],
    [{ website: `https://example.co.za/${'x'.repeat(300)}` }, WEBSITE_MESSAGE],
  ])('answers %j with 400 and the reason', async (body, message) => {
    const { user } = await newCreator();
    expectMessage(await call('PUT', '/api/creators/me', user, body), 400, message);
  });

  it('lets an admin creator change their own standard prefix switch, recorded; a plain creator\'s change is not', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const created = await call('POST', '/api/creators/me', admin, { displayName: 'Admin Tours' });
    const answer = await call('PUT', '/api/creators/me', admin, { useStandardPrefix: true });
    expect(answer.body.useStandardPrefix).toBe(true);
    expect((await auditEntries(created.body.id)).map((entry) => entry.action).sort()).toEqual(['creator.create', 'creator.update']);

    const { user, profile } = await newCreator();
    await call('PUT', '/api/creators/me', user, { displayName: 'Plain Tours' });
    expect((await auditEntries(profile.id)).map((entry) => entry.action)).toEqual(['creator.create']);
  });
});

describe('GET /api/creators', () => {
  it('answers 401 to an anonymous visitor and 403 to users and creators', async () => {
    const { user: creator } = await newCreator();
    expectMessage(await call('GET', '/api/creators', null), 401, 'Authentication required');
    for (const user of [actors.owner, creator]) {
      expectMessage(await call('GET', '/api/creators', user), 403, 'Administrator access required');
    }
  });

  it('lists creators for admins and super admins, with their user and codes, searched and filtered by status', async () => {
    const { user, profile } = await newCreator({ displayName: 'Searchable Farm Stall' });
    await createCreatorCode(user);
    for (const admin of [actors.admin, actors.superAdmin]) {
      const answer = await call('GET', '/api/creators?search=searchable%20farm', admin);
      expect(answer.status).toBe(200);
      expect(answer.body.creators).toEqual([
        expect.objectContaining({ id: profile.id, codeCount: 1, user: expect.objectContaining({ id: user.id, email: user.email }) }),
      ]);
      expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    }
    await call('PUT', `/api/creators/${profile.id}`, actors.admin, { isActive: false });
    const inactive = await call('GET', '/api/creators?status=inactive&limit=100', actors.admin);
    expect(inactive.body.creators.map((c: { id: string }) => c.id)).toContain(profile.id);
    const active = await call('GET', '/api/creators?status=active&limit=100', actors.admin);
    expect(active.body.creators.map((c: { id: string }) => c.id)).not.toContain(profile.id);
  });

  it('answers a bad status or page with 400', async () => {
    expectMessage(await call('GET', '/api/creators?status=sleeping', actors.admin), 400, 'status must be one of: all, active, inactive, hidden');
    expectMessage(await call('GET', '/api/creators?page=0', actors.admin), 400);
  });
});

describe('POST /api/creators', () => {
  it('answers 401 to an anonymous visitor and 403 to users and creators', async () => {
    const target = await createUser(app);
    const { user: creator } = await newCreator();
    expectMessage(await call('POST', '/api/creators', null, { userId: target.id, displayName: 'X' }), 401, 'Authentication required');
    for (const user of [target, creator]) {
      expectMessage(await call('POST', '/api/creators', user, { userId: target.id, displayName: 'X' }), 403, 'Administrator access required');
    }
  });

  it('makes a user a creator by id or e-mail, with a slug from the display name, recorded in the audit log', async () => {
    const byId = await createUser(app);
    const made = await call('POST', '/api/creators', actors.superAdmin, { userId: byId.id, displayName: 'Langa Craft Co-op' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ userId: byId.id, slug: expect.stringMatching(/^langa-craft-co-op(-\d+)?$/), codeCount: 0, isActive: true });
    const [entry] = await auditEntries(made.body.id);
    expect(entry).toMatchObject({ action: 'creator.create', actorId: actors.superAdmin.id, after: expect.objectContaining({ userId: byId.id }) });

    const byEmail = await createUser(app);
    const answer = await call('POST', '/api/creators', actors.admin, { userEmail: byEmail.email.toUpperCase(), displayName: 'Langa Craft Co-op' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.userId).toBe(byEmail.id);
    expect(answer.body.slug).not.toBe(made.body.slug);
  });

  it('gives a clashing name -2, and never an app path or a code shape', async () => {
    const name = `Clash Test ${Date.now()}`;
    const first = await makeCreator(await createUser(app), { displayName: name });
    const second = await makeCreator(await createUser(app), { displayName: name });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await makeCreator(await createUser(app), { displayName: 'Dashboard' })).slug).toMatch(/^dashboard-\d+$/);
    expect((await makeCreator(await createUser(app), { displayName: 'ABC 1234' })).slug).toMatch(/^abc-1234-\d+$/);
  });

  it('answers 409 for a user who is a creator already, a taken prefix or a taken slug, and 404 for nobody; no entry is recorded', async () => {
    const { user, profile } = await newCreator();
    const before = await app.deps.db.select().from(auditLog);
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'Again' }), 409, ALREADY_A_CREATOR_MESSAGE);
    const other = await createUser(app);
    expectMessage(
      await call('POST', '/api/creators', actors.admin, { userId: other.id, displayName: 'Other', uniquePrefix: profile.uniquePrefix }),
      409,
      PREFIX_TAKEN_MESSAGE,
    );
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: other.id, displayName: 'Other', slug: profile.slug }), 409, SLUG_TAKEN_MESSAGE);
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: NO_USER, displayName: 'Nobody' }), 404, 'User not found');
    expectMessage(
      await call('POST', '/api/creators', actors.admin, { userEmail: 'nobody@example.com', displayName: 'Nobody' }),
      404,
      'No user has this e-mail address',
    );
    expect(await app.deps.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('answers a bad slug, a missing user and a bad prefix with 400', async () => {
    const user = await createUser(app);
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'X', slug: 'creators' }), 400, SLUG_SHAPE_MESSAGE);
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'X', slug: 'abc-1234' }), 400, SLUG_SHAPE_MESSAGE);
    expectMessage(await call('POST', '/api/creators', actors.admin, { displayName: 'X' }), 400, CHOOSE_USER_MESSAGE);
    // Said as the form names its fields, never by the request's keys (userEmail, isActive, slug).
    expectMessage(await call('POST', '/api/creators', actors.admin, { userEmail: 'not an address', displayName: 'X' }), 400, 'Please enter a valid email address');
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'X', isActive: 'yes' }), 400, 'Active must be true or false');
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'X', slug: 42 }), 400, SLUG_SHAPE_MESSAGE);
    expectMessage(await call('POST', '/api/creators', actors.admin, { userId: user.id, displayName: 'X', uniquePrefix: 'AB1' }), 400, PREFIX_SHAPE_MESSAGE);
  });
});

describe('PUT /api/creators/{id}', () => {
  it('answers 401 to an anonymous visitor and 403 to users, the creator included', async () => {
    const { user, profile } = await newCreator();
    expectMessage(await call('PUT', `/api/creators/${profile.id}`, null, { isActive: false }), 401, 'Authentication required');
    for (const caller of [user, actors.other]) {
      expectMessage(await call('PUT', `/api/creators/${profile.id}`, caller, { isActive: false }), 403, 'Administrator access required');
    }
  });

  it('lets admins change a set prefix, the standard prefix switch, the status and the slug, each recorded', async () => {
    const { profile } = await newCreator();
    const prefix = freshPrefix();
    const slug = `renamed-${Date.now()}`;
    for (const [admin, body] of [
      [actors.admin, { uniquePrefix: prefix, useStandardPrefix: true }],
      [actors.superAdmin, { isActive: false, slug }],
    ] as const) {
      const answer = await call('PUT', `/api/creators/${profile.id}`, admin, body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject(body);
    }
    const entries = await auditEntries(profile.id);
    expect(entries.filter((entry) => entry.action === 'creator.update')).toHaveLength(2);
    expect(entries.find((entry) => entry.actorId === actors.superAdmin.id)).toMatchObject({
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false, slug }),
    });
  });

  it('answers 404 for an unknown creator, 400 for an id that is none, and 409 for a taken slug', async () => {
    const { profile } = await newCreator();
    const { profile: other } = await newCreator();
    expectMessage(await call('PUT', `/api/creators/${NO_USER}`, actors.admin, { isActive: false }), 404, 'Creator not found');
    expectMessage(await call('PUT', '/api/creators/not-an-id', actors.admin, { isActive: false }), 400, 'Creator not found');
    expectMessage(await call('PUT', `/api/creators/${profile.id}`, actors.admin, { slug: other.slug }), 409, SLUG_TAKEN_MESSAGE);
    expectMessage(await call('PUT', `/api/creators/${profile.id}`, actors.admin, { uniquePrefix: other.uniquePrefix }), 409, PREFIX_TAKEN_MESSAGE);
  });
});

describe('DELETE /api/creators/{id}', () => {
  it('answers 401 to an anonymous visitor and 403 to users, the creator included', async () => {
    const { user, profile } = await newCreator();
    expectMessage(await call('DELETE', `/api/creators/${profile.id}`, null), 401, 'Authentication required');
    for (const caller of [user, actors.other]) {
      expectMessage(await call('DELETE', `/api/creators/${profile.id}`, caller), 403, 'Administrator access required');
    }
  });

  it('turns the codes into ordinary ones (their creator link goes), recorded; then the creator is not found', async () => {
    for (const admin of [actors.admin, actors.superAdmin]) {
      const { user, profile } = await newCreator();
      const code = (await createCreatorCode(user)).body;
      expect(code.creatorSlug).toBe(profile.slug);
      const answer = await call('DELETE', `/api/creators/${profile.id}`, admin);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.message).toBe('Creator deleted. Their creator ZARcode is an ordinary ZARcode now.');
      const after = await call('GET', `/api/zarcodes/${code.zarcode}`, null);
      expect(after.body).toMatchObject({ zarcode: code.zarcode, isCreatorCode: false, creatorSlug: null });
      expect(await auditEntries(profile.id)).toContainEqual(
        expect.objectContaining({ action: 'creator.delete', actorId: admin.id, before: expect.objectContaining({ creatorCodes: 1 }) }),
      );
      expectMessage(await call('DELETE', `/api/creators/${profile.id}`, admin), 404, 'Creator not found');
      expect((await call('GET', '/api/creators/me', user)).body.profile).toBeNull();
    }
  });

  it("keeps a deleted creator's prefix from anyone else while their codes carry it", async () => {
    const { user, profile } = await newCreator();
    await createCreatorCode(user);
    await call('DELETE', `/api/creators/${profile.id}`, actors.admin);
    const next = await createUser(app);
    expectMessage(
      await call('POST', '/api/creators', actors.admin, { userId: next.id, displayName: 'Next', uniquePrefix: profile.uniquePrefix }),
      409,
      PREFIX_TAKEN_MESSAGE,
    );
  });
});

describe('POST /api/zarcodes/creator', () => {
  it("answers 401 to an anonymous visitor and 403 to users and admins who are not creators", async () => {
    expectMessage(await createCreatorCode(null), 401, 'Authentication required');
    for (const user of [actors.other, actors.admin]) {
      expectMessage(await createCreatorCode(user), 403, ONLY_CREATORS_MESSAGE);
    }
  });

  it('makes a public code with the creator prefix, without payment or bundle, and with the creator slug', async () => {
    const { user, profile } = await newCreator();
    const answer = await createCreatorCode(user, { privacy: undefined });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.zarcode).toMatch(CREATOR_CODE);
    expect(answer.body.zarcode.startsWith(`${profile.uniquePrefix}-`)).toBe(true);
    expect(answer.body).toMatchObject({ isCreatorCode: true, creatorSlug: profile.slug, privacy: 'public', canEdit: true });
    expect(await app.deps.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    expect(await app.deps.db.select().from(bundles).where(eq(bundles.userId, user.id))).toEqual([]);
    const seen = await call('GET', `/api/zarcodes/${answer.body.zarcode.toLowerCase()}`, null);
    expect(seen.body).toMatchObject({ isCreatorCode: true, creatorSlug: profile.slug });
  });

  it('gives the standard prefix when an admin set useStandardPrefix', async () => {
    const { user } = await newCreator({ uniquePrefix: null, useStandardPrefix: true });
    const answer = await createCreatorCode(user);
    expect(answer.body.zarcode).toMatch(/^1CT-/);
    expect(answer.body.isCreatorCode).toBe(true);
  });

  it('answers 409 to a creator with no prefix yet, and to an inactive creator', async () => {
    const { user } = await newCreator({ uniquePrefix: null });
    expectMessage(await createCreatorCode(user), 409, PREFIX_NEEDED_MESSAGE);
    const { user: sleeping } = await newCreator({ isActive: false });
    expectMessage(await createCreatorCode(sleeping), 409, INACTIVE_CREATOR_MESSAGE);
    expect(await app.deps.db.select().from(zarcodes).where(eq(zarcodes.userId, sleeping.id))).toEqual([]);
  });

  it('refuses with the bundle path\'s 409 and words at the code limit, before anything is made', async () => {
    const { user } = await newCreator();
    await createCreatorCode(user);
    await getSystemSettings(app.deps.db);
    await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 1 }).where(eq(systemSettings.id, 1));
    try {
      expectMessage(await createCreatorCode(user), 409, 'You have reached the maximum of 1 ZARcodes per account. Please contact support.');
    } finally {
      await app.deps.db.update(systemSettings).set({ maxCodesPerUser: 100 }).where(eq(systemSettings.id, 1));
    }
    expect(await app.deps.db.select().from(zarcodes).where(eq(zarcodes.userId, user.id))).toHaveLength(1);
  });

  it("moves the photos of the form's upload session to the code", async () => {
    const { user } = await newCreator();
    const sessionId = newImageSessionId();
    const uploaded = await upload(app, `/api/temporary-images/${sessionId}`, [{ name: 'gate.jpg', bytes: await jpeg() }], { token: user.token });
    expect(uploaded.status, uploaded.text).toBe(201);
    const answer = await createCreatorCode(user, { sessionId });
    expect(answer.body.imageCount).toBe(1);
  });

  it('answers bad code input with the create rules (400), as the other paths do', async () => {
    const { user } = await newCreator();
    expectMessage(
      await createCreatorCode(user, { title: '' }),
      400,
      'Please fill in all required fields: title, latitude, longitude, city, and province',
    );
    expectMessage(await createCreatorCode(user, { latitude: 51.5, longitude: -0.12 }), 400, 'ZARcodes are for places in South Africa only');
  });
});

describe('GET /api/creators/me/stats', () => {
  it('counts only the creator codes of the caller', async () => {
    expectMessage(await call('GET', '/api/creators/me/stats', null), 401, 'Authentication required');
    const { user } = await newCreator();
    await createCreatorCode(user);
    await createCreatorCode(user, { city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.85, longitude: 31.02 });
    await createZarcode(app, user); // an ordinary code, on a bundle
    const answer = await call('GET', '/api/creators/me/stats', user);
    expect(answer.body).toEqual({ totalCodes: 2, thisMonth: 2, provinces: 2, viewsThisMonth: 0 });
  });
});

describe('GET /api/creators/public and /api/creators/public/{slug}', () => {
  it('lists active creators an admin has not hidden, to anyone, with their public codes and a map point', async () => {
    const { user, profile } = await newCreator({ displayName: 'Aaa Public Creator', email: 'hello@public.example.co.za' });
    await createCreatorCode(user);
    await createCreatorCode(user, { privacy: 'private' });
    const { profile: inactive } = await newCreator();
    await call('PUT', `/api/creators/${inactive.id}`, actors.admin, { isActive: false });
    const { profile: hidden } = await newCreator();
    await app.deps.db.update(creatorProfiles).set({ hiddenAt: new Date(), hiddenReason: 'spam' }).where(eq(creatorProfiles.id, hidden.id));

    const answer = await call('GET', '/api/creators/public', null);
    expect(answer.status).toBe(200);
    const ids = answer.body.creators.map((c: { id: string }) => c.id);
    expect(ids).toContain(profile.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(hidden.id);
    const listed = answer.body.creators.find((c: { id: string }) => c.id === profile.id);
    expect(listed).toEqual({
      id: profile.id,
      displayName: 'Aaa Public Creator',
      slug: profile.slug,
      instagram: null,
      facebook: null,
      tiktok: null,
      xcom: null,
      website: null,
      email: 'hello@public.example.co.za',
      codeCount: 1,
      location: { latitude: -33.9249, longitude: 18.4241 },
    });
    expect(JSON.stringify(answer.body)).not.toContain(user.email);

    expect((await call('GET', `/api/creators/public/${profile.slug.toUpperCase()}`, null)).body).toEqual(listed);
    expectMessage(await call('GET', `/api/creators/public/${inactive.slug}`, null), 404, 'Creator not found');
    expectMessage(await call('GET', `/api/creators/public/${hidden.slug}`, actors.admin), 404, 'Creator not found');
    expectMessage(await call('GET', '/api/creators/public/nobody-at-all', null), 404, 'Creator not found');
  });

  it("puts a creator on the map at their most viewed public code", async () => {
    const { user, profile } = await newCreator();
    const codeAt = async (latitude: number, longitude: number, views: number, privacy = 'public') => {
      const made = await createCreatorCode(user, { latitude, longitude, privacy });
      expect(made.status, made.text).toBe(201);
      await setViews(app, made.body.id, views);
    };
    await codeAt(-33.93, 18.42, 80);
    // 100 views have the same search rank as 80 (6): the exact count decides.
    await codeAt(-33.95, 18.47, 100);
    await codeAt(-33.91, 18.41, 3);
    await codeAt(-33.97, 18.5, 900, 'private');
    const answer = await call('GET', `/api/creators/public/${profile.slug}`, null);
    expect(answer.body.location).toEqual({ latitude: -33.95, longitude: 18.47 });
  });

  it("gives a code of an inactive or hidden creator no creator link (its page is not public)", async () => {
    const { user, profile } = await newCreator();
    const code = (await createCreatorCode(user)).body;
    await call('PUT', `/api/creators/${profile.id}`, actors.admin, { isActive: false });
    expect((await call('GET', `/api/zarcodes/${code.zarcode}`, null)).body).toMatchObject({ isCreatorCode: true, creatorSlug: null });
  });
});

describe('GET /api/qr/creators/{slug}', () => {
  it("draws the QR of a public creator's page for anyone, and none for an inactive one", async () => {
    const { profile } = await newCreator();
    const image = await fetch(`${app.url}/api/qr/creators/${profile.slug}?size=200`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
    await call('PUT', `/api/creators/${profile.id}`, actors.admin, { isActive: false });
    expectMessage(await call('GET', `/api/qr/creators/${profile.slug}`, null), 404, 'Creator not found');
    expectMessage(await call('GET', `/api/qr/creators/${profile.slug}?size=5`, null), 400);
  });
});

describe('GET /api/creators/{id}/zarcodes', () => {
  it('shows anyone the public codes an admin has not hidden; the creator and admins see all', async () => {
    const { user, profile } = await newCreator();
    const open = (await createCreatorCode(user)).body;
    const closed = (await createCreatorCode(user, { privacy: 'private' })).body;
    const hidden = (await createCreatorCode(user)).body;
    await app.deps.db.update(zarcodes).set({ hiddenAt: new Date() }).where(eq(zarcodes.id, hidden.id));
    await createZarcode(app, user); // ordinary, not listed here

    const codesFor = async (viewer: TestUser | null) => {
      const answer = await call('GET', `/api/creators/${profile.id}/zarcodes?limit=100`, viewer);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.zarcodes.map((c: { zarcode: string }) => c.zarcode).sort();
    };
    for (const viewer of [null, actors.other]) expect(await codesFor(viewer)).toEqual([open.zarcode]);
    for (const viewer of [user, actors.admin, actors.superAdmin]) {
      expect(await codesFor(viewer)).toEqual([open.zarcode, closed.zarcode, hidden.zarcode].sort());
    }
    const page = await call('GET', `/api/creators/${profile.id}/zarcodes?limit=1`, user);
    expect(page.body.pagination).toEqual({ page: 1, limit: 1, total: 3, totalPages: 3 });
  });

  it("hides an inactive creator's codes from all but the creator and admins", async () => {
    const { user, profile } = await newCreator();
    await createCreatorCode(user);
    await call('PUT', `/api/creators/${profile.id}`, actors.admin, { isActive: false });
    expectMessage(await call('GET', `/api/creators/${profile.id}/zarcodes`, null), 404, 'Creator not found');
    expectMessage(await call('GET', `/api/creators/${profile.id}/zarcodes`, actors.other), 404, 'Creator not found');
    expect((await call('GET', `/api/creators/${profile.id}/zarcodes`, user)).body.zarcodes).toHaveLength(1);
    expect((await call('GET', `/api/creators/${profile.id}/zarcodes`, actors.admin)).body.zarcodes).toHaveLength(1);
  });

  it('answers an unknown creator with 404 and a bad id or page with 400', async () => {
    expectMessage(await call('GET', `/api/creators/${NO_USER}/zarcodes`, null), 404, 'Creator not found');
    expectMessage(await call('GET', '/api/creators/nope/zarcodes', null), 400, 'Creator not found');
    const { profile } = await newCreator();
    expectMessage(await call('GET', `/api/creators/${profile.id}/zarcodes?limit=1000`, null), 400);
  });
});

describe('POST /api/creators/apply', () => {
  it('files an admin message for a user who is not a creator; a creator gets 409', async () => {
    expectMessage(await call('POST', '/api/creators/apply', null, {}), 401, 'Authentication required');
    const user = await createUser(app, { firstName: 'Lerato', lastName: 'Mokoena' });
    const answer = await call('POST', '/api/creators/apply', user, { message: 'We run walking tours in Langa.' });
    expect(answer.status, answer.text).toBe(201);
    const [message] = await app.deps.db
      .select()
      .from(adminMessages)
      .where(and(eq(adminMessages.userId, user.id), eq(adminMessages.subject, APPLICATION_SUBJECT)));
    expect(message).toMatchObject({ name: 'Lerato Mokoena', email: user.email, isRead: false });
    expect(message!.message).toContain('We run walking tours in Langa.');
    const { user: creator } = await newCreator();
    expectMessage(await call('POST', '/api/creators/apply', creator, {}), 409, 'You are already a creator');
  });

  it('takes at most 3 applications a day from one person (429)', async () => {
    const user = await createUser(app);
    for (let n = 0; n < 3; n++) expect((await call('POST', '/api/creators/apply', user, {})).status).toBe(201);
    expect((await call('POST', '/api/creators/apply', user, {})).status).toBe(429);
  });

  it('answers an oversized message with 400', async () => {
    expectMessage(await call('POST', '/api/creators/apply', actors.other, { message: 'x'.repeat(2001) }), 400, 'Message must be at most 2000 characters');
  });
});
