import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, signInViaApi, takeOver } from '../helpers/e2e';

/** A word no other test's code contains, so the global search finds exactly ours. */
const uniqueWord = (stem: string) => `${stem}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** "1CT-7K2M" as someone might type it: lower case, no hyphen. */
const typedLoosely = (code: string) => code.replace('-', '').toLowerCase();

/**
 * One owner and their codes, made once per worker: the search tests only read, and the server allows
 * few sign-ups and sign-ins from one address (20 sign-ups an hour), so every test making its own user
 * would run into the limit.
 */
interface Seed {
  owner: Awaited<ReturnType<typeof registerWithBundle>>;
  titled: { zarcode: string; word: string };
  hidden: { zarcode: string; word: string };
}
let seed: Promise<Seed> | undefined;
function seeded(request: APIRequestContext): Promise<Seed> {
  seed ??= (async () => {
    const owner = await registerWithBundle(request);
    const word = uniqueWord('spaza');
    const titled = await createCodeViaApi(request, owner.token, { title: `Mama ${word} tuck shop` });
    const secret = uniqueWord('hidden');
    const hidden = await createCodeViaApi(request, owner.token, { title: `Back door ${secret}`, privacy: 'private' });
    return { owner, titled: { zarcode: titled.zarcode, word }, hidden: { zarcode: hidden.zarcode, word: secret } };
  })();
  return seed;
}

const landingSearch = (page: Page) => page.getByRole('combobox', { name: 'Look up a ZARcode or an address' });
/** The hero search's suggestions (the header's language menu has options too). */
const landingResults = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

test.describe('landing page search', () => {
  test('finds a code typed in lower case without the hyphen, and Enter opens its page', async ({ page, request }) => {
    const { zarcode } = (await seeded(request)).titled;

    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill(typedLoosely(zarcode));
    await expect(landingResults(page).first()).toContainText(zarcode);
    await landingSearch(page).press('Enter');
    await expect(page).toHaveURL(`/zarcodes/${zarcode}`);
  });

  test('finds a public code by a word of its title', async ({ page, request }) => {
    const { zarcode, word } = (await seeded(request)).titled;

    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill(word);
    const option = page.getByRole('option', { name: new RegExp(`Mama ${word} tuck shop`) });
    await expect(option).toContainText(zarcode);
    await option.click();
    await expect(page).toHaveURL(`/zarcodes/${zarcode}`);
  });

  test('an address result leads to the address-not-found page', async ({ page }) => {
    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill('Stellenbosch');
    const place = landingResults(page).filter({ hasText: 'Place' }).filter({ hasText: 'Stellenbosch' }).first();
    await place.click();
    await expect(page).toHaveURL(/\/address-not-found\?address=Stellenbosch&placeId=[^&]+$/);
  });

  test('a private code is listed by its code, never by its title', async ({ page, request }) => {
    const { zarcode, word: secret } = (await seeded(request)).hidden;

    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill(typedLoosely(zarcode));
    const option = landingResults(page).first();
    await expect(option).toContainText(zarcode);
    await expect(option).not.toContainText(secret);
  });

  test('tells the visitor when nothing matches, with a hint', async ({ page }) => {
    const nonsense = uniqueWord('qxz');
    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill(nonsense);
    await expect(page.getByText(`No results found for "${nonsense}"`)).toBeVisible();
    await expect(page.getByText('Enter a complete ZARcode (e.g. 1CT-7K2M) or a full address.')).toBeVisible();
  });

  test('says so when the search fails', async ({ page }) => {
    await page.route('**/api/search/combined?**', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill('Stellenbosch');
    await expect(page.getByText('Search failed')).toBeVisible();
  });

  test('waits for 3 characters, and the dropdown closes on Escape and when the box loses focus', async ({ page }) => {
    await page.goto('/');
    await takeOver(page);
    await landingSearch(page).fill('st');
    await expect(page.getByText('Type at least 3 characters, or a complete ZARcode.')).toBeVisible();

    await landingSearch(page).fill('Stellenbosch');
    await expect(page.getByRole('listbox')).toBeVisible();
    await landingSearch(page).press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await landingSearch(page).press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe('dashboard search', () => {
  test('finds the user\'s code by its code and by a word of its title', async ({ page, request }) => {
    const { owner, titled } = await seeded(request);
    const { zarcode, word } = titled;
    await signInViaApi(page, owner);

    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Look up a ZARcode or an address' });
    await search.fill(typedLoosely(zarcode));
    await page.getByRole('option').filter({ hasText: zarcode }).first().click();
    await expect(page).toHaveURL(`/zarcodes/${zarcode}`);

    await page.goto('/dashboard');
    await search.fill(word);
    await page.getByRole('option', { name: new RegExp(`Mama ${word} tuck shop`) }).click();
    await expect(page).toHaveURL(`/zarcodes/${zarcode}`);
  });
});
