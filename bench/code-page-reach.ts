// The reach figures for the public code page: bytes by type on a first visit and the Largest
// Contentful Paint on slow 4G and on 2G, median of 5 loads each, for the page as it is served and for
// its Save-Data form. Not part of `npm run bench`; run it alone (it builds the web app when dist/web
// is missing) and it rewrites its section of docs/benchmarks.md:
//
//   npx tsx bench/code-page-reach.ts [--runs 5] [--section current|before] [--no-write]
//
// `--section before` writes the same table into the "before" section, for a build of an older version.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, createBenchCode, kb, startBenchApp } from './lib/bench-app';
import { updateBenchmarksSection } from './lib/docs-section';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Network profiles of the goals: Lighthouse's slow 4G, and 2G. Throughputs in bytes a second. */
export const PROFILES = [
  { name: 'slow 4G', label: '1.6 Mbps down, 750 kbps up, 150 ms RTT', latency: 150, down: 1_600_000 / 8, up: 750_000 / 8, goalMs: 1500 },
  { name: '2G', label: '250 kbps down, 50 kbps up, 300 ms RTT', latency: 300, down: 250_000 / 8, up: 50_000 / 8, goalMs: 3500 },
] as const;
type Profile = (typeof PROFILES)[number];

/** The page as served, and as served to a phone asking to save data. */
const VARIANTS = [
  { name: 'code page', headers: {} as Record<string, string> },
  { name: 'code page, Save-Data: on', headers: { 'save-data': 'on' } as Record<string, string> },
] as const;

/** The budget for the first view (HTML, CSS and scripts; photos and map tiles aside). */
const BUDGET_BYTES = 30 * 1024;
/** What the first round trips carry (TCP's initial window of 10 segments). */
const FIRST_FLIGHT_BYTES = 14 * 1024;

type ByType = Record<string, number>;

export interface LoadFigures {
  lcpMs: number;
  /**
   * Everything our server sent this visitor (status lines, headers, bodies), counted by a proxy in
   * front of it: the page, and what the service worker fetched after it (its script, its install,
   * keeping the page for offline use). Map tiles come from elsewhere and are not in it.
   */
  serverBytes: number;
  serverRequests: { path: string; bytes: number }[];
  /** Bytes on the wire, headers included, by Chromium's resource type. */
  bytesByType: ByType;
  /** Of those, the map tiles (another host), counted under their type too. */
  tileBytes: number;
  documentBytes: number;
  requests: number;
}

export interface VariantFigures {
  variant: string;
  profile: Profile;
  loads: LoadFigures[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A stand-in for the tile server (tiles live outside this machine): one 256 x 256 PNG of noise
 * about the size of a street tile of OpenStreetMap (15-25 KB), so that the map weighs what it would.
 */
async function startTileServer(): Promise<{ url: string; close: () => Promise<void> }> {
  // Light ground with a little noise, a grid of roads and a diagonal: compresses like a street tile.
  const pixels = Buffer.alloc(256 * 256 * 3);
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < 256; y += 1) {
    for (let x = 0; x < 256; x += 1) {
      const index = (y * 256 + x) * 3;
      const isRoad = x % 64 < 6 || y % 80 < 5 || Math.abs(x - y * 0.7 - 30) < 4;
      const ground = 232 + Math.floor(random() * 3);
      pixels[index] = isRoad ? 255 : ground;
      pixels[index + 1] = isRoad ? 255 : ground - 4;
      pixels[index + 2] = isRoad ? 240 : ground - 10;
    }
  }
  const tile = await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } }).png().toBuffer();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A proxy in front of the app that counts the bytes of every answer: it sees the service worker's
 * requests too, which the page's DevTools session does not.
 */
