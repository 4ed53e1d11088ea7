import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatFileSize } from '../../src/domain/images/images';
import { createCodeViaApi, registerViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

/*
 * Photos of a code: the image panel on /generator and on the
 * edit page, and the code page's grid and lightbox. The photos are made here, each a solid colour, so
 * the order on screen can be read from the pixels.
 */

type Colour = 'red' | 'green' | 'blue';
const RGB: Record<Colour, { r: number; g: number; b: number }> = {
  red: { r: 220, g: 30, b: 30 },
  green: { r: 30, g: 170, b: 60 },
  blue: { r: 30, g: 60, b: 220 },
};

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
  colour: Colour;
  width: number;
  height: number;
}

async function photo(name: string, colour: Colour, width: number, height: number): Promise<Photo> {
  const canvas = sharp({ create: { width, height, channels: 3, background: RGB[colour] } });
  const format = name.endsWith('.png') ? 'png' : name.endsWith('.webp') ? 'webp' : 'jpeg';
  const buffer = await canvas.toFormat(format).toBuffer();
  return { name, mimeType: `image/${format}`, buffer, colour, width, height };
}

const threePhotos = () =>
  Promise.all([
    photo('red-gate.png', 'red', 640, 480),
    photo('green-yard.jpg', 'green', 480, 640),
    photo('blue-house.webp', 'blue', 800, 600),
  ]);

