import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn, registerViaApi } from '../helpers/e2e';

test('a user who forgot the password resets it from the e-mailed link and signs in', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText(/check your email/i)).toBeVisible();

  const mail = await latestMailTo(user.email);
  const link = new URL(linkIn(mail, '/reset-password'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('brand-new-1');
  await page.getByLabel('Confirm password').fill('brand-new-2');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill('brand-new-1');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/password has been reset|password reset successful/i)).toBeVisible();

  await page.getByRole('link', { name: /sign in/i }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('brand-new-1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset link without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
});
