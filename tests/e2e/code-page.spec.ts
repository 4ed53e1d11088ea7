import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCodeViaApi, registerViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

// A code's public page: /zarcodes/{code} and /{code}, its Share panel, QR, embed and edit page.
// The clipboard is read back in the browser, so these tests may use it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A 1x1 PNG. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Map tiles come from a tile server elsewhere (OpenStreetMap in production): answered here, so that a
// dozen tiles a page never reach the app's page fallback (and its rate limit).
test.beforeEach(async ({ context }) => {
  await context.route('**/test-tiles/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
});

let counter = 0;
/** A title no other test uses, so a text match finds this code only. */
const uniqueTitle = (words: string) => `${words} ${Date.now().toString(36)}${(counter += 1)}`;

type Owner = Awaited<ReturnType<typeof registerWithBundle>>;
let sharedOwner: Promise<Owner> | null = null;

/**
 * One owner per worker with a 25-code bundle: the server allows 20 registrations an hour from one
 * address and 10 sign-ins in 15 minutes per account (the admin's too), and the whole suite shares them.
 */
function theOwner(request: APIRequestContext): Promise<Owner> {
  sharedOwner ??= registerWithBundle(request, 'enterprise');
  return sharedOwner;
}

async function ownerWithCode(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const owner = await theOwner(request);
  const title = uniqueTitle('Blue gate next to the spaza shop');
  const code = await createCodeViaApi(request, owner.token, { title, ...overrides });
  return { owner, code: code.zarcode, title };
}

/** Hands the owner's session to the page as signing in would, without spending a sign-in attempt. */
async function signInAsOwner(page: Page, owner: Owner) {
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${owner.token}` } });
  expect(me.status(), await me.text()).toBe(200);
  const { user } = await me.json();
  await page.addInitScript(
    ([token, sessionUser]) => {
      window.localStorage.setItem('auth_token', token as string);
      window.localStorage.setItem('auth_user', sessionUser as string);
      window.localStorage.setItem('last_activity', String(Date.now()));
    },
    [owner.token, JSON.stringify(user)],
  );
}

/** Another site on this machine (another origin), whose page is the HTML given. */
async function otherSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first paint after a navigation (the document and about twenty scripts) or a save that reloads
 * what changed: a busy two-core test machine can take longer than expect's 5 s over those. Other
 * assertions keep the default.
 */
const PAGE_LOAD = { timeout: 15_000 };

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const codeHeading = (page: Page, code: string) => page.getByRole('heading', { level: 1, name: code });
const sharePanel = (page: Page) => page.getByRole('region', { name: 'Share' });

test('a signed-out visitor opens a code by its page and by its short link, with coordinates and the price to get one', async ({
  page,
  request,
}) => {
  const { code, title } = await ownerWithCode(request);
  const price = (await (await request.get('/api/prices/current')).json()).amount as string;

  await page.goto(`/zarcodes/${code}`);
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Cape Town, Western Cape, South Africa', { exact: true })).toBeVisible();
  await expect(page.getByText('-33.924900, 18.424100').first()).toBeVisible();
  const signup = page.getByRole('complementary', { name: 'Get your own ZARcode' });
  await expect(signup.getByText(`R${price}`)).toBeVisible();
  await expect(signup.getByRole('link', { name: 'Create your ZARcode' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.goto(`/${code.replace('-', '').toLowerCase()}`);
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('-33.924900, 18.424100').first()).toBeVisible();
});

test('the server puts the code in the link preview of a shared page, the title only when public', async ({ request }) => {
  const { owner, code, title } = await ownerWithCode(request);
  const html = await (await request.get(`/zarcodes/${code}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} · ${code} | ZARcode" />`);

  const secret = await createCodeViaApi(request, owner.token, { title: uniqueTitle('Hidden yard'), privacy: 'private' });
  const privateHtml = await (await request.get(`/${secret.zarcode}`)).text();
  expect(privateHtml).toContain(`<meta property="og:title" content="ZARcode ${secret.zarcode}" />`);
  expect(privateHtml).not.toContain(secret.title);
});

