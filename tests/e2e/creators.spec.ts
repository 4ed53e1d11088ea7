import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { adminToken, asNewClient, CODE_FORM, registerViaApi, signInAsAdmin, takeOver, uniquePrefix } from '../helpers/e2e';

/*
 * Creators: an admin makes a user a creator at /a/creators; the creator signs in, lands on
 * the creator dashboard, sets a prefix once in Creator Settings and creates a code without paying;
 * a visitor finds it on the creator's page, under the creator's header and on /creators.
 */

test('an admin makes a creator, who sets a prefix, creates a free code and is found by visitors', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const user = await registerViaApi(request, { firstName: 'Nomsa', lastName: 'Khumalo' });
  const displayName = `Kayamandi Walks ${Date.now()}`;
  const slug = displayName.toLowerCase().replace(/ /g, '-');
  const prefix = uniquePrefix();

  // The admin makes the user a creator.
  await signInAsAdmin(page, request);
  await page.goto('/a/creators');
  await expect(page.getByRole('heading', { name: 'Creators', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make a creator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a user a creator' });
  await dialog.getByLabel("User's e-mail").fill(user.email);
  await dialog.getByLabel('Display name').fill(displayName);
  await dialog.getByLabel('Website').fill('kayamandi.example.co.za');
  await dialog.getByRole('button', { name: 'Create creator' }).click();
  await expect(page.getByText('Creator created')).toBeVisible();
  await page.getByLabel('Search creators').fill(displayName);
  await expect(page.getByRole('table', { name: 'Creators' }).getByRole('row').filter({ hasText: displayName })).toContainText(
    `/${slug}`,
  );

  // The creator signs in and lands on the creator dashboard.
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await creator.goto('/login');
  await creator.getByLabel('Email').fill(user.email);
  await creator.getByLabel('Password', { exact: true }).fill(user.password);
  await creator.getByRole('button', { name: /sign in/i }).click();
  await expect(creator).toHaveURL(/\/creator-dashboard$/);
  await expect(creator.getByRole('heading', { name: 'Creator Dashboard', level: 1 })).toBeVisible();
  await expect(creator.getByRole('alert').filter({ hasText: 'Choose your prefix first' })).toBeVisible();

  // Creator Settings: the prefix, typed in lower case, is saved upper-cased and then locked.
  await creator.getByRole('link', { name: 'Open Creator Settings' }).click();
  const settings = creator.getByRole('region', { name: 'Creator Settings' });
  await settings.getByRole('button', { name: 'Edit' }).click();
  await expect(settings.getByRole('switch', { name: 'Use Standard Prefix' })).toHaveCount(0);
  await settings.getByLabel('Unique prefix').fill('abcd');
  await expect(settings.getByLabel('Unique prefix')).toHaveValue('ABC');
  await settings.getByLabel('Unique prefix').fill(prefix.toLowerCase());
  await settings.getByLabel('Display name').fill('');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings.getByText('Display name is required')).toBeVisible();
  await settings.getByLabel('Display name').fill(displayName);
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(creator.getByText('Creator Profile Updated')).toBeVisible();
  await expect(settings).toContainText(prefix);
  await settings.getByRole('button', { name: 'Edit' }).click();
  await expect(settings.getByLabel('Unique prefix')).toHaveAttribute('readonly', '');
  await expect(settings.getByRole('link', { name: 'Contact support to change it' })).toBeVisible();
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // A code made without paying, with the creator's prefix.
  await creator.goto('/creator-dashboard');
  await creator.getByRole('link', { name: 'New ZARcode' }).click();
  await expect(creator.getByRole('heading', { name: 'Generate Creator ZARcode', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(creator.getByRole('status', { name: 'Your ZARcode will start with' })).toHaveText(prefix);
  await creator.getByRole('region', { name: 'Location map' }).click();
  await expect(creator.getByLabel('City')).toHaveValue('Cape Town');
  await creator.getByLabel('Title').fill('Kayamandi heritage walk start');
  await creator.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await expect(creator.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  const [created] = await Promise.all([
    creator.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/zarcodes/creator'),
    creator.getByRole('button', { name: 'Create ZARcode' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const { zarcode } = (await created.json()) as { zarcode: string };
  expect(zarcode).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{4}$`));
  await expect(creator).toHaveURL(/\/creator-dashboard$/);
  await expect(creator.getByRole('table', { name: 'Your creator ZARcodes' })).toContainText(zarcode);
  await creatorContext.close();

  // A visitor finds it on the creator's page, under the creator's header, and on /creators.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: displayName, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://kayamandi.example.co.za');
  await visitor.getByRole('link', { name: new RegExp(zarcode) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${slug}/${zarcode}$`));
  await expect(visitor.getByRole('region', { name: `Creator ${displayName}` })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: zarcode, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('region', { name: zarcode, exact: true })).toContainText('Kayamandi heritage walk start');
  // The server's page, the creator's name a link to their page, and no accessibility violations.
  await expect(visitor.getByRole('region', { name: `Creator ${displayName}` }).getByRole('link', { name: displayName })).toHaveAttribute('href', `/${slug}`);
  await expectNoAxeViolations(visitor);

  // Under a wrong slug the code goes to its canonical address.
  await visitor.goto(`/someone-else/${zarcode.toLowerCase()}`);
  await expect(visitor).toHaveURL(new RegExp(`/${slug}/${zarcode}$`));

  await visitor.goto('/creators');
  await visitor.getByLabel('Filter creators by name').fill(displayName);
  await visitor.getByRole('link', { name: new RegExp(displayName) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));

  // An unknown creator is an unknown path: the landing page.
  await visitor.goto('/nobody-makes-codes-here');
  await expect(visitor).toHaveURL(/\/$/);
  await visitorContext.close();
});

/** A creator with three public codes: two at one gate (a cluster at any zoom) and one a kilometre away. */
async function creatorWithCodes(request: APIRequestContext) {
  const user = await registerViaApi(request, { firstName: 'Thandi', lastName: 'Mokoena' });
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password }, headers: asNewClient() });
  const { token, user: sessionUser } = await login.json();
  const displayName = `Stellenbosch Stalls ${Date.now()}`;
  const made = await request.post('/api/creators', {
    data: { userId: sessionUser.id, displayName, uniquePrefix: uniquePrefix() },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const codes: string[] = [];
  for (const [title, latitude, longitude] of [
    ['Farm stall at the main gate', -33.9349, 18.8601],
    ['Honesty box at the main gate', -33.9349, 18.8601],
    ['Packhouse loading bay', -33.9269, 18.8681],
  ] as const) {
    const created = await request.post('/api/zarcodes/creator', {
      data: { ...CODE_FORM, title, latitude, longitude, useBundle: false },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    codes.push((await created.json()).zarcode);
  }
  return { slug: (await made.json()).slug as string, codes };
}

test("the creator page's map is drawn with the page, and Leaflet takes it over in place when a marker is pressed", async ({ browser, request }) => {
  const { slug, codes } = await creatorWithCodes(request);
  const [gateOne, gateTwo, packhouse] = codes as [string, string, string];

  // Without scripts: tiles, a cluster of the two codes at the gate and the packhouse's marker.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const plain = await noScripts.newPage();
  await plain.goto(`/${slug}`);
  const plainMap = plain.getByRole('region', { name: /^Map of / });
  await expect(plainMap.getByRole('button', { name: '2 ZARcodes' })).toBeVisible();
  await expect(plainMap.getByRole('button', { name: packhouse })).toBeVisible();
  expect(await plainMap.locator('img[src$=".png"]:visible').count()).toBeGreaterThan(2);
  await noScripts.close();

  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width === 360 });
    const page = await context.newPage();
    await page.goto(`/${slug}`);
    const map = page.getByRole('region', { name: /^Map of / });
    const marker = map.getByRole('button', { name: packhouse });
    await marker.scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toHaveCount(0); // nothing of Leaflet until asked for
    const drawn = (await marker.boundingBox())!;
    // A pointer moving over the map brings Leaflet (once the app has taken the page over), its marker
    // where the drawn one was.
    const leafletMarker = page.locator(`.leaflet-marker-icon[title="${packhouse}"]`);
    let corner = 8;
    await expect(async () => {
      await map.hover({ position: { x: corner, y: (corner += 2) } });
      await expect(leafletMarker).toBeVisible({ timeout: 500 });
    }).toPass();
    const live = (await leafletMarker.boundingBox())!;
    expect(Math.abs(live.x - drawn.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(live.y - drawn.y)).toBeLessThanOrEqual(2);
    // Its cluster zooms in to the two codes.
    await map.getByRole('button', { name: '2 ZARcodes' }).click();
    await expect(map.getByRole('button', { name: gateOne })).toBeVisible();
    await expect(map.getByRole('button', { name: gateTwo })).toBeVisible();

    // A marker pressed before Leaflet is here: Leaflet's opens its popup, and has the focus.
    await page.reload();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    // Pressed before the app has taken the page over (a touch is what fetches it): the press is kept for it.
    if (width === 360) await marker.tap();
    else await marker.click();
    await expect(page.locator('.leaflet-popup')).toContainText('Packhouse loading bay');
    await expect(leafletMarker).toBeFocused();
    await context.close();
  }

  // Tiles that cannot load: the map says so in the agreed words.
  const offline = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await offline.newPage();
  await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
  await page.goto(`/${slug}`);
  await takeOver(page);
  const alert = page.getByRole('region', { name: /^Map of / }).getByRole('alert');
  await expect(alert).toContainText('Map Error');
  await expect(alert).toContainText('Failed to initialize map');
  await offline.close();
});
