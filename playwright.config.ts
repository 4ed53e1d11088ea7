import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_ADMIN, E2E_BASE_URL, E2E_CHANNELS, E2E_DATA_DIR, E2E_PORT, E2E_TILE_PORT } from './tests/helpers/e2e-env';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Room for a slow or shared machine (a page load measured 0.7 s to 4 s here on different days); a
  // test that fails still fails, it only waits longer for what it expects.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.tmp/test-results',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker would answer page loads from its copies and hide requests from page.route;
    // the offline journey allows it for itself (tests/e2e/reach.spec.ts).
    serviceWorkers: 'block',
    // A failed test keeps its trace: each action with the page's DOM before and after, the network and
    // the console. Not its screencast (a picture of every frame the page draws): making and storing
    // those frames cost about as much CPU as the rest of a test (the sweep's super admin part took 167
    // CPU seconds with them and 102 without; create-code.spec.ts 150 and 104). The screenshot below
    // still shows the page as it failed.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/settings/public`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys' admins act as admins with their password alone; admin-pricing.spec.ts sets up a second factor.
      ADMIN_MFA: 'optional',
      LOG_LEVEL: 'warn',
      // The tests' API set-up arrives as many clients through one trusted hop (see asNewClient).
      TRUST_PROXY: '1',
      E2E_TILE_PORT: String(E2E_TILE_PORT),
      TILE_URL: `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`,
      WHATSAPP_APP_SECRET: E2E_CHANNELS.whatsAppAppSecret,
      WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
      WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-access-token',
      WHATSAPP_PHONE_NUMBER_ID: E2E_CHANNELS.whatsAppPhoneNumberId,
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${E2E_TILE_PORT}/graph`,
      USSD_WEBHOOK_SECRET: E2E_CHANNELS.ussdSecret,
    },
  },
});
