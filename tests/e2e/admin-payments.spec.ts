import { expect, test } from '@playwright/test';
import { asNewClient, buyCodeViaApi, openPaymentForCode, registerViaApi, signInAsAdmin, signInViaApi } from '../helpers/e2e';

/*
 * The admin's side of paying on the suite's shared server, in mock mode: vouchers made at
 * /a/vouchers are what buyers get at /payment, and /a/payments shows what was paid. Each test works
 * with its own voucher code and buyer, so the other tests' payments never change what it sees.
 */

test('a voucher the admin creates gives a buyer R5.00 off at /payment, and an unknown one is refused', async ({ browser, page, request }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page, request);
  await page.goto('/a/vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New voucher' }).click();
  const form = page.getByRole('dialog', { name: 'New voucher' });

  // The form refuses what the server would, with the same words, under the field concerned.
  await form.getByLabel('Code').fill('x');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(form.getByText('Voucher code must be 2 to 32 letters, digits, hyphens or underscores')).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Code').fill(code.toLowerCase());
  await expect(form.getByLabel('Code')).toHaveValue(code);
  await form.getByLabel('Description').fill('Five rand off for the e2e test');
  await form.getByLabel('Discount type').selectOption({ label: 'Amount off (R)' });
  await form.getByLabel('Amount (R)').fill('500000');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(form.getByText('A fixed discount must be an amount in Rand from 0.01, e.g. 5.00')).toBeVisible();
  await form.getByLabel('Amount (R)').fill('5.00');
  await form.getByLabel('Maximum uses').fill('3');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('R5.00 off');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 / 3');

  const buyerPage = await browser.newPage();
  await signInViaApi(buyerPage, await registerViaApi(request));
  await openPaymentForCode(buyerPage, { title: 'Spaza shop with the red roof' });
  const summary = buyerPage.getByLabel('Price summary');
  await expect(summary).toContainText('Total (incl. VAT)R19.00');

  await buyerPage.getByLabel('Voucher code').fill('NO-SUCH-VOUCHER');
  await buyerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(buyerPage.getByText('Voucher NO-SUCH-VOUCHER does not exist')).toBeVisible();
  await expect(summary).toContainText('Total (incl. VAT)R19.00');

  await buyerPage.getByLabel('Voucher code').fill(code.toLowerCase());
  await buyerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(buyerPage.getByText(`${code} applied: R5.00 off`)).toBeVisible();
  await expect(summary).toContainText(`Voucher ${code} (R5.00 off)-R5.00`);
  await expect(summary).toContainText('Total (incl. VAT)R14.00');
  await expect(summary).toContainText('Includes VAT at 15%R1.83');
  await expect(buyerPage.getByRole('button', { name: 'Pay R14.00' })).toBeVisible();
  await buyerPage.close();
});

test('the admin payments page lists a buyer’s payments with their totals and VAT', async ({ page, request }) => {
  const buyer = await registerViaApi(request, { firstName: 'Lerato', lastName: 'Mokoena' });
  const login = await request.post('/api/auth/login', { data: buyer, headers: asNewClient() });
  const { token } = await login.json();
  await buyCodeViaApi(request, token, { title: 'Tuck shop at the taxi rank' });
  await buyCodeViaApi(request, token, { title: 'Church hall side entrance', voucherCode: 'summer' });

  await signInAsAdmin(page, request);
  await page.goto('/a/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(buyer.email);

  const rows = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(rows).toHaveCount(2);
  const withVoucher = rows.filter({ hasText: 'SUMMER' });
  await expect(withVoucher).toContainText('Lerato Mokoena');
  await expect(withVoucher).toContainText('Paid');
  await expect(withVoucher).toContainText('R13.30');
  await expect(withVoucher).toContainText('R1.73 (15%)');
  await expect(withVoucher).toContainText('SUMMER -R5.70');
  await expect(rows.filter({ hasNotText: 'SUMMER' })).toContainText('R19.00');

  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText('Payments2');
  await expect(totals).toContainText('Paid (incl. VAT)R32.30');
  await expect(totals).toContainText('VAT on paidR4.21');
  await expect(totals).toContainText('Paid excl. VATR28.09');

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
  await expect(page.getByText('No payments match these filters.')).toBeVisible();
  await expect(totals).toContainText('Payments0');
});
