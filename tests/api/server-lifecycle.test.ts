import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDataDir, createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { startTestApp, type TestApp } from '../helpers/app';
import {
  buildServer,
  callServer,
  killServer,
  PROJECT_ROOT,
  spawnServer,
  stopServer,
  waitFor,
  type ServerProcess,
} from '../helpers/server-process';
import { zarcodeInput } from '../helpers/zarcodes';

// The server's life as a process: health and readiness, the lock on the embedded database's
// folder, and a graceful stop on SIGTERM.

const isPostgres = process.env.TEST_DATABASE === 'postgres';
const ADMIN = { email: 'lifecycle-admin@example.com', password: 'secret123' };
const running: ServerProcess[] = [];
const folders: string[] = [];

/** A statement on TEST_DATABASE_URL's server, as its administrator. */
async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A DATA_DIR; on PGlite it holds a migrated embedded database copied from the tests' template, as
 * making one anew (initdb in a child process) took most of each test's time.
 */
async function newDataDir(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'zarcode-lifecycle-'));
  folders.push(folder);
  if (!isPostgres) await createPgliteDataDir(folder);
  return folder;
}

async function start(env: Record<string, string>, options?: { waitUntilReady?: boolean }): Promise<ServerProcess> {
  const server = await spawnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env }, options);
  running.push(server);
  return server;
}

const call = (server: ServerProcess, method: string, route: string, options?: { token?: string; body?: unknown }) =>
  callServer(server.url, method, route, options);

async function signIn(server: ServerProcess): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/login', { body: ADMIN });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

beforeAll(() => buildServer());

afterEach(async () => {
  while (running.length > 0) await killServer(running.pop()!);
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('GET /healthz and GET /readyz', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers that the process is up and its database ready, to anyone without a token', async () => {
    const health = await app.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await app.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  // A second app on a fresh database: its migrations alone took over 30 s once on a loaded machine.
  it('answers /readyz with 503 and the reason while the database cannot be reached, /healthz still 200', { timeout: 90_000 }, async () => {
    const other = await startTestApp();
    const result = (await other.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = result.rows[0]!.name;
    const client = (other.deps.db as unknown as { $client: { close?: () => Promise<void> } }).$client;
    try {
      // PostgreSQL stops taking this database's connections and ends those open; PGlite is closed.
      if (isPostgres) await adminQuery(`alter database ${name} allow_connections false; select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      else await client.close!();
      const ready = await other.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toMatch(/^The database failed: /);
      expect((await other.request('GET', '/healthz')).status).toBe(200);
    } finally {
      if (isPostgres) await adminQuery(`alter database ${name} allow_connections true`);
      await other.close().catch(() => {}); // PGlite: closed already
    }
  });
});

describe.runIf(isPostgres)('a PostgreSQL connection dropped by the server', () => {
  it('does not end the process when it drops between the statements of a transaction', async () => {
    const app = await startTestApp();
    try {
      // The app's own pool, as a transaction holds a client: checked out, between two statements.
      const pool = (app.deps.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      const { rows } = await client.query('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await adminQuery(`select pg_terminate_backend(${Number(rows[0].pid)})`);
      await ended; // with no listener of its own, the client's 'error' event would have ended the process
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      expect((await app.request('GET', '/readyz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(!isPostgres)('one embedded database, one server', () => {
  it('stops a second start on the same DATA_DIR at once, naming the folder and the running server', { timeout: 180_000 }, async () => {
    const dataDir = await newDataDir();
    const first = await start({ DATA_DIR: dataDir });

    // `npm start` asks before building anything: no web build, no server started.
    const npmStart = spawn('sh', [path.join(PROJECT_ROOT, 'scripts/start.sh')], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let startOutput = '';
    npmStart.stdout.on('data', (chunk: Buffer) => (startOutput += chunk.toString()));
    npmStart.stderr.on('data', (chunk: Buffer) => (startOutput += chunk.toString()));
    const startCode = await new Promise<number | null>((resolve) => npmStart.once('exit', resolve));
    expect(startCode).toBe(1);
    expect(startOutput).toContain(`Cannot start: DATA_DIR ${dataDir} is in use by another process (pid ${first.child.pid}`);
    expect(startOutput).not.toContain('Building the web app');

    // The server itself holds to the same rule, should it be started some other way.
    const second = await start({ DATA_DIR: dataDir }, { waitUntilReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output.join('')).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${first.child.pid}`);

    expect((await call(first, 'GET', '/readyz')).status).toBe(200);
  });

  it('starts after a server on the same DATA_DIR was killed with kill -9, with its data', { timeout: 180_000 }, async () => {
    const dataDir = await newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const registered = await call(first, 'POST', '/api/auth/register', {
      body: { firstName: 'Lindiwe', lastName: 'Mthembu', email: 'lindiwe@example.com', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(registered.status).toBe(201);
    await killServer(first);
    // The file still names the killed process; the kernel's lock went with it.
    expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toContain(`"pid":${first.child.pid}`);

    const next = await start({ DATA_DIR: dataDir });
    const login = await call(next, 'POST', '/api/auth/login', { body: { email: 'lindiwe@example.com', password: 'secret123' } });
    expect(login.status).toBe(200);
    expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toContain(`"pid":${next.child.pid}`);
  });
});

describe('SIGTERM', () => {
  let database: PostgresDatabase | undefined;

  beforeAll(async () => {
    if (isPostgres) database = await createPostgresDatabase('zarcode_lifecycle');
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('finishes the request in flight and writes the views counted, then exits 0', { timeout: 180_000 }, async () => {
    const env = { DATA_DIR: await newDataDir(), ...(database ? { DATABASE_URL: database.url } : {}) };
    const server = await start(env);
    const adminToken = await signIn(server);
    const created = await call(server, 'POST', '/api/admin/zarcodes', {
      token: adminToken,
      body: zarcodeInput({ privacy: 'public', title: 'Spaza shop, Khayelitsha' }),
    });
    expect(created.status).toBe(201);
    const code = created.body.zarcode as string;

    // A sign-in whose body is half sent when the signal comes.
    const body = JSON.stringify(ADMIN);
    const request = http.request(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    await new Promise<void>((resolve, reject) => request.write(body.slice(0, 10), (error) => (error ? reject(error) : resolve())));
    // A request on a later connection, answered: the server has taken in the sign-in's headers.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    // New connections are refused once the server closes; the one in flight stays open.
    await waitFor('the server to stop listening', async () => {
      const isRefused = await fetch(`${server.url}/healthz`).then(
        () => false,
        () => true,
      );
      return isRefused ? true : undefined;
    });
    request.end(body.slice(10));
    const inFlight = await answer;
    expect(inFlight.status).toBe(200);
    expect(JSON.parse(inFlight.text).token).toEqual(expect.any(String));
    expect(await stopServer(server)).toBe(0);

    // Seven visits, held in memory for the view counter's next batch (every 5 s), then at once the
    // signal: the views are written on the way out, before the database closes.
    const visited = await start(env);
    for (let i = 0; i < 7; i++) expect((await call(visited, 'GET', `/api/zarcodes/${code}`)).status).toBe(200);
    expect(await stopServer(visited)).toBe(0);
    expect(visited.output.join('')).not.toContain('writing code views failed');

    const again = await start(env);
    const lookedUp = await call(again, 'GET', `/api/zarcodes/${code}`, { token: await signIn(again) });
    expect(lookedUp.body.views).toBe(7);
  });
});
