// `npm test`: types, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), browser tests, then the benchmark's smoke run. Ends with one line counting the whole run:
// `tests: N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// The browser tests drive Debian's headless shell of Chromium when it is installed (the same engine
// without the full browser's windows and GPU process: a browser spec took 72 s instead of 96 s here),
// else Chromium itself; CHROMIUM_PATH chooses either.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  return result.status === 0;
}

function check(title, command, args, env = {}) {
  const ok = run(title, command, args, env);
  if (ok) {
    passed++;
  } else {
    failed++;
    console.error(`${title} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A new database on the server of `serverUrl`, and a way to drop it. */
async function createDatabase(serverUrl, prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function requireTool(condition, message) {
  if (!condition) {
    console.error(`\n${message}`);
    failed++;
    return false;
  }
  return true;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Checks that each keep one core busy, run side by side on the machine's two; each one's output is
 * printed whole when it ends, under its title.
 */
async function checkTogether(checks) {
  const started = Date.now();
  const outcomes = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ title, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  for (const { title, ok, output, seconds } of outcomes) {
    console.log(`\n=== ${title} ===\n${output}=== ${title}: ${seconds} s ===`);
    if (ok) {
      passed++;
    } else {
      failed++;
      console.error(`${title} failed`);
    }
  }
}

await checkTogether([
  { title: 'types', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { title: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
]);

// Unit and API tests.
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrorTests ?? 0);
  const failedSuites = vitest.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  failed += failedSuites.length;
  if (!vitestOk && vitest.numFailedTests === 0 && failedSuites.length === 0) failed++;
} else {
  console.error('vitest wrote no report');
  failed++;
}
if (process.env.TEST_DATABASE_URL) {
  console.log('API tests ran on PGlite and on PostgreSQL (TEST_DATABASE_URL).');
} else {
  console.log('API tests ran on PGlite only (set TEST_DATABASE_URL to run them on PostgreSQL too).');
  const postgresOnly = readdirSync(path.join(root, 'tests/api')).filter((name) => name.endsWith('.postgres.test.ts'));
  console.log(`Not run, as they need PostgreSQL (TEST_DATABASE_URL): ${postgresOnly.map((name) => `tests/api/${name}`).join(', ')}.`);
}

// Browser tests.
if (requireTool(existsSync(chromium), `Chromium is missing at ${chromium}: install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`)) {
  const buildOk = run('web build', bin('vite'), ['build', '--logLevel', 'warn']);
  if (requireTool(buildOk, 'The web app did not build: browser tests cannot run.')) {
    const playwrightReport = path.join(reports, 'playwright.json');
    const playwrightOk = run('browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      CHROMIUM_PATH: chromium,
    });
    const playwright = readJson(playwrightReport);
    if (playwright?.stats) {
      passed += playwright.stats.expected;
      failed += playwright.stats.unexpected + playwright.stats.flaky;
      if (!playwrightOk && playwright.stats.unexpected === 0) failed++;
    } else {
      console.error('playwright wrote no report');
      failed++;
    }
  }
}

// The benchmark's seeding and one short round of every measurement on 20,000 codes, so that
// `npm run bench` cannot break unseen. Its timings mean nothing here: the goals stay in the bench.
// On a fresh database of TEST_DATABASE_URL's server when set, else on a throwaway cluster of its own.
const benchDatabase = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL, 'zarcode_bench_smoke') : null;
check('benchmark smoke run', bin('tsx'), ['bench/run.ts', '--smoke'], benchDatabase ? { DATABASE_URL: benchDatabase.url } : {});
await benchDatabase?.drop();

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
