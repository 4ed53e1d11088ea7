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
