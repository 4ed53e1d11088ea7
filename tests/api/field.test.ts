import { eq } from 'drizzle-orm';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_AREA_CODES, NEAREST_CODE_RADIUS_METERS } from '../../src/domain/field/field';
import { zarcodes } from '../../src/server/db/schema';
import { newClientAddress, useTestApp, type TestUser } from '../helpers/app';
import { createZarcode } from '../helpers/zarcodes';

// "Where am I?" and the areas a phone keeps offline: public endpoints, answering public codes only.

const { app, actors } = useTestApp();

const get = (path: string, user?: TestUser) => app.request('GET', path, { token: user?.token, from: newClientAddress() });

/** A point about `metres` north of another. */
const north = (latitude: number, metres: number) => latitude + metres / 111_195;

describe('GET /api/field/nearest', () => {
  // Away from every other test's codes: a quiet farm road near Beaufort West.
  const here = { latitude: -32.35, longitude: 22.58 };

  it('names the public code within 50 m, nearest first, never a private one, to anyone', async () => {
    const near = await createZarcode(app, actors.owner, { title: 'Farm gate', latitude: north(here.latitude, 30), longitude: here.longitude, city: 'Beaufort West', province: 'Western Cape' });
    await createZarcode(app, actors.owner, { title: 'Secret shed', privacy: 'private', latitude: north(here.latitude, 5), longitude: here.longitude, city: 'Beaufort West', province: 'Western Cape' });
    for (const user of [undefined, actors.owner, actors.other, actors.admin]) {
      const answer = await get(`/api/field/nearest?lat=${here.latitude}&lng=${here.longitude}`, user);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.radiusMeters).toBe(NEAREST_CODE_RADIUS_METERS);
      expect(answer.body.nearest).toMatchObject({ zarcode: near.zarcode, title: 'Farm gate', city: 'Beaufort West' });
      expect(answer.body.nearest.distanceMeters).toBeGreaterThan(25);
      expect(answer.body.nearest.distanceMeters).toBeLessThan(35);
      expect(answer.text).not.toContain('Secret shed');
    }
    expect(answer(await get('/api/field/nearest?lat=-32.36&lng=22.58'))).toEqual({ nearest: null, radiusMeters: 50 });
  });

  it('refuses a point that is not one with 400', async () => {
    const answer = await get('/api/field/nearest?lat=north&lng=22.58');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/lat must be a number/);
  });
});

/** A GET whose body is read as it came, still compressed. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const answer = (reply: { status: number; body: unknown; text: string }) => {
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

describe('GET /api/field/areas/places/{id}', () => {
  it("answers a town's public codes as rows, private and hidden ones left out, to anyone", async () => {
    // Langa's gazetteer point is -33.94, 18.53 or near it: codes a few hundred metres away.
    const place = answer(await get('/api/places/langa-wc')) as { place: { latitude: number; longitude: number; name: string } };
    const at = { latitude: north(place.place.latitude, 300), longitude: place.place.longitude, city: 'Cape Town', suburb: 'Langa' };
    const shown = await createZarcode(app, actors.owner, { ...at, title: 'Spaza by the taxi rank' });
    const hidden = await createZarcode(app, actors.owner, { ...at, title: 'Hidden by an admin' });
    await app.deps.db.update(zarcodes).set({ hiddenAt: new Date() }).where(eq(zarcodes.code, hidden.zarcode));
    await createZarcode(app, actors.owner, { ...at, title: 'Private yard', privacy: 'private' });
    for (const user of [undefined, actors.owner, actors.other, actors.admin]) {
      const area = answer(await get('/api/field/areas/places/langa-wc', user)) as { area: unknown; codes: unknown[][]; isComplete: boolean };
      expect(area.area).toEqual({ kind: 'place', key: 'langa-wc', name: place.place.name });
      expect(area.isComplete).toBe(true);
      const row = area.codes.find((entry) => entry[0] === shown.zarcode);
      expect(row).toEqual([shown.zarcode, 'Spaza by the taxi rank', shown.latitude, shown.longitude, '12 Long Street', 'Langa', 'Cape Town', 'Western Cape']);
      expect(area.codes.map((entry) => entry[0])).not.toContain(hidden.zarcode);
      expect(JSON.stringify(area)).not.toContain('Private yard');
    }
  });

  it('answers 404 for a place no search gave', async () => {
    const reply = await get('/api/field/areas/places/atlantis-nowhere');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Place not found' });
  });
});

describe('GET /api/field/areas/creators/{slug}', () => {
  it(`sends at most ${MAX_AREA_CODES} codes, newest first, under 1 MB gzipped, and says the area was cut`, async () => {
    const creator = actors.other;
    const made = await app.request('POST', '/api/creators', { token: actors.admin.token, body: { userId: creator.id, displayName: 'Karoo Stands', uniquePrefix: 'KRS' } });
    expect(made.status, made.text).toBe(201);
    const slug = made.body.slug as string;
    const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    const rows = Array.from({ length: MAX_AREA_CODES + 1 }, (_, n) => ({
      code: `KRS-${alphabet[Math.floor(n / 1024) % 32]}${alphabet[Math.floor(n / 32) % 32]}${alphabet[n % 32]}2`,
      userId: creator.id,
      isCreatorCode: true,
      title: `Stand ${n} on the long dirt road past the dam`,
      latitude: (-31.5 - n / 100_000).toFixed(6),
      longitude: (23.1 + n / 100_000).toFixed(6),
      addressLine1: `Plot ${n}, Karoo Road`,
      suburb: 'Karoo',
      city: 'Victoria West',
      province: 'Northern Cape' as const,
      privacy: n === 7 ? ('private' as const) : ('public' as const),
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 500) await app.deps.db.insert(zarcodes).values(rows.slice(start, start + 500));
    // One more public code than the cap, private code aside.
    await app.deps.db.insert(zarcodes).values({ ...rows[0]!, code: 'KRS-ZZZ3', privacy: 'public', createdAt: new Date(Date.UTC(2027, 0, 1)) });

    // Read raw (fetch would unpack it): what travels is the gzipped body.
    const reply = await rawGet(`${app.url}/api/field/areas/creators/${slug}`, { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    const compressed = reply.body;
    expect(compressed.length).toBeLessThan(1_000_000);
    const area = JSON.parse(gunzipSync(compressed).toString('utf8')) as { area: unknown; codes: string[][]; isComplete: boolean };
    expect(area.area).toEqual({ kind: 'creator', key: slug, name: 'Karoo Stands' });
    expect(area.codes).toHaveLength(MAX_AREA_CODES);
    expect(area.isComplete).toBe(false);
    expect(area.codes[0]![0]).toBe('KRS-ZZZ3');
    expect(area.codes.map((row) => row[0])).not.toContain(rows[7]!.code);
  });

  it('answers 404 for a slug no public creator has, to anyone', async () => {
    for (const user of [undefined, actors.owner, actors.admin]) {
      const reply = await get('/api/field/areas/creators/no-such-creator', user);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBeTruthy();
    }
  });
});
