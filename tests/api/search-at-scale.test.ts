import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords, zarcodeViewCounts, zarcodes } from '../../src/server/db/schema';
import { MAX_COMPLETIONS, POPULAR_WALK } from '../../src/server/features/zarcodes/search';
import { selectRows } from '../../src/server/db/client';
import { createUser, startTestApp, type TestApp } from '../helpers/app';
import { createZarcode } from '../helpers/zarcodes';

// The two shortcuts that keep the map count and the search fast on millions of codes (bench/):
// the grids of counts behind GET /api/zarcodes/in-bounds, and the two-step search. Both must
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

/**
 * Codes straight into the table, many at a time (the API would take minutes for thousands), with
 * their view counts (whose trigger sets the search rank).
 */
async function insertCodes(rows: { code: string; latitude: string; longitude: string; title?: string; views?: number; createdAt?: Date }[]) {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const made = await app.deps.db.insert(zarcodes).values(
      chunk.map((row) => ({
        code: row.code,
        userId: ownerId,
        title: row.title ?? 'Stand',
        latitude: row.latitude,
        longitude: row.longitude,
        city: 'Sutherland',
        province: 'Northern Cape',
        ...(row.createdAt ? { createdAt: row.createdAt } : {}),
      })),
    ).returning({ id: zarcodes.id, code: zarcodes.code });
    const idOf = new Map(made.map((row) => [row.code, row.id]));
    const counts = chunk.flatMap((row) => (row.views ? [{ zarcodeId: idOf.get(row.code)!, views: row.views }] : []));
    if (counts.length > 0) await app.deps.db.insert(zarcodeViewCounts).values(counts);
  }
}

/** A code no other test makes: a letter prefix, then the number in the suffix alphabet. */
const SUFFIX_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function testCode(prefix: string, n: number): string {
  let suffix = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / SUFFIX_ALPHABET.length)) suffix = SUFFIX_ALPHABET[n % 32] + suffix;
  return `${prefix}-${suffix}`;
}