async function startCountingProxy(target: string) {
  let answers: { path: string; bytes: number }[] = [];
  const server = http.createServer((request, response) => {
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      let bytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`.length + answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 2);
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        response.write(chunk);
      });
      answer.on('end', () => {
        answers.push({ path: request.url ?? '', bytes });
        response.end();
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = answers;
      answers = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One first visit at 360 x 740 (a phone), in a new browser context (empty cache, no service worker),
 * with the network emulated through the DevTools protocol. Bytes from the protocol's
 * `loadingFinished` (headers included); LCP from the page's own PerformanceObserver once the network
 * is idle.
 */
async function loadOnce(
  browser: Browser,
  url: string,
  profile: Profile,
  headers: Record<string, string>,
  tileHost: string,
  proxy: Awaited<ReturnType<typeof startCountingProxy>>,
): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
    const types = new Map<string, { type: string; url: string }>();
    const bytesByType: ByType = {};
    let tileBytes = 0;
    let documentBytes = 0;
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      types.set(event.requestId, { type: event.type ?? 'Other', url: event.request.url });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = types.get(event.requestId);
      if (!request) return;
      requests += 1;
      bytesByType[request.type] = (bytesByType[request.type] ?? 0) + event.encodedDataLength;
      if (new URL(request.url).host === tileHost) tileBytes += event.encodedDataLength;
      if (request.type === 'Document') documentBytes += event.encodedDataLength;
    });
    await page.addInitScript(() => {
      const lcp = { value: 0 };
      (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) lcp.value = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    proxy.take();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: { value: number } }).__lcp.value);
    // With scripts, the visit ends once the service worker has kept the page for offline use.
    const kept = page.locator('[data-offline-ready]:not(.invisible)');
    if (!headers['save-data']) await kept.waitFor({ timeout: 120_000 });
    const serverRequests = proxy.take();
    const serverBytes = serverRequests.reduce((sum, answer) => sum + answer.bytes, 0);
    return { lcpMs, bytesByType, tileBytes, documentBytes, requests, serverBytes, serverRequests };
  } finally {
    await context.close();
  }
}

export async function measureCodePageReach(options: { runs: number; log: (line: string) => void }): Promise<VariantFigures[]> {
  const tiles = await startTileServer();
  const server = await startBenchApp('app (code page reach)', { TILE_URL: tiles.url });
  const proxy = await startCountingProxy(server.url);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const code = await createBenchCode(server.url);
    const url = `${proxy.url}/zarcodes/${code}`;
    const tileHost = new URL(tiles.url.replace(/[{}]/g, '')).host;
    // One unmeasured load, so that the server's own first-request work is not in the figures.
    await (await fetch(url)).text();
    const results: VariantFigures[] = [];
    for (const variant of VARIANTS) {
      for (const profile of PROFILES) {
        const loads: LoadFigures[] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          loads.push(await loadOnce(browser, url, profile, variant.headers, tileHost, proxy));
        }
        options.log(`${variant.name} on ${profile.name}: LCP ${loads.map((load) => Math.round(load.lcpMs)).join(' / ')} ms`);
        results.push({ variant: variant.name, profile, loads });
      }
    }
    return results;
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
    await tiles.close();
  }
}

/** HTML, CSS and scripts: the budget's bytes. */
const budgetBytes = (load: LoadFigures) =>
  (load.bytesByType.Document ?? 0) + (load.bytesByType.Stylesheet ?? 0) + (load.bytesByType.Script ?? 0);

const TYPE_ORDER = ['Document', 'Stylesheet', 'Script', 'Font', 'Fetch', 'XHR', 'Image', 'Manifest', 'Other'];

export function renderReach(results: VariantFigures[], meta: { section: string; runs: number; loadAtStart: number[]; loadAtEnd: number[]; measuredAt: Date; commit: string }): string[] {
  const [markStart, markEnd] = marks(meta.section);
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const lines = [
    markStart,
    meta.section === 'before'
      ? `### Before the server's code page (commit ${meta.commit}, the React code page)`
      : `### The code page now (commit ${meta.commit})`,
    '',
    `Measured ${meta.measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, load average (1, 5, 15 min) ${meta.loadAtStart.map((value) => value.toFixed(1)).join(', ')} at start, ${meta.loadAtEnd.map((value) => value.toFixed(1)).join(', ')} at end; median of ${meta.runs} loads each.`,
    '',
    '| page | network | LCP, median | LCP of each load | goal | HTML + CSS + scripts | HTML document | all our server sent, worker included | map tiles | requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    const lcp = median(result.loads.map((load) => load.lcpMs));
    const bytes = median(result.loads.map(budgetBytes));
    lines.push(
      `| ${result.variant} | ${result.profile.name} | **${ms(lcp)}** | ${result.loads.map((load) => Math.round(load.lcpMs)).join(' / ')} | ` +
        `${ms(result.profile.goalMs)}: ${lcp <= result.profile.goalMs ? 'met' : '**missed**'} | ${kb(bytes)} (budget 30 KB: ${bytes <= BUDGET_BYTES ? 'met' : '**missed**'}) | ` +
        `${kb(median(result.loads.map((load) => load.documentBytes)))}${median(result.loads.map((load) => load.documentBytes)) <= FIRST_FLIGHT_BYTES ? ' (within 14 KB)' : ''} | ` +
        `${kb(median(result.loads.map((load) => load.serverBytes)))} | ${kb(median(result.loads.map((load) => load.tileBytes)))} | ${median(result.loads.map((load) => load.requests))} |`,
    );
  }
  lines.push('', 'Bytes on the wire by type, headers included (the first load on slow 4G of each page):', '');
  const firstLoads = results.filter((result) => result.profile.name === PROFILES[0].name);
  const types = TYPE_ORDER.filter((type) => firstLoads.some((result) => result.loads[0]!.bytesByType[type]));
  lines.push(`| page | ${types.join(' | ')} | total |`, `| --- | ${types.map(() => '---').join(' | ')} | --- |`);
  for (const result of firstLoads) {
    const load = result.loads[0]!;
    const total = Object.values(load.bytesByType).reduce((sum, value) => sum + value, 0);
    lines.push(`| ${result.variant} | ${types.map((type) => kb(load.bytesByType[type] ?? 0)).join(' | ')} | ${kb(total)} |`);
  }
  lines.push('', 'What our server sent in the first load on slow 4G, request by request (the page, then the service worker):', '');
  for (const result of firstLoads) {
    lines.push(`- ${result.variant}: ${result.loads[0]!.serverRequests.map((answer) => `\`${answer.path.replace(/[0-9A-Z]{3}-[0-9A-Z]{4}/, '{code}')}\` ${kb(answer.bytes)}`).join(', ')}`);
  }
  lines.push(markEnd, '');
  return lines;
}

const marks = (section: string) => [`<!-- code-page-reach-${section}:start -->`, `<!-- code-page-reach-${section}:end -->`] as const;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 5);
  const section = option('--section') ?? 'current';
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    console.log('[reach] dist/web is missing: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const loadAtStart = os.loadavg();
  const results = await measureCodePageReach({ runs, log: (line) => console.log(`[reach] ${line}`) });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const lines = renderReach(results, { section, runs, loadAtStart, loadAtEnd: os.loadavg(), measuredAt: new Date(), commit });
  console.log(lines.filter((line) => !line.startsWith('<!--')).join('\n'));
  if (!args.includes('--no-write')) {
    const [markStart, markEnd] = marks(section);
    if (!readFileSync(path.join(ROOT, 'docs/benchmarks.md'), 'utf8').includes(markStart)) {
      throw new Error(`docs/benchmarks.md has no ${markStart} section to fill`);
    }
    updateBenchmarksSection(lines, markStart, markEnd);
    console.log('[reach] docs/benchmarks.md updated');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
