import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { ADMIN_ZARCODES_PAGE_SIZE } from '../../src/domain/zarcode/admin-schemas';
import { adminToken, asNewClient, createCodeViaApi, newUserDetails, registerWithBundle, signInAsAdmin } from '../helpers/e2e';
import { E2E_CHANNELS } from '../helpers/e2e-env';
import { metaSignature, whatsAppMessageBody } from '../helpers/meta-webhooks';

/*
 * The admin area's daily work on the suite's shared server: the dashboard's charts, an
 * account made and disabled (its sign-in then fails), and a code verified that visitors then see as
 * a verified location, the code list going back a page when its last page empties, and the
 * conversations on WhatsApp and USSD. Each test works with its own user, code or numbers.
 */

/** The figure a chart's legend gives beside one series (uPlot's legend table). */
const legendValue = (chart: Locator, series: string) => chart.locator('.u-legend .u-series').filter({ hasText: series }).locator('.u-value');

test('an admin sees the daily charts on /a and switches them to 7 days', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/a');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Revenue this month' })).toBeVisible();

  const activity = page.getByRole('figure', { name: /New users, codes and payments per day/ });
  await expect(activity.locator('canvas')).toBeVisible();
  await expect(activity.getByText('New users', { exact: true })).toBeVisible();
  // The legend names each series with its total over the days shown, the same as the caption's.
  const [, users, codes, payments] = /(\d+) new users, (\d+) ZARcodes, (\d+) payments/.exec((await activity.locator('figcaption').textContent()) ?? '')!;
  await expect(legendValue(activity, 'New users')).toHaveText(users!);
  await expect(legendValue(activity, 'ZARcodes')).toHaveText(codes!);
  await expect(legendValue(activity, 'Payments')).toHaveText(payments!);
  const revenue = page.getByRole('figure', { name: /Revenue per day/ });
  await expect(legendValue(revenue, 'Revenue')).toHaveText(/^R\d/);
  await expect(revenue.locator('figcaption')).toContainText(`${await legendValue(revenue, 'Revenue').textContent()} in all`);
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(activity.locator('canvas')).toBeVisible();
  await expect(page.getByRole('link', { name: /unread message/ })).toHaveAttribute('href', '/a/messages');
});