describe('GET /api/zarcodes/in-bounds on the grids of counts', () => {
  // Around Sutherland, over -33.3 to -30.7 and 19.7 to 22.3 (crossing three 1-degree lines each
  // way): points on grid lines of every level (1, 0.1, 0.01 and 0.001 degree) and 0.000001 degree
  // either side of them, dense clusters (whose finest cells hold several codes) and scattered points.
  type Box = { sw_lat: string; sw_lng: string; ne_lat: string; ne_lng: string };
  const SOUTH = -33.3;
  const WEST = 19.7;
  const SPAN = 2.6;
  const LINES = {
    lat: [[-33, -32, -31], [-32.6, -31.3], [-32.35, -31.87], [-32.347, -31.871]],
    lng: [[20, 21, 22], [20.4, 21.7], [20.65, 21.33], [20.653, 21.331]],
  };
  const NUDGES = [0, 0.000001, -0.000001];
  let random = 7;
  const next = () => (random = (random * 48271) % 2147483647) / 2147483647;
  const fixed = (degrees: number) => degrees.toFixed(6);
  let made = 0;
  const codeAt = (latitude: number, longitude: number) => ({
    code: testCode('GRD', made++),
    latitude: fixed(latitude),
    longitude: fixed(longitude),
  });
  /** A point near one of three centres, spread about `spread` degrees (a sum of uniforms, roughly normal). */
  const clustered = (spread: number) => {
    const centres: [number, number][] = [[-32.35, 20.66], [-31.99, 21.01], [-32.6, 21.7]];
    const [lat, lng] = centres[Math.floor(next() * 3)]!;
    const offset = () => (next() + next() + next() - 1.5) * spread;
    return codeAt(lat + offset(), lng + offset());
  };
  const scattered = () => codeAt(SOUTH + next() * SPAN, WEST + next() * SPAN);
  const onLines = () => {
    const points = [];
    for (let level = 0; level < 4; level++) {
      for (const lat of LINES.lat[level]!) {
        for (const lng of LINES.lng[level]!) {
          for (const latNudge of NUDGES) {
            for (const lngNudge of NUDGES) points.push(codeAt(lat + latNudge, lng + lngNudge));
          }
        }
        // On a line one way, anywhere the other.
        for (const nudge of NUDGES) points.push(codeAt(lat + nudge, WEST + next() * SPAN));
      }
      for (const lng of LINES.lng[level]!) {
        for (const nudge of NUDGES) points.push(codeAt(SOUTH + next() * SPAN, lng + nudge));
      }
    }
    return points;
  };

  beforeAll(async () => {
    await insertCodes([
      ...onLines(),
      ...Array.from({ length: 1200 }, () => clustered(0.01)),
      ...Array.from({ length: 600 }, () => clustered(0.2)),
      ...Array.from({ length: 400 }, scattered),
    ]);
  });

  const countOf = async (box: Box) => {
    const answer = await app.request('GET', `/api/zarcodes/in-bounds?${new URLSearchParams(box)}`);
    expect(answer.status, JSON.stringify(box)).toBe(200);
    return answer.body.count as number;
  };
  const plainCount = async (box: Box) => {
    const [row] = await selectRows<{ n: string | number }>(
      app.deps.db,
      sql`select count(*) as n from zarcodes where latitude >= ${box.sw_lat}::numeric and latitude <= ${box.ne_lat}::numeric
        and longitude >= ${box.sw_lng}::numeric and longitude <= ${box.ne_lng}::numeric`,
    );
    return Number(row?.n);
  };

  const box = (south: number, north: number, west: number, east: number): Box => ({
    sw_lat: String(south), ne_lat: String(north), sw_lng: String(west), ne_lng: String(east),
  });
  /** A grid line of a random level, and a nudge either side of it or none. */
  const snapped = (degrees: number) => {
    const perDegree = [1, 10, 100, 1000][Math.floor(next() * 4)]!;
    return Math.round(degrees * perDegree) / perDegree + NUDGES[Math.floor(next() * 3)]!;
  };
  const boxes: Box[] = [
    box(-33, -32, 20, 21), // one whole 1-degree cell, its edges on lines
    box(-32.999999, -32.000001, 20.000001, 20.999999), // just inside the lines
    box(-33.000001, -31.999999, 19.999999, 21.000001), // just outside
    box(-33.2, -30.8, 19.8, 22.2), // province-sized, across 1-degree lines both ways
    box(-32.347, -32.347, 20.653, 20.653), // single points on lines of each level
    box(-32.35, -32.35, 20.65, 20.65),
    box(-32, -32, 21, 21),
    box(-32.3475, -32.3472, 20.6531, 20.6538), // inside one 0.001-degree cell
    box(-32.9, -31.1, 20.6512, 20.6517), // tall and thin, within one column of finest cells
    box(-32.3474, -32.3471, 19.9, 22.1), // wide and flat
    box(-32.55, -31.45, 20.05, 20.95), // across a 1-degree line, no whole 1-degree cell
    box(-90, 90, -180, 180), // the whole world
  ];
  for (const size of [0.0004, 0.003, 0.02, 0.05, 0.3, 0.7, 1.3, 2.4]) {
    for (let i = 0; i < 6; i++) {
      const height = size * (0.5 + next());
      const width = size * (0.5 + next());
      const south = SOUTH + next() * (SPAN - height);
      const west = WEST + next() * (SPAN - width);
      // Six decimals as stored, and now and then seven, between two stored positions.
      const digits = i === 5 ? 7 : 6;
      boxes.push({
        sw_lat: south.toFixed(digits), ne_lat: (south + height).toFixed(digits),
        sw_lng: west.toFixed(digits), ne_lng: (west + width).toFixed(digits),
      });
    }
  }
  for (let i = 0; i < 30; i++) {
    const lat = [snapped(SOUTH + next() * SPAN), snapped(SOUTH + next() * SPAN)].sort((x, y) => x - y);
    const lng = [snapped(WEST + next() * SPAN), snapped(WEST + next() * SPAN)].sort((x, y) => x - y);
    boxes.push(box(Number(lat[0]!.toFixed(6)), Number(lat[1]!.toFixed(6)), Number(lng[0]!.toFixed(6)), Number(lng[1]!.toFixed(6))));
  }

  /** Every box's count against the plain count, and every level's cells against the codes. */
  const expectExact = async () => {
    for (const each of boxes) {
      expect(await countOf(each), JSON.stringify(each)).toBe(await plainCount(each));
    }
    const [cells] = await selectRows<{ wrong: string | number }>(
      app.deps.db,
      sql`select count(*) as wrong from (
        (select cells_per_degree, cell_lat, cell_lng, codes from zarcode_grid_counts where codes <> 0
         except all
         select level, floor(latitude * level)::integer, floor(longitude * level)::integer, count(*)::integer
         from zarcodes, unnest(zarcode_grid_levels()) level group by 1, 2, 3)
        union all
        (select level, floor(latitude * level)::integer, floor(longitude * level)::integer, count(*)::integer
         from zarcodes, unnest(zarcode_grid_levels()) level group by 1, 2, 3
         except all
         select cells_per_degree, cell_lat, cell_lng, codes from zarcode_grid_counts where codes <> 0)) wrong`,
    );
    expect(Number(cells?.wrong)).toBe(0);
  };

  it('counts exactly what a plain count does, for boxes of every size and alignment', async () => {
    await expectExact();
    expect(await plainCount(boxes[3]!)).toBeGreaterThan(2000);
  });

  it('stays exact as codes are created, moved across grid lines and deleted', async () => {
    const grd = (n: number) => testCode('GRD', n);
    // Created: many in one statement, and one through the API.
    await insertCodes([...onLines(), ...Array.from({ length: 200 }, () => clustered(0.05))]);
    const owner = await createUser(app);
    await createZarcode(app, owner, { latitude: -32.347, longitude: 20.653, city: 'Sutherland', province: 'Northern Cape' });
    await expectExact();

    // Moved: the first code (on the lines -33 and 20) across a 1-degree line each way, and fifty in
    // one statement, each across a 0.1-degree line both ways (the trigger goes row by row).
    await app.deps.db.update(zarcodes).set({ latitude: '-31.999999', longitude: '21.000001' }).where(eq(zarcodes.code, grd(0)));
    await app.deps.db
      .update(zarcodes)
      .set({ latitude: sql`${zarcodes.latitude} + 0.1`, longitude: sql`${zarcodes.longitude} - 0.1` })
      .where(inArray(zarcodes.code, Array.from({ length: 50 }, (_, i) => grd(600 + i))));
    await expectExact();

    // Deleted: a hundred in one statement, and one alone.
    await app.deps.db.delete(zarcodes).where(inArray(zarcodes.code, Array.from({ length: 100 }, (_, i) => grd(900 + i))));
    await app.deps.db.delete(zarcodes).where(eq(zarcodes.code, grd(0)));
    await expectExact();
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
        .leftJoin(zarcodeViewCounts, eq(zarcodeViewCounts.zarcodeId, zarcodes.id))
        .where(sql`title like 'Quagga%'`)
        .orderBy(sql`floor(log(2, coalesce(${zarcodeViewCounts.views}, 0) + 1)) desc, ${zarcodes.createdAt} desc`)
        .limit(20)
    ).map((row) => row.code);
    expect(found).toEqual(expected);
  });

  it('completes the word being typed into the whole words codes hold, in the same order', async () => {
    expect(await search('aardv')).toEqual([testCode('RAR', 2), testCode('RAR', 3), testCode('RAR', 1)]);
    expect(await search('Aardvark bur')).toEqual([testCode('RAR', 2)]);
    expect(await search('aardvark zzq')).toEqual([]);
  });

  it('keeps a start that more words share than it completes as a prefix, and finds the same codes', async () => {
    const words = Array.from({ length: MAX_COMPLETIONS + 8 }, (_, n) => `okapi${n}`);
    await insertCodes(
      // Each its own time: codes of one rank and one moment have no order between them.
      words.map((word, n) => ({
        code: testCode('OKA', n),
        latitude: '-32.1',
        longitude: '20.1',
        title: `${word} enclosure`,
        views: n,
        createdAt: new Date(Date.UTC(2026, 1, 1) + n * 60_000),
      })),
    );
    // What the word index answers for the start as a prefix, sorted in full.
    const byPrefix = async (start: string) =>
      (
        await selectRows<{ code: string }>(
          app.deps.db,
          sql`select code from zarcodes where search_vector @@ to_tsquery('simple', ${`${start}:*`})
              order by search_rank desc, created_at desc limit 20`,
        )
      ).map((row) => row.code);
    expect(await byPrefix('okap')).toHaveLength(20);
    expect(await search('okap')).toEqual(await byPrefix('okap'));
    // Eleven words (okapi1, okapi10 to okapi19): completed.
    expect(await search('okapi1')).toEqual(await byPrefix('okapi1'));
  });
});

