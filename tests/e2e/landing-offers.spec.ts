import type { Page } from '@playwright/test';
import { newUserDetails, signInWithToken, takeOver } from '../helpers/e2e';
import { expect, test } from '../helpers/e2e-own-server';

// What every visitor of the landing page sees and what it records: the summer banner, the price
// card and analytics. They change for everyone (an admin ends SUMMER, sets a price), so they run on
// the worker's own server, started with a tag-manager container (GTM_ID) whose script the test answers.

const GTM_ID = 'GTM-TEST123';
test.use({ ownServerEnv: { GTM_ID } });
// One worker, so one server, for the file: each server start costs seconds.
test.describe.configure({ mode: 'default' });

const GTM_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;

/** The test answers the tag manager's script (no request leaves the machine) and counts its loads. */
async function answerTagManager(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route(GTM_SCRIPT, (route) => {
    loads += 1;
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return { loads: () => loads };
}

/** A visitor who already answered the analytics notice, so that it does not cover the page. */
const declineAnalytics = (page: Page) => page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'declined'));

type LayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as LayerEntry[]);
/** The data layer as names: 'page_view /township', 'search', 'gtm.js', or 'settings' for the privacy entry. */
const eventNames = (entries: LayerEntry[]) =>
  entries.map((entry) =>
    entry.event === 'page_view' ? `page_view ${String(entry.page_path)}` : typeof entry.event === 'string' ? entry.event : 'settings',
  );

test('the summer banner shows SUMMER while it can be used, and goes when an admin ends it', async ({ page, ownServer }) => {
  await declineAnalytics(page);
  const admin = { authorization: `Bearer ${ownServer.adminToken}` };
  const vouchers = await (await page.request.get('/api/admin/vouchers', { headers: admin })).json();
  const summer = vouchers.vouchers.find((voucher: { code: string }) => voucher.code === 'SUMMER');

  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Summer offer' });
  await expect(banner).toContainText('Summer special: 30% off with voucher code SUMMER');
  await banner.getByRole('link', { name: 'Claim the offer' }).click();
  await expect(page).toHaveURL('/register');

  const changed = await page.request.put(`/api/admin/vouchers/${summer.id}`, { headers: admin, data: { discountValue: 25 } });
  expect(changed.status()).toBe(200);
  await page.goto('/');
  await expect(banner).toContainText('25% off');

  const ended = await page.request.put(`/api/admin/vouchers/${summer.id}`, { headers: admin, data: { isActive: false } });
  expect(ended.status()).toBe(200);
  await page.goto('/');
  // The server renders the page with the offer's answer; the app, once it has taken the page over, agrees.
  await takeOver(page);
  await expect(page.getByRole('heading', { name: 'Simple, once-off pricing' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const restored = await page.request.put(`/api/admin/vouchers/${summer.id}`, { headers: admin, data: { isActive: true, discountValue: 30 } });
  expect(restored.status()).toBe(200);
});

test('the price card follows a new price, and its buttons lead visitors to register and users to buy', async ({ page, ownServer }) => {
  await declineAnalytics(page);
  const card = () => page.getByRole('region', { name: 'Simple, once-off pricing' });
  await page.goto('/#pricing');
  for (const [name, price] of [['Create 1 ZARcode', 'R19.00'], ['Buy 5 ZARcodes', 'R90.25'], ['Buy 10 ZARcodes', 'R171.00']]) {
    await expect(card().getByRole('link', { name: `${name} for ${price}` })).toHaveAttribute('href', '/register');
  }

  const admin = { authorization: `Bearer ${ownServer.adminToken}` };
  const priced = await page.request.post('/api/admin/prices', { headers: admin, data: { amount: '23.45', isActive: true } });
  expect(priced.status(), await priced.text()).toBe(201);
  try {
    await page.reload();
    await expect(card().getByText('R23.45', { exact: true }).first()).toBeVisible();
    await expect(card().getByRole('link', { name: 'Buy 5 ZARcodes for R111.39' })).toBeVisible();
    await expect(card().getByRole('link', { name: 'Buy 10 ZARcodes for R211.05' })).toBeVisible();

    await signInWithToken(page, page.request, ownServer.adminToken);
    await page.goto('/home#pricing');
    await expect(card().getByRole('link', { name: 'Create 1 ZARcode for R23.45' })).toHaveAttribute('href', '/generator');
    await expect(card().getByRole('link', { name: 'Buy 10 ZARcodes for R211.05' })).toHaveAttribute('href', '/payment?bundle=professional');
    await card().getByRole('link', { name: 'Buy 5 ZARcodes for R111.39' }).click();
    await expect(page).toHaveURL('/payment?bundle=starter');
    await expect(page.getByText('R111.39').first()).toBeVisible();
  } finally {
    const back = await page.request.post('/api/admin/prices', { headers: admin, data: { amount: '19.00', isActive: true } });
    expect(back.status()).toBe(201);
  }
});

test('with a container set, the data layer holds each event in order, and the tag manager loads only after Accept', async ({ page }) => {
  const tagManager = await answerTagManager(page);
  const user = newUserDetails();

  await page.goto('/');
  await takeOver(page);
  const notice = page.getByRole('region', { name: 'Analytics choice' });
  await expect(notice).toBeVisible();
  await page.getByRole('combobox', { name: 'Look up a ZARcode or an address' }).fill('Stellenbosch');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  await expect.poll(async () => eventNames(await dataLayer(page))).toEqual(['settings', 'page_view /', 'search']);
  expect(tagManager.loads()).toBe(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
  expect(tagManager.loads()).toBe(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Township businesses' }).click();
  await page.getByLabel('Your e-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL('/dashboard');

  await expect
    .poll(async () => eventNames(await dataLayer(page)))
    .toEqual([
      'settings',
      'page_view /',
      'search',
      'gtm.js',
      'page_view /township',
      'township_email_submit',
      'page_view /register',
      'sign_up',
      'conversion',
      'page_view /login',
      'login',
      'page_view /dashboard',
    ]);
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual({ anonymize_ip: true, cookie_flags: 'SameSite=Strict;Secure' });
  expect(layer[1]).toEqual({ event: 'page_view', page_path: '/', page_title: 'Location codes for South Africa · ZARcode' });
  expect(layer[2]).toEqual({ event: 'search', search_term: 'Stellenbosch', result_count: expect.any(Number) });
  expect(layer.find((entry) => entry.event === 'sign_up')).toEqual({ event: 'sign_up', event_category: 'authentication', method: 'email' });
  expect(layer.find((entry) => entry.event === 'login')).toEqual({ event: 'login', event_category: 'authentication', method: 'email' });
  expect(layer.find((entry) => entry.event === 'township_email_submit')).toEqual({ event: 'township_email_submit', event_category: 'township_page' });
  expect(tagManager.loads()).toBe(1);
});

test('no page view is recorded in the admin area, and Decline keeps the tag manager out', async ({ page, ownServer }) => {
  const tagManager = await answerTagManager(page);
  await signInWithToken(page, page.request, ownServer.adminToken);
  await page.goto('/a');
  await page.getByRole('region', { name: 'Analytics choice' }).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL('/a/users');
  await page.getByRole('link', { name: 'Back to App' }).first().click();
  await expect(page).toHaveURL('/dashboard');

  await expect.poll(async () => eventNames(await dataLayer(page))).toEqual(['settings', 'page_view /dashboard']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analytics choice' })).toHaveCount(0);
  expect(tagManager.loads()).toBe(0);
});
