// The JavaScript a visitor downloads to open a public code page, gzipped: the goal is at most
// 150 KB. Run alone with `npx tsx bench/page-weight.ts` (builds the web app when dist/web is missing
// and updates its section of docs/benchmarks.md), or as the last step of `npm run bench`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { updateBenchmarksSection } from './lib/docs-section';
import { CHROMIUM_ARGS, createBenchCode, kb, startBenchApp } from './lib/bench-app';
import { bytesByOwner } from './lib/source-map-sizes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_BYTES = 150 * 1024;

export interface PageWeightFile {
  path: string;
  /** Content-Encoding of the answer ('gzip', or 'identity' when the server sent it as is). */
  encoding: string;
  /** Body bytes on the wire. */
  transferBytes: number;
  /** Bytes once decoded: what the browser parses. */
  decodedBytes: number;
}

export interface PageWeightResult {
  pagePath: string;
  measuredAt: Date;
  /** Sum of the JavaScript bodies transferred, gzip-encoded. */
  gzipBytes: number;
  decodedBytes: number;
  files: PageWeightFile[];
  /** Everything else the page loaded (HTML, CSS, fonts, images, API answers), in transfer bytes. */
  otherBytes: number;
  /**
   * The gzipped bytes by npm package (or our own folder), largest first: each file's bytes on the
   * wire shared out by how much of the built file each produced (its source map). Approximate:
   * code compresses unevenly.
   */
  byPackage: { owner: string; gzipBytes: number; decodedBytes: number }[];
}

const MARK_START = '<!-- page-weight:start -->';
const MARK_END = '<!-- page-weight:end -->';

/**
 * Starts the built app on a fresh embedded database, creates one public code as the super admin,
 * opens /zarcodes/{code} in headless Chromium sending `Accept-Encoding: gzip` (Playwright's extra
 * HTTP headers, which Chromium keeps), waits until the network is idle, and sums the transferred bodies
 * of every JavaScript response: the entry, its module preloads and the lazy chunks the page pulls.
 */