type Owner = Awaited<ReturnType<typeof registerWithBundle>>;
let sharedOwner: Promise<Owner> | null = null;
/** One owner per worker: registrations and the admin's sign-ins are rate limited for the whole run. */
function theOwner(request: APIRequestContext): Promise<Owner> {
  sharedOwner ??= registerWithBundle(request, 'professional');
  return sharedOwner;
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Photos', exact: true });
const addPhotos = (page: Page) => page.getByLabel('Add photos');

async function openGenerator(page: Page) {
  await page.goto('/generator');
  // The first visit loads the map library with the page: the one wait allowed more than the default.
  await expect(page.getByRole('heading', { name: 'Generate ZARcode', level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Drops files on the panel's drop zone, as a file dragged from the desktop would arrive. */
async function dropFiles(page: Page, files: Photo[]) {
  const payload = files.map((file) => ({ name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return transfer;
  }, payload);
  const zone = page.getByText('Add photos', { exact: true });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Places the point by typing its coordinates, and gives the code a title. */
async function fillDetails(page: Page, title: string) {
  const searchBox = page.getByRole('combobox', { name: 'Search location' });
  await searchBox.fill('-33.924900, 18.424100');
  await searchBox.press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await page.getByLabel('Title').fill(title);
}

/** The colour a loaded <img> shows at its centre, read from its pixels. */
async function colourOf(image: Locator): Promise<Colour> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  const { r, g, b } = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    const { naturalWidth: w, naturalHeight: h } = element;
    context.drawImage(element, w / 2, h / 2, 1, 1, 0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return { r: red!, g: green!, b: blue! };
  });
  if (r > g && r > b) return 'red';
  return g > b ? 'green' : 'blue';
}

/** Presses on a photo's drag handle, moves over another photo's tile in steps, and lets go. */
async function dragPhoto(page: Page, name: string, onto: Locator) {
  const handle = page.getByRole('button', { name: `Drag ${name} to reorder` });
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
}

test('three photos added while creating a code, dragged into a new order, show in that order on the code page and in its lightbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await theOwner(request);
  const [red, green, blue] = await threePhotos();
  await signInViaApi(page, owner);
  await openGenerator(page);
  await fillDetails(page, 'Farm gate with three photos');

  await expect(page.getByText('0 of 9')).toBeVisible();
  await addPhotos(page).setInputFiles([red!, green!, blue!]);
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    'Added red-gate.png, green-yard.jpg, blue-house.webp',
  );
  const tiles = photoList(page).getByRole('listitem');
  await expect(tiles).toHaveText([/^Photo 1red-gate\.png/, /^Photo 2green-yard\.jpg/, /^Photo 3blue-house\.webp/]);
  await expect(tiles.first()).toContainText(formatFileSize(red!.buffer.length));
  await expect(page.getByText('3 of 9')).toBeVisible();

  // The panel's lightbox: the large photo with its name, size and dimensions.
  await page.getByRole('button', { name: 'View green-yard.jpg' }).click();
  const panelBox = page.getByRole('dialog', { name: 'green-yard.jpg' });
  await expect(panelBox).toContainText(`${formatFileSize(green!.buffer.length)} · 480 × 640 px`);
  await expect(panelBox.getByText('2 / 3')).toBeVisible();
  expect(await colourOf(panelBox.getByRole('img', { name: 'green-yard.jpg' }))).toBe('green');
  await page.keyboard.press('Escape');
  await expect(panelBox).toBeHidden();

  // The blue photo is dragged by its handle onto the first tile: it becomes the first.
  const saved = page.waitForResponse((r) => r.url().endsWith('/order') && r.request().method() === 'PUT');
  await dragPhoto(page, 'blue-house.webp', tiles.first());
  expect((await saved).status()).toBe(200);
  await expect(tiles).toHaveText([/^Photo 1blue-house\.webp/, /^Photo 2red-gate\.png/, /^Photo 3green-yard\.jpg/]);

  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/zarcodes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create ZARcode' }).click();
  const reply = await created;
  expect(reply.status()).toBe(201);
  const { zarcode, imageCount } = (await reply.json()) as { zarcode: string; imageCount: number };
  expect(imageCount).toBe(3);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/zarcodes/${zarcode}`);
  const gallery = page.getByRole('list', { name: `Photos of ${zarcode}` });
  const opens = gallery.getByRole('button', { name: /^Open photo \d of 3$/ });
  await expect(opens).toHaveCount(3);
  const colours: Colour[] = [];
  for (const index of [1, 2, 3]) colours.push(await colourOf(gallery.getByRole('img', { name: `Photo ${index}`, exact: true })));
  expect(colours).toEqual(['blue', 'red', 'green']);

  // The code page's lightbox: counter, arrow keys and buttons bounded at the ends, Escape.
  await gallery.getByRole('button', { name: 'Open photo 1 of 3' }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toHaveAccessibleName('Photo 1 of 3');
  await expect(lightbox.getByText('1 / 3')).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  expect(await colourOf(lightbox.getByRole('img', { name: 'Photo 1 of 3' }))).toBe('blue');

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('2 / 3')).toBeVisible();
  expect(await colourOf(lightbox.getByRole('img', { name: 'Photo 2 of 3' }))).toBe('red');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('3 / 3')).toBeVisible();
  expect(await colourOf(lightbox.getByRole('img', { name: 'Photo 3 of 3' }))).toBe('green');
  await expect(lightbox.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('3 / 3')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('2 / 3')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expect(lightbox.getByText('1 / 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a text file named .jpg and more photos than are left are refused with their messages', async ({ page, request }) => {
  const owner = await theOwner(request);
  await signInViaApi(page, owner);
  await openGenerator(page);

  await addPhotos(page).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Gate code 1234, ring twice.') });
  await expect(page.getByText('Upload failed', { exact: true })).toBeVisible();
  await expect(page.getByText('"notes.jpg" is not a JPEG, PNG or WebP image.')).toBeVisible();

  const small = await photo('a.png', 'red', 16, 16);
  const ten = Array.from({ length: 10 }, (_, index) => ({ ...small, name: `photo-${index + 1}.png` }));
  await addPhotos(page).setInputFiles(ten);
  await expect(page.getByText('Too many files', { exact: true })).toBeVisible();
  await expect(page.getByText('You can only upload 9 more image(s). Maximum 9 images allowed.')).toBeVisible();

  await expect(photoList(page)).toBeHidden();
  await expect(page.getByText('0 of 9')).toBeVisible();
});

test('on the edit page the owner adds photos to a saved code (chosen, then dropped), moves one with the keyboard and deletes one', async ({
  page,
  request,
}) => {
  const owner = await theOwner(request);
  const { zarcode } = await createCodeViaApi(request, owner.token, { title: 'Edit page photos' });
  const [red, green, blue] = await threePhotos();
  await signInViaApi(page, owner);
  await page.goto(`/zarcodes/${zarcode}/edit`);
  await expect(page.getByRole('heading', { name: 'Photos', level: 2 })).toBeVisible();
  await expect(page.getByText('0 of 10')).toBeVisible();

  await addPhotos(page).setInputFiles([red!, green!]);
  const tiles = photoList(page).getByRole('listitem');
  await expect(tiles).toHaveText([/red-gate\.png/, /green-yard\.jpg/]);
  await dropFiles(page, [blue!]);
  await expect(tiles).toHaveText([/red-gate\.png/, /green-yard\.jpg/, /blue-house\.webp/]);
  await expect(page.getByText('3 of 10')).toBeVisible();

  // Keyboard: the arrow key on the handle moves the photo one place, and focus stays on it.
  const handle = page.getByRole('button', { name: 'Drag blue-house.webp to reorder' });
  await handle.focus();
  const moved = page.waitForResponse((r) => r.url().endsWith('/order') && r.request().method() === 'PUT');
  await page.keyboard.press('ArrowLeft');
  expect((await moved).status()).toBe(200);
  await expect(tiles).toHaveText([/red-gate\.png/, /blue-house\.webp/, /green-yard\.jpg/]);
  await expect(handle).toBeFocused();

  await page.getByRole('button', { name: 'Delete red-gate.png' }).click();
  await expect(tiles).toHaveText([/^Photo 1blue-house\.webp/, /^Photo 2green-yard\.jpg/]);

  // The code page shows the two left side by side, in the saved order.
  await page.getByRole('link', { name: `Back to ${zarcode}` }).click();
  const gallery = page.getByRole('list', { name: `Photos of ${zarcode}` });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  expect(await colourOf(gallery.getByRole('img', { name: 'Photo 1', exact: true }))).toBe('blue');
  expect(await colourOf(gallery.getByRole('img', { name: 'Photo 2', exact: true }))).toBe('green');
});

test('without a bundle, photos added before paying are kept with the form and come back with it', async ({ page, request }) => {
  const user = await registerViaApi(request);
  const gate = await photo('gate-at-night.jpg', 'blue', 400, 300);
  await signInViaApi(page, user);
  await openGenerator(page);
  await fillDetails(page, 'Gate with a photo, paid for');
  await addPhotos(page).setInputFiles(gate);
  await expect(photoList(page).getByRole('listitem')).toHaveText([/^Photo 1gate-at-night\.jpg/]);

  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: /^Pay R[\d.]+ and create$/ }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingZarcode')))!).form;
  expect(kept).toMatchObject({ title: 'Gate with a photo, paid for', sessionId: expect.stringMatching(/^temp_\d+_[a-z0-9]{12}$/) });

  await openGenerator(page);
  await expect(page.getByText('Your details are back')).toBeVisible();
  await expect(photoList(page).getByRole('listitem')).toHaveText([/^Photo 1gate-at-night\.jpg/]);
  await expect(page.getByText('1 of 9')).toBeVisible();
});
