import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { writeFakeCameraVideo } from '../helpers/fake-camera';
import { createCodeViaApi, registerWithBundle, signInViaApi, takeOver } from '../helpers/e2e';

// A courier's delivery run on a phone (360 px): made from a pasted WhatsApp message, ordered from the
// phone's position, a stop marked done with no signal and sent once it returns; and a plate's QR
// read by the camera on /runs and on the landing's search.
test.use({ viewport: { width: 360, height: 740 } });

const PAGE_LOAD = { timeout: 15_000 };
const stops = (page: Page) => page.getByRole('list', { name: 'Stops' }).getByRole('listitem');

test.describe('a signed-in courier', () => {
  test.use({ serviceWorkers: 'allow' });

  test('makes a run from a pasted message, orders it from their position, marks a stop done offline and it reaches the server when the signal returns', async ({ page, context, request }) => {
    const courier = await registerWithBundle(request);
    const at = (latitude: number, title: string) => createCodeViaApi(request, courier.token, { title, latitude, longitude: 18.42 });
    const north = await at(-33.9, 'Spaza north');
    const middle = await at(-33.93, 'Tuck shop middle');
    const south = await at(-33.96, 'Salon south');
    await signInViaApi(page, courier);

    await page.goto('/runs');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery runs' })).toBeVisible(PAGE_LOAD);
    // The service worker keeps the page once it controls it: the second load goes through it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const message = `Morning! Today's drops:\n1) ${north.zarcode.toLowerCase()} blue gate\n2) ${south.zarcode} – ring twice\n3. ${middle.zarcode.replace('-', ' ')}\nand again ${north.zarcode}`;
    await page.getByLabel('Codes, links or a pasted message').fill(message);
    await expect(page.getByText('3 codes found')).toBeVisible();
    await page.getByRole('button', { name: 'Make the run' }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/);
    await expect(page.getByText('0 of 3 done')).toBeVisible();
    await expect(stops(page).first()).toContainText(north.zarcode);

    // From a position south of all three, the south stop comes first and the north one last.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -33.99, longitude: 18.42 });
    await page.getByRole('button', { name: 'Order from my position' }).click();
    await expect(stops(page).first()).toContainText(south.zarcode);
    await expect(stops(page).last()).toContainText(north.zarcode);
    await expect(page.getByText('All changes sent')).toBeVisible();
    // Moved by hand: the middle stop goes up to first.
    await page.getByRole('button', { name: `Move ${middle.zarcode} up` }).click();
    await expect(stops(page).first()).toContainText(middle.zarcode);
    await expect(page.getByText('All changes sent')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    await context.setOffline(true);
    await page.getByRole('button', { name: `Done, ${south.zarcode}` }).click();
    await expect(page.getByText('1 of 3 done')).toBeVisible();
    await expect(page.getByText('1 change waiting for signal')).toBeVisible();
    // The page opens again without signal, from the phone.
    await page.reload();
    await expect(page.getByText('1 change waiting for signal')).toBeVisible(PAGE_LOAD);
    await expect(stops(page).nth(1)).toContainText(/Done \d/);

    await context.setOffline(false);
    await expect(page.getByText('All changes sent')).toBeVisible();
    const id = page.url().split('/').pop()!;
    const kept = await request.get(`/api/runs/${id}`, { headers: { authorization: `Bearer ${courier.token}` } });
    const run = (await kept.json()) as { stops: { zarcode: string; state: string }[] };
    expect(run.stops.map((stop) => [stop.zarcode, stop.state])).toEqual([
      [middle.zarcode, 'pending'],
      [south.zarcode, 'done'],
      [north.zarcode, 'pending'],
    ]);
  });
});

test('a plate scanned by the camera joins the run being made, and opens its code from the landing page', async ({ request, baseURL }, testInfo) => {
  const owner = await registerWithBundle(request);
  const { zarcode } = await createCodeViaApi(request, owner.token, { title: 'Plate on the gate' });
  // The plate's QR as the product draws it, played as the phone's camera.
  const qr = await request.get(`/api/qr/${zarcode}?size=300`);
  const video = testInfo.outputPath('plate.y4m');
  await writeFakeCameraVideo(await qr.body(), video);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, permissions: ['camera'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/runs');
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByLabel('Codes, links or a pasted message')).toHaveValue(new RegExp(zarcode), PAGE_LOAD);
    await expect(page.getByText('1 code found')).toBeVisible();
    await page.getByRole('button', { name: 'Make the run' }).click();
    await expect(page.getByText('Kept on this phone only')).toBeVisible();
    await expect(stops(page).first()).toContainText('Plate on the gate');

    await page.goto('/');
    // The landing page is the server's until the app takes over; a press before then is the loader's
    // to keep (public-pages and creators specs), this journey is the scan's.
    await takeOver(page);
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page).toHaveURL(new RegExp(`/zarcodes/${zarcode}$`), PAGE_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: zarcode })).toBeVisible(PAGE_LOAD);
  } finally {
    await browser.close();
  }
});
