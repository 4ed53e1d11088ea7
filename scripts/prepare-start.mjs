// The first half of `npm start` (scripts/start.sh): builds the server and the web app when missing or
// older than their sources. Stops, exiting 1, before building anything when the server could not start
// anyway (bad settings, or its embedded database in use by another server).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestChange, SERVER_OUT_DIR } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