test('tapping the code copies it', async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  await page.getByRole('button', { name: code, exact: true }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(code);
});

test("says 'Failed to copy' when the browser refuses the clipboard", async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refused')) } });
    // The copy falls back to a selected text area; this browser refuses that too.
    document.execCommand = () => false;
  });
  await page.goto(`/zarcodes/${code}`);
  await page.getByRole('button', { name: code, exact: true }).click();
  await expect(page.getByText('Failed to copy')).toBeVisible();
  await expect(page.getByText('Copied!')).toHaveCount(0);
});

test("a code page the server could not render says 'Failed to fetch ZARcode' and offers to try again", async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  // What the server answers when its code page renderer fails (a database error): the web app itself.
  const app = await (await request.get('/login')).text();
  await page.route((url) => url.pathname === `/zarcodes/${code}`, (route) => route.fulfill({ contentType: 'text/html', body: app }));
  await page.goto(`/zarcodes/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed to fetch ZARcode' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Failed to fetch ZARcode')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('ZARcode not found')).toHaveCount(0);
});

test('each detail copies on its own, the Plus Code too', async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Copy Coordinates' }).click();
  await expect(page.getByText('Coordinates copied to clipboard')).toBeVisible();
  expect(await clipboardText(page)).toBe('-33.924900, 18.424100');
  await details.getByRole('button', { name: 'Copy Plus Code' }).click();
  await expect(page.getByText('Plus Code copied to clipboard')).toBeVisible();
  expect(await clipboardText(page)).toMatch(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,}$/);
});

test('Download QR saves the code as a PNG named after it', async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  const qr = page.getByRole('region', { name: 'QR code' });
  await expect(qr.getByRole('img', { name: `QR code for ZARcode ${code}` })).toBeVisible(PAGE_LOAD);
  const downloading = page.waitForEvent('download');
  await qr.getByRole('link', { name: 'Download QR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ZARcode-${code}.png`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
});

