import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { decodeQr, pdfPageCount, renderPdfPage } from '../helpers/qr';

// Printing at 360 px: a plate from a code's page, whose QR (decoded from the rendered PDF) opens the
// code; labels for a selection in My codes, with a progress bar.

test.use({ viewport: { width: 360, height: 800 } });

const PAGE_LOAD = { timeout: 15_000 };

test("a visitor downloads a code's A5 plate, and its QR decodes to the code's link", async ({ page, request }) => {
  const owner = await registerWithBundle(request);
  const code = await createCodeViaApi(request, owner.token, { title: 'Spaza on the corner' });

  await page.goto(`/${code.zarcode}`);
  const print = page.getByRole('region', { name: 'Print it' });
  const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('link', { name: 'A5 wall plate' }).click(PAGE_LOAD)]);
  expect(download.suggestedFilename()).toBe(`ZARcode-${code.zarcode}-plate.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(await pdfPageCount(pdf)).toBe(1);
  expect(await decodeQr(await renderPdfPage(pdf, 1, 100))).toBe(`${E2E_BASE_URL}/${code.zarcode}`);
});

test('an owner prints courier labels for two codes ticked in My codes', async ({ page, request }) => {
  const owner = await registerWithBundle(request);
  const first = await createCodeViaApi(request, owner.token, { title: 'Depot gate' });
  const second = await createCodeViaApi(request, owner.token, { title: 'Loading bay' });
  await signInViaApi(page, owner);

  await page.goto('/my-codes');
  await page.getByRole('checkbox', { name: `Select ${first.zarcode} to print` }).click(PAGE_LOAD);
  await page.getByRole('checkbox', { name: `Select ${second.zarcode} to print` }).click();
  const bar = page.getByRole('region', { name: 'Print the selected codes' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByLabel('Print as').selectOption({ label: 'Courier label 100 x 150 mm' });
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('ZARcode-labels-2-codes.pdf');
  const pdf = readFileSync((await download.path())!);
  expect(await pdfPageCount(pdf)).toBe(2);
  expect(await decodeQr(await renderPdfPage(pdf, 1, 100))).toBe(`${E2E_BASE_URL}/${first.zarcode}`);
  expect(await decodeQr(await renderPdfPage(pdf, 2, 100))).toBe(`${E2E_BASE_URL}/${second.zarcode}`);
  await expect(bar.getByRole('progressbar')).toHaveCount(0);
});
