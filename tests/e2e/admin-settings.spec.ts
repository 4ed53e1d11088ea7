import { expect, test } from '@playwright/test';
import { latestMailTo, signInAsAdmin } from '../helpers/e2e';
import { E2E_ADMIN } from '../helpers/e2e-env';

/*
 * System Settings on the suite's shared server: only what changes nothing for other tests (values
 * the form refuses, and the test e-mail). Saving a payment mode is in payfast-test-page.spec.ts.
 */

test.beforeEach(async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/a/settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
});

test('System Settings refuses a negative maximum of codes per user with the server’s words, under the field', async ({ page }) => {
  const maxCodes = page.getByLabel('Max ZARcodes per User');
  await expect(maxCodes).toHaveValue('100');
  await maxCodes.fill('-5');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('#max-codes-error')).toHaveText('Max ZARcodes per user must be a whole number from 0 to 1000000');
  await expect(maxCodes).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('System settings have been successfully updated.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Max ZARcodes per User')).toHaveValue('100');
});

test('VAT Rate out of range shows its rule under the field and sends nothing; blank says it means 0% VAT; a valid rate is saved', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/settings') saves.push(request.postData() ?? '');
  });
  const vat = page.getByLabel('VAT Rate (%)');
  await expect(vat).toHaveValue('15');

  await vat.fill('150');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('#vat-rate-error')).toHaveText('VAT rate must be a number from 0 to 100 with at most two decimals');
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(vat).toHaveValue('150');
  expect(saves).toEqual([]);

  await vat.fill('');
  await expect(page.locator('#vat-rate-hint')).toHaveText('Blank means 0% VAT: payments are charged no VAT.');
  await expect(vat).toHaveAccessibleDescription(/Blank means 0% VAT/);

  // The rate the server has, so that the shared server's payments keep their VAT.
  await vat.fill('15');
  await expect(page.locator('#vat-rate-hint')).toHaveText('VAT percentage applied to all payments (e.g., 15 for 15%).');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('System settings have been successfully updated.')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0]!)).toMatchObject({ vatRate: 15 });
});

test('Send Test Email asks for a valid address, then sends the message to it', async ({ page }) => {
  const email = page.getByLabel('Email address');
  await expect(email).toHaveValue(E2E_ADMIN.email);
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const to = `settings-${Date.now()}@example.com`;
  await email.fill(to);
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test email sent', { exact: true })).toBeVisible();
  expect(await latestMailTo(to)).toContain('ZARcode test email');
});
