import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/server/db/schema';
import { useTestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';

/** A stand-in for Google's Geocoding API: answers what the test sets. */
let googleAnswer: unknown = { status: 'OK', results: [] };
let google: Server;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let googleUrl: string;

beforeAll(async () => {
  google = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(googleAnswer));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const address = google.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  googleUrl = `http://127.0.0.1:${port}`;
  smtp = await startSmtpCatcher();
});

afterAll(async () => {
  await smtp?.close();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});

const { app, actors } = useTestApp(() => ({ env: { GOOGLE_MAPS_BASE_URL: googleUrl, SMTP_URL: smtp.url } }));

const setMapsKey = (key: string) =>
  app.deps.db.update(systemSettings).set({ googleMapsApiKey: key }).where(eq(systemSettings.id, 1));

describe('GET /api/test-maps-api', () => {
  const test = (token?: string) => app.request('GET', '/api/test-maps-api', { token });

  it('is for the super admin only', async () => {
    expect((await test()).status).toBe(401);
    expect((await test(actors.owner.token)).status).toBe(403);
    expect((await test(actors.admin.token)).status).toBe(403);
  });

  it("says 'Google Maps API key not configured' when no key is set", async () => {
    await setMapsKey('');
    const answer = await test(actors.superAdmin.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Google Maps API key not configured' });
  });

  it('reports a working key with the place Google named', async () => {
    await setMapsKey('test-key');
    googleAnswer = {
      status: 'OK',
      results: [
        {
          formatted_address: 'Darling St, Cape Town City Centre, Cape Town, 8000, South Africa',
          geometry: { location: { lat: -33.9249, lng: 18.4241 } },
          types: ['street_address'],
          address_components: [
            { long_name: 'Cape Town City Centre', short_name: 'CBD', types: ['sublocality', 'political'] },
            { long_name: 'Cape Town', short_name: 'Cape Town', types: ['locality', 'political'] },
            { long_name: 'Western Cape', short_name: 'WC', types: ['administrative_area_level_1', 'political'] },
            { long_name: 'South Africa', short_name: 'ZA', types: ['country', 'political'] },
          ],
        },
      ],
    };
    const answer = await test(actors.superAdmin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Google Maps API is working: .*Cape Town/);
  });

  it('reports a refused key with 502 and Google\'s reason, never the key', async () => {
    await setMapsKey('secret-key-123');
    googleAnswer = { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' };
    const answer = await test(actors.superAdmin.token);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/^Google Maps API test failed: .*REQUEST_DENIED/);
    expect(answer.text).not.toContain('secret-key-123');
  });
});

describe('POST /api/email/test', () => {
  const send = (body: unknown, token?: string) => app.request('POST', '/api/email/test', { body, token });

  it('is for the super admin only', async () => {
    expect((await send({ email: 'a@example.com' })).status).toBe(401);
    expect((await send({ email: 'a@example.com' }, actors.owner.token)).status).toBe(403);
    expect((await send({ email: 'a@example.com' }, actors.admin.token)).status).toBe(403);
  });

  it('sends a test message through SMTP to the address given', async () => {
    const answer = await send({ email: 'ops@example.com' }, actors.superAdmin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Test email sent to ops@example.com' });
    const mail = smtp.messages.find((m) => m.to.includes('ops@example.com'));
    expect(mail?.raw).toContain('ZARcode test email');
  });

  it('refuses an address that is not one, and bad bodies, with 400', async () => {
    for (const body of [{ email: 'not-an-email' }, {}, { email: 42 }]) {
      const answer = await send(body, actors.superAdmin.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please enter a valid email address');
    }
  });
});
