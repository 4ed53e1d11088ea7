import { expect, test } from '@playwright/test';
import { latestMailTo, signInAsAdmin } from '../helpers/e2e';
import { E2E_ADMIN } from '../helpers/e2e-env';

/*
 * The super admin's e-mail page on the suite's shared server (mail goes to its outbox): each test
 * sends to an address of its own, so other tests' mail never changes what it finds.
 */

test('a super admin sends a test e-mail, resends it from the log, and finds both in the e-mail log and the audit log', async ({ page, request }) => {
  const to = `email-page-${Date.now()}@example.com`;
  await signInAsAdmin(page, request);
  await page.goto('/a/email');
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
  await expect(page.getByText('Outbox folder (no SMTP_URL is set)')).toBeVisible();

  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test email sent', { exact: true })).toBeVisible();
  expect(await latestMailTo(to)).toContain('ZARcode test email');

  await page.getByLabel('Search').fill(to);
  const log = page.getByRole('list', { name: 'Sent messages' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText('Sent');
  await log.getByRole('button', { name: `Resend to ${to}: ZARcode test email` }).click();
  await expect(page.getByText('Message sent again', { exact: true })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('resent');

  await page.getByLabel('Template').selectOption('contact-reply');
  await expect(page.getByRole('region', { name: 'Preview of contact-reply' })).toContainText('Subject: Re: Codes for my farm');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Record').fill(to);
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('email.resend');
  await expect(entries.nth(1)).toContainText('email.test');
  await expect(entries.nth(1)).toContainText(`Super Admin (${E2E_ADMIN.email}, super admin)`);
  await entries.nth(1).getByText('Changes').click();
  await expect(entries.nth(1)).toContainText('ZARcode test email');
});
