import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zarcodes } from '../../src/server/db/schema';
import { POPULAR_WALK } from '../../src/server/features/zarcodes/search';
import { createUser, startTestApp, type TestApp } from '../helpers/app';

// The two shortcuts that keep the map count and the search fast on a million codes (bench/):
// the grid of counts behind GET /api/zarcodes/in-bounds, and the two-step search. Both must
// answer exactly what counting or sorting every code would, so each is checked against that.

let app: TestApp;
let ownerId: string;

beforeAll(async () => {
  app = await startTestApp();
  ownerId = (await createUser(app)).id;
});

afterAll(async () => {
  await app?.close();
});

/** Codes straight into the table, many at a time (the API would take minutes for thousands). */
async function insertCodes(rows: { code: string; latitude: string; longitude: string; title?: string; views?: number; createdAt?: Date }[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await app.deps.db.insert(zarcodes).values(
      rows.slice(start, start + 500).map((row) => ({
        code: row.code,
        userId: ownerId,
        title: row.title ?? 'Stand',
        latitude: row.latitude,
        longitude: row.longitude,
        city: 'Sutherland',
        province: 'Northern Cape',
        views: row.views ?? 0,
        ...(row.createdAt ? { createdAt: row.createdAt } : {}),
      })),
    );
  }
}

/** A code no other test makes: a letter prefix, then the number in the suffix alphabet. */
const SUFFIX_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function testCode(prefix: string, n: number): string {
  let suffix = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / SUFFIX_ALPHABET.length)) suffix = SUFFIX_ALPHABET[n % 32] + suffix;
  return `${prefix}-${suffix}`;
}

describe('GET /api/zarcodes/in-bounds on the grid of counts', () => {
  // Around Sutherland, on a 0.01-degree grid from -32.40 to -32.30 and 20.60 to 20.70: points on
  // grid lines, on 6-decimal positions just either side of them, and scattered between.
  const points: { latitude: number; longitude: number }[] = [];
  let random = 7;
  const next = () => (random = (random * 48271) % 2147483647) / 2147483647;

  beforeAll(async () => {
    for (let i = 0; i <= 10; i++) {
      for (const nudge of [0, 0.000001, -0.000001]) {
        points.push({ latitude: -32.3 - i / 100 + nudge, longitude: 20.6 + i / 100 - nudge });
      }
    }
    while (points.length < 600) {
      points.push({ latitude: -32.4 + next() * 0.1, longitude: 20.6 + next() * 0.1 });
    }
    await insertCodes(
      points.map((point, n) => ({
        code: testCode('GRD', n),
        latitude: point.latitude.toFixed(6),
        longitude: point.longitude.toFixed(6),
      })),
    );
    // As stored: six decimals.
    for (const point of points) {
      point.latitude = Number(point.latitude.toFixed(6));
      point.longitude = Number(point.longitude.toFixed(6));
    }
  });

  const countOf = async (box: { sw_lat: number; sw_lng: number; ne_lat: number; ne_lng: number }) => {
    const answer = await app.request('GET', `/api/zarcodes/in-bounds?${new URLSearchParams(Object.entries(box).map(([k, v]) => [k, String(v)]))}`);
    expect(answer.status).toBe(200);
    return answer.body.count as number;
  };
  const bruteForce = (box: { sw_lat: number; sw_lng: number; ne_lat: number; ne_lng: number }) =>
    points.filter(
      (p) => p.latitude >= box.sw_lat && p.latitude <= box.ne_lat && p.longitude >= box.sw_lng && p.longitude <= box.ne_lng,
    ).length;

  it('counts exactly what a code-by-code count would, for boxes of every size and alignment', async () => {
    const boxes = [
      { sw_lat: -32.4, sw_lng: 20.6, ne_lat: -32.3, ne_lng: 20.7 }, // on grid lines
      { sw_lat: -32.35, sw_lng: 20.65, ne_lat: -32.35, ne_lng: 20.65 }, // a single point on a line
      { sw_lat: -32.3534, sw_lng: 20.6217, ne_lat: -32.3512, ne_lng: 20.6261 }, // inside one cell
      { sw_lat: -32.3534, sw_lng: 20.6217, ne_lat: -32.3412, ne_lng: 20.6261 }, // across one line
      { sw_lat: -32.399999, sw_lng: 20.600001, ne_lat: -32.300001, ne_lng: 20.699999 }, // just inside lines
      { sw_lat: -32.400001, sw_lng: 20.599999, ne_lat: -32.299999, ne_lng: 20.700001 }, // just outside
    ];
    for (let i = 0; i < 40; i++) {
      const lat = [-32.41 + next() * 0.12, -32.41 + next() * 0.12].sort((a, b) => a - b);
      const lng = [20.59 + next() * 0.12, 20.59 + next() * 0.12].sort((a, b) => a - b);
      boxes.push({ sw_lat: lat[0]!, ne_lat: lat[1]!, sw_lng: lng[0]!, ne_lng: lng[1]! });
    }
    for (const box of boxes) {
      expect(await countOf(box), JSON.stringify(box)).toBe(bruteForce(box));
    }
    expect(bruteForce(boxes[0]!)).toBeGreaterThan(500);
  });

  it('follows codes that are deleted and moved', async () => {
    const box = { sw_lat: -32.4, sw_lng: 20.6, ne_lat: -32.3, ne_lng: 20.7 };
    const before = await countOf(box);
    await app.deps.db.delete(zarcodes).where(eq(zarcodes.code, testCode('GRD', 500))); // one of the scattered
    expect(await countOf(box)).toBe(before - 1);

    const moved = testCode('GRD', 300);
    await app.deps.db.update(zarcodes).set({ latitude: '-32.000000', longitude: '20.000000' }).where(eq(zarcodes.code, moved));
    expect(await countOf(box)).toBe(before - 2);
    expect(await countOf({ sw_lat: -32.0, sw_lng: 20.0, ne_lat: -32.0, ne_lng: 20.0 })).toBe(1);

    const [cells] = (
      (await app.deps.db.execute(sql`select count(*) as wrong from zarcode_grid_counts g
        where codes <> (select count(*) from zarcodes where floor(latitude * 100) = g.cell_lat and floor(longitude * 100) = g.cell_lng)`)) as unknown as {
        rows: { wrong: string | number }[];
      }
    ).rows;
    expect(Number(cells?.wrong)).toBe(0);
  });
});

