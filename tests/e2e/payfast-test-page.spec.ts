import { registerViaApi, signInViaApi, signInWithToken } from '../helpers/e2e';
import { expect, test } from '../helpers/e2e-own-server';

/*
 * PayFast with Debug Mode: the test page. The shared server has no merchant
 * credentials and PayFast switched off, so it only ever pays in mock mode; the worker's own server has
 * them, pointing at the fake gateway on localhost, and its System Settings decide the mode.
 */

test('with PayFast and Debug Mode switched on in System Settings, a buyer sees every field on the test page and posts them to PayFast', async ({
  browser,
  page,
  request,
  ownServer,
}) => {
  await ownServer.updateSettings({ usePayFast: false, payFastDebugMode: false, payFastAutoSubmit: false });
  await signInWithToken(page, request, ownServer.adminToken);
  await page.goto('/a/settings');
  const card = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Payment Settings' }) });
  await expect(card.getByText('Using mock payment system for testing. No real payments will be processed.')).toBeVisible();

  await card.getByRole('switch', { name: 'Live' }).click();
  await expect(card.getByRole('checkbox', { name: 'Use PayFast Sandbox (for testing)' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Immediate Submit' })).toHaveCount(0);
  await card.getByRole('switch', { name: 'Debug Mode' }).click();
  await card.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expect(page.getByText('Payment configuration has been successfully updated.')).toBeVisible();
  await expect(card.getByText('Payments now: PayFast sandbox')).toBeVisible();

  const buyer = await browser.newPage();
  await signInViaApi(buyer, await registerViaApi(buyer.request, { firstName: 'Thandi', lastName: 'Nkosi' }));
  await buyer.goto('/payment?bundle=starter');
  const pay = buyer.getByRole('button', { name: /^Pay R\d+\.\d\d$/ });
  const amount = (await pay.textContent())!.replace('Pay R', '');
  await pay.click();

  await expect(buyer).toHaveURL(/\/payment\/payfast-test\?paymentId=/);
  await expect(buyer.getByRole('heading', { name: 'PayFast test page' })).toBeVisible();
  await expect(buyer.getByText('PayFast sandbox: a test payment')).toBeVisible();
  await expect(buyer.getByText(`Posting to ${ownServer.payfast.url}/eng/process`)).toBeVisible();
  await expect(buyer.getByText('Auto-Submit is off: press Submit to PayFast when you are ready.')).toBeVisible();
  const field = (name: string) => buyer.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('+ dd');
  await expect(field('merchant_id')).toHaveText(ownServer.payfast.merchantId);
  await expect(field('amount')).toHaveText(amount);
  await expect(field('name_first')).toHaveText('Thandi');
  await expect(field('item_name')).toHaveText('ZARcode Starter bundle - 5 ZARcodes');
  await expect(field('signature')).toHaveText(/^[0-9a-f]{32}$/);
  const signature = await field('signature').textContent();

  const posted = buyer.waitForRequest((r) => r.method() === 'POST' && r.url() === `${ownServer.payfast.url}/eng/process`);
  await buyer.getByRole('button', { name: 'Submit to PayFast' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('merchant_id')).toBe(ownServer.payfast.merchantId);
  expect(form.get('amount')).toBe(amount);
  expect(form.get('signature')).toBe(signature);
  await expect(buyer.getByText('Fake PayFast')).toBeVisible();
  await buyer.close();
});

test('with Auto-Submit on, the test page counts down and posts the form to PayFast by itself', async ({ browser, ownServer }) => {
  await ownServer.updateSettings({
    usePayFast: true,
    payFastDebugMode: true,
    payFastAutoSubmit: true,
    payFastImmediateSubmit: false,
    payFastTestPageTimeout: 2000,
  });
  const buyer = await browser.newPage();
  await signInViaApi(buyer, await registerViaApi(buyer.request));
  await buyer.goto('/payment?bundle=starter');
  const posted = buyer.waitForRequest((r) => r.method() === 'POST' && r.url() === `${ownServer.payfast.url}/eng/process`);
  await buyer.getByRole('button', { name: /^Pay R\d+\.\d\d$/ }).click();

  await expect(buyer.getByText('Auto-Submit after 2000 ms')).toBeVisible();
  await expect(buyer.getByText(/^[0-2]\.\d s$/)).toBeVisible();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('merchant_id')).toBe(ownServer.payfast.merchantId);
  await expect(buyer.getByText('Fake PayFast')).toBeVisible();
  await buyer.close();
});
