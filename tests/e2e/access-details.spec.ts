import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { createCodeViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

// Reach the door: the owner writes the gate code (and sees it on the code's page, the server's, filled
// in by its script) and sends a courier a delivery link; the courier, with no account, sees it; a
// visitor without the link does not; the owner reads who looked. Replaced by a new link, and revoked,
// a link says it no longer works.

test.use({ viewport: { width: 360, height: 800 } });

const PAGE_LOAD = { timeout: 15_000 };

/**
 * The code's page opened by a link that no longer works: the courier is told, above the page, that
 * the link is dead and who can make a new one, and sees no access details.
 */
async function expectDeadLinkPage(courier: Page, code: string) {
  await expect(courier.getByRole('heading', { name: code })).toBeVisible(PAGE_LOAD);
  await expect(courier.getByText('This delivery link no longer works')).toBeVisible();
  await expect(courier.getByText('It has expired or was withdrawn', { exact: false })).toBeVisible();
  await expect(courier.getByText('The person who sent it can make you a new one.', { exact: false })).toBeVisible();
  await expect(courier.getByRole('region', { name: 'Access details' })).toHaveCount(0);
  await expect(courier.getByText('4812#')).toHaveCount(0);
}

test('an owner shares access details with a delivery link, sees it used, replaces it, and revokes it', async ({ page, browser, request }) => {
  const owner = await registerWithBundle(request);
  const code = await createCodeViaApi(request, owner.token, { title: 'Nomsa salon' });
  await signInViaApi(page, owner);

  await page.goto(`/${code.zarcode}`);
  await page.getByRole('region', { name: 'Access details' }).getByRole('link', { name: 'Manage' }).click(PAGE_LOAD);
  await page.getByLabel('Gate or entrance code').fill('4812#', PAGE_LOAD);
  await page.getByLabel('Note for drivers').fill('Ring twice, the dog is friendly');
  await expect(page.getByText(/^36 of 1\s?000 characters across all access details$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save access details' }).click();
  await expect(page.getByText('Access details saved')).toBeVisible();

  // Back on the code's page (the server's), the script shows the signed-in owner what they saved.
  await page.goto(`/${code.zarcode}`);
  const ownCard = page.getByRole('region', { name: 'Access details' });
  await expect(ownCard.getByText('4812#')).toBeVisible(PAGE_LOAD);
  await expect(ownCard.getByText('Only you, the people you share them with', { exact: false })).toBeVisible();
  await ownCard.getByRole('link', { name: 'Manage' }).click(PAGE_LOAD);
  await expect(page.getByLabel('Gate or entrance code')).toHaveValue('4812#', PAGE_LOAD);

  await page.getByLabel('Who is it for?').fill('Sipho at PostNet');
  await page.getByRole('button', { name: 'Make link' }).click();
  const link = await page.getByLabel('Link', { exact: true }).inputValue();
  expect(link).toMatch(new RegExp(`/${code.zarcode}\\?k=[A-Za-z0-9_-]{24}$`));
  await page.getByRole('button', { name: 'Done' }).click();

  // The courier's phone: no account, only the link.
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const courier = await phone.newPage();
  await courier.goto(link);
  const card = courier.getByRole('region', { name: 'Access details' });
  await expect(card.getByText('4812#')).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('Ring twice, the dog is friendly')).toBeVisible();
  await expect(card.getByText('Shared with you by a delivery link.', { exact: false })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Manage' })).toHaveCount(0);
  // The page's HTML never holds them: the script asked the API with the link's key.
  const served = await request.get(link);
  expect(await served.text()).not.toContain('4812#');
  await expectNoAxeViolations(courier);

  // Without the link, the same page shows no access details.
  const visitor = await phone.newPage();
  await visitor.goto(`/${code.zarcode}`);
  await expect(visitor.getByRole('heading', { name: code.zarcode })).toBeVisible(PAGE_LOAD);
  await expect(visitor.getByRole('region', { name: 'Access details' })).toHaveCount(0);
  await expect(visitor.getByText('4812#')).toHaveCount(0);

  // The owner sees the look. The courier lost the link: the owner makes a new one, told the old one stops working.
  await page.reload();
  const log = page.getByRole('region', { name: 'Access log' });
  await expect(log.getByText('Sipho at PostNet')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Lost a link? New link makes another for the same person, until the same day: the link you sent stops working.')).toBeVisible();
  await page.getByRole('button', { name: 'New link for Sipho at PostNet' }).click();
  const sendNew = page.getByRole('dialog', { name: 'New link for Sipho at PostNet' });
  await expect(sendNew.getByText('The link you sent before no longer works: send this one instead.', { exact: false })).toBeVisible();
  const newLink = await sendNew.getByLabel('Link', { exact: true }).inputValue();
  expect(newLink).toMatch(new RegExp(`/${code.zarcode}\\?k=[A-Za-z0-9_-]{24}$`));
  expect(newLink).not.toBe(link);
  await sendNew.getByRole('button', { name: 'Done' }).click();

  // The old link is dead and says so; the new one shows the access details.
  await courier.reload();
  await expectDeadLinkPage(courier, code.zarcode);
  await courier.goto(newLink);
  await expect(courier.getByRole('region', { name: 'Access details' }).getByText('4812#')).toBeVisible(PAGE_LOAD);
  await expect(courier.getByText('This delivery link no longer works')).toHaveCount(0);

  // The owner revokes the new link.
  await page.getByRole('button', { name: 'Revoke the link for Sipho at PostNet' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();

  await courier.reload();
  await expectDeadLinkPage(courier, code.zarcode);
  await phone.close();
});
