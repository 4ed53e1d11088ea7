import { expect, test, type Page } from '@playwright/test';
import { adminToken, registerViaApi, signInViaApi } from '../helpers/e2e';

/*
 * Paying: the e2e server has no PayFast credentials and PayFast switched off in its System
 * Settings (scripts/e2e-server.mjs), so payments are in mock mode and go through the mock gateway page. R19.00 with SUMMER (30% off) is R13.30, VAT at 15% R1.73.
 */

const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ context }) => {
  // The test tile URL has no tiles; answered here so they never reach the server (see create-code.spec.ts).
  await context.route('**/test-tiles/**', (route) => route.fulfill({ contentType: 'image/png', body: EMPTY_TILE }));
});

async function openGenerator(page: Page) {
  await page.goto('/generator');
  await expect(page.getByRole('heading', { name: 'Generate ZARcode', level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Places the point by coordinates and fills the title: the form is then ready to submit. */
async function fillCodeForm(page: Page, title: string) {
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('-33.924900, 18.424100');
  await search.press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
}

test('a code bought from the generator with the SUMMER voucher costs R13.30, appears on the success page and has a receipt', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await openGenerator(page);
  await fillCodeForm(page, 'Green door by the church');
  await page.getByRole('button', { name: 'Pay R19.00 and create' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: '1 ZARcode: Green door by the church' })).toBeVisible();
  await expect(page.getByLabel('Price summary')).toContainText('Total (incl. VAT)R19.00');

  await page.getByLabel('Voucher code').fill('summer');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SUMMER applied: 30% off')).toBeVisible();
  await expect(page.getByLabel('Price summary')).toContainText('Voucher SUMMER (30% off)-R5.70');
  await expect(page.getByLabel('Price summary')).toContainText('Total (incl. VAT)R13.30');
  await expect(page.getByLabel('Price summary')).toContainText('Includes VAT at 15%R1.73');

  await page.getByRole('button', { name: 'Pay R13.30' }).click();
  await expect(page).toHaveURL(/\/payment\/mock-payfast\?paymentId=/);
  await expect(page.getByRole('heading', { name: 'Mock payment gateway' })).toBeVisible();
  await expect(page.getByLabel('Amount due')).toHaveText('R13.30');
  await page.getByRole('button', { name: 'Complete payment' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const code = page.getByLabel('Your new ZARcode');
  await expect(code).toHaveText(/^1CT-[A-Z0-9]{4}$/);
  const zarcode = (await code.textContent())!;
  await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View ZARcode' })).toHaveAttribute('href', `/zarcodes/${zarcode}`);
  expect(await page.evaluate(() => localStorage.getItem('pendingZarcode'))).toBeNull();

  await page.getByRole('link', { name: 'View receipt in My payments' }).click();
  await expect(page.getByRole('heading', { name: 'My payments', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Green door by the church' });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('R13.30');
  await expect(row).toContainText('VAT R1.73');
  await expect(row).toContainText('SUMMER (-R5.70)');
  await row.getByRole('button', { name: /^Receipt for/ }).click();

  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText(zarcode);
  await expect(receipt.getByLabel('Receipt amounts')).toContainText('Voucher SUMMER-R5.70');
  await expect(receipt.getByLabel('Receipt amounts')).toContainText('Total (incl. VAT)R13.30');
  await expect(receipt.getByLabel('Receipt amounts')).toContainText('VAT at 15%R1.73');
  await expect(receipt.getByLabel('Receipt amounts')).toContainText('Amount excluding VATR11.57');
  await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
});

test('a bundle bought from the dashboard is used at once to create a code', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Buy a bundle' }).click();

  await expect(page).toHaveURL(/\/payment\?bundle=starter$/);
  await expect(page.getByRole('radio', { name: /Starter bundle/ })).toBeChecked();
  await page.getByRole('radio', { name: /Professional bundle/ }).check({ force: true });
  await expect(page.getByLabel('Price summary')).toContainText('Professional bundle: 10 ZARcodesR171.00');
  await page.getByRole('radio', { name: /Starter bundle/ }).check({ force: true });
  await expect(page.getByLabel('Price summary')).toContainText('Starter bundle: 5 ZARcodesR90.25');
  await page.getByRole('button', { name: 'Pay R90.25' }).click();

  await expect(page.getByLabel('Amount due')).toHaveText('R90.25');
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByRole('heading', { name: 'Starter bundle ready' })).toBeVisible();
  await expect(page.getByText('5 of 5 ZARcodes to use')).toBeVisible();

  await page.getByRole('link', { name: 'Create a ZARcode' }).click();
  await expect(page.getByRole('heading', { name: 'Generate ZARcode', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Starter bundle: 5 of 5 ZARcodes left')).toBeVisible();
  await fillCodeForm(page, 'Workshop gate');
  await page.getByRole('button', { name: 'Create ZARcode' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ZARcode created' })).toContainText(/1CT-[A-Z0-9]{4}/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('4 of 5 ZARcodes remaining')).toBeVisible();
});

test('a cancelled mock payment keeps the code form so the buyer can try again', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await openGenerator(page);
  await fillCodeForm(page, 'Blue container office');
  await page.getByRole('button', { name: 'Pay R19.00 and create' }).click();

  await page.getByRole('button', { name: 'Pay R19.00' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Your ZARcode details are kept')).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: '1 ZARcode: Blue container office' })).toBeVisible();

  await page.goto('/payments');
  await expect(page.getByRole('listitem').filter({ hasText: 'Blue container office' })).toContainText('Cancelled');
});

test('a payment left at the gateway waits after the tab is closed: resumed from My payments at the same price, then cancelled; bundles are listed with their totals', async ({
  page,
  context,
  request,
}) => {
  const user = await registerViaApi(request);
  const { user: me } = await signInViaApi(page, user);
  await openGenerator(page);
  await fillCodeForm(page, 'Red gate by the spaza');
  await page.getByRole('button', { name: 'Pay R19.00 and create' }).click();
  await page.getByLabel('Voucher code').fill('SUMMER');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Pay R13.30' }).click();
  await expect(page).toHaveURL(/\/payment\/mock-payfast\?paymentId=/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await expect(page.getByLabel('Amount due')).toHaveText('R13.30');

  // The person closes the tab at the gateway and comes back later in a new one.
  await page.close();
  const back = await context.newPage();
  await back.goto('/payment');
  await expect(back.getByRole('heading', { name: '1 ZARcode: Red gate by the spaza' })).toBeVisible();
  const waiting = back.getByRole('list', { name: 'Payments waiting' });
  await expect(waiting).toContainText('Red gate by the spaza');
  await expect(waiting).toContainText('R13.30');
  await expect(waiting.getByRole('button', { name: 'Resume payment' })).toBeVisible();
  await expect(back.getByRole('button', { name: /^Pay R/ })).toHaveCount(0);

  await back.goto('/payments');
  const row = back.getByRole('listitem').filter({ hasText: 'Red gate by the spaza' });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('you can finish this payment until');
  await expect(row.getByRole('button', { name: /^Receipt/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Cancel payment/ })).toBeVisible();
  await row.getByRole('button', { name: /^Resume payment/ }).click();
  await expect(back).toHaveURL(new RegExp(`/payment/mock-payfast\\?paymentId=${paymentId}$`));
  await expect(back.getByLabel('Amount due')).toHaveText('R13.30');

  await back.goto('/payments');
  await row.getByRole('button', { name: /^Cancel payment/ }).click();
  const confirm = back.getByRole('alertdialog', { name: 'Cancel this payment?' });
  await expect(confirm).toContainText('1 ZARcode, R13.30');
  await confirm.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await back.evaluate(() => localStorage.getItem('pendingZarcode'))).toBeNull();

  const bundles = back.getByRole('region', { name: 'My bundles' });
  await expect(bundles).toContainText('No bundles yet');
  const granted = await request.post(`/api/admin/users/${me.id}/bundles`, {
    data: { bundleType: 'professional' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  await back.goto('/dashboard');
  await back.getByRole('link', { name: 'See all your bundles' }).click();
  await expect(back).toHaveURL(/\/payments#bundles$/);
  const card = bundles.getByRole('listitem').filter({ hasText: 'Professional bundle' });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('0 of 10 used · 10 left');
  await expect(card).toContainText('Given to you');
  await expect(bundles.getByLabel('Bundle totals')).toContainText('ZARcodes left10');
  await expect(bundles.getByLabel('Bundle totals')).toContainText('Active bundles1 of 1');
});
