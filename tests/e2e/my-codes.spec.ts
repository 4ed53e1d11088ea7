import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

const DURBAN = {
  city: 'Durban',
  province: 'KwaZulu-Natal',
  suburb: 'South Beach',
  addressLine1: '1 Marine Parade',
  latitude: -29.8587,
  longitude: 31.0218,
};
const JOHANNESBURG = {
  city: 'Johannesburg',
  province: 'Gauteng',
  suburb: 'Braamfontein',
  addressLine1: '5 Jorissen Street',
  latitude: -26.1929,
  longitude: 28.0305,
};

/** A word with no space to break at (a pasted link, a run-together name), wider than a phone. */
const UNBROKEN = 'Emkhondweni'.repeat(6);

/**
 * A user with three codes in three provinces, made once per worker and only read by the tests that
 * share it: the server allows few sign-ups from one address (20 an hour), so tests that change
 * nothing share one user. The first code's title and description end in a word wider than a phone.
 */
interface Reader {
  user: Awaited<ReturnType<typeof registerWithBundle>>;
  alpha: { zarcode: string };
  bravo: { zarcode: string };
  charlie: { zarcode: string };
}
let reader: Promise<Reader> | undefined;
function readerWithCodes(request: APIRequestContext): Promise<Reader> {
  reader ??= (async () => {
    const user = await registerWithBundle(request);
    const alpha = await createCodeViaApi(request, user.token, {
      title: `Alpha workshop ${UNBROKEN}`,
      description: `Behind the church ${UNBROKEN}`,
      addressLine2: 'Unit 4',
    });
    const bravo = await createCodeViaApi(request, user.token, { title: 'Bravo kiosk', ...DURBAN });
    const charlie = await createCodeViaApi(request, user.token, { title: 'Charlie clinic', ...JOHANNESBURG });
    return { user, alpha, bravo, charlie };
  })();
  return reader;
}

/** The rows of codes, not the heading row nor the skeleton rows shown while the list loads. */
const codeRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') }).and(page.locator(':not([data-testid="skeleton-row"])'));

/** The dashboard's four figures, each a term followed by its value. */
const statistics = (page: Page) => page.getByRole('region', { name: 'Your statistics' });

