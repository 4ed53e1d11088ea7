// `npm start`: builds the server and the web app when missing or older than their sources, then
// runs the built server. Stops before building anything when the server could not start anyway
// (bad settings, or its embedded database in use by another server).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestChange, SERVER_OUT_DIR } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Memory held at idle (bench/README.md, "Memory"): young generation semi-spaces of at most 4 MB
 * instead of V8's 16 MB, which it grows to at start-up and keeps.
 */
const SERVER_NODE_OPTIONS = ['--enable-source-maps', '--max-semi-space-size=4'];
/**
 * glibc's allocator, for the same reason: two arenas instead of eight per core (the image library's
 * threads each took one and kept what they freed), and large blocks (QR and photo buffers) always
 * mapped and returned when freed, instead of the threshold rising until they stay in the heap.
 * Settings given in the environment win.
 */
const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const builtIndex = path.join(root, 'dist/web/index.html');
const webSources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

await buildServerIfStale();
const { whyCannotStart } = await import(pathToFileURL(path.join(SERVER_OUT_DIR, 'preflight.js')).href);
const reason = whyCannotStart();
if (reason) {
  console.error(`Cannot start: ${reason}`);
  process.exit(1);
}

const isBuildStale =
  !existsSync(builtIndex) ||
  statSync(builtIndex).mtimeMs < Math.max(...webSources.map(newestChange));
if (isBuildStale) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(SERVER_OUT_DIR, 'main.js')], {
  cwd: process.cwd(),
  env: { ...SERVER_MALLOC_ENV, ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
