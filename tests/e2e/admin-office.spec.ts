import { asNewClient, latestMailTo, signInViaApi } from '../helpers/e2e';
import { E2E_PLAIN_ADMIN } from '../helpers/e2e-env';
import { expect, test } from '../helpers/e2e-own-server';

/*
 * An admin who is not a super admin, on a phone (360 px), on the worker's own server: it starts with
 * no contact messages, so the unread badge counts this test's message only.
 */

test.use({ withPlainAdmin: true, viewport: { width: 360, height: 740 } });

test('an admin finds a contact message through the drawer, replies by e-mail and deletes it after confirming', async ({ page, ownServer }) => {
  const stamp = Date.now();
  const sender = `sender-${stamp}@example.com`;
  const subject = `Gate codes for the farm ${stamp}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Bongani Mthembu', email: sender, subject, message: 'How do I make codes for the four gates of my farm?' },
    headers: asNewClient(),
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInViaApi(page, E2E_PLAIN_ADMIN);
  await page.goto('/a');
  // One menu button on the phone, the header's: it opens the admin drawer.
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin area' });
  const messagesLink = drawer.getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toContainText('1 unread');
  for (const name of ['Maps content', 'Expenses', 'Vouchers']) await expect(drawer.getByRole('link', { name })).toBeVisible();
  for (const name of ['Settings', 'Email', 'Audit log']) await expect(drawer.getByRole('link', { name })).toHaveCount(0);
  await messagesLink.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  // Opening the message marks it read: the badge goes.
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByText('How do I make codes for the four gates of my farm?')).toBeVisible();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(drawer.getByRole('link', { name: /^Messages/ })).not.toContainText('unread');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Please write a reply.')).toBeVisible();
  await page.getByLabel('Your reply').fill('Open the generator and drop a pin on each gate.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replies sent' })).toContainText('Open the generator and drop a pin on each gate.');
  const mail = await latestMailTo(sender, ownServer.dataDir);
  expect(mail).toContain(`Subject: Re: ${subject}`);
  expect(mail).toContain('Open the generator and drop a pin on each gate.');

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible();
});

test('an admin records an expense, sees it in the totals, and deletes it after confirming', async ({ page }) => {
  await signInViaApi(page, E2E_PLAIN_ADMIN);
  await page.goto('/a/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No expenses' })).toBeVisible();

  await page.getByRole('button', { name: 'New expense' }).click();
  const form = page.getByRole('dialog', { name: 'New expense' });
  await form.getByLabel('Date').fill('2026-03-14');
  await form.getByLabel('Category').selectOption({ label: 'Hosting' });
  await form.getByLabel('Supplier').fill('Afrihost');
  await form.getByLabel('Amount incl. VAT (R)').fill('-1150');
  await form.getByRole('button', { name: 'Record expense' }).click();
  await expect(form.getByText('Amount cannot be negative')).toBeVisible();
  await form.getByLabel('Amount incl. VAT (R)').fill('1150');
  await form.getByRole('button', { name: 'Record expense' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Expense recorded', { exact: true })).toBeVisible();

  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText('R1150.00');
  await expect(totals).toContainText('R150.00'); // worked out at 15%
  await expect(page.getByRole('button', { name: /Mar 2026 \(1\)/ })).toBeVisible();

  await page.getByRole('button', { name: /^Delete Afrihost/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this expense?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Expense deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No expenses' })).toBeVisible();
});