test('an admin creates a user, disables them, and their sign-in fails', async ({ browser, page, request }) => {
  const person = newUserDetails({ firstName: 'Lindiwe', lastName: 'Admin-Made' });
  await signInAsAdmin(page, request);
  await page.goto('/a/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('User created')).toBeVisible();

  await page.getByLabel('Search').fill(person.email);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${person.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable this account?' });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Disabled');

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await visitor.getByLabel('Email').fill(person.email);
  await visitor.getByLabel('Password', { exact: true }).fill(person.password);
  await visitor.getByRole('button', { name: /sign in/i }).click();
  await expect(visitor.getByText('Login failed')).toBeVisible();
  await expect(visitor.getByText('This account has been disabled. Please contact support.')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();
});

test("an admin verifies a code, and signed-out visitors see 'Verified location' on its page", async ({ browser, page, request }) => {
  const owner = await registerWithBundle(request);
  const code = await createCodeViaApi(request, owner.token, { title: 'Clinic gate, checked' });

  const visitor = await browser.newPage();
  await visitor.goto(`/zarcodes/${code.zarcode}`);
  await expect(visitor.getByRole('heading', { name: code.zarcode })).toBeVisible();
  await expect(visitor.getByText('Verified location')).toHaveCount(0);

  await signInAsAdmin(page, request);
  await page.goto('/a/zarcodes');
  await page.getByLabel('Search').fill(code.zarcode);
  const row = page.getByRole('row').filter({ hasText: code.zarcode });
  await expect(row).toContainText('Clinic gate, checked');
  await row.getByRole('button', { name: `Verify ${code.zarcode}` }).click();
  await expect(row).toContainText('Verified');
  await expect(row.getByRole('button', { name: `Verify ${code.zarcode}` })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText('Verified location')).toBeVisible();
  await visitor.close();
});

test('deleting the only code on the last page of /a/zarcodes goes back to the page before', async ({ page, request }) => {
  const owner = await registerWithBundle(request, 'enterprise');
  const granted = await request.post(`/api/admin/users/${owner.id}/bundles`, {
    data: { bundleType: 'starter' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(granted.status()).toBe(201);
  const codes = [];
  for (let n = 1; n <= ADMIN_ZARCODES_PAGE_SIZE + 1; n++) codes.push(await createCodeViaApi(request, owner.token, { title: `Stand ${n}` }));
  const oldest = codes[0]!;

  await signInAsAdmin(page, request);
  await page.goto(`/a/zarcodes?owner=${owner.id}`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  const rows = page.getByRole('row').filter({ hasText: 'Stand ' });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Delete ${oldest.zarcode}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(rows).toHaveCount(ADMIN_ZARCODES_PAGE_SIZE);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

/** Three random digits: numbers of this run's own. */
const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

/** A WhatsApp message from `from` (digits, as WhatsApp writes them), posted and signed as Meta does. */
async function whatsAppFrom(request: APIRequestContext, from: string, text: string) {
  const { body } = whatsAppMessageBody(E2E_CHANNELS.whatsAppPhoneNumberId, from, { text });
  const answer = await request.post('/api/channels/whatsapp', {
    data: body,
    headers: { ...asNewClient(), 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, E2E_CHANNELS.whatsAppAppSecret) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('an admin reads the conversations on /a/channels, numbers masked, with their statuses, and filters them by channel', async ({ page, request }) => {
  const answered = `2782${digits()}4${digits()}`;
  // The stand-in Graph API refuses numbers ending in 0000, as Meta refuses one a test app may not message.
  const refused = `2782${digits()}0000`;
  const dialled = `2783${digits()}5${digits()}`;
  await whatsAppFrom(request, answered, 'HELP');
  await whatsAppFrom(request, refused, 'HELP');
  const ussd = await request.post('/api/channels/ussd', {
    form: { sessionId: `e2e-${Date.now()}`, serviceCode: '*120*9273#', phoneNumber: `+${dialled}`, text: '' },
    headers: { ...asNewClient(), 'x-webhook-secret': E2E_CHANNELS.ussdSecret },
  });
  expect(ussd.status(), await ussd.text()).toBe(200);
  // WhatsApp is answered after the webhook's 200: wait for both answers to be made.
  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const list = await (await request.get('/api/admin/channels/messages?channel=whatsapp&status=received', { headers: { authorization: `Bearer ${token}` } })).json();
      return list.pagination.total;
    })
    .toBe(0);

  await signInAsAdmin(page, request);
  await page.goto('/a');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Channels' }).click();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Last 14 days/ })).toBeVisible();

  const conversations = page.getByRole('table', { name: 'Conversations' });
  const rowOf = (number: string) => conversations.getByRole('row').filter({ hasText: `+27 ${number.slice(2, 4)} *** **${number.slice(-2)}` });
  await expect(rowOf(answered)).toContainText('HELP');
  await expect(rowOf(answered)).toContainText('Sent');
  await expect(rowOf(refused)).toContainText('Failed');
  await expect(rowOf(refused)).toContainText('Recipient phone number not in allowed list');
  await expect(rowOf(dialled)).toContainText('Answered');
  for (const number of [answered, refused, dialled]) await expect(page.locator('main')).not.toContainText(number.slice(2));

  await page.getByRole('combobox', { name: 'Channel' }).selectOption('USSD');
  await expect(rowOf(answered)).toHaveCount(0);
  await expect(rowOf(refused)).toHaveCount(0);
  await expect(rowOf(dialled)).toContainText('USSD');
});
