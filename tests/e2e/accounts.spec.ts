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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('signs in with the keyboard alone, and the welcome notice leaves the menu, with its language choice, free', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    // From the top of the page: the logo, the language, then the e-mail field.
    for (let presses = 0; presses < 4 && !(await email.evaluate((field) => field === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    const notice = page.getByText('Welcome back!');
    await expect(notice).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const [noticeBox, menuBox] = [await notice.boundingBox(), await menuButton.boundingBox()];
    expect(noticeBox!.y).toBeGreaterThan(menuBox!.y + menuBox!.height);
    await menuButton.click();
    await expect(page.locator('#mobile-nav').getByRole('combobox', { name: 'Language' })).toBeVisible();
  });
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
