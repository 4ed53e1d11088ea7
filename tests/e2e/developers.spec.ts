import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

// An integrator on a phone: makes an API key on /developers, calls the API with it as a script
// would, revokes it; converts a spreadsheet of codes with a progress bar.

test.use({ viewport: { width: 360, height: 800 } });

const PAGE_LOAD = { timeout: 15_000 };

test('makes an API key, calls the API with it, and revokes it', async ({ page, request, playwright }) => {
  const user = await registerWithBundle(request);
  const code = await createCodeViaApi(request, user.token, { title: 'Loading bay 3' });
  await signInViaApi(page, user);

  await page.goto('/developers');
  await page.getByRole('button', { name: 'New API key' }).click(PAGE_LOAD);
  await page.getByLabel('Name').fill('Dispatch system');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.getByLabel('API key', { exact: true }).inputValue();
  expect(secret).toMatch(/^zc_[A-Za-z0-9_-]{32}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expect(keys.getByText('Dispatch system')).toBeVisible();
  await expect(keys.getByText('never used')).toBeVisible();

  // As curl would call it: no cookies, no session, only the key.
  const outsider = await playwright.request.newContext({ baseURL: page.url().replace(/\/developers$/, '') });
  const found = await outsider.get(`/api/v1/zarcodes/${code.zarcode}`, { headers: { 'x-api-key': secret } });
  expect(found.status(), await found.text()).toBe(200);
  expect(await found.json()).toMatchObject({ status: 'found', place: { zarcode: code.zarcode, title: 'Loading bay 3' } });
  expect(found.headers()['ratelimit-policy']).toBe('10;w=1, 10000;w=86400');

  await page.reload();
  await expect(keys.getByText(/last used/)).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Revoke Dispatch system' }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(keys.getByText('Revoked', { exact: true })).toBeVisible();

  const refused = await outsider.get(`/api/v1/zarcodes/${code.zarcode}`, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'This API key has been revoked' });
  await outsider.dispose();
});

test('converts a CSV of 600 codes to coordinates with a progress bar, and downloads the results', async ({ page, request }) => {
  const user = await registerWithBundle(request);
  const code = await createCodeViaApi(request, user.token, { title: 'Gate 12' });
  await signInViaApi(page, user);
  const rows = Array.from({ length: 600 }, (_, i) => [`order-${i}`, i % 3 === 0 ? code.zarcode.toLowerCase() : i % 3 === 1 ? '1CT-2222' : 'n/a']);
  const csv = ['order,code', ...rows.map((row) => row.join(','))].join('\n');

  await page.goto('/developers');
  const tool = page.getByRole('region', { name: 'Convert codes to coordinates' });
  await tool.getByLabel('CSV file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await tool.getByRole('button', { name: 'Convert' }).click();
  const bar = tool.getByRole('progressbar', { name: 'Convert codes to coordinates progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '600');
  await expect(bar).toHaveAttribute('aria-valuenow', '600', PAGE_LOAD);
  await expect(tool.getByRole('status')).toHaveText('200 of 600 codes found; 400 unknown, private or not codes.');

  const [download] = await Promise.all([page.waitForEvent('download'), tool.getByRole('button', { name: 'Download results' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^zarcode-lookup-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(601);
  expect(lines[0]).toBe('input,status,zarcode,title,latitude,longitude,plus_code,address_line1,address_line2,suburb,city,province,url');
  expect(lines[1]).toMatch(new RegExp(`^${code.zarcode.toLowerCase()},found,${code.zarcode},Gate 12,-33.9249,18.4241,`));
  expect(lines[2]).toMatch(/^1CT-2222,not_found,/);
  expect(lines[3]).toMatch(/^n\/a,invalid,/);
});