describe('the word index', () => {
  it('keeps no list of entries waiting to be merged, which every search would read whole', async () => {
    const [index] = await selectRows<{ options: string[] | null }>(
      app.deps.db,
      sql`select reloptions as options from pg_class where relname = 'zarcodes_search_vector_idx'`,
    );
    expect(index?.options).toContain('fastupdate=off');
  });
});

describe('the words codes hold (search_words)', () => {
  const recount = () =>
    selectRows<{ word: string; codes: number }>(
      app.deps.db,
      sql`select word, count(*)::integer as codes from zarcodes, unnest(tsvector_to_array(search_vector)) word
          group by word order by word collate "C"`,
    );
  const kept = () =>
    app.deps.db.select({ word: searchWords.word, codes: searchWords.codes }).from(searchWords).orderBy(searchWords.word);

  it('counts every word of the public codes exactly as they are made, changed, made private and deleted', async () => {
    await insertCodes(
      Array.from({ length: 30 }, (_, n) => ({ code: testCode('WRD', n), latitude: '-32.1', longitude: '20.1', title: `Warthog ${n % 3 ? 'dam' : 'mud'} pan${n}` })),
    );
    expect(await kept()).toEqual(await recount());
    const madeViaApi = await createZarcode(app, await createUser(app), { title: 'Mongoose burrow' });
    expect(await kept()).toContainEqual({ word: 'mongoose', codes: 1 });

    await app.deps.db.update(zarcodes).set({ title: 'Warthog wallow' }).where(eq(zarcodes.code, testCode('WRD', 1)));
    await app.deps.db.update(zarcodes).set({ privacy: 'private' }).where(eq(zarcodes.code, testCode('WRD', 2)));
    expect(await kept()).toEqual(await recount());
    expect((await kept()).map((row) => row.word)).not.toContain('pan2');

    await app.deps.db.delete(zarcodes).where(inArray(zarcodes.code, Array.from({ length: 20 }, (_, n) => testCode('WRD', n))));
    await app.deps.db.delete(zarcodes).where(eq(zarcodes.code, madeViaApi.zarcode));
    const words = await kept();
    expect(words).toEqual(await recount());
    expect(words.map((row) => row.word)).not.toContain('mongoose');
    expect(words.map((row) => row.word)).not.toContain('wallow');
  });
});
