import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInViaApi } from '../helpers/e2e';

// The profile: personal information, the password (collapsed until asked for), e-mail preferences,
// and /settings opening it at the password.

const passwordFields = (page: Page) => ({
  current: page.getByLabel('Current password', { exact: true }),
  next: page.getByLabel('New password', { exact: true }),
  confirm: page.getByLabel('Confirm new password', { exact: true }),
});

test('a user changes their password on /profile and signs in with it', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Information', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  const fields = passwordFields(page);
  await expect(fields.current).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();

  // Cancel empties and closes the form.
  await fields.current.fill('something');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(fields.current).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(fields.current).toHaveValue('');

  // The password change's words under the fields.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await fields.current.fill('not-my-password');
  await fields.next.fill('brand-new-secret');
  await fields.confirm.fill('something-else');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A wrong current password: the server's message.
  await fields.confirm.fill('brand-new-secret');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Change Failed')).toBeVisible();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await fields.current.fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  await expect(fields.current).toBeHidden();

  // This session goes on with the new token; the old one no longer opens anything.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue(user.firstName);

  await page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('brand-new-secret');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a user updates their personal information and e-mail preferences', async ({ page, request }) => {
  const user = await registerViaApi(request);
  const taken = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/profile');

  await expect(page.getByLabel(/Contact number/)).toHaveAttribute('placeholder', '0821234567');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Nomsa');
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(taken.email.toUpperCase());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed')).toBeVisible();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel(/Contact number/).fill('0831112222');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  // The navigation bar's user menu follows the new name.
  await expect(page.getByRole('button', { name: new RegExp(`Nomsa ${user.lastName}`) })).toBeVisible();

  const emailSwitch = page.getByRole('switch', { name: 'Email notifications' });
  await expect(emailSwitch).toBeChecked();
  await emailSwitch.click();
  await expect(page.getByText('You will no longer get news by e-mail.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByLabel(/Contact number/)).toHaveValue('0831112222');
});

test('/settings opens the profile at Password and Email Preferences', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).not.toBeInViewport();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeVisible();
});

test('a user downloads a copy of their data, then deletes their account with their password', async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaApi(page, user);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download my data' });
  await expect(downloadButton).toBeVisible();
  await expect(page.getByText(/You can prepare your data once a day: the next time is from/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^zarcode-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your payments are kept for 5 years');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('The password is not right: nothing was deleted')).toBeVisible();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
