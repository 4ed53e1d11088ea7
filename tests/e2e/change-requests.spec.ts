import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createCodeViaApi, registerWithBundle, signInAsAdmin, signInViaApi } from '../helpers/e2e';
import { E2E_BASE_URL } from '../helpers/e2e-env';

// Moving a code: the owner asks, an admin approves, the owner moves the marker within 24 hours, the
// notice says the location changed and is dismissed; and the admin's side on /a/change-requests.

async function adminCall(request: APIRequestContext, method: 'GET' | 'PUT', path: string) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The request of `code`, as the admin list finds it. */
async function requestOf(request: APIRequestContext, code: string): Promise<{ id: string; state: string }> {
  const list = await adminCall(request, 'GET', `/api/admin/change-requests?status=all&search=${code}`);
  expect(list.changeRequests).toHaveLength(1);
  return list.changeRequests[0];
}

/** Asks for a change through the API, as the dialog does (the dialog is walked through below). */
async function askViaApi(request: APIRequestContext, token: string, code: string) {
  const response = await request.post(`/api/zarcodes/${code}/request-change`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'The entrance moved to the side street' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const notices = (page: Page) => page.getByRole('region', { name: 'Change requests' });

/** Opens the Request Change dialog of a code on My ZARcodes and sends `reason`. */
async function requestChangeInDialog(page: Page, code: string, reason: string) {
  await page.getByRole('button', { name: `Request Change for ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request Change for ${code}` });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  return dialog;
}

test('the owner asks to move a code, moves the marker once it is approved, sees it applied and dismisses the notice', async ({
  page,
  request,
}) => {
  // One journey through four pages and an approval, on a machine the whole suite shares.
  test.setTimeout(120_000);
  const owner = await registerWithBundle(request);
  const { zarcode } = await createCodeViaApi(request, owner.token);
  await signInViaApi(page, owner);

  await page.goto('/my-codes');
  await page.getByRole('button', { name: `Request Change for ${zarcode}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request Change for ${zarcode}` });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Reason Required')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  // The dialog stays open with its error; the reason is typed into it and sent again.
  await dialog.getByLabel('Reason').fill('The gate moved to the side street');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Change request submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard');
  await expect(notices(page).getByRole('article', { name: `Change request pending: ZARcode ${zarcode}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications 1' })).toBeVisible();

  // An admin approves through the API; the owner's next visit shows the window and its Edit link.
  await adminCall(request, 'PUT', `/api/admin/change-requests/${(await requestOf(request, zarcode)).id}/approve`);
  await page.goto('/dashboard');
  const approved = notices(page).getByRole('article', { name: `Change request approved: ZARcode ${zarcode}` });
  await expect(approved).toContainText(/(23 h 59 min|24 h) left/);
  await approved.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/zarcodes/${zarcode}/edit`);

  await expect(page.getByText('Change request approved')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save new location' });
  await expect(save).toBeDisabled();
  const map = page.getByRole('region', { name: 'Location map' });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 160, y: box.height / 2 + 90 } });
  await expect(page.getByText('Not moved yet')).toBeHidden();
  await expect(page.getByText('Cape Town, Western Cape', { exact: true })).toBeVisible();
  await save.click();
  await expect(page.getByText('Location updated')).toBeVisible();
  // The window is used: the location is read-only again, and a new move needs a new request.
  await expect(page.getByRole('button', { name: 'Request Change' })).toBeVisible();
  await expect(save).toBeHidden();

  await page.goto('/dashboard');
  const applied = notices(page).getByRole('article', { name: `Location changed: ZARcode ${zarcode}` });
  await expect(applied).toBeVisible();
  await applied.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Request dismissed')).toBeVisible();
  await expect(applied).toBeHidden();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText("You're all caught up.")).toBeVisible();

  const moved = await (await request.get(`/api/zarcodes/${zarcode}`)).json();
  expect(moved.latitude).not.toBe('-33.924900');
  expect((await requestOf(request, zarcode)).state).toBe('applied');
});

test('the bell lists the notices with their count and dismisses one', async ({ page, request }) => {
  const owner = await registerWithBundle(request);
  const first = await createCodeViaApi(request, owner.token);
  const second = await createCodeViaApi(request, owner.token, { title: 'Second gate' });
  await askViaApi(request, owner.token, first.zarcode);
  await askViaApi(request, owner.token, second.zarcode);
  await adminCall(request, 'PUT', `/api/admin/change-requests/${(await requestOf(request, second.zarcode)).id}/approve`);
  await signInViaApi(page, owner);

  await page.goto('/my-codes');
  await page.getByRole('button', { name: 'Notifications 2' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: `Change request pending: ${first.zarcode}` })).toBeVisible();
  const approved = menu.getByRole('group', { name: `Change request approved: ${second.zarcode}` });
  await expect(approved.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `/zarcodes/${second.zarcode}/edit`);
  await menu.getByRole('group', { name: `Change request pending: ${first.zarcode}` }).getByRole('menuitem', { name: 'Dismiss' }).click();
  await expect(page.getByText('Request dismissed')).toBeVisible();
  // The menu stays open for the next one; the dismissed notice has left it.
  await expect(menu.getByRole('group', { name: `Change request pending: ${first.zarcode}` })).toBeHidden();
  await approved.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/zarcodes/${second.zarcode}/edit`);
  await expect(page.getByRole('button', { name: 'Save new location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications 1' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Request Change button of a code card opens the dialog', async ({ page, request }) => {
    const owner = await registerWithBundle(request);
    const { zarcode } = await createCodeViaApi(request, owner.token);
    await signInViaApi(page, owner);
    await page.goto('/my-codes');
    await requestChangeInDialog(page, zarcode, 'The gate is now on the other street');
    await expect(page.getByText('Change request submitted')).toBeVisible();
    expect((await requestOf(request, zarcode)).state).toBe('pending');

    // A second request while the first is open: the server's words in 'Request Failed'.
    const dialog = await requestChangeInDialog(page, zarcode, 'Again');
    await expect(page.getByText('Request Failed')).toBeVisible();
    await expect(page.getByText('This ZARcode already has an open change request.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an admin approves a request on /a/change-requests and rejects another with a note', async ({ page, request, browser }) => {
    const owner = await registerWithBundle(request);
    const first = await createCodeViaApi(request, owner.token);
    const second = await createCodeViaApi(request, owner.token, { title: 'Second gate' });
    await askViaApi(request, owner.token, first.zarcode);
    await askViaApi(request, owner.token, second.zarcode);
    await signInAsAdmin(page, request);

    await page.goto('/a/change-requests');
    await expect(page.getByRole('heading', { name: 'Change Requests', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Search').fill(first.zarcode);
    const card = page.getByRole('article', { name: `Change request for ${first.zarcode}` });
    await expect(card).toContainText('The entrance moved to the side street');
    await expect(card).toContainText(owner.email);
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Approve the change request for ${first.zarcode}?` });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Change request approved')).toBeVisible();
    await expect(page.getByText('Nothing matches this search.')).toBeVisible();

    await page.getByRole('button', { name: /^Approved/ }).click();
    await expect(page.getByRole('article', { name: `Change request for ${first.zarcode}` })).toContainText(/(23 h 59 min|24 h) left/);
    expect((await requestOf(request, first.zarcode)).state).toBe('approved');

    await page.getByRole('button', { name: /^Pending/ }).click();
    await page.getByLabel('Search').fill(second.zarcode);
    await page.getByRole('article', { name: `Change request for ${second.zarcode}` }).getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByRole('dialog', { name: `Reject the change request for ${second.zarcode}` });
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect(rejectDialog.getByText('Please give the owner a note saying why the request is rejected.')).toBeVisible();
    await rejectDialog.getByLabel('Note to the owner').fill('Please send a photo of the new gate.');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Change request rejected')).toBeVisible();
    await expect(rejectDialog).toBeHidden();
    expect((await requestOf(request, second.zarcode)).state).toBe('rejected');

    // The owner, on their own phone, reads the note on the dashboard, with a way to support.
    const ownerPage = await browser.newPage({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 } });
    await signInViaApi(ownerPage, owner);
    await ownerPage.goto('/dashboard');
    const declined = notices(ownerPage).getByRole('article', { name: `Change request declined: ZARcode ${second.zarcode}` });
    await expect(declined).toContainText('Please send a photo of the new gate.');
    await expect(declined.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    await ownerPage.close();
  });
});
