import { openPaymentForCode, registerViaApi, signInViaApi, signInWithToken } from '../helpers/e2e';
import { expect, test } from '../helpers/e2e-own-server';

/*
 * A server started without its PayFast merchant credentials while PayFast is switched on (a new
 * install's setting): the admins are told in red which settings are missing, and a buyer is told that
 * payments are not available, never sent to the mock gateway. On the worker's own server, started
 * without the two settings.
 */
test.use({ ownServerEnv: { PAYFAST_MERCHANT_ID: '', PAYFAST_MERCHANT_KEY: '' } });

const MISSING = ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'];
/** A page's first load on a fresh server may take past 5 s on a loaded machine. */
const PAGE_LOAD = { timeout: 15_000 };

test('the admin sees a red notice naming the missing settings on /a and /a/settings, until PayFast is switched off', async ({ page, request, ownServer }) => {
  // Three pages and a save.
  test.setTimeout(120_000);
  await signInWithToken(page, request, ownServer.adminToken);
  const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Payments are not available' }) });

  await page.goto('/a');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(notice).toBeVisible(PAGE_LOAD);
  await expect(notice.getByRole('list', { name: 'Missing settings' }).getByRole('listitem')).toHaveText(MISSING);

  await page.goto('/a/settings');
  await expect(notice.getByRole('list', { name: 'Missing settings' }).getByRole('listitem')).toHaveText(MISSING, PAGE_LOAD);
  const card = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Payment Settings' }) });
  await expect(card.getByText('Payments now: not available')).toBeVisible();
  await expect(card.getByText('Merchant credentials: missing (PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY)', { exact: false })).toBeVisible();

  await card.getByRole('switch', { name: 'Live' }).click();
  await card.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expect(card.getByText('Payments now: mock')).toBeVisible();
  await expect(notice).toHaveCount(0);
  const modeRead = page.waitForResponse((response) => response.url().endsWith('/api/admin/payments/mode'));
  await page.goto('/a');
  expect(await (await modeRead).json()).toMatchObject({ mode: 'mock', missingSettings: MISSING });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(notice).toHaveCount(0);
  await ownServer.updateSettings({ usePayFast: true });
});

test('a buyer is told that payments are not available, stays on /payment and is never sent to the mock gateway', async ({ page }) => {
  await signInViaApi(page, await registerViaApi(page.request));
  await openPaymentForCode(page, { title: 'Spaza shop, Khayelitsha' });
  const pay = page.getByRole('button', { name: 'Pay R19.00' });
  await expect(pay).toBeEnabled(PAGE_LOAD);
  await pay.click();

  const unavailable = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Payments are not available right now' }) });
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toContainText("Nothing was charged. Please try again later: your ZARcode's details are kept on this device for a day.");
  await expect(pay).toBeDisabled();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('1 ZARcode: Spaza shop, Khayelitsha')).toBeVisible();
});
