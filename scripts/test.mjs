// `npm test`: types, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then browser tests. Ends with one line counting the whole run: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  const ok = run(title, command, args);
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

check('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);

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

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
