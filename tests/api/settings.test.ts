import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createActors, startTestApp, type TestApp } from '../helpers/app';

const TILE_URL = 'https://tiles.example.co.za/{z}/{x}/{y}.png';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  app = await startTestApp({ SUPPORT_EMAIL: 'help@zarcode.example.co.za', TILE_URL, GTM_ID: 'GTM-AB12CD' });
  actors = await createActors(app);
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/settings/public', () => {
  it('answers anyone the public settings only, with no maps key until one is set', async () => {
    const answer = await app.request('GET', '/api/settings/public');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      googleMapsApiKey: '',
      tileUrl: TILE_URL,
      supportEmail: 'help@zarcode.example.co.za',
      gtmId: 'GTM-AB12CD',
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
    expect(Object.keys(answer.body).sort()).toEqual(['googleMapsApiKey', 'gtmId', 'supportEmail', 'tileUrl']);
  });
});
