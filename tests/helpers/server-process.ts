import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server in its own process, as `npm start` runs it (the built dist/server/main.js), for
// what only a process shows: kill -9, signals, two servers on one database or one data folder.

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;
const WAIT_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed, stdout and stderr. */
  output: string[];
  /** Resolves with the exit code (null when ended by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/** Builds dist/server when its sources changed (as `npm start` does); safe from parallel test files. */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  options: { timeoutMs?: number; output?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? WAIT_TIMEOUT_MS);
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${options.output?.().slice(-4000) ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Spawns the built server with `env` (plus PATH, HOME, a free PORT on 127.0.0.1, warn-level
 * logs and ADMIN_MFA=optional). Unless `waitUntilReady` is false, resolves once GET /readyz answers 200; rejects if the
 * process ends before.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { waitUntilReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // The tests' admins act as admins with their password alone; tests of the second factor set it.
      ADMIN_MFA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, url, output, exited };
  if (options.waitUntilReady === false) return server;
  await waitFor(
    `the server on ${url} to be ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output.join('')}`);
      const answer = await fetch(`${url}/readyz`);
      return answer.ok ? true : undefined;
    },
    { timeoutMs: START_TIMEOUT_MS, output: () => output.join('') },
  );
  return server;
}

function hasEnded(server: ServerProcess): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/** kill -9: the process ends at once, with no chance to write anything. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (hasEnded(server)) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM, as an orchestrator stops a server: resolves with its exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (!hasEnded(server)) server.child.kill('SIGTERM');
  return server.exited;
}

/** One JSON call to a server at `base` (a process, or the balancer in front of some). */
export async function callServer(base: string, method: string, route: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : (text as any),
  };
}
