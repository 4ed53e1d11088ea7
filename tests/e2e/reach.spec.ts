import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCoordinates } from '../../src/domain/geo/coordinate-format';
import { plusCodeFor } from '../../src/domain/geo/plus-code';
import { createCodeViaApi, registerWithBundle, signInWithToken, takeOver } from '../helpers/e2e';

// Reach on a phone (360 px): the code page with scripts off, with Save-Data, offline after one
// visit, in Afrikaans (and every page after it), and its Save star. The page comes complete from the server.
test.use({ viewport: { width: 360, height: 740 } });

const PAGE_LOAD = { timeout: 15_000 };
const GOOGLE_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=-33.924900,18.424100';

type Owner = Awaited<ReturnType<typeof registerWithBundle>>;
let sharedOwner: Promise<Owner> | null = null;
/** One owner per worker: the server allows few registrations from one address. */
const theOwner = (request: APIRequestContext) => (sharedOwner ??= registerWithBundle(request, 'professional'));

let counter = 0;
async function aCode(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const owner = await theOwner(request);
  const title = `Green gate by the tuck shop ${Date.now().toString(36)}${(counter += 1)}`;
  const made = await createCodeViaApi(request, owner.token, { title, ...overrides });
  return { code: made.zarcode, title, owner };
}

/**
 * The buttons and links on the page whose words are cut off at its width: running out of the box
 * (wider, or taller where the box clips), or the box itself cut by a container that clips (a price
 * row pushing its button out of the card) or by the screen's edge. A box in a container that scrolls
 * sideways can be scrolled to. Each is named with its words and sizes, for the failure to show.
 */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cutBy = (element: HTMLElement, box: DOMRect): string | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll') return null;
        const edge = parent.getBoundingClientRect();
        if ((overflowX === 'hidden' || overflowX === 'clip') && (box.left < edge.left - 1 || box.right > edge.right + 1)) return 'cut by its container';
      }
      return box.left < -1 || box.right > document.documentElement.clientWidth + 1 ? 'past the screen' : null;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a, button')) {
      const box = element.getBoundingClientRect();
      // Shown, and not a screen reader's text (a skip link is a pixel until focused).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      const clipsHeight = getComputedStyle(element).overflowY !== 'visible';
      const name = `"${element.innerText.trim()}"`;
      if (element.scrollWidth > element.clientWidth + 1 || (clipsHeight && element.scrollHeight > element.clientHeight + 1)) {
        problems.push(`${name}: ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`);
      }
      const cut = cutBy(element, box);
      if (cut) problems.push(`${name}: ${cut} (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
    }
    return problems;
  });
}

const codeHeading = (page: Page, code: string) => page.getByRole('heading', { level: 1, name: code });
const navigateBar = (page: Page) => page.getByRole('navigation', { name: 'Navigate and share' });

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the code page reads, and its Navigate links point at the code and open the maps apps', async ({ page, request }) => {
    const { code, title } = await aCode(request);
    await page.goto(`/${code}`);
    await expect(codeHeading(page, code)).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText('12 Long Street, City Centre', { exact: true })).toBeVisible();
    await expect(page.getByText('Cape Town, Western Cape, South Africa', { exact: true })).toBeVisible();
    await expect(page.getByText('-33.924900, 18.424100').first()).toBeVisible();
    const bar = navigateBar(page);
    await expect(bar.getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute('href', GOOGLE_DIRECTIONS);
    await expect(bar.getByRole('link', { name: 'Navigate with Waze' })).toHaveAttribute('href', 'https://waze.com/ul?ll=-33.924900,18.424100&navigate=yes');
    await expect(bar.getByRole('link', { name: 'Open in my maps app' })).toHaveAttribute('href', /^geo:-33\.924900,18\.424100\?/);
    // What needs a script is not offered; the SMS goes as a link instead.
    await expect(bar.getByRole('button', { name: 'Copy as SMS' })).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Send as SMS' })).toHaveAttribute('href', /^sms:\?&body=ZARcode%20/);
    await expect(page.getByRole('img', { name: `QR code for ZARcode ${code}` })).toBeVisible();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});

test.describe('with Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'save-data': 'on' } });

  test('the page is served with no script request at all, and a map of tile images', async ({ page, request }) => {
    const { code } = await aCode(request);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto(`/zarcodes/${code}`, { waitUntil: 'networkidle' });
    await expect(codeHeading(page, code)).toBeVisible();
    await expect(navigateBar(page).getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute('href', GOOGLE_DIRECTIONS);
    const map = page.getByRole('region', { name: `Map of ZARcode ${code}` });
    await expect(map.getByText('City Centre, Cape Town, Western Cape')).toBeVisible();
    await expect(map.getByRole('link', { name: 'Larger map' })).toHaveAttribute('href', /openstreetmap\.org/);
    expect(await map.locator('img').count()).toBeGreaterThan(4);
    expect(scripts).toEqual([]);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the code still opens and its Navigate link hands off; a code not seen says it needs a connection and lists the saved ones', async ({
    page,
    context,
    request,
  }) => {
    const { code, title } = await aCode(request);
    const { code: unseen } = await aCode(request);
    await page.goto(`/zarcodes/${code}`);
    await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
    // The page says once the phone has kept it.
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this phone: it opens without a connection.' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Save' }).click();

    await context.setOffline(true);
    await page.goto(`/${code.replace('-', '').toLowerCase()}`);
    await expect(codeHeading(page, code)).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText('You are offline: this is the copy kept on this phone.', { exact: false })).toBeVisible();
    await expect(navigateBar(page).getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute('href', GOOGLE_DIRECTIONS);
    await expect(navigateBar(page).getByRole('link', { name: 'Open in my maps app' })).toHaveAttribute('href', /^geo:-33\.924900,18\.424100\?/);
    // The QR was kept with the page: it draws, 300 px wide.
    const qr = page.getByRole('img', { name: `QR code for ZARcode ${code}` });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);

    await page.goto(`/zarcodes/${unseen}`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This ZARcode has not been opened on this phone before, so it needs a connection.', { exact: false })).toBeVisible();
    // The saved codes are listed there, and open without a connection.
    await page.getByRole('list', { name: 'Saved codes' }).getByRole('link', { name: new RegExp(code) }).click();
    await expect(codeHeading(page, code)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('in the field', () => {
  test.use({ serviceWorkers: 'allow' });

  /**
   * Until the service worker has installed (all it keeps at install is cached: install finishes only
   * then), is active and controls the page, so that going offline next tests the phone's copies.
   */
  async function untilKeptAtInstall(page: Page) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    const precached = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        const requests = name ? await (await caches.open(name)).keys() : [];
        return requests.map((request) => new URL(request.url).pathname);
      });
    await expect.poll(precached).toEqual(expect.arrayContaining(['/offline', '/here']));
  }

  test('Where am I? shows the public code here and the Plus Code; offline it still shows the Plus Code and coordinates', async ({ page, context, request }) => {
    // A point of its own, so that no other test's code is nearer.
    const spot = { latitude: -33.6 - (Date.now() % 9000) / 100_000, longitude: 18.9 + (Date.now() % 7000) / 100_000 };
    const { code } = await aCode(request, spot);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...spot, accuracy: 12 });
    const plusCode = plusCodeFor(spot.latitude, spot.longitude);
    const coordinates = formatCoordinates(spot.latitude, spot.longitude);

    await page.goto('/here');
    await page.getByRole('button', { name: 'Where am I?' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Plus Code' });
    await expect(result.getByText(code, { exact: true })).toBeVisible(PAGE_LOAD);
    await expect(result.getByText(plusCode, { exact: true })).toBeVisible();
    await expect(result.getByText(coordinates, { exact: true })).toBeVisible();
    await expect(result.getByText('accurate to 12 m')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${code}.*${encodeURIComponent(plusCode)}`));
    await expect(page.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute('href', /^sms:\?&body=.*google\.com%2Fmaps/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await untilKeptAtInstall(page);

    await context.setOffline(true);
    await page.goto('/here');
    await page.getByRole('button', { name: 'Where am I?' }).click();
    await expect(result.getByText(plusCode, { exact: true })).toBeVisible();
    await expect(result.getByText(coordinates, { exact: true })).toBeVisible();
    await expect(result.getByText('Could not check for a ZARcode here: no connection.', { exact: false })).toBeVisible();
    await context.setOffline(false);
  });

  test("a town kept on the phone is searched offline, its code's page opens from it, and Where am I? finds the code there", async ({ page, context, request }) => {
    const title = `Spaza by the taxi rank ${Date.now().toString(36)}`;
    const spot = { latitude: -33.9431, longitude: 18.5275 };
    const { code } = await aCode(request, { title, ...spot, suburb: 'Langa' });
    await page.goto('/address-not-found?address=Langa&placeId=langa-wc');
    const keep = page.getByRole('region', { name: 'Keep this area on my phone' });
    await keep.getByRole('button', { name: 'Keep this area on my phone' }).click();
    await expect(keep.getByRole('status')).toContainText('Kept on this phone', PAGE_LOAD);
    await expect(keep.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await untilKeptAtInstall(page);

    // Neither /offline nor /here was opened before: each starts cold, from what was kept at install.
    await context.setOffline(true);
    await page.goto('/offline');
    await expect(page.getByRole('list', { name: 'Areas kept on this phone' })).toContainText('Langa');
    await page.getByRole('searchbox', { name: 'Search the kept areas' }).fill(title.split(' ').slice(0, 2).join(' ') + ' ' + title.split(' ').at(-1));
    await page.getByRole('list', { name: 'Search the kept areas' }).getByRole('link', { name: new RegExp(code) }).click();
    await expect(codeHeading(page, code)).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('this ZARcode comes from an area kept on this phone', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute('href', /destination=-33\.943100,18\.527500/);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...spot, accuracy: 8 });
    const here = await context.newPage();
    await here.goto('/here');
    await here.getByRole('button', { name: 'Where am I?' }).click();
    const result = here.getByRole('status').filter({ hasText: 'Plus Code' });
    await expect(result.getByText(code, { exact: true })).toBeVisible();
    await expect(result.getByText('Found in an area kept on this phone.', { exact: false })).toBeVisible();
    await expect(result.getByText(plusCodeFor(spot.latitude, spot.longitude), { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test('switching to Afrikaans changes the page and is remembered, by the next code page and the app\'s pages; no label is cut off in isiZulu or isiXhosa', async ({ page, request }) => {
  const { code } = await aCode(request);
  const { code: another } = await aCode(request);
  await page.goto(`/zarcodes/${code}`);
  await expect(navigateBar(page).getByRole('link', { name: 'Navigate with Google Maps' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Afrikaans' }).click();

  await expect(page.getByRole('navigation', { name: 'Navigeer en deel' }).getByRole('link', { name: 'Navigeer met Google Maps' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af-ZA');
  await expect(page.getByRole('heading', { name: 'Besonderhede' })).toBeVisible();

  await page.goto(`/zarcodes/${another}`);
  await expect(codeHeading(page, another)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Navigeer met Google Maps' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'Afrikaans' })).toHaveAttribute('aria-current', 'true');

  // The app's pages take the same choice, and switch back from their own footer.
  await page.goto('/address-not-found?address=Langa&placeId=langa-wc');
  await expect(page.getByRole('heading', { name: 'Nog geen ZARcode vir hierdie adres nie' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'Registreer om \'n ZARcode te skep' })).toHaveAttribute('href', '/register');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'No ZARcode for this address yet' })).toBeVisible();
  await page.goto(`/zarcodes/${code}`);
  await expect(page.getByRole('link', { name: 'Navigate with Google Maps' })).toBeVisible();

  // isiZulu's and isiXhosa's longer words wrap inside their buttons and links on a phone, on the code's
  // page ('Vula kuhlelo lwami lwamamephu') and in the landing page's price rows: none is cut off.
  for (const language of ['zu', 'xh']) {
    await page.context().addCookies([{ name: 'lang', value: language, url: new URL('/', page.url()).href }]);
    await page.goto(`/zarcodes/${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', `${language}-ZA`);
    await expect(page.getByRole('link', { name: /Google Maps$/ }).first()).toBeVisible();
    expect(await clippedLabels(page), `/zarcodes/${code} in ${language}`).toEqual([]);
    await page.goto('/#pricing');
    await expect(page.getByRole('link', { name: /^Yenza 1 ZARcode nge-R\d/ })).toBeVisible(PAGE_LOAD);
    expect(await clippedLabels(page), `/ in ${language}`).toEqual([]);
  }
});

test('switching to Afrikaans on the landing page changes it, and the audience pages remember it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A short code for every South African location' })).toBeVisible(PAGE_LOAD);
  await takeOver(page);
  // At 360 px the header holds the language beside Sign in and Get started, as an icon.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('af');

  await expect(page.getByRole('heading', { level: 1, name: "'n Kort kode vir elke plek in Suid-Afrika" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af-ZA');
  await expect(page.getByRole('navigation', { name: 'Afdelings' }).getByRole('link', { name: 'Pryse' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eenvoudige, eenmalige pryse' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Skep 1 ZARcode vir R\d/ })).toBeVisible();

  await page.goto('/township');
  await expect(page.getByRole('heading', { level: 1, name: 'Sit jou besigheid op die kaart, selfs waar die straat geen naam het nie' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('form', { name: 'Registreer' }).getByLabel('Jou e-posadres')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Taal' })).toHaveValue('af');
  await page.goto('/farmers');
  await expect(page.getByRole('heading', { level: 1, name: 'Elke hek, pakhuis en kamp, net een kort kode ver' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Koop kodes in bundels van 5, 10 of 25 teen \'n afslag')).toBeVisible();
});

test('Afrikaans, once chosen, holds on the sign-in, registration, recovery, support and location-request pages', async ({ page, request }) => {
  const owner = await theOwner(request);
  const asked = await request.post('/api/location-requests', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { note: 'Parcel 4471', expiresInHours: 24 },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestLink = new URL((await asked.json()).url).pathname;

  await page.goto('/support');
  await takeOver(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('af');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoe kan ons help?' })).toBeVisible();
  await expect(page.getByText("Wat is 'n ZARcode?")).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Teken in by ZARcode' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Teken in' }).click();
  // The shared schema's message, in the reader's language.
  await expect(page.getByText('E-pos word vereis')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('af');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Skep jou rekening' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skep rekening' })).toBeVisible();

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Wagwoord vergeet?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stuur herstelskakel' })).toBeVisible();

  await page.goto(requestLink);
  await expect(page.getByRole('heading', { level: 1, name: `${owner.firstName} ${owner.lastName} vra waar jy is` })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Deel my ligging' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share my location' })).toHaveCount(0);
});

test('Save keeps a code on the phone, lists it under Saved codes, and puts it on the account once signed in', async ({ page, request }) => {
  const { code, title, owner } = await aCode(request);
  await page.goto(`/zarcodes/${code}`);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-pressed', 'false', PAGE_LOAD);
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved on this phone')).toBeVisible();

  await page.getByRole('link', { name: 'Saved codes' }).click();
  const list = page.getByRole('list', { name: 'Saved codes' });
  await expect(list.getByRole('link', { name: new RegExp(code) })).toContainText(title);
  const onAccount = async () =>
    ((await (await request.get('/api/saved-codes', { headers: { authorization: `Bearer ${owner.token}` } })).json()).savedCodes as { zarcode: string }[]).map(
      (entry) => entry.zarcode,
    );
  expect(await onAccount()).not.toContain(code);

  // Signed in, the next page with the list syncs it to the account.
  await signInWithToken(page, request, owner.token);
  await page.goto('/saved');
  await expect(list.getByRole('link', { name: new RegExp(code) })).toBeVisible();
  await expect.poll(onAccount).toContain(code);

  await list.getByRole('button', { name: `Remove ${code}` }).click();
  await expect(list.getByRole('link', { name: new RegExp(code) })).toHaveCount(0);
  await expect.poll(onAccount).not.toContain(code);
});