describe('search beyond the most popular codes', () => {
  const search = async (q: string) => {
    const answer = await app.request('GET', `/api/zarcodes/search?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return (answer.body.zarcodes as { zarcode: string }[]).map((c) => c.zarcode);
  };

  beforeAll(async () => {
    // More popular codes than the first step reads, none of them about aardvarks; a tenth about quaggas.
    await insertCodes(
      Array.from({ length: POPULAR_WALK + 200 }, (_, n) => ({
        code: testCode('POP', n),
        latitude: '-32.100000',
        longitude: '20.100000',
        title: n % 10 === 0 ? `Quagga stall ${n}` : `Busy stall ${n}`,
        views: 1_000 + n,
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      })),
    );
    await insertCodes([
      { code: testCode('RAR', 1), latitude: '-32.1', longitude: '20.1', title: 'Aardvark den', views: 3, createdAt: new Date('2026-01-01') },
      { code: testCode('RAR', 2), latitude: '-32.1', longitude: '20.1', title: 'Aardvark burrow', views: 40, createdAt: new Date('2025-01-01') },
      { code: testCode('RAR', 3), latitude: '-32.1', longitude: '20.1', title: 'Aardvark hill', views: 3, createdAt: new Date('2026-06-01') },
    ]);
  });

  it('finds a rare word that none of the most popular codes has, by popularity then newest', async () => {
    expect(await search('aardvark')).toEqual([testCode('RAR', 2), testCode('RAR', 3), testCode('RAR', 1)]);
  });

  it('answers a common word from the most popular codes, in the order a full sort gives', async () => {
    const found = await search('quagga');
    expect(found).toHaveLength(20);
    const expected = (
      await app.deps.db
        .select({ code: zarcodes.code })
        .from(zarcodes)
        .where(sql`title like 'Quagga%'`)
        .orderBy(sql`floor(log(2, views + 1)) desc, created_at desc`)
        .limit(20)
    ).map((row) => row.code);
    expect(found).toEqual(expected);
  });
});