export async function measurePageWeight(options: { log?: (line: string) => void } = {}): Promise<PageWeightResult> {
  const log = options.log ?? ((line: string) => console.log(`[page-weight] ${line}`));
  const server = await startBenchApp('app (page weight)');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const code = await createBenchCode(server.url);
    const pagePath = `/zarcodes/${code}`;
    log(`opening ${pagePath}`);
    // Chromium keeps an Accept-Encoding set through DevTools' extra headers: gzip only, no Brotli.
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();

    const pending: Promise<{ file: PageWeightFile; isScript: boolean } | null>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const request = response.request();
          const url = new URL(response.url());
          const contentType = response.headers()['content-type'] ?? '';
          const isScript = request.resourceType() === 'script' || /javascript/.test(contentType) || url.pathname.endsWith('.js');
          const sizes = await request.sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          return {
            isScript,
            file: {
              path: url.origin === server.url ? url.pathname : url.href,
              encoding: response.headers()['content-encoding'] ?? 'identity',
              transferBytes: sizes.responseBodySize,
              decodedBytes: body.length,
            },
          };
        })().catch(() => null),
      );
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    const seen = await Promise.all(pending);
    await context.close();

    const scripts = seen.filter((entry) => entry?.isScript).map((entry) => entry!.file);
    const others = seen.filter((entry) => entry && !entry.isScript).map((entry) => entry!.file);
    if (scripts.length === 0) throw new Error(`${pagePath} loaded no JavaScript`);
    const notGzip = scripts.filter((file) => file.encoding !== 'gzip');
    if (notGzip.length > 0) log(`sent without gzip: ${notGzip.map((file) => file.path).join(', ')}`);
    scripts.sort((a, b) => b.transferBytes - a.transferBytes);
    const packages = new Map<string, { gzipBytes: number; decodedBytes: number }>();
    for (const file of scripts) {
      const sizes = file.path.startsWith('/assets/') ? bytesByOwner(path.join(ROOT, 'dist/web', file.path)) : null;
      const entries = sizes ? [...sizes] : [['(no source map)', file.decodedBytes] as const];
      const total = entries.reduce((sum, [, size]) => sum + size, 0) || 1;
      for (const [owner, size] of entries) {
        const entry = packages.get(owner) ?? { gzipBytes: 0, decodedBytes: 0 };
        entry.gzipBytes += (file.transferBytes * size) / total;
        entry.decodedBytes += (file.decodedBytes * size) / total;
        packages.set(owner, entry);
      }
    }
    return {
      pagePath,
      measuredAt: new Date(),
      gzipBytes: scripts.reduce((sum, file) => sum + file.transferBytes, 0),
      decodedBytes: scripts.reduce((sum, file) => sum + file.decodedBytes, 0),
      files: scripts,
      otherBytes: others.reduce((sum, file) => sum + file.transferBytes, 0),
      byPackage: [...packages]
        .map(([owner, sizes]) => ({ owner, ...sizes }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The page-weight section of docs/benchmarks.md. */
export function renderPageWeight(result: PageWeightResult): string[] {
  const met = result.gzipBytes <= GOAL_BYTES;
  return [
    MARK_START,
    '## Page weight: the public code page',
    '',
    `**${kb(result.gzipBytes)} of gzipped JavaScript** (${kb(result.decodedBytes)} once decoded) in ${result.files.length} files` +
      ` for \`${result.pagePath.replace(/[^/]+$/, '{code}')}\`; goal at most 150 KB: ${met ? 'met' : '**missed**'}.` +
      ` Everything else the page loaded (HTML, CSS, images, API answers): ${kb(result.otherBytes)} on the wire.` +
      ` Measured ${result.measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    'How: bench/page-weight.ts starts the built app (`dist/web`, which the server sends pre-compressed) on a fresh embedded',
    'database, creates one public code as the super admin, and opens its page signed out in headless Chromium',
    '(`/usr/bin/chromium`, driven by Playwright) sending `Accept-Encoding: gzip` (Playwright\'s `extraHTTPHeaders`), as the',
    'goal counts gzipped JavaScript; by default the browser would ask for and get Brotli, which is smaller. After the network is idle it sums the body bytes on the wire (Playwright `request.sizes()`',
    '`responseBodySize`) of every JavaScript response: the entry script, its module preloads and the lazy chunks the page',
    'pulled in. Nothing is cached between runs: a first visit.',
    '',
    'By package (the bytes of each file shared out by its source map; approximate, as code compresses unevenly):',
    '',
    '| package | gzipped, about | decoded |',
    '| --- | --- | --- |',
    ...result.byPackage
      .slice(0, 15)
      .map((entry) => `| \`${entry.owner}\` | ${kb(entry.gzipBytes)} | ${kb(entry.decodedBytes)} |`),
    ...(result.byPackage.length > 15
      ? [`| ${result.byPackage.length - 15} others | ${kb(result.byPackage.slice(15).reduce((sum, e) => sum + e.gzipBytes, 0))} | |`]
      : []),
    '',
    'By file:',
    '',
    '| file | encoding | on the wire | decoded |',
    '| --- | --- | --- | --- |',
    ...result.files.map((file) => `| \`${file.path}\` | ${file.encoding} | ${kb(file.transferBytes)} | ${kb(file.decodedBytes)} |`),
    `| **total** | | **${kb(result.gzipBytes)}** | ${kb(result.decodedBytes)} |`,
    MARK_END,
    '',
  ];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    console.log('[page-weight] dist/web is missing: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const result = await measurePageWeight();
  console.log(renderPageWeight(result).filter((line) => !line.startsWith('<!--')).join('\n'));
  updateBenchmarksSection(renderPageWeight(result), MARK_START, MARK_END);
  console.log('[page-weight] docs/benchmarks.md updated');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
