import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../helpers/e2e-env';
import { registerViaApi, signInViaApi } from '../helpers/e2e';

test('an ordinary user opening the admin area sees Access Denied', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/a/users');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
});

test('only a super admin may open system settings', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/a/settings');
  await expect(page.getByText('You need super administrator privileges to access this page.')).toBeVisible();

  const adminPage = await page.context().browser()!.newPage();
  await signInViaApi(adminPage, E2E_ADMIN);
  await adminPage.goto('/a/settings');
  await expect(adminPage.getByText('Access Denied')).toHaveCount(0);
  await adminPage.close();
});

test('signed-out visitors are sent to sign in from guarded pages', async ({ page }) => {
  for (const path of ['/dashboard', '/generator', '/my-codes', '/admin', '/a/users', '/zarcodes/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});
