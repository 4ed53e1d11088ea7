import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { rateLimitCounters } from '../../src/server/db/schema';
import { CODE_LOOKUP_LIMITS } from '../../src/server/features/zarcodes/lookup-limit';
import { newClientAddress, startTestApp, useTestApp, type TestApp } from '../helpers/app';
import { createApiKey, withKey } from '../helpers/api-keys';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// A private code is kept private by its code alone, so guessing codes must stop soon: every way to
// resolve a code by its text shares one limit per address, tight on codes that do not exist (a
// guess nearly always misses) and loose on all lookups, so that people reading real codes, many of
// them behind one operator's address, are never refused.

const { app, actors } = useTestApp();
const MISSES = CODE_LOOKUP_LIMITS.misses.max;

let publicCode: ZarcodeRecord;
let privateCode: ZarcodeRecord;

beforeAll(async () => {
  publicCode = await createZarcode(app, actors.owner, { title: 'Spaza on the corner' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Gogo Nomsa', privacy: 'private' });
});

/** Codes of a valid shape that no one has (the suffix alphabet has no 0, 1, I or O: these read as none). */
let guessCounter = 0;
function unknownCode(): string {
  guessCounter += 1;
  const suffix = guessCounter.toString(32).toUpperCase().padStart(4, 'A').replace(/[01IO]/g, 'X');
  const code = `1CT-${suffix}`;
  return code === publicCode.zarcode || code === privateCode.zarcode ? unknownCode() : code;
}

/** Spends an address's misses on the API lookup: each answers 404 until the limit. */
async function spendMisses(on: TestApp, from: string, count: number = MISSES) {
  for (let i = 0; i < count; i++) {
    const answer = await on.request('GET', `/api/zarcodes/${unknownCode()}`, { from });
    expect(answer.status, `guess ${i + 1}`).toBe(404);
  }
}

function expectRefused(answer: { status: number; headers: Headers }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(CODE_LOOKUP_LIMITS.batchMisses.windowMinutes * 60);
}

describe('guessing codes from one address', () => {
  it(`answers ${MISSES} unknown codes with 404, then 429 with Retry-After for any code, found or not`, async () => {
    const walker = newClientAddress();
    await spendMisses(app, walker);
    const refused = await app.request('GET', `/api/zarcodes/${unknownCode()}`, { from: walker });
    expectRefused(refused);
    expectMessage(refused, 429, 'Too many code lookups from your network. Please try again in 10 minute(s).');
    // A walker that finally guesses right learns nothing either: a private code is not located.
    for (const code of [privateCode.zarcode, publicCode.zarcode]) {
      const answer = await app.request('GET', `/api/zarcodes/${code}`, { from: walker });
      expectRefused(answer);
      expect(answer.text).not.toContain(privateCode.latitude);
    }
  });

  it('shares the limit between the lookup, the code pages, the QR code, suggestions, search, saving and the v1 lookup', async () => {
    const walker = newClientAddress();
    const key = await createApiKey(app, actors.other);
    const ways: [string, string, Record<string, string>?][] = [
      ['GET', `/api/zarcodes/${unknownCode()}`],
      ['GET', `/${unknownCode()}`],
      ['GET', `/zarcodes/${unknownCode()}`],
      ['GET', `/api/qr/${unknownCode()}`],
      ['GET', `/api/v1/zarcodes/${unknownCode()}`, withKey(key)],
      ['GET', `/api/search/combined?q=${unknownCode()}`],
      ['GET', `/api/zarcodes/search?q=${unknownCode()}`],
      ['PUT', `/api/saved-codes/${unknownCode()}`, { authorization: `Bearer ${actors.other.token}` }],
      // A signed-in walker learns as much from 404 against 403 on someone else's code.
      ['DELETE', `/api/zarcodes/${unknownCode()}`, { authorization: `Bearer ${actors.other.token}` }],
    ];
    // Each way spends misses of the same count; together they reach the limit.
    for (let i = 0; i < MISSES; i++) {
      const [method, path, headers] = ways[i % ways.length]!;
      const answer = await app.request(method, path, { from: walker, headers });
      expect([200, 404], `${method} ${path}: ${answer.status}`).toContain(answer.status);
    }
    for (const [method, path, headers] of ways) {
      const answer = await app.request(method, path.replace(/1CT-[A-Z2-9]{4}/, publicCode.zarcode), { from: walker, headers });
      expect(answer.status, `${method} ${path}`).toBe(429);
    }
    const suggestions = await app.request('GET', `/api/zarcodes/${unknownCode()}/suggestions`, { from: walker });
    expectRefused(suggestions);
  });

  it('answers the code page past the limit with a page that says when to try again, and nothing of the code', async () => {
    const walker = newClientAddress();
    await spendMisses(app, walker);
    const page = await app.request('GET', `/${privateCode.zarcode}`, { from: walker, headers: { 'accept-language': 'af' } });
    expectRefused(page);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Te veel opsoeke');
    expect(page.text).toContain('oor 10 minute');
    expect(page.text).not.toContain(privateCode.latitude);
    expect(page.text).toContain('noindex');
  });

  it('counts misses in the database: another instance on the same database refuses the same address', async () => {
    const walker = newClientAddress();
    await spendMisses(app, walker);
    // A second app on the same database, left open when it closes: another instance.
    const other = await startTestApp({}, { database: { db: app.deps.db, kind: 'pglite', close: async () => {} } });
    try {
      expectRefused(await other.request('GET', `/api/zarcodes/${publicCode.zarcode}`, { from: walker }));
      expect((await other.request('GET', `/api/zarcodes/${publicCode.zarcode}`, { from: newClientAddress() })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("an integrator's batches", () => {
  const batch = (secret: string, codes: string[], from = newClientAddress()) =>
    app.request('POST', '/api/v1/batch/lookup', { from, headers: { 'x-api-key': secret }, body: { codes } });

  it("answer whole, typos and all, until the key's batches have asked for the day's most unknown codes, then 429", async () => {
    const key = await createApiKey(app, actors.other);
    const typos = Array.from({ length: 50 }, () => unknownCode());
    const first = await batch(key.secret, [publicCode.zarcode, privateCode.zarcode, ...typos]);
    expect(first.status, first.text).toBe(200);
    expect(first.body.counts).toEqual({ found: 1, private: 1, notFound: 50, invalid: 0 });
    // The day's count as many batches of guesses would have left it.
    await app.deps.db
      .update(rateLimitCounters)
      .set({ hits: CODE_LOOKUP_LIMITS.batchMisses.max })
      .where(eq(rateLimitCounters.key, `code-lookup-misses:batch:key:${key.id}`));
    const refused = await batch(key.secret, [publicCode.zarcode]);
    expectRefused(refused);
    // Another key, and the web's lookups from the same address, are not held back.
    const other = await createApiKey(app, actors.owner);
    expect((await batch(other.secret, [publicCode.zarcode])).status).toBe(200);
  });
});

describe('people reading real codes', () => {
  it('are never refused, however many times they open real codes', async () => {
    const reader = newClientAddress();
    for (let i = 0; i < 100; i++) {
      const code = i % 2 === 0 ? publicCode.zarcode : privateCode.zarcode.toLowerCase().replace('-', ' ');
      const answer = await app.request('GET', `/api/zarcodes/${encodeURIComponent(code)}`, { from: reader });
      expect(answer.status, `lookup ${i + 1}`).toBe(200);
    }
    // A few typos among them are no trouble either.
    await spendMisses(app, reader, 5);
    expect((await app.request('GET', `/${publicCode.zarcode}`, { from: reader })).status).toBe(200);
  });

  it('are not counted when what they search for cannot be a code, or reads as one but finds places', async () => {
    const searcher = newClientAddress();
    // 'Durban' is no code; 'Tembisa' has a code's shape (three letters and four) but finds its places.
    await createZarcode(app, actors.owner, { title: 'Tuck shop', suburb: 'Tembisa', city: 'Tembisa', province: 'Gauteng', latitude: -25.9964, longitude: 28.2268 });
    for (let i = 0; i < MISSES + 5; i++) {
      for (const q of ['Durban', 'Tembisa']) {
        const answer = await app.request('GET', `/api/search/combined?q=${q}`, { from: searcher });
        expect(answer.status, q).toBe(200);
      }
    }
    expect((await app.request('GET', `/api/zarcodes/${publicCode.zarcode}`, { from: searcher })).status).toBe(200);
  });

  it('meet the loose limit on all lookups only far beyond what a person or a busy shared address reads', async () => {
    const busy = newClientAddress();
    expect((await app.request('GET', `/api/zarcodes/${publicCode.zarcode}`, { from: busy })).status).toBe(200);
    // The count of the window so far, as many lookups would have left it.
    await app.deps.db
      .insert(rateLimitCounters)
      .values({ key: `code-lookups:ip:${busy}`, hits: CODE_LOOKUP_LIMITS.lookups.max, resetsAt: new Date(Date.now() + 600_000) })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits: CODE_LOOKUP_LIMITS.lookups.max } });
    expect(CODE_LOOKUP_LIMITS.lookups.max).toBeGreaterThanOrEqual(1_000);
    expectRefused(await app.request('GET', `/api/zarcodes/${publicCode.zarcode}`, { from: busy }));
  });

  it('leave admins looking after codes uncounted', async () => {
    const office = newClientAddress();
    for (let i = 0; i < MISSES + 2; i++) {
      const answer = await app.request('GET', `/api/admin/zarcodes/${unknownCode()}`, { from: office, token: actors.admin.token });
      expect(answer.status).toBe(404);
    }
    expect((await app.request('GET', `/api/admin/zarcodes/${publicCode.zarcode}`, { from: office, token: actors.admin.token })).status).toBe(200);
  });
});

describe('LOOKUP_LIMITS=off (benchmarks and load tests of the lookup itself)', () => {
  it('lets one address miss without limit', async () => {
    const bench = await startTestApp({ LOOKUP_LIMITS: 'off' });
    try {
      for (let i = 0; i < MISSES + 5; i++) expect((await bench.request('GET', `/api/zarcodes/${unknownCode()}`)).status).toBe(404);
    } finally {
      await bench.close();
    }
  });
});
