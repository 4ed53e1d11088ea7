// Builds the server for `npm start`: src/server (and the src/domain it imports) bundled by esbuild
// into dist/server/, packages left to node_modules. Running the built file instead of the sources
// through tsx's loader saves the loader's memory (about 75 MB) and its start-up time.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist/server');
const ENTRY_POINTS = { main: 'src/server/main.ts', preflight: 'src/server/preflight.ts' };
const SOURCES = ['src/server', 'src/domain', 'package-lock.json', 'scripts/build-server.mjs'];

/** The newest modification time of a file or of anything in a folder. */
export function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * Builds the server unless dist/server is newer than its sources. Each file is written beside its
 * place and renamed into it, so a server starting meanwhile never loads half a file.
 */
export async function buildServerIfStale() {
  const built = Object.keys(ENTRY_POINTS).map((name) => path.join(SERVER_OUT_DIR, `${name}.js`));
  const isStale =
    built.some((file) => !existsSync(file)) ||
    Math.min(...built.map((file) => statSync(file).mtimeMs)) < Math.max(...SOURCES.map(newestChange));
  if (!isStale) return;
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live on beside the server for nothing.
  await stop();
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    // V8 holds a script's source two bytes a character when one character is past Latin-1: 1.4 MB more
    // for the server. esbuild escapes such characters in strings, not in regular expressions.
    const wide = file.path.endsWith('.js') ? /[\u0100-\uffff]/.exec(file.text) : null;
    if (wide) throw new Error(`${path.relative(root, file.path)}: write '${wide[0]}' as \\u${wide[0].charCodeAt(0).toString(16).padStart(4, '0')} in its regular expression (near "${file.text.slice(wide.index - 60, wide.index)}")`);
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

// `node scripts/build-server.mjs` (npm run build:server): build now if stale.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await buildServerIfStale();
