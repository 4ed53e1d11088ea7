import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

/*
 * Creating a code at /generator and the address-not-found page
 * that leads to it.
 */

const REQUIRED_FIELDS = 'Please fill in all required fields: title, latitude, longitude, city, and province';
const SHORTENED_URL =
  'Shortened URL detected: Please open the link in your browser first, then copy the full URL from the address bar.';
const OUT_OF_RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';

async function openGenerator(page: Page, user: { email: string; password: string }, path = '/generator') {
  await signInViaApi(page, user);
  await page.goto(path);
  // A first visit loads the map library with the page, so it may take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Generate ZARcode', level: 1 })).toBeVisible({ timeout: 15_000 });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search location' });
const prefixPreview = (page: Page) => page.getByRole('status', { name: 'Your ZARcode will start with' });

async function ownCodes(request: APIRequestContext, token: string) {
  const response = await request.get('/api/zarcodes', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).zarcodes as Array<Record<string, unknown>>;
}

async function bundlesLeft(request: APIRequestContext, token: string) {
  const response = await request.get('/api/bundles/active', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as Array<{ remainingZarcodes: number }>).reduce((sum, b) => sum + b.remainingZarcodes, 0);
}

async function signInToken(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  return (await response.json()).token as string;
}

/**
 * Ticks the terms and creates the code; the success alert shows it with its two buttons, then the
 * dashboard follows. One assertion reads the whole alert, well inside its 1.5 s on screen.
 */
async function createWithBundle(page: Page, prefix: string): Promise<string> {
  const submit = page.getByRole('button', { name: 'Create ZARcode' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/zarcodes'),
    submit.click(),
  ]);
  expect(response.status()).toBe(201);
  const { zarcode } = (await response.json()) as { zarcode: string };
  expect(zarcode).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{4}$`));

  await expect(page.getByRole('alert').filter({ hasText: 'ZARcode created' })).toContainText(
    new RegExp(`${zarcode}[\\s\\S]*Copy Code[\\s\\S]*View Dashboard`),
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  return zarcode;
}

test('a user with a bundle taps the map, gets city and province from it, and creates a code', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  await openGenerator(page, user);
  await expect(page.getByText('Starter bundle: 5 of 5 ZARcodes left')).toBeVisible();
  await expect(prefixPreview(page)).toHaveText('···');

  // The map opens on Cape Town (-33.9, 18.4) at zoom 8: a tap in its middle lands there.
  await expect(page.getByText('Zoom 8', { exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Location map' }).click();

  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await expect(page.getByLabel('Province')).toHaveValue('Western Cape');
  await expect(page.getByLabel('City')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Province')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Latitude')).toHaveValue(/^-33\.\d{6}$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^18\.\d{6}$/);
  await expect(page.getByText('Zoom 18', { exact: true })).toBeVisible();
  await expect(prefixPreview(page)).toHaveText('1CT');
  await expect(page.getByRole('button', { name: 'ZARcode location' })).toBeVisible();

  await page.getByLabel('Title').fill('Blue gate next to the spaza shop');
  await page.getByLabel('Description').fill('Ring the bell twice');
  await page.getByRole('radio', { name: 'Private' }).check();
  const code = await createWithBundle(page, '1CT');

  const [saved] = await ownCodes(request, user.token);
  expect(saved).toMatchObject({
    zarcode: code,
    title: 'Blue gate next to the spaza shop',
    city: 'Cape Town',
    province: 'Western Cape',
    privacy: 'private',
  });
  expect(await bundlesLeft(request, user.token)).toBe(4);
});

test('coordinates pasted into the search box place the marker and the code gets their prefix', async ({
  page,
  context,
  request,
}) => {
  const user = await registerWithBundle(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGenerator(page, user);

  await searchBox(page).click();
  await page.evaluate(() => navigator.clipboard.writeText('-26.204100, 28.047300'));
  await page.keyboard.press('ControlOrMeta+V');

  await expect(page.getByLabel('Latitude')).toHaveValue('-26.204100');
  await expect(page.getByLabel('Longitude')).toHaveValue('28.047300');
  await expect(page.getByLabel('City')).toHaveValue('Johannesburg');
  await expect(page.getByLabel('Province')).toHaveValue('Gauteng');
  await expect(prefixPreview(page)).toHaveText('7JN');
  await expect(page.getByText('Zoom 18', { exact: true })).toBeVisible();

  await page.getByLabel('Title').fill('Loading bay 3');
  const code = await createWithBundle(page, '7JN');
  const [saved] = await ownCodes(request, user.token);
  expect(saved).toMatchObject({ zarcode: code, latitude: '-26.204100', longitude: '28.047300', city: 'Johannesburg' });
});

test('without a bundle the pay button shows the price, and the form is kept for the payment page', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  const price = (await (await request.get('/api/prices/current')).json()).amount as string;
  await openGenerator(page, user);

  await searchBox(page).fill('-33.924900, 18.424100');
  await searchBox(page).press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await page.getByLabel('Title').fill('Spaza shop');
  await page.getByLabel('Address line 1').fill('12 Long Street');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: `Pay R${price} and create` }).click();

  await expect(page).toHaveURL(/\/payment$/);
  const kept = await page.evaluate(() => localStorage.getItem('pendingZarcode'));
  expect(JSON.parse(kept!).form).toMatchObject({
    title: 'Spaza shop',
    latitude: -33.9249,
    longitude: 18.4241,
    addressLine1: '12 Long Street',
    city: 'Cape Town',
    province: 'Western Cape',
    termsConfirmed: true,
    useBundle: false,
  });
  expect(await ownCodes(request, await signInToken(request, user))).toHaveLength(0);
});

test('a shortened map link and impossible coordinates are refused with their messages', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  await openGenerator(page, user);

  await searchBox(page).fill('https://maps.app.goo.gl/Xb7dKq2');
  await searchBox(page).press('Enter');
  await expect(page.getByText(SHORTENED_URL)).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('');

  await searchBox(page).fill('95.5, 18.4');
  await searchBox(page).press('Enter');
  await expect(page.getByText(OUT_OF_RANGE)).toBeVisible();
  await expect(page.getByText(SHORTENED_URL)).toHaveCount(0);
  await expect(page.getByLabel('Latitude')).toHaveValue('');
});

test('a point outside South Africa gets a clear message and no code', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  await openGenerator(page, user);

  await searchBox(page).fill('51.507400, -0.127800');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Outside South Africa' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('');

  await page.getByLabel('Title').fill('Somewhere in London');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Create ZARcode' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('ZARcodes are for places in South Africa only.')).toBeVisible();
  expect(await bundlesLeft(request, user.token)).toBe(5);
});

test('creating without a title shows the Validation Error with the required-fields words', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  await openGenerator(page, user);

  await searchBox(page).fill('-33.924900, 18.424100');
  await searchBox(page).press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Create ZARcode' }).click();

  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText(REQUIRED_FIELDS)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(await bundlesLeft(request, user.token)).toBe(5);
});

test('the terms dialog shows the terms and its accept button ticks the checkbox', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  await openGenerator(page, user);

  await page.getByRole('button', { name: 'Read the Terms of Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog.getByText('Last updated: August 1, 2025')).toBeVisible();
  await expect(dialog.getByText(/non-transferable/)).toBeVisible();
  await expect(dialog.getByText(/laws of the Republic of South Africa/)).toBeVisible();
  const support = (await (await request.get('/api/settings/public')).json()).supportEmail as string;
  await expect(dialog.getByRole('link', { name: support })).toHaveAttribute('href', `mailto:${support}`);
  await dialog.getByRole('button', { name: 'I accept the terms' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'I accept the terms of service' })).toBeChecked();
});

test.describe('on a device that shares its position', () => {
  test.use({ geolocation: { latitude: -29.8587, longitude: 31.0218 }, permissions: ['geolocation'] });

  test('center on my location puts the marker where the device is', async ({ page, request }) => {
    const user = await registerWithBundle(request);
    await openGenerator(page, user);

    await page.getByRole('button', { name: 'Center on my location' }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue('-29.858700');
    await expect(page.getByLabel('Longitude')).toHaveValue('31.021800');
    await expect(page.getByLabel('City')).toHaveValue('Durban');
    await expect(page.getByLabel('Province')).toHaveValue('KwaZulu-Natal');
    await expect(prefixPreview(page)).toHaveText('5DB');
  });
});

test('the address-not-found page counts nearby codes and hands the place to the generator', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  const address = '12 Long Street, Cape Town';
  await signInViaApi(page, user);
  await page.goto(`/address-not-found?address=${encodeURIComponent(address)}&placeId=cape-town-wc`);

  await expect(page.getByRole('heading', { name: 'No ZARcode for this address yet' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/ZARcodes? nearby|No ZARcodes in this area yet/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is a ZARcode?' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a ZARcode' }).click();

  await expect(page).toHaveURL(/\/generator\?address=12\+Long\+Street%2C\+Cape\+Town&placeId=cape-town-wc$/);
  await expect(page.getByLabel('Address line 1')).toHaveValue(address);
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await expect(page.getByLabel('Province')).toHaveValue('Western Cape');
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
});

test('a visitor on the address-not-found page is offered registration and a sign-in link', async ({ page }) => {
  await page.goto(`/address-not-found?address=${encodeURIComponent('Langa')}&placeId=langa-wc`);
  await expect(page.getByRole('heading', { name: 'No ZARcode for this address yet' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Map of the address' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to create a ZARcode' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/login');
});