/** Holds back the requests that match until `release` is called, as slow mobile data would. */
async function holdBack(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function choose(page: Page, select: string, option: string) {
  await page.getByLabel(select).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('My ZARcodes', () => {
  test('lists the codes, filters by province and by search, and sorts by title', async ({ page, request }) => {
    const { user, alpha, bravo, charlie } = await readerWithCodes(request);
    await signInViaApi(page, user);

    await page.goto('/my-codes');
    await expect(page.getByRole('heading', { name: 'My ZARcodes', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage all your generated location codes.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate New ZARcode' })).toHaveAttribute('href', '/generator');
    await expect(codeRows(page)).toHaveCount(3);
    // Newest first by default.
    await expect(codeRows(page).first()).toContainText(charlie.zarcode);

    const alphaRow = codeRows(page).filter({ hasText: alpha.zarcode });
    await expect(alphaRow).toContainText('Alpha workshop');
    await expect(alphaRow).toContainText('Cape Town, Western Cape');
    await expect(alphaRow).toContainText('Behind the church');
    const codeLink = alphaRow.getByRole('link', { name: alpha.zarcode, exact: true });
    await expect(codeLink).toHaveAttribute('href', `/zarcodes/${alpha.zarcode}`);
    await expect(codeLink).toHaveAttribute('target', '_blank');
    await expect(alphaRow.getByRole('link', { name: `Map of ${alpha.zarcode}` })).toHaveAttribute(
      'href',
      `/zarcodes/${alpha.zarcode}`,
    );

    await choose(page, 'Province', 'KwaZulu-Natal');
    await expect(codeRows(page)).toHaveCount(1);
    await expect(codeRows(page)).toContainText(bravo.zarcode);
    await choose(page, 'Province', 'All Provinces');
    await expect(codeRows(page)).toHaveCount(3);

    await page.getByLabel('Search', { exact: true }).fill('clinic');
    await expect(codeRows(page)).toHaveCount(1);
    await expect(codeRows(page)).toContainText(charlie.zarcode);
    await page.getByLabel('Search', { exact: true }).fill('zzzz-nothing');
    await expect(page.getByText('No ZARcodes found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect(codeRows(page)).toHaveCount(3);

    await choose(page, 'Sort By', 'Title A-Z');
    await expect(codeRows(page).first()).toContainText('Alpha workshop');
    await expect(codeRows(page).last()).toContainText('Charlie clinic');
    await choose(page, 'Sort By', 'Title Z-A');
    await expect(codeRows(page).first()).toContainText('Charlie clinic');
    await expect(codeRows(page).last()).toContainText('Alpha workshop');
  });

  test('exports the filtered list as a CSV file', async ({ page, request }) => {
    const { user, alpha, bravo } = await readerWithCodes(request);
    await signInViaApi(page, user);

    await page.goto('/my-codes');
    await choose(page, 'Province', 'KwaZulu-Natal');
    await expect(codeRows(page)).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^zarcodes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^ZARcode,Title,Description,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${bravo.zarcode},Bravo kiosk`);
    expect(csv).not.toContain(alpha.zarcode);
  });

  test('a new user is invited to make a first code', async ({ page, request }) => {
    const owner = await registerWithBundle(request);
    await signInViaApi(page, owner);
    await page.goto('/my-codes');
    // The list shows skeleton rows until the first page answers, which a loaded CI machine can take past 5 s.
    await expect(page.getByText('No ZARcodes found', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Get started by creating your first ZARcode')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Generate ZARcode', exact: true })).toHaveAttribute(
      'href',
      '/generator',
    );
  });

  test("copies a code, says 'Copy failed' when the browser refuses, and shows every detail of the code", async ({ page, request }) => {
    const { user: owner, alpha: code } = await readerWithCodes(request);
    await signInViaApi(page, owner);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto('/my-codes');
    await page.getByRole('button', { name: `Copy ${code.zarcode}` }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    await expect(page.getByText('ZARcode copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.zarcode);

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refused')) } });
      // The copy falls back to a selected text area; this browser refuses that too.
      document.execCommand = () => false;
    });
    await page.getByRole('button', { name: `Copy ${code.zarcode}` }).click();
    await expect(page.getByText('Copy failed')).toBeVisible();
    await expect(page.getByText('Unable to copy to clipboard')).toBeVisible();

    await page.getByRole('button', { name: `View details of ${code.zarcode}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Alpha workshop' })).toBeVisible();
    for (const text of [
      code.zarcode,
      'Behind the church',
      `${owner.firstName} ${owner.lastName}`,
      owner.email,
      '12 Long Street',
      'Unit 4',
      'City Centre',
      'Cape Town',
      'Western Cape',
      'South Africa',
      '-33.924900',
      '18.424100',
    ]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByText('Created')).toBeVisible();
    await expect(dialog.getByText('Updated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('deletes a code after confirming; it is gone and the dashboard counts one fewer', async ({ page, request }) => {
    const owner = await registerWithBundle(request);
    const kept = await createCodeViaApi(request, owner.token, { title: 'Kept code' });
    const doomed = await createCodeViaApi(request, owner.token, { title: 'Doomed code' });
    await signInViaApi(page, owner);

    await page.goto('/dashboard');
    await expect(statistics(page)).toMatchAriaSnapshot(`
      - term: Total ZARcodes
      - definition: "2"
    `);
    await page.goto('/my-codes');
    await expect(codeRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: `Delete ${doomed.zarcode}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Are you sure you want to delete the ZARcode "${doomed.zarcode}"? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(codeRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: `Delete ${doomed.zarcode}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('ZARcode deleted')).toBeVisible();
    await expect(page.getByText('The ZARcode has been successfully removed.')).toBeVisible();
    await expect(codeRows(page)).toHaveCount(1);
    await expect(codeRows(page)).toContainText(kept.zarcode);
    await expect(page.getByText(doomed.zarcode)).toHaveCount(0);

    // Back on the dashboard without reloading: the stats were read again after the delete.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(statistics(page)).toMatchAriaSnapshot(`
      - term: Total ZARcodes
      - definition: "1"
    `);
    const gone = await request.get(`/api/zarcodes/${doomed.zarcode}`);
    expect(gone.status()).toBe(404);
  });

  test('shows pages of 10 once there are more than 10 codes', async ({ page, request }) => {
    const owner = await registerWithBundle(request, 'enterprise');
    const codes = [];
    for (let i = 1; i <= 10; i += 1) codes.push(await createCodeViaApi(request, owner.token, { title: `Stop ${i}` }));
    await signInViaApi(page, owner);

    await page.goto('/my-codes');
    await expect(codeRows(page)).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    const eleventh = await createCodeViaApi(request, owner.token, { title: 'Stop 11' });
    await page.reload();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Showing 1 to 10 of 11 results');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(codeRows(page).first()).toContainText(eleventh.zarcode);

    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(pagination).toContainText('Showing 11 to 11 of 11 results');
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(codeRows(page)).toHaveCount(1);
    await expect(codeRows(page)).toContainText(codes[0]!.zarcode);

    // A filter starts again at page 1.
    await choose(page, 'Sort By', 'Oldest First');
    await expect(pagination).toContainText('Showing 1 to 10 of 11 results');
    await expect(codeRows(page).first()).toContainText(codes[0]!.zarcode);
  });

  test('on a phone the table becomes cards', async ({ page, request }) => {
    const { user, alpha: code } = await readerWithCodes(request);
    await signInViaApi(page, user);
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto('/my-codes');
    const card = page.getByRole('listitem').filter({ hasText: code.zarcode });
    await expect(card).toContainText('Alpha workshop');
    await expect(page.getByRole('table')).toBeHidden();
    await card.getByRole('button', { name: `View details of ${code.zarcode}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Alpha workshop');
    // The title's and the description's long word wrap inside the dialog: nothing runs past it or the screen.
    await expect(dialog.getByRole('heading', { name: /^Alpha workshop/ })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('on slow data: a frame and a loading state before the script comes, five skeleton rows before the list, and the Creator link at once', async ({ page, request }) => {
    const { user, alpha } = await readerWithCodes(request);
    await signInViaApi(page, user);
    const scripts = await holdBack(page, '**/assets/*.js');
    const list = await holdBack(page, /\/api\/zarcodes(\?|$)/);

    await page.goto('/my-codes', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toContainText('ZARcode');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My ZARcodes' })).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('heading', { name: 'My ZARcodes', level: 1 })).toBeVisible();
    await expect(page.getByTestId('skeleton-row').filter({ visible: true })).toHaveCount(5);
    await expect(page.getByTestId('skeleton-card').filter({ visible: true })).toHaveCount(0);
    const creatorLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Creator', exact: true });
    await expect(creatorLink).toBeVisible();

    // Without the statistics that say the user has codes, the bar still draws the Creator link, from the last visit.
    const stats = await holdBack(page, '**/api/user/stats');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(creatorLink).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('skeleton-card').filter({ visible: true })).toHaveCount(5);
    list.release();
    stats.release();
    await expect(page.getByRole('listitem').filter({ hasText: alpha.zarcode })).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });
});

test.describe('Dashboard', () => {
  test('shows the stat tiles, the bundle card, the map and the table of codes', async ({ page, request }) => {
    const owner = await registerWithBundle(request, 'starter');
    const code = await createCodeViaApi(request, owner.token, { title: 'Dashboard stand' });
    await signInViaApi(page, owner);

    await page.goto('/dashboard');
    await expect(statistics(page)).toMatchAriaSnapshot(`
      - term: Total ZARcodes
      - definition: "1"
      - term: This Month
      - definition: "1"
      - term: Provinces
      - definition: "1"
      - term: Views This Month
      - definition: "0"
    `);

    const bundle = page.getByRole('listitem').filter({ hasText: 'Starter bundle' });
    await expect(bundle).toContainText('4 of 5 ZARcodes remaining');
    await expect(bundle).toContainText(/Expires \d{1,2} \w{3} \d{4}/);

    const map = page.getByRole('region', { name: 'Map of your ZARcodes' });
    await expect(map.getByRole('button', { name: code.zarcode, exact: true })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: code.zarcode });
    await expect(row).toContainText('Dashboard stand');
    await expect(row.getByRole('link', { name: `Edit ${code.zarcode}` })).toHaveAttribute('href', `/zarcodes/${code.zarcode}/edit`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Generate ZARcode', exact: true })).toHaveAttribute(
      'href',
      '/generator',
    );
  });

  test('a user with no codes sees the empty map', async ({ page, request }) => {
    const owner = await registerWithBundle(request);
    await signInViaApi(page, owner);
    await page.goto('/dashboard');
    await expect(page.getByText('No ZARcodes Found', { exact: true })).toBeVisible();
    await expect(statistics(page)).toMatchAriaSnapshot(`
      - term: Total ZARcodes
      - definition: "0"
    `);
  });
});
