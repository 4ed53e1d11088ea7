import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Role } from '../../src/domain/auth/roles';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/deps';
import { openTestDatabase } from './database';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON. */
  rawBody?: string | Buffer | FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  url: string;
  deps: AppDeps;
  dataDir: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/**
 * The production app on a fresh database, listening on a loopback port. `env` adds settings
 * (the same names as in production).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-test-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env },
    dataDir,
  );
  const database = await openTestDatabase();
  const { app, deps } = await buildApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    webRoot: path.join(dataDir, 'no-web'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    deps,
    dataDir,
    async request(method, requestPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: BodyInit | undefined;
      if (options.rawBody !== undefined) {
        body = options.rawBody as BodyInit;
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}${requestPath}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        parsed = JSON.parse(text);
      }
      return { status: response.status, body: parsed as any, headers: response.headers, text };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a user through the API (optionally promoting them) and signs them in. */
export async function createUser(
  app: TestApp,
  overrides: { email?: string; password?: string; role?: Role; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const registered = await app.request('POST', '/api/auth/register', {
    body: {
      firstName: overrides.firstName ?? 'Thandi',
      lastName: overrides.lastName ?? 'Nkosi',
      email,
      password,
      confirmPassword: password,
    },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  const id = registered.body.user.id as string;
  if (overrides.role && overrides.role !== 'user') {
    await app.deps.db.update(users).set({ role: overrides.role }).where(eq(users.id, id));
  }
  const login = await app.request('POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { id, email, password, token: login.body.token };
}

/** The four actors every endpoint is tested with (plus a super admin). */
export async function createActors(app: TestApp) {
  const [owner, other, admin, superAdmin] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app, { role: 'admin' }),
    createUser(app, { role: 'super_admin' }),
  ]);
  return { owner: owner!, other: other!, admin: admin!, superAdmin: superAdmin! };
}
