import { expect, test } from '@playwright/test';
import { registerViaApi, signInViaApi } from '../helpers/e2e';

// A dispatcher asks a customer for their location (and, the link lost, makes a new one); the customer,
// on another phone with no account, shares the phone's position with one tap; the dispatcher sees the
// point appear.

test.use({ viewport: { width: 360, height: 800 } });

const PAGE_LOAD = { timeout: 15_000 };
/** The requests page asks again every 10 s while a request waits: the answer shows within that. */
const NEXT_POLL = { timeout: 20_000 };

test('a dispatcher asks for a location, the customer shares it with one tap, and the dispatcher sees the point', async ({ page, browser }) => {
  const dispatcher = await registerViaApi(page.request, { firstName: 'Ayanda', lastName: 'Zulu' });
  await signInViaApi(page, dispatcher);

  await page.goto('/requests');
  await page.getByLabel('What is it for?').fill('Parcel 4471 from Takealot', PAGE_LOAD);
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByLabel('Link', { exact: true }).inputValue();
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{24}$/);
  const whatsApp = decodeURIComponent((await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(whatsApp).toBe(`https://wa.me/?text=Ayanda Zulu asks for your location (Parcel 4471 from Takealot). Tap to share it: ${link}`);
  await expect(page.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', /^sms:\?&body=Ayanda%20Zulu%20asks/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();

  // The dialog is closed and the link lost: a new one, which says the first stops working.
  await page.getByRole('button', { name: 'New link' }).click();
  await expect(page.getByRole('dialog').getByText('The link you sent before no longer works', { exact: false })).toBeVisible();
  const newLink = await page.getByLabel('Link', { exact: true }).inputValue();
  expect(newLink).toMatch(/\/r\/[A-Za-z0-9_-]{24}$/);
  expect(newLink).not.toBe(link);
  await page.getByRole('button', { name: 'Done' }).click();
  expect((await page.request.get(`/api${new URL(link).pathname}`)).status()).toBe(404);

  // The customer's phone: another browser, no account, its position granted.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 800 },
    geolocation: { latitude: -26.2041, longitude: 28.0473, accuracy: 9 },
    permissions: ['geolocation'],
  });
  const customer = await phone.newPage();
  await customer.goto(newLink);
  await expect(customer.getByRole('heading', { name: 'Ayanda Zulu asks where you are' })).toBeVisible(PAGE_LOAD);
  await expect(customer.getByText('Why: Parcel 4471 from Takealot')).toBeVisible();
  await expect(customer.getByText(/Nothing is shared until you tap a button below/)).toBeVisible();
  await customer.getByLabel('A note for Ayanda (optional)').fill('Blue gate, ring twice');
  await customer.getByRole('button', { name: 'Share my location' }).click();
  await expect(customer.getByRole('heading', { name: 'Sent' })).toBeVisible();
  await expect(customer.getByText('Your location has been sent.', { exact: false })).toBeVisible();
  // The link takes one answer: opened again (by them or anyone), it says it was answered, not "your location has been sent".
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'This link has already been answered' })).toBeVisible(PAGE_LOAD);
  await expect(customer.getByText('Your location has been sent.', { exact: false })).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Share my location' })).toHaveCount(0);
  await phone.close();

  // Back on the dispatcher's page, without a reload.
  const request = page.getByRole('listitem').filter({ hasText: 'Parcel 4471 from Takealot' });
  await expect(request.getByText('Answered', { exact: true })).toBeVisible(NEXT_POLL);
  await expect(request.getByText('-26.204100, 28.047300')).toBeVisible();
  await expect(request.getByText('within 9 m')).toBeVisible();
  await expect(request.getByText('Blue gate, ring twice')).toBeVisible();
  await expect(request.getByRole('link', { name: 'Navigate' })).toHaveAttribute('href', /destination=-26\.204100,28\.047300/);
  await expect(request.getByRole('link', { name: 'Make this a ZARcode' })).toHaveAttribute('href', '/generator?lat=-26.2041&lng=28.0473');
});

test('a link that does not exist says so plainly', async ({ page }) => {
  await page.goto('/r/not-a-link-of-anyone-at-all');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('This link is not valid. Please ask the sender for a new one.')).toBeVisible();
});
