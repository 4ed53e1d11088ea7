import { openPaymentForCode, registerViaApi, signInViaApi } from '../helpers/e2e';
import { E2E_ADMIN } from '../helpers/e2e-env';
import { expect, test } from '../helpers/e2e-own-server';
import { totpCode } from '../helpers/totp';

/*
 * A new price changes what every buyer is charged, so this journey runs on the worker's own server
 * (see e2e-own-server.ts), never on the one the other tests share. Its admins must have a second
 * factor, as by default: the super admin made at start sets one up first.
 */

test.use({ ownServerEnv: { ADMIN_MFA: 'required' } });

test('the first super admin sets up two-step sign-in, signs in with a code, and a price they add and activate at /a/pricing is what /payment charges, with its VAT', async ({ browser, page }) => {
  // Two sign-ins, the set-up, the pricing page and a buyer's payment page, on a machine the suite shares.
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByText('Administrators must set up two-step sign-in before using the admin area.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())!.replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page).toHaveURL(/\/a$/);

  // Signed out and in again: the sign-in page asks for the app's code once the password is right.
  await page.getByRole('button', { name: /Super Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/a$/);

  await page.goto('/a/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();

  const amount = `${20 + Math.floor(Math.random() * 50)}.50`;
  await page.getByLabel('Price (R, incl. VAT)').fill('2.00');
  await page.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByText(/must be from R5\.00 to R/)).toBeVisible();

  await page.getByLabel('Price (R, incl. VAT)').fill(amount);
  await page.getByRole('checkbox', { name: 'Make it the current price' }).uncheck();
  await page.getByRole('button', { name: 'Add price' }).click();
  const row = page.getByRole('row').filter({ hasText: `R${amount}` });
  await expect(row).toContainText('Inactive');
  await expect(page.getByRole('heading', { name: 'R19.00' })).toBeVisible();

  await page.getByRole('button', { name: `Activate R${amount}` }).click();
  await expect(row).toContainText('Active');
  await expect(page.getByRole('heading', { name: `R${amount}` })).toBeVisible();

  const buyerPage = await browser.newPage();
  await signInViaApi(buyerPage, await registerViaApi(buyerPage.request));
  await openPaymentForCode(buyerPage, { title: 'Farm gate on the R44' });
  const vat = (Math.round((Number(amount) * 15 * 100) / 115) / 100).toFixed(2);
  const summary = buyerPage.getByLabel('Price summary');
  await expect(summary).toContainText(`1 ZARcodeR${amount}`);
  await expect(summary).toContainText(`Total (incl. VAT)R${amount}`);
  await expect(summary).toContainText(`Includes VAT at 15%R${vat}`);
  await expect(buyerPage.getByRole('button', { name: `Pay R${amount}` })).toBeVisible();
  await buyerPage.close();
});
