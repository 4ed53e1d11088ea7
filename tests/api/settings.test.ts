import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';

const TILE_URL = 'https://tiles.example.co.za/{z}/{x}/{y}.png';

const { app, actors } = useTestApp({ env: { SUPPORT_EMAIL: 'help@zarcode.example.co.za', TILE_URL, GTM_ID: 'GTM-AB12CD' } });
const getApp = () => app;

describe('GET /api/settings/public', () => {
  it('answers anyone the public settings only, with no maps key until one is set', async () => {
    const answer = await app.request('GET', '/api/settings/public');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      googleMapsApiKey: '',
      tileUrl: TILE_URL,
      supportEmail: 'help@zarcode.example.co.za',
      gtmId: 'GTM-AB12CD',
      canSendSms: false,
    });
  });

  it('answers every actor the same', async () => {
    const anonymous = await app.request('GET', '/api/settings/public');
    for (const actor of [actors.owner, actors.other, actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', '/api/settings/public', { token: actor.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(anonymous.body);
    }
  });

  it('shows the maps key once the super admin has set it, and nothing else of the settings', async () => {
    await getSystemSettings(app.deps.db);
    await app.deps.db
      .update(systemSettings)
      .set({ googleMapsApiKey: 'AIza-test-key', maxCodesPerUser: 7 })
      .where(eq(systemSettings.id, 1));

    const answer = await app.request('GET', '/api/settings/public');
    expect(answer.body.googleMapsApiKey).toBe('AIza-test-key');
    expect(Object.keys(answer.body).sort()).toEqual(['canSendSms', 'googleMapsApiKey', 'gtmId', 'supportEmail', 'tileUrl']);
  });
});

// The super admin's System Settings page: the whole settings object, its input rules, and what
// payments will use (none at first here: PayFast is on and no merchant credentials are configured).

const VAT_MESSAGE = 'VAT rate must be a number from 0 to 100 with at most two decimals';
const TIMEOUT_MESSAGE = 'Test page display time must be a whole number of milliseconds from 0 to 60000';
const getSettings = (user: TestUser | null) => app.request('GET', '/api/settings', { token: user?.token });
const putSettings = (user: TestUser | null, body: unknown) => app.request('PUT', '/api/settings', { token: user?.token, body });

describe('GET /api/settings', () => {
  it('answers the super admin the settings and the payment mode, with why', async () => {
    const answer = await getSettings(actors.superAdmin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      notifyNewUser: true,
      notifyDailyStats: false,
      vatRate: 15,
      usePayFast: true,
      payFastSandbox: true,
      payFastTestPageTimeout: 10000,
      payFastDebugMode: true,
      payFastAutoSubmit: false,
      payFastImmediateSubmit: false,
      payment: {
        mode: null,
        missingSettings: ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'],
        hasPassphrase: false,
        gatewayUrl: null,
        notifyUrl: expect.stringMatching(/\/api\/payments\/payfast\/notify$/),
      },
      updatedAt: expect.any(String),
    });
    expect(answer.body.payment.reason).toMatch(/^PayFast is switched on, but PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are not set/);
  });

  it("answers 401 anonymous and 403 to users and admins: it holds the maps key", async () => {
    expectMessage(await getSettings(null), 401, 'Authentication required');
    for (const user of [actors.owner, actors.other, actors.admin]) {
      expectMessage(await getSettings(user), 403, 'Super administrator access required');
    }
  });
});

