import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../helpers/e2e-env';
import { newUserDetails, registerViaApi, signInViaApi } from '../helpers/e2e';

test('a visitor registers, signs in, sees the signed-in shell and signs out', async ({ page }) => {
  const user = newUserDetails({ firstName: 'Lerato', lastName: 'Mokoena' });
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Generate/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Creator' })).toHaveCount(0);

  await page.getByRole('button', { name: /Lerato Mokoena/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('wrong credentials show Login failed and keep the visitor on the sign-in page', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('remember me gives a seven-day session', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel(/remember me/i).check();
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
  expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
});

test('the super admin signs in and lands on the admin area with its full sidebar', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/a$/);
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email' }).first()).toBeVisible();

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/a\/users$/);
});

test('a signed-in user is sent away from the sign-in pages', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