test('a private code hides its title from a signed-out visitor, but its owner sees it', async ({ page, request }) => {
  const { owner, code, title } = await ownerWithCode(request, { privacy: 'private', description: 'Behind the green container' });

  await page.goto(`/zarcodes/${code}`);
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Cape Town, Western Cape, South Africa', { exact: true })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText('Behind the green container')).toHaveCount(0);

  const ownerPage = await page.context().browser()!.newPage();
  await signInAsOwner(ownerPage, owner);
  await ownerPage.goto(`/zarcodes/${code}`);
  await expect(codeHeading(ownerPage, code)).toBeVisible(PAGE_LOAD);
  await expect(ownerPage.getByText(title).first()).toBeVisible();
  await expect(ownerPage.getByText('Private', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Behind the green container')).toBeVisible();
  await ownerPage.close();
});

test('the Share panel sends to WhatsApp, Google Maps and Waze with the right links, and copies the link', async ({
  page,
  request,
  baseURL,
}) => {
  const { code, title } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  const share = sharePanel(page);

  const whatsApp = new URL((await share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/');
  expect(whatsApp.searchParams.get('text')).toBe(
    `${title}\nZARcode ${code} · City Centre, Cape Town, Western Cape\n${baseURL}/zarcodes/${code}`,
  );
  await expect(share.getByRole('link', { name: 'Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-33.924900,18.424100',
  );
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');

  await expect(share.getByRole('link', { name: 'Waze' })).toBeHidden();
  await share.getByRole('button', { name: 'More' }).click();
  await expect(share.getByRole('link', { name: 'Waze' })).toHaveAttribute(
    'href',
    'https://waze.com/ul?ll=-33.924900,18.424100&navigate=yes',
  );

  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(`${baseURL}/zarcodes/${code}`);

  // The bar under the code carries the same two most-used links.
  const bar = page.getByRole('navigation', { name: 'Navigate and share' });
  await expect(bar.getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-33.924900,18.424100',
  );
  await expect(bar.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', whatsApp.href);
});

test('Copy Embed Code gives a 600x600 iframe whose page shows the code on another site', async ({
  page,
  request,
  baseURL,
}) => {
  const { code, title } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  const share = sharePanel(page);
  await share.getByRole('button', { name: 'More' }).click();
  await share.getByRole('button', { name: 'Copy Embed Code' }).click();
  await expect(page.getByText('Embed code copied to clipboard', { exact: false })).toBeVisible();
  const snippet = await clipboardText(page);
  expect(snippet).toMatch(new RegExp(`^<iframe src="${baseURL}/embed/${code}" width="600" height="600"[^>]*></iframe>$`));

  // The embed page may be framed by any site; the app itself only by itself.
  const embed = await request.get(`/embed/${code}`);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  const app = await request.get(`/zarcodes/${code}`);
  expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  // A shop's website, on another origin, pastes the snippet.
  const shop = await otherSite(`<!doctype html><title>Our shop</title><h1>Find our shop</h1>${snippet}`);
  try {
    await page.goto(shop.url);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: code })).toBeVisible(PAGE_LOAD);
    await expect(frame.getByText(title)).toBeVisible();
    await expect(frame.getByRole('region', { name: `Map of ZARcode ${code}` })).toBeVisible();
    const open = frame.getByRole('link', { name: 'Open in ZARcode' });
    await expect(open).toHaveAttribute('href', `${baseURL}/zarcodes/${code}`);
    await expect(open).toHaveAttribute('target', '_blank');
  } finally {
    await shop.close();
  }
});

test('Pan & zoom swaps the static map for the interactive one', async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  await page.goto(`/zarcodes/${code}`);
  const map = page.getByRole('region', { name: `Map of ZARcode ${code}` });
  await expect(map.getByText('City Centre, Cape Town, Western Cape')).toBeVisible(PAGE_LOAD);
  await map.getByRole('button', { name: 'Pan & zoom' }).click();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByText(code)).toBeVisible();
});

test('a code that does not exist shows ZARcode Not Found with a way home', async ({ page }) => {
  await page.goto('/zarcodes/9ZZ-ZZZZ');
  await expect(page.getByRole('heading', { name: 'ZARcode Not Found' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('ZARcode not found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the owner edits the title and privacy, and is back on the page with the change', async ({ page, request }) => {
  const { owner, code } = await ownerWithCode(request);
  await signInAsOwner(page, owner);
  await page.goto(`/zarcodes/${code}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/zarcodes/${code}/edit$`));
  await expect(page.getByLabel('City')).toHaveValue('Cape Town', PAGE_LOAD);
  await expect(page.getByLabel('City')).not.toBeEditable();
  await expect(page.getByText('moving a ZARcode needs a change request', { exact: false })).toBeVisible();

  const newTitle = uniqueTitle('Yellow gate at the tuck shop');
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(newTitle);
  await page.getByLabel('Private').check();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('ZARcode updated')).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(new RegExp(`/zarcodes/${code}$`));
  await expect(page.getByText(newTitle).first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  const record = await (await request.get(`/api/zarcodes/${code}`)).json();
  expect(record.privacy).toBe('private');
  expect(record.title).toBeNull();
});

test('another user opening the edit page is told it is not theirs, and nothing is sent', async ({ page, request }) => {
  const { code } = await ownerWithCode(request);
  const stranger = await registerViaApi(request);
  await signInViaApi(page, stranger);
  const writes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'GET') writes.push(`${sent.method()} ${sent.url()}`);
  });
  await page.goto(`/zarcodes/${code}/edit`);
  await expect(page.getByRole('heading', { name: "You can't edit this ZARcode" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await page.getByRole('link', { name: `View ${code}` }).click();
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  expect(writes.filter((write) => write.includes('/api/zarcodes'))).toEqual([]);
});
