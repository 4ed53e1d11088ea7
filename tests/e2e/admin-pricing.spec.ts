import { openPaymentForCode, registerViaApi, signInViaApi, signInWithToken } from '../helpers/e2e';
import { expect, test } from '../helpers/e2e-own-server';

/*
 * A new price changes what every buyer is charged, so this journey runs on the worker's own server
 * (see e2e-own-server.ts), never on the one the other tests share.
 */

test('a price the admin adds and activates at /a/pricing is what /payment charges, with its VAT', async ({ browser, page, request, ownServer }) => {
  await signInWithToken(page, request, ownServer.adminToken);
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
