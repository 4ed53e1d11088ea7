import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, takeOver } from '../helpers/e2e';

// A code typed on a phone (360 px): look-alike characters, lower case and no hyphen still find it, and
// a code that does not exist offers the one it was probably meant to be. The SMS text is read back
// from the clipboard.
test.use({ viewport: { width: 360, height: 740 }, permissions: ['clipboard-read', 'clipboard-write'] });

const PAGE_LOAD = { timeout: 15_000 };
const SUFFIX_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

type Owner = Awaited<ReturnType<typeof registerWithBundle>>;
let sharedOwner: Promise<Owner> | null = null;
/** One owner per worker: the server allows few registrations from one address. */
const theOwner = (request: APIRequestContext) => (sharedOwner ??= registerWithBundle(request));

/**
 * A code in Queenstown (prefix 2QS: Eastern Cape, Q, and its third consonant S) or Bellville (1BL),
 * whose prefixes hold letters people type as look-alikes.
 */
async function codeIn(request: APIRequestContext, place: 'Queenstown' | 'Bellville') {
  const owner = await theOwner(request);
  const where =
    place === 'Queenstown'
      ? { city: 'Queenstown', suburb: 'Top Town', province: 'Eastern Cape', latitude: -31.8976, longitude: 26.8753 }
      : { city: 'Bellville', suburb: 'Oakdale', province: 'Western Cape', latitude: -33.9022, longitude: 18.6292 };
  const made = await createCodeViaApi(request, owner.token, { ...where, title: `Gate in ${place}` });
  return made.zarcode;
}

/** The code with its last character changed to another of the alphabet: a code that does not exist. */
function mistyped(code: string): string {
  const last = code.at(-1)!;
  const other = SUFFIX_ALPHABET[(SUFFIX_ALPHABET.indexOf(last) + 1) % SUFFIX_ALPHABET.length];
  return `${code.slice(0, -1)}${other}`;
}

const heroSearch = (page: Page) => page.getByRole('combobox', { name: 'Look up a ZARcode or an address' });
const codeHeading = (page: Page, code: string) => page.getByRole('heading', { level: 1, name: code });

test('a code typed with O for Q, lower case and no hyphen in the hero opens the code', async ({ page, request }) => {
  const code = await codeIn(request, 'Queenstown');
  expect(code.slice(0, 3)).toBe('2QS');
  const typed = `2os${code.slice(4)}`.toLowerCase();

  await page.goto('/');
  await takeOver(page);
  await heroSearch(page).fill(typed);
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toContainText(code);
  await heroSearch(page).press('Enter');
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(`/zarcodes/${code}`);
});

test('a code typed with 8 for B and 1 for L in the address bar opens the code under its own name', async ({ page, request }) => {
  const code = await codeIn(request, 'Bellville');
  expect(code.slice(0, 3)).toBe('1BL');

  await page.goto(`/181${code.slice(4).toLowerCase()}`);
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(`/${code}`);
});

test('a mistyped code offers the right one on its page, and following it opens that code', async ({ page, request }) => {
  const code = await codeIn(request, 'Queenstown');

  await page.goto(`/zarcodes/${mistyped(code)}`);
  await expect(page.getByRole('heading', { name: 'ZARcode Not Found' })).toBeVisible(PAGE_LOAD);
  const didYouMean = page.getByRole('navigation', { name: 'Did you mean:' });
  const offered = didYouMean.getByRole('link', { name: new RegExp(code) });
  await expect(offered).toContainText('Top Town, Queenstown');
  // Nothing sticks out sideways on a phone (a long title is cut short instead).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await offered.click();
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(`/zarcodes/${code}`);
});

test('a mistyped code in the hero search offers the right one', async ({ page, request }) => {
  const code = await codeIn(request, 'Bellville');
  const typed = mistyped(code).replace('-', ' ').toLowerCase();

  await page.goto('/');
  await takeOver(page);
  await heroSearch(page).fill(typed);
  await expect(page.getByText(`No results found for "${typed}"`)).toBeVisible();
  const offered = page.getByRole('listbox', { name: 'Did you mean' }).getByRole('option').filter({ hasText: code });
  await expect(offered).toContainText('Oakdale, Bellville');
  await offered.click();
  await expect(codeHeading(page, code)).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(`/zarcodes/${code}`);
});

test('the code page spells the code for a phone call and copies it as one SMS', async ({ page, request }) => {
  const code = await codeIn(request, 'Bellville');

  await page.goto(`/zarcodes/${code}`);
  await expect(page.getByText(/^one, Bravo Lima — /)).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Copy as SMS' }).click();
  await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
  const sms = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(sms).toBe(`ZARcode ${code}\nOakdale, Bellville\n${origin}/${code}`);
  expect(sms.length).toBeLessThanOrEqual(160);
});
