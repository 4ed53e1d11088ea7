import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../src/domain/auth/roles';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { hashPassword, normaliseEmail } from '../../src/server/features/auth/service';
import { startSession } from '../../src/server/features/auth/sessions';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/deps';
import type { ClientTimeouts } from '../../src/server/plugins/slow-clients';
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
  /**
   * The caller's own loopback address (e.g. '127.0.0.7'): to the server, another client. Per-IP
   * rate limits count each address apart. Not with a FormData body.
   */
  from?: string;
}

export interface TestApp {
  url: string;
  /** The METRICS_PORT listener's address when that setting is given (0 picks a free port), else null. */
  metricsUrl: string | null;
  deps: AppDeps;
  dataDir: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/** Text that must never appear in an answer: a password hash, or the column of a hashed or sealed secret. */
const LEAKED_SECRET = /\$argon2|passwordHash|password_hash|tokenHash|token_hash|keyHash|key_hash|secretHash|secret_hash|totpSecret|totp_secret|codeHash|code_hash/;

/**
 * The production app on a fresh database, listening on a loopback port. `env` adds settings
 * (the same names as in production; ADMIN_MFA is `optional` unless given, so that admins made by
 * the factories act as admins without a second factor); `webRoot` is the built web app to serve (none by default);
 * `database` is one already open, shared with other instances and left open on close (another
 * instance, or the app after a restart); `clientTimeouts` shortens the server's timeouts; `webhooks`
 * shortens the webhooks' retries and polling, or resolves their hosts as a test says; `dataDir` is a
 * DATA_DIR of the test's own. Every answer is checked for leaked password hashes.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    logger?: pino.Logger;
    database?: DatabaseHandle;
    clientTimeouts?: ClientTimeouts;
    webhooks?: BuildAppOptions['webhooks'];
    /** DATA_DIR (photos on disk, the outbox) when it is the test's own, left in place on close; a new one otherwise. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'zarcode-test-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ADMIN_MFA: 'optional', ...env },
    dataDir,
  );
  const database = options.database ?? (await openTestDatabase());
  const { app, deps, metricsListener } = await buildApp({
    config,
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web'),
    clientTimeouts: options.clientTimeouts,
    webhooks: options.webhooks,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    metricsUrl: metricsListener ? `http://127.0.0.1:${metricsListener.port}` : null,
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
      const response = options.from
        ? await requestFrom(options.from, `${url}${requestPath}`, method, headers, body)
        : await fetch(`${url}${requestPath}`, { method, headers, body });
      const text = await response.text();
      if (LEAKED_SECRET.test(text)) {
        throw new Error(`${method} ${requestPath} answered a secret: ${text.slice(0, 500)}`);
      }
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        parsed = JSON.parse(text);
      }
      return { status: response.status, body: parsed as any, headers: response.headers, text };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One request through node:http bound to `localAddress`, answered as a fetch Response. */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<Response> {
  if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) {
    throw new Error('`from` takes a JSON, string or Buffer body');
  }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const item of [value ?? []].flat()) answerHeaders.append(name, item);
        }
        resolve(
          new Response(Buffer.concat(chunks), { status: response.statusCode, headers: answerHeaders }),
        );
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

let clientCounter = 1;

/** A loopback address no other request of this test file has used: a new client for `from`. */
export function newClientAddress(): string {
  clientCounter += 1;
  return `127.0.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 2}`;
}

let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  firstName?: string;
  lastName?: string;
  contactTel?: string;
  isActive?: boolean;
}

/**
 * A user row made straight in the database (so factories spend none of the per-IP limits of
 * register and login), signed in as login would: a session and its token. Tests of register and login go
 * through HTTP themselves.
 */
export async function createUser(app: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  userCounter += 1;
  const email = normaliseEmail(overrides.email ?? `user${userCounter}-${Date.now()}@example.com`);
  const password = overrides.password ?? 'secret123';
  const [row] = await app.deps.db
    .insert(users)
    .values({
      email,
      firstName: overrides.firstName ?? 'Thandi',
      lastName: overrides.lastName ?? 'Nkosi',
      contactTel: overrides.contactTel ?? null,
      role: overrides.role ?? 'user',
      isActive: overrides.isActive ?? true,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = await startSession(app.deps.db, app.deps.tokens, row!, false);
  return { id: row!.id, email, password, token };
}

export interface Actors {
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  superAdmin: TestUser;
}

/** The four actors every endpoint is tested with (plus a super admin). */
export async function createActors(app: TestApp): Promise<Actors> {
  const [owner, other, admin, superAdmin] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app, { role: 'admin' }),
    createUser(app, { role: 'super_admin' }),
  ]);
  return { owner: owner!, other: other!, admin: admin!, superAdmin: superAdmin! };
}

/** An object whose `keys` read those of `source()` each time they are used. */
function lateBound<T extends object>(keys: readonly (keyof T)[], source: () => T): T {
  const target = {} as T;
  for (const key of keys) Object.defineProperty(target, key, { get: () => source()[key], enumerable: true });
  return target;
}

export interface TestAppSettings {
  /** Settings by their production names (see startTestApp). */
  env?: Record<string, string>;
  webRoot?: string;
  logger?: pino.Logger;
  webhooks?: BuildAppOptions['webhooks'];
}

/**
 * The app and its actors for one test file: started before the file's tests (beforeAll) and
 * closed after them. `app` and `actors` stand for the started ones, so they may be named anywhere
 * in the file. Settings known only once something else has started (a fake PayFast, an SMTP
 * catcher) are given as a function, run after the beforeAll hooks registered above this call.
 */
export function useTestApp(settings: TestAppSettings | (() => TestAppSettings) = {}): { app: TestApp; actors: Actors } {
  let started: { app: TestApp; actors: Actors } | undefined;
  beforeAll(async () => {
    const { env, ...options } = typeof settings === 'function' ? settings() : settings;
    const app = await startTestApp(env, options);
    started = { app, actors: await createActors(app) };
  });
  afterAll(async () => {
    await started?.app.close();
  });
  const current = () => {
    if (!started) throw new Error('useTestApp: the app is used before its beforeAll has run');
    return started;
  };
  const app = lateBound<TestApp>(['url', 'metricsUrl', 'deps', 'dataDir', 'request', 'close'], () => current().app);
  const actors = lateBound<Actors>(['owner', 'other', 'admin', 'superAdmin'], () => current().actors);
  return { app, actors };
}
