import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './servers';

/** The super admin the page measurements sign in as, made at start-up from ADMIN_EMAIL. */
export const BENCH_ADMIN = { email: 'bench-admin@example.co.za', password: 'bench-admin-password' };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The built app (bench/servers/app.ts) on a fresh embedded database in a folder of its own, with
 * the bench's super admin; `stop` also removes the folder. `env` adds settings (TILE_URL).
 */
export async function startBenchApp(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-page-bench-'));
  const server = await startServer(name, 'app', {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The bench's admin makes its codes with its password alone.
      ADMIN_MFA: 'optional',
      ...env,
    },
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The super admin's sign-in request. */
const signInRequest = (url: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });

/** Signs in as the super admin made at start-up: its token. */
export async function signInAsBenchAdmin(url: string): Promise<string> {
  const login = await signInRequest(url);
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`signing in as the super admin answered ${login.status}`);
  return token;
}

/** Signs in as the super admin made at start-up and creates a public code in Cape Town. */
export async function createBenchCode(url: string): Promise<string> {
  const token = await signInAsBenchAdmin(url);
  const created = await fetch(`${url}/api/admin/zarcodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'City Hall loading bay',
      description: 'Deliveries through the side gate on Darling Street.',
      latitude: -33.925833,
      longitude: 18.423333,
      addressLine1: 'Darling Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      privacy: 'public',
      termsConfirmed: true,
    }),
  });
  const body = (await created.json()) as { zarcode?: string };
  if (created.status !== 201 || !body.zarcode) {
    throw new Error(`creating a code answered ${created.status} ${JSON.stringify(body)}`);
  }
  return body.zarcode;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
