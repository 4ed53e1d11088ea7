import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../helpers/app';

// Settings read at start: the super admin made from ADMIN_EMAIL/ADMIN_PASSWORD, and a bad
// setting stopping start-up with its name.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_EMAIL = 'Boss@ZARcode.example.co.za';
const ADMIN_PASSWORD = 'first-admin-password';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
});
afterAll(async () => {
  await app?.close();
});

const login = (email: string, password: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password } });

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create a super admin at start who can sign in and reach admin endpoints', async () => {
    const answer = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: ADMIN_EMAIL.toLowerCase(), role: 'super_admin', isActive: true });

    const unread = await app.request('GET', '/api/admin/messages/unread/count', { token: answer.body.token });
    expect(unread.status).toBe(200);
  });

  it('store the password hashed', async () => {
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, ADMIN_EMAIL.toLowerCase()));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('leave an existing account alone on the next start, even with another password', async () => {
    const config = loadConfig(
      { DATA_DIR: app.dataDir, LOG_LEVEL: 'silent', ADMIN_EMAIL: ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD: 'other-password' },
      app.dataDir,
    );
    const restarted = await buildApp({
      config,
      database: { db: app.deps.db, kind: 'pglite', close: async () => {} },
      logger: pino({ level: 'silent' }),
      webRoot: path.join(app.dataDir, 'no-web'),
    });
    await restarted.app.close();

    const rows = await app.deps.db.select().from(users).where(eq(users.email, ADMIN_EMAIL.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(ADMIN_EMAIL, 'other-password')).status).toBe(401);
  });
});

describe('A bad setting', () => {
  it('stops the server before it starts, naming the setting', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'zarcode-start-'));
    try {
      const run = promisify(execFile)(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        [path.join(ROOT, 'src/server/main.ts')],
        { cwd, env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: cwd }, timeout: 20_000 },
      );
      const failure = await run.then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure).not.toBeNull();
      expect(failure!.code).toBe(1);
      expect(failure!.stderr).toContain('Cannot start: Setting PORT is invalid');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