describe('PUT /api/settings', () => {
  it('saves the full settings object the page sends back, and GET answers it', async () => {
    const current = (await getSettings(actors.superAdmin)).body;
    const answer = await putSettings(actors.superAdmin, {
      ...current,
      googleMapsApiKey: '  AIza-new-key  ',
      maxCodesPerUser: 250,
      notifyDailyStats: true,
      vatRate: 15.5,
      payFastTestPageTimeout: 5000,
      payFastAutoSubmit: true,
      payFastImmediateSubmit: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      googleMapsApiKey: 'AIza-new-key',
      maxCodesPerUser: 250,
      notifyDailyStats: true,
      vatRate: 15.5,
      payFastTestPageTimeout: 5000,
      payFastAutoSubmit: true,
      payFastImmediateSubmit: true,
    });
    expect((await getSettings(actors.superAdmin)).body).toEqual(answer.body);
    expect((await app.request('GET', '/api/settings/public')).body.googleMapsApiKey).toBe('AIza-new-key');
  });

  it('charges new payments at the new VAT rate', async () => {
    await putSettings(actors.superAdmin, { vatRate: '14.00', usePayFast: false });
    const created = await app.request('POST', '/api/payments/create', {
      token: actors.owner.token,
      body: { product: 'bundle', bundleType: 'starter' },
    });
    expect(created.body).toMatchObject({ vatRate: '14.00' });
    await putSettings(actors.superAdmin, { vatRate: 15, usePayFast: true });
  });

  it('keeps what is left out', async () => {
    const before = (await getSettings(actors.superAdmin)).body;
    const answer = await putSettings(actors.superAdmin, { notifyNewUser: false });
    expect(answer.body).toEqual({ ...before, notifyNewUser: false, updatedAt: answer.body.updatedAt });
  });

  it('reads a blank test-page time as 0 (instant)', async () => {
    expect((await putSettings(actors.superAdmin, { payFastTestPageTimeout: '' })).body.payFastTestPageTimeout).toBe(0);
    expect((await putSettings(actors.superAdmin, { payFastTestPageTimeout: 60000 })).body.payFastTestPageTimeout).toBe(60000);
  });

  it.each([
    [{ vatRate: 100.01 }, VAT_MESSAGE],
    [{ vatRate: -1 }, VAT_MESSAGE],
    [{ vatRate: 15.123 }, VAT_MESSAGE],
    [{ vatRate: 'fifteen' }, VAT_MESSAGE],
    [{ payFastTestPageTimeout: 60001 }, TIMEOUT_MESSAGE],
    [{ payFastTestPageTimeout: -1 }, TIMEOUT_MESSAGE],
    [{ payFastTestPageTimeout: 99.5 }, TIMEOUT_MESSAGE],
    [{ maxCodesPerUser: -1 }, 'Max ZARcodes per user must be a whole number from 0 to 1000000'],
    [{ maxCodesPerUser: 'ten' }, 'Max ZARcodes per user must be a whole number from 0 to 1000000'],
    [{ maxCodesPerUser: '' }, 'Max ZARcodes per user must be a whole number from 0 to 1000000'],
    [{ vatRate: 150 }, VAT_MESSAGE],
    [{ vatRate: '150' }, VAT_MESSAGE],
    [{ usePayFast: 'on' }, 'PayFast Integration must be true or false'],
  ])('answers %j with 400 and its rule, changing nothing', async (body, message) => {
    const before = (await getSettings(actors.superAdmin)).body;
    expectMessage(await putSettings(actors.superAdmin, body), 400, message);
    expect((await getSettings(actors.superAdmin)).body).toEqual(before);
  });

  it('reads numbers as the page types them, a blank VAT rate as 0', async () => {
    const answer = await putSettings(actors.superAdmin, { vatRate: '', maxCodesPerUser: '250', payFastTestPageTimeout: '1500' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ vatRate: 0, maxCodesPerUser: 250, payFastTestPageTimeout: 1500 });
    await putSettings(actors.superAdmin, { vatRate: 15, maxCodesPerUser: 100 });
  });

  it('refuses a VAT rate out of range from everyone, the super admin with its rule, changing nothing', async () => {
    const before = (await getSettings(actors.superAdmin)).body;
    expectMessage(await putSettings(null, { vatRate: 150 }), 401, 'Authentication required');
    for (const user of [actors.owner, actors.admin]) {
      expectMessage(await putSettings(user, { vatRate: 150 }), 403, 'Super administrator access required');
    }
    expectMessage(await putSettings(actors.superAdmin, { vatRate: 150 }), 400, VAT_MESSAGE);
    expect((await getSettings(actors.superAdmin)).body).toEqual(before);
  });

  it('answers 401 anonymous and 403 to users and admins, changing nothing', async () => {
    const before = (await getSettings(actors.superAdmin)).body;
    expectMessage(await putSettings(null, { vatRate: 1 }), 401, 'Authentication required');
    for (const user of [actors.owner, actors.admin]) {
      expectMessage(await putSettings(user, { vatRate: 1 }), 403, 'Super administrator access required');
    }
    expect((await getSettings(actors.superAdmin)).body).toEqual(before);
  });

  describe('bad input', () => {
    itRejectsBadInput(getApp, {
      method: 'PUT',
      path: '/api/settings',
      token: () => actors.superAdmin.token,
      validBody: { googleMapsApiKey: 'AIza-key', vatRate: 15 },
      requiredFields: {},
      textFields: ['googleMapsApiKey'],
    });
  });
});
