import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVERS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../servers');

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  /** CPU time (user + system) the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  /** What the server's V8 heap holds after a full garbage collection, in MB. */
  heapAfterCollection(): Promise<number>;
  stop(): Promise<void>;
}

/** A process's resident set now (VmRSS) and the highest of its life (VmHWM), in MB (Linux). */
export function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

export interface StartOptions {
  env: Record<string, string>;
  /** Folder for a V8 CPU profile of the server (node --cpu-prof), written when it stops. */
  cpuProfileDir?: string;
}

/** Starts `bench/servers/<script>.ts` in its own Node process and waits until it listens. */
export async function startServer(name: string, script: string, options: StartOptions): Promise<RunningServer> {
  const args = ['--import', 'tsx'];
  if (options.cpuProfileDir) args.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  args.push(path.join(SERVERS_DIR, `${script}.ts`));
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 120 s`)), 120_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error(`${name} sent no port`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening`));
    });
  });
  /** Sends `request` over IPC and answers the field `key` of the server's first reply that has it. */
  const ask = (request: string, key: 'cpuMicros' | 'heapUsed') =>
    new Promise<number>((resolve) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (typeof message[key] !== 'number') return;
        child.off('message', onMessage);
        resolve(message[key]);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const cpuMicros = () => ask('cpu', 'cpuMicros');
  const heapAfterCollection = async () => (await ask('collect', 'heapUsed')) / 1024 / 1024;
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, cpuMicros, heapAfterCollection, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
