import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { systemSettings, zarcodes } from '../../src/server/db/schema';
import { getSystemSettings } from '../../src/server/features/settings/service';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers/app';
import { createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { creditsLeft, giveBundle, zarcodeInput } from '../helpers/zarcodes';

// The per-account code limit under concurrency, as two server instances on one PostgreSQL meet it:
// each instance has its own connection pool, so requests really run side by side in the database.
// PostgreSQL only (the embedded database has one connection, which serialises everything).

const LIMIT = 3;
const LIMIT_MESSAGE = `You have reached the maximum of ${LIMIT} ZARcodes per account. Please contact support.`;

let database: PostgresDatabase;
const handles: DatabaseHandle[] = [];
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase('zarcode_code_limit');
  // Two handles: two pools, as two instances have. Opened one after the other (both migrate).
  for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 10 }));
  // One secret, so that a token made on one instance is good on the other.
  const env = { JWT_SECRET: 'code-limit-test-secret-0123456789abcdef' };
  first = await startTestApp(env, { database: handles[0] });
  second = await startTestApp(env, { database: handles[1] });
  await getSystemSettings(first.deps.db);
  await first.deps.db.update(systemSettings).set({ maxCodesPerUser: LIMIT }).where(eq(systemSettings.id, 1));
}, 60_000);

afterAll(async () => {
  for (const app of [first, second]) await app?.close();
  for (const handle of handles) await handle.close();
  await database?.drop();
});

/** `count` creations at once, alternating between the two instances; answers their statuses. */
async function createAtOnce(user: TestUser, path: string, count: number, body: Record<string, unknown>) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      (i % 2 === 0 ? first : second).request('POST', path, { token: user.token, body: zarcodeInput(body) }),
    ),
  );
  for (const answer of answers) {
    if (answer.status !== 201) expect(answer.body).toEqual({ message: LIMIT_MESSAGE });
  }
  return answers.map((answer) => answer.status);
}

async function codesOf(user: TestUser) {
  return first.deps.db.select({ code: zarcodes.code }).from(zarcodes).where(eq(zarcodes.userId, user.id));
}

describe('the per-account code limit on two instances of one PostgreSQL', () => {
  for (const count of [20, 50]) {
    it(`makes exactly ${LIMIT} codes of ${count} bundle creations at once, spending ${LIMIT} credits`, async () => {
      const user = await createUser(first);
      await giveBundle(first, user, { credits: 60 });
      const statuses = await createAtOnce(user, '/api/zarcodes', count, { useBundle: true });
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 409)).toHaveLength(count - LIMIT);
      expect(await codesOf(user)).toHaveLength(LIMIT);
      expect(await creditsLeft(first, user)).toBe(60 - LIMIT);
    });
  }

  it(`makes exactly ${LIMIT} of 20 creator codes made at once`, async () => {
    const creator = await createUser(first);
    const admin = await createUser(first, { role: 'admin' });
    const made = await first.request('POST', '/api/creators', {
      token: admin.token,
      body: { userId: creator.id, displayName: 'Langa Walks', uniquePrefix: 'LGW' },
    });
    expect(made.status, made.text).toBe(201);
    const statuses = await createAtOnce(creator, '/api/zarcodes/creator', 20, { useBundle: false });
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(await codesOf(creator)).toHaveLength(LIMIT);
  });
});
