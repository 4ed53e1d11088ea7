import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, request as playwrightRequest } from '@playwright/test';
import { createPgliteDataDir } from './database';
import { asNewClient } from './e2e';
import { E2E_ADMIN, E2E_PLAIN_ADMIN, E2E_PORT, E2E_TILE_PORT } from './e2e-env';
import { startFakePayfast, type FakePayfast } from './fake-payfast';

/**
 * A server of the test worker's own, for journeys that change what every buyer sees (the active
 * price, the payment mode) or count every payment (the admin totals): on the suite's shared server
 * they would race the other workers' tests. It starts like the shared one (`npm start` on a data folder
 * data folder, the built web app, the same admin), with PayFast merchant credentials pointing at the
 * fake gateway on localhost, so that its settings decide between mock and PayFast sandbox.
 */
export interface OwnServer {
  url: string;
  /** Its DATA_DIR: the outbox of its mail is there. */
  dataDir: string;
  payfast: FakePayfast;
  /** The super admin's token on this server. */
  adminToken: string;
  /** Changes system settings as the super admin (PUT /api/settings), e.g. the payment mode. */
  updateSettings(changes: Record<string, unknown>): Promise<void>;
}

/**
 * A fresh server starts in about 10 s on an idle machine (PGlite's first open is most of it); on a
 * machine shared with other work it has taken over 30 s.
 */
const START_TIMEOUT_MS = 120_000;

/** A port per worker beside the shared server's (E2E_PORT) and its tile server (E2E_PORT + 1). */
const portOf = (workerIndex: number) => E2E_PORT + 2 + workerIndex;

async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The worker's server stopped (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/settings/public`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The worker's server did not start in ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** A user the server's database holds before it starts (the API makes no plain admin). */
async function seedUser(dataDir: string, user: { email: string; password: string }, role: string): Promise<void> {
  const script = path.resolve('tests/helpers/seed-user-cli.ts');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, dataDir, user.email, user.password, role]);
}

/**
 * Journeys on the worker's own server: `page` and `request` go to it. Two options, per file:
 * `ownServerEnv` adds settings to its start (`test.use({ ownServerEnv: { GTM_ID: '...' } })`), and
 * `withPlainAdmin` (`test.use({ withPlainAdmin: true })`) starts it with E2E_PLAIN_ADMIN, an admin who
 * is not a super admin.
 */
export const test = base.extend<object, { ownServer: OwnServer; ownServerEnv: Record<string, string>; withPlainAdmin: boolean }>({
  withPlainAdmin: [false, { scope: 'worker', option: true }],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
  ownServerEnv: [{}, { scope: 'worker', option: true }],
  ownServer: [
    async ({ ownServerEnv, withPlainAdmin }, use, workerInfo) => {
      const port = portOf(workerInfo.parallelIndex);
      const url = `http://127.0.0.1:${port}`;
      const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
      rmSync(dataDir, { recursive: true, force: true });
      // A migrated database copied from the tests' template: the server would otherwise make one
      // anew (initdb in a child process, several seconds per worker and file).
      await createPgliteDataDir(dataDir);
      if (withPlainAdmin) await seedUser(dataDir, E2E_PLAIN_ADMIN, 'admin');
      const payfast = await startFakePayfast();
      let output = '';
      const server = spawn('sh', ['scripts/start.sh'], {
        env: {
          ...process.env,
          ...payfast.env(),
          // The fake gateway posts its notifications from 127.0.0.1.
          PAYFAST_NOTIFY_SOURCES: '127.0.0.1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          // As on the shared server; a file may ask for `required` through ownServerEnv.
          ADMIN_MFA: 'optional',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
          TILE_URL: `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`,
          ...ownServerEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await waitUntilUp(url, server, () => output);
        const api = await playwrightRequest.newContext({ baseURL: url });
        const login = await api.post('/api/auth/login', { data: E2E_ADMIN, headers: asNewClient() });
        expect(login.status(), await login.text()).toBe(200);
        const adminToken = (await login.json()).token as string;
        await use({
          url,
          dataDir,
          payfast,
          adminToken,
          async updateSettings(changes) {
            const response = await api.put('/api/settings', {
              data: changes,
              headers: { authorization: `Bearer ${adminToken}` },
            });
            expect(response.status(), await response.text()).toBe(200);
          },
        });
        await api.dispose();
      } finally {
        // Waits for the server to stop: the next worker on this slot takes the same port and folder.
        const stopped = new Promise((resolve) => server.once('exit', resolve));
        if (server.exitCode === null && server.kill('SIGTERM')) await stopped;
        await payfast.close();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
});

export { expect };
