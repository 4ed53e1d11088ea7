import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { rateLimitCounters } from '../../src/server/db/schema';
import { createRateLimitStore } from '../../src/server/plugins/rate-limits';
import { createUser, newClientAddress, startTestApp, type TestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { openTestDatabase } from '../helpers/database';

// Rate limits are counted in the database: several instances on one database count together,
// and a restart forgets nothing.

let database: DatabaseHandle;
const running: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(running.map((app) => app.close()));
  await database?.close();
});

/** One more instance of the app on the shared database. */
async function startInstance(): Promise<TestApp> {
  const app = await startTestApp({}, { database });
  running.push(app);
  return app;
}

async function restart(app: TestApp): Promise<TestApp> {
  running.splice(running.indexOf(app), 1);
  await app.close();
  return startInstance();
}

const signIn = (app: TestApp, email: string, password: string, from: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password }, from });

/** `count` wrong passwords for `email` from `from`, sent together. */
async function wrongPasswords(app: TestApp, email: string, from: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => signIn(app, email, `guess-${i}`, from)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(401));
}

describe('POST /api/auth/login on several instances', () => {
  it('refuses an address after ten failures for an e-mail, five on each of two instances', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const person = await createUser(first, { password: 'the-password' });
    const from = newClientAddress();
    await wrongPasswords(first, person.email, from, 5);
    await wrongPasswords(second, person.email, from, 5);

    for (const app of [first, second]) {
      const limited = await signIn(app, person.email, 'the-password', from);
      expectMessage(limited, 429);
      expect(limited.body.message).toMatch(/too many attempts/i);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('still refuses that address after a restart, and still lets the person in from their own', async () => {
    const before = await startInstance();
    const person = await createUser(before, { password: 'the-password' });
    const from = newClientAddress();
    await wrongPasswords(before, person.email, from, 10);

    const after = await restart(before);

    expectMessage(await signIn(after, person.email, 'the-password', from), 429);
    expect((await signIn(after, person.email, 'the-password', newClientAddress())).status).toBe(200);
  });
});

describe('POST /api/contact on several instances', () => {
  const contactMessage = (n: number) => ({
    name: 'Bongani Mthembu',
    email: 'bongani@example.com',
    subject: `Codes for my farm ${n}`,
    message: 'How do I make codes for the gates of my farm near Tzaneen?',
  });
  const sendContact = (app: TestApp, n: number, from: string) =>
    app.request('POST', '/api/contact', { body: contactMessage(n), from });

  it('allows 10 messages an hour from one address across two instances and a restart', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const from = newClientAddress();
    for (let n = 0; n < 10; n += 1) {
      expect((await sendContact(n % 2 ? first : second, n, from)).status).toBe(201);
    }
    expectMessage(await sendContact(first, 10, from), 429);
    expectMessage(await sendContact(second, 11, from), 429);

    const restarted = await restart(first);
    const limited = await sendContact(restarted, 12, from);
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/try again in \d+ minute/i);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60 - 60);
    expect((await sendContact(restarted, 13, newClientAddress())).status).toBe(201);
  });
});

describe('Unknown API paths on several instances', () => {
  it('answers 429 after 300 a minute from one address, counted across two instances; page loads are not counted', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const from = newClientAddress();
    for (let batch = 0; batch < 6; batch += 1) {
      const app = batch % 2 ? first : second;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => app.request('GET', `/api/no-such-thing/${batch}-${i}`, { from })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(404));
    }

    const limited = await first.request('POST', '/api/no-such-thing', { from });
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/^Rate limit exceeded, retry in (\d+ seconds|1 minute)$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await second.request('GET', '/some/page', { from })).status).not.toBe(429);
    expect((await second.request('GET', '/api/no-such-thing', { from: newClientAddress() })).status).toBe(404);
  });
});

describe('The rate-limit counts in the database', () => {
  it('counts hits sent at once exactly: each gets its own number', async () => {
    const store = createRateLimitStore(database.db);
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst:key', 60_000)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('counts only up to the cap of a capped hit, however many are sent at once, and reads a window without counting', async () => {
    const store = createRateLimitStore(database.db);
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hitWithin('capped:key', 60_000, 7)));
    expect(hits.filter((hit) => hit.isCounted).map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hits.filter((hit) => !hit.isCounted).every((hit) => hit.hits === 7)).toBe(true);
    expect((await store.peek('capped:key', 60_000)).hits).toBe(7);
    expect(await store.peek('capped:never-hit', 60_000)).toEqual({ hits: 0, resetInMs: 60_000 });
    expect(await store.hitWithin('capped:zero', 60_000, 0)).toMatchObject({ isCounted: false, hits: 0 });
  });

  it('starts a new window at the first hit after one ends, and deletes only the spent ones', async () => {
    const store = createRateLimitStore(database.db);
    const hour = 60 * 60_000;
    await database.db.insert(rateLimitCounters).values([
      { key: 'test:spent', hits: 99, resetsAt: sql`now() - interval '1 second'` },
      { key: 'test:spent-then-hit', hits: 99, resetsAt: sql`now() - interval '1 second'` },
    ]);
    expect(await store.hit('test:live', hour)).toEqual({ hits: 1, resetInMs: expect.any(Number) });
    const second = await store.hit('test:live', hour);
    expect(second.hits).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(hour - 60_000);
    expect(second.resetInMs).toBeLessThanOrEqual(hour);
    expect((await store.hit('test:spent-then-hit', hour)).hits).toBe(1);

    await store.deleteExpired();

    const keys = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(keys.map((row) => row.key).filter((key) => key.startsWith('test:')).sort()).toEqual([
      'test:live',
      'test:spent-then-hit',
    ]);
  });
});
