import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
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
