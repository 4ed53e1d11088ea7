import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGES_ON_CREATE,
  MAX_IMAGES_PER_CODE,
  NO_IMAGES_MESSAGE,
  NOT_MULTIPART_MESSAGE,
  WRONG_UPLOAD_FIELD_MESSAGE,
  imageTooLargeMessage,
  imageTooManyPixelsMessage,
  newImageSessionId,
  notAnImageMessage,
  tooManyImagesMessage,
  unreadableImageMessage,
} from '../../src/domain/images/images';
import { imageListReplySchema, type Image } from '../../src/domain/images/schemas';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { imageFileDeletions, zarcodes } from '../../src/server/db/schema';
import { createUser, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import {
  decompressionBomb,
  elevenMegabytes,
  expectCleanWebp,
  fetchBytes,
  gif,
  gpsTagsOf,
  imageCalls,
  jpeg,
  storedImageFiles,
  temporaryImagesPath,
  truncatedJpeg,
  upload,
  useSampleImages,
} from '../helpers/images';
import { createZarcode, zarcodeInput } from '../helpers/zarcodes';

// Temporary photos: the photos of a code being created, bound to their uploader and moved to the
// code when it is made. A code's saved photos and the clean-up: images.test.ts. Every file is a real
// image made here, decoded and re-encoded by the server.

const { app, actors } = useTestApp();
const getApp = () => app;

const { files, photo, photos } = useSampleImages();
const { uploadTemporary, temporaryRows, fileNamesOf } = imageCalls(app);

// ---------------------------------------------------------------------------------------------------

describe('POST /api/temporary-images/{sessionId}', () => {
  it("answers 401 'Authentication required' to an anonymous visitor, and keeps nothing", async () => {
    const sessionId = newImageSessionId();
    const before = storedImageFiles(app).length;
    expectMessage(await upload(app, temporaryImagesPath(sessionId), [photo()]), 401, 'Authentication required');
    expect(await temporaryRows(sessionId)).toEqual([]);
    expect(storedImageFiles(app)).toHaveLength(before);
  });

  it('takes JPEG, PNG and WebP from any signed-in user, in the order sent, and answers the list', async () => {
    for (const user of [actors.owner, actors.other, actors.admin]) {
      const sessionId = newImageSessionId();
      const answer = await upload(
        app,
        temporaryImagesPath(sessionId),
        [
          { name: 'gate.jpg', bytes: files.jpeg, type: 'image/jpeg' },
          { name: 'sign.png', bytes: files.png, type: 'image/png' },
          { name: 'yard.webp', bytes: files.webp, type: 'image/webp' },
        ],
        { token: user.token },
      );
      expect(answer.status, answer.text).toBe(201);
      expect(imageListReplySchema.parse(answer.body)).toEqual(answer.body);
      expect(answer.body.maxImages).toBe(MAX_IMAGES_ON_CREATE);
      const [first, second, third] = answer.body.images as Image[];
      expect(first).toEqual({
        id: expect.any(String),
        originalFilename: 'gate.jpg',
        fileSize: files.jpeg.length,
        displayOrder: 0,
        width: 640,
        height: 480,
        zarcodeId: null,
        sessionId,
        urls: {
          medium: `/api/temporary-images/${sessionId}/${first!.id}/medium`,
          large: `/api/temporary-images/${sessionId}/${first!.id}/large`,
        },
        createdAt: expect.any(String),
      });
      expect(second).toMatchObject({ originalFilename: 'sign.png', fileSize: files.png.length, displayOrder: 1, width: 300, height: 200 });
      expect(third).toMatchObject({ originalFilename: 'yard.webp', fileSize: files.webp.length, displayOrder: 2, width: 320, height: 240 });
      const rows = await temporaryRows(sessionId);
      expect(rows.map((row) => row.uploadedBy)).toEqual([user.id, user.id, user.id]);
      for (const image of answer.body.images as Image[]) {
        expect(fileNamesOf(image.id)).toEqual(['large.webp', 'medium.webp']);
      }
    }
  });

  it("decides the type by content, not by the name or the browser's word", async () => {
    const sessionId = newImageSessionId();
    const [image] = await uploadTemporary(actors.owner, sessionId, [
      { name: 'photo.txt', bytes: files.png, type: 'application/octet-stream' },
    ]);
    expect(image).toMatchObject({ originalFilename: 'photo.txt', width: 300, height: 200 });
  });

  it('strips all metadata: the GPS position of a phone photo never leaves the server', async () => {
    expect(gpsTagsOf((await sharp(files.gps).metadata()).exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const sessionId = newImageSessionId();
    const [image] = await uploadTemporary(actors.owner, sessionId, [{ name: 'IMG_0001.jpg', bytes: files.gps }]);
    for (const size of ['medium', 'large'] as const) {
      const answer = await fetchBytes(app, image!.urls[size], { user: actors.owner });
      expect(answer.status).toBe(200);
      await expectCleanWebp(answer.bytes);
    }
  });

  it('turns a sideways phone photo upright by its EXIF orientation', async () => {
    expect((await sharp(files.sideways).metadata()).orientation).toBe(6);
    const [image] = await uploadTemporary(actors.owner, newImageSessionId(), [{ name: 'portrait.jpg', bytes: files.sideways }]);
    expect(image).toMatchObject({ width: 200, height: 400 });

    const answer = await fetchBytes(app, image!.urls.large, { user: actors.owner });
    const { data, info } = await sharp(answer.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 400]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = pixel(100, 50);
    const [bottomRed, , bottomBlue] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(150); // red on top...
    expect(topBlue).toBeLessThan(100);
    expect(bottomBlue).toBeGreaterThan(150); // ...blue below, as the photographer saw it
    expect(bottomRed).toBeLessThan(100);
    await expectCleanWebp(answer.bytes);
  });

  it('keeps a large photo at 1600 px (large) and 800 px (medium) on its long edge, and never enlarges a small one', async () => {
    const sessionId = newImageSessionId();
    const [big, small] = await uploadTemporary(actors.owner, sessionId, [
      { name: 'wide.jpg', bytes: await jpeg(3000, 2000) },
      { name: 'small.png', bytes: files.png },
    ]);
    expect(big).toMatchObject({ width: 1600, height: 1067 });
    const sizes = async (image: Image) =>
      Promise.all(
        (['medium', 'large'] as const).map(async (size) => {
          const metadata = await sharp((await fetchBytes(app, image.urls[size], { user: actors.owner })).bytes).metadata();
          return [metadata.width, metadata.height];
        }),
      );
    const [medium, large] = await sizes(big!);
    expect(large).toEqual([1600, 1067]);
    expect(medium![0]).toBe(800);
    expect(medium![1]).toBeGreaterThanOrEqual(533);
    expect(medium![1]).toBeLessThanOrEqual(534);
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(await sizes(small!)).toEqual([
      [300, 200],
      [300, 200],
    ]);
  });

  it('keeps the name the browser gave (accents too), without folders or control characters', async () => {
    const [accented, pathed] = await uploadTemporary(actors.owner, newImageSessionId(), [
      photo('Hek by Gqeberha – é.jpg'),
      photo('C:\\fakepath\\front\u0007door.jpg'),
    ]);
    expect(accented!.originalFilename).toBe('Hek by Gqeberha – é.jpg');
    expect(pathed!.originalFilename).toBe('frontdoor.jpg');
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('These are my notes, not a photo.\n'), 'notes.jpg'],
    ['a GIF', gif, 'animation.jpg'],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.png'],
    ['an empty file', async () => Buffer.alloc(0), 'empty.webp'],
  ])('refuses %s with 400 naming the file', async (_what, make, name) => {
    const sessionId = newImageSessionId();
    const answer = await upload(app, temporaryImagesPath(sessionId), [{ name, bytes: await make() }], { token: actors.owner.token });
    expectMessage(answer, 400, notAnImageMessage(name));
    expect(await temporaryRows(sessionId)).toEqual([]);
  });

  it('refuses an 11 MB file with 413 and keeps none of the upload', async () => {
    const sessionId = newImageSessionId();
    const before = storedImageFiles(app);
    const answer = await upload(app, temporaryImagesPath(sessionId), [photo('first.jpg'), { name: 'huge.jpg', bytes: elevenMegabytes() }], {
      token: actors.owner.token,
    });
    expectMessage(answer, 413, imageTooLargeMessage('huge.jpg'));
    expect(answer.body.message).toBe('"huge.jpg" is larger than 10 MB.');
    expect(await temporaryRows(sessionId)).toEqual([]);
    expect(storedImageFiles(app)).toEqual(before);
  });

  it('refuses a decompression bomb (a 50 KB PNG of 20000 x 20000 pixels) before decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const sessionId = newImageSessionId();
    const started = Date.now();
    const answer = await upload(app, temporaryImagesPath(sessionId), [{ name: 'bomb.png', bytes: bomb }], { token: actors.owner.token });
    expectMessage(answer, 400, imageTooManyPixelsMessage('bomb.png'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await temporaryRows(sessionId)).toEqual([]);
  });

  it('refuses a corrupt JPEG, and a good photo sent before it leaves no file and no row', async () => {
    const sessionId = newImageSessionId();
    const before = storedImageFiles(app);
    const answer = await upload(app, temporaryImagesPath(sessionId), [photo('good.jpg'), { name: 'broken.jpg', bytes: await truncatedJpeg() }], {
      token: actors.owner.token,
    });
    expectMessage(answer, 400, unreadableImageMessage('broken.jpg'));
    expect(await temporaryRows(sessionId)).toEqual([]);
    expect(storedImageFiles(app)).toEqual(before);
    expect(await app.deps.db.select().from(imageFileDeletions)).toEqual([]);
  });

  it("refuses a 10th photo with the agreed words, and keeps the nine", async () => {
    const sessionId = newImageSessionId();
    expect(await uploadTemporary(actors.owner, sessionId, photos(9))).toHaveLength(9);
    const before = storedImageFiles(app);
    const answer = await upload(app, temporaryImagesPath(sessionId), [photo('tenth.jpg')], { token: actors.owner.token });
    expectMessage(answer, 409, 'You can only upload 0 more image(s). Maximum 9 images allowed.');
    expect(await temporaryRows(sessionId)).toHaveLength(9);
    expect(storedImageFiles(app)).toEqual(before);
  });

  it('refuses a batch that would pass nine, all of it, saying how many are left', async () => {
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, photos(7));
    const answer = await upload(app, temporaryImagesPath(sessionId), photos(3, 'more'), { token: actors.owner.token });
    expectMessage(answer, 409, tooManyImagesMessage(2, MAX_IMAGES_ON_CREATE));
    expect(answer.body.message).toBe('You can only upload 2 more image(s). Maximum 9 images allowed.');
    expect(await temporaryRows(sessionId)).toHaveLength(7);

    const fresh = newImageSessionId();
    const ten = await upload(app, temporaryImagesPath(fresh), photos(10), { token: actors.owner.token });
    expectMessage(ten, 409, 'You can only upload 9 more image(s). Maximum 9 images allowed.');
    expect(await temporaryRows(fresh)).toEqual([]);
  });

  it('never lets two uploads at once pass nine together', async () => {
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, photos(5));
    const answers = await Promise.all(
      [0, 1, 2].map((n) => upload(app, temporaryImagesPath(sessionId), photos(2, `race${n}`), { token: actors.owner.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect(await temporaryRows(sessionId)).toHaveLength(9);
  });

  it("counts each user's photos apart when two users use the same session id", async () => {
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, photos(9));
    const theirs = await uploadTemporary(actors.other, sessionId, photos(2, 'other'));
    expect(theirs.map((image) => image.originalFilename)).toEqual(['other-1.jpg', 'other-2.jpg']);
  });

  it.each(['abc', 'temp_', 'temp_x/y', 'temp_a.b', 'temp_ä', 'TEMP_123'])(
    "refuses the session id %j with 400 'Invalid image session'",
    async (sessionId) => {
      const answer = await upload(app, `/api/temporary-images/${encodeURIComponent(sessionId)}`, [photo()], {
        token: actors.owner.token,
      });
      expectMessage(answer, 400, 'Invalid image session');
    },
  );

  it('refuses a form with no photo, a photo in another field, and a body that is not multipart', async () => {
    const sessionId = newImageSessionId();
    const empty = new FormData();
    empty.append('note', 'no photo here');
    expectMessage(
      await app.request('POST', temporaryImagesPath(sessionId), { token: actors.owner.token, rawBody: empty }),
      400,
      NO_IMAGES_MESSAGE,
    );
    expectMessage(
      await upload(app, temporaryImagesPath(sessionId), [photo()], { token: actors.owner.token, field: 'file' }),
      400,
      WRONG_UPLOAD_FIELD_MESSAGE,
    );
    expectMessage(
      await app.request('POST', temporaryImagesPath(sessionId), { token: actors.owner.token, body: { images: ['x'] } }),
      415,
      NOT_MULTIPART_MESSAGE,
    );
    expectMessage(
      await app.request('POST', temporaryImagesPath(sessionId), {
        token: actors.owner.token,
        rawBody: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nunfinished',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      400,
    );
    expect(await temporaryRows(sessionId)).toEqual([]);
  });
});

describe('GET /api/temporary-images/{sessionId}', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, [photo('a.jpg'), photo('b.jpg')]);
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('GET', temporaryImagesPath(sessionId)), 401, 'Authentication required');
  });

  it("answers the uploader's photos in order, never cached", async () => {
    const answer = await app.request('GET', temporaryImagesPath(sessionId), { token: actors.owner.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.maxImages).toBe(9);
    expect(answer.body.images.map((image: Image) => image.originalFilename)).toEqual(['a.jpg', 'b.jpg']);
  });

  it("shows another user, admins included, none of the uploader's photos", async () => {
    for (const user of [actors.other, actors.admin, actors.superAdmin]) {
      const answer = await app.request('GET', temporaryImagesPath(sessionId), { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.images).toEqual([]);
    }
  });

  it("answers 400 'Invalid image session' to a malformed session id", async () => {
    expectMessage(await app.request('GET', '/api/temporary-images/nope', { token: actors.owner.token }), 400, 'Invalid image session');
  });
});

describe('GET /api/temporary-images/{sessionId}/{imageId}/{size}', () => {
  let sessionId: string;
  let image: Image;
  beforeAll(async () => {
    sessionId = newImageSessionId();
    [image] = (await uploadTemporary(actors.owner, sessionId, [photo()])) as [Image];
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    const answer = await app.request('GET', image.urls.medium);
    expectMessage(answer, 401, 'Authentication required');
  });

  it('answers the uploader both sizes as WebP, kept by no cache (the photo is theirs alone), with an ETag', async () => {
    for (const size of ['medium', 'large'] as const) {
      const answer = await fetchBytes(app, image.urls[size], { user: actors.owner });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBe(`"${image.id}-${size}"`);
      const again = await fetchBytes(app, image.urls[size], {
        user: actors.owner,
        headers: { 'if-none-match': answer.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
  });

  it("answers 404 'Image not found' to another user and to admins", async () => {
    for (const user of [actors.other, actors.admin]) {
      const answer = await app.request('GET', image.urls.large, { token: user.token });
      expectMessage(answer, 404, 'Image not found');
    }
  });

  it('answers 404 for an unknown or malformed image id, and 400 for an unknown size', async () => {
    const token = actors.owner.token;
    expectMessage(await app.request('GET', `${temporaryImagesPath(sessionId)}/${crypto.randomUUID()}/large`, { token }), 404, 'Image not found');
    expectMessage(await app.request('GET', `${temporaryImagesPath(sessionId)}/not-a-uuid/large`, { token }), 404, 'Image not found');
    expectMessage(await app.request('GET', `${temporaryImagesPath(sessionId)}/${image.id}/original`, { token }), 400, 'size must be medium or large');
  });

  it('answers 404 under another session id of the same user', async () => {
    const answer = await app.request('GET', `${temporaryImagesPath(newImageSessionId())}/${image.id}/large`, { token: actors.owner.token });
    expectMessage(answer, 404, 'Image not found');
  });
});

describe('PUT /api/temporary-images/{sessionId}/order', () => {
  let sessionId: string;
  let images: Image[];
  beforeAll(async () => {
    sessionId = newImageSessionId();
    images = await uploadTemporary(actors.owner, sessionId, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
  });
  const reorder = (user: TestUser | null, body: unknown, session = sessionId) =>
    app.request('PUT', `${temporaryImagesPath(session)}/order`, { token: user?.token, body });
  const names = async () =>
    (await app.request('GET', temporaryImagesPath(sessionId), { token: actors.owner.token })).body.images.map((i: Image) => i.originalFilename);

  itRejectsBadInput(getApp, {
    method: 'PUT',
    path: () => `${temporaryImagesPath(sessionId)}/order`,
    token: () => actors.owner.token,
    validBody: { imageOrders: [] },
    requiredFields: { imageOrders: null },
    textFields: [],
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await reorder(null, { imageOrders: [{ id: images[0]!.id, displayOrder: 2 }] }), 401, 'Authentication required');
  });

  it('puts the photos in the order given and answers the new list', async () => {
    const [a, b, c] = images;
    const answer = await reorder(actors.owner, {
      imageOrders: [
        { id: c!.id, displayOrder: 0 },
        { id: a!.id, displayOrder: 1 },
        { id: b!.id, displayOrder: 2 },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.images.map((i: Image) => [i.originalFilename, i.displayOrder])).toEqual([
      ['c.jpg', 0],
      ['a.jpg', 1],
      ['b.jpg', 2],
    ]);
    expect(await names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
  });

  it("answers 404 'Image not found' to another user and to admins, and changes nothing", async () => {
    const before = await names();
    for (const user of [actors.other, actors.admin]) {
      const answer = await reorder(user, { imageOrders: [{ id: images[1]!.id, displayOrder: 0 }] });
      expectMessage(answer, 404, 'Image not found');
    }
    expect(await names()).toEqual(before);
  });

  it('answers 404 when any id is not one of the photos, and changes nothing', async () => {
    const before = await names();
    const answer = await reorder(actors.owner, {
      imageOrders: [
        { id: images[1]!.id, displayOrder: 0 },
        { id: crypto.randomUUID(), displayOrder: 1 },
      ],
    });
    expectMessage(answer, 404, 'Image not found');
    expect(await names()).toEqual(before);
  });

  it.each([
    ['an id twice', (id: string) => [{ id, displayOrder: 0 }, { id, displayOrder: 1 }], 'imageOrders names an image twice'],
    ['a negative position', (id: string) => [{ id, displayOrder: -1 }], 'displayOrder must be a whole number from 0 to 1000'],
    ['a fractional position', (id: string) => [{ id, displayOrder: 1.5 }], 'displayOrder must be a whole number from 0 to 1000'],
    ['an empty list', () => [], 'imageOrders must name at least one image'],
  ])('answers %s with 400', async (_what, orders, message) => {
    expectMessage(await reorder(actors.owner, { imageOrders: orders(images[0]!.id) }), 400, message);
  });
});

describe('DELETE /api/temporary-images/{sessionId}/{imageId}', () => {
  let sessionId: string;
  let images: Image[];
  beforeAll(async () => {
    sessionId = newImageSessionId();
    images = await uploadTemporary(actors.owner, sessionId, [photo('keep.jpg'), photo('drop.jpg')]);
  });
  const remove = (user: TestUser | null, imageId: string) =>
    app.request('DELETE', `${temporaryImagesPath(sessionId)}/${imageId}`, { token: user?.token });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await remove(null, images[1]!.id), 401, 'Authentication required');
  });

  it("answers 404 'Image not found' to another user and to admins, and the photo stays", async () => {
    for (const user of [actors.other, actors.admin]) expectMessage(await remove(user, images[1]!.id), 404, 'Image not found');
    expect(await temporaryRows(sessionId)).toHaveLength(2);
    expect(fileNamesOf(images[1]!.id)).toEqual(['large.webp', 'medium.webp']);
  });

  it('removes one photo and its files for the uploader, and answers what is left', async () => {
    const answer = await remove(actors.owner, images[1]!.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.images.map((i: Image) => i.originalFilename)).toEqual(['keep.jpg']);
    expect(fileNamesOf(images[1]!.id)).toEqual([]);
    expect(await app.deps.db.select().from(imageFileDeletions)).toEqual([]);
    expectMessage(await app.request('GET', images[1]!.urls.large, { token: actors.owner.token }), 404, 'Image not found');
    expectMessage(await remove(actors.owner, images[1]!.id), 404, 'Image not found');
  });
});

describe('DELETE /api/temporary-images/{sessionId}', () => {
  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await app.request('DELETE', temporaryImagesPath(newImageSessionId())), 401, 'Authentication required');
  });

  it("removes all the caller's photos of the session (an abandoned form), and no one else's", async () => {
    const sessionId = newImageSessionId();
    const mine = await uploadTemporary(actors.owner, sessionId, photos(3));
    const theirs = await uploadTemporary(actors.other, sessionId, photos(1));

    for (const user of [actors.admin]) {
      const answer = await app.request('DELETE', temporaryImagesPath(sessionId), { token: user.token });
      expect(answer.body).toEqual({ message: '0 image(s) removed', deleted: 0 });
    }
    const answer = await app.request('DELETE', temporaryImagesPath(sessionId), { token: actors.owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: '3 image(s) removed', deleted: 3 });
    for (const image of mine) expect(fileNamesOf(image.id)).toEqual([]);

    const rows = await temporaryRows(sessionId);
    expect(rows.map((row) => row.id)).toEqual([theirs[0]!.id]);
    expect(fileNamesOf(theirs[0]!.id)).toEqual(['large.webp', 'medium.webp']);
    expect((await app.request('DELETE', temporaryImagesPath(sessionId), { token: actors.owner.token })).body.deleted).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('temporary photos move to the code when it is created', () => {
  it('move with POST /api/zarcodes on a bundle: in order, counted, served publicly', async () => {
    const creator = await createUser(app);
    const granted = await app.request('POST', `/api/admin/users/${creator.id}/bundles`, {
      token: actors.admin.token,
      body: { bundleType: 'starter' },
    });
    expect(granted.status, granted.text).toBe(201);
    const sessionId = newImageSessionId();
    const uploaded = await uploadTemporary(creator, sessionId, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await app.request('PUT', `${temporaryImagesPath(sessionId)}/order`, {
      token: creator.token,
      body: { imageOrders: [{ id: uploaded[2]!.id, displayOrder: 0 }, { id: uploaded[0]!.id, displayOrder: 5 }] },
    });

    const created = await app.request<ZarcodeRecord>('POST', '/api/zarcodes', {
      token: creator.token,
      body: zarcodeInput({ sessionId, useBundle: true }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageCount).toBe(3);

    const saved = await app.request('GET', `/api/zarcodes/${created.body.zarcode}/images`);
    expect(saved.status).toBe(200);
    expect(saved.body.maxImages).toBe(MAX_IMAGES_PER_CODE);
    expect(saved.body.images.map((i: Image) => i.originalFilename)).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
    for (const image of saved.body.images as Image[]) {
      expect(image).toMatchObject({ zarcodeId: created.body.id, sessionId: null });
      expect(image.urls.large).toBe(`/api/images/${created.body.id}/${image.id}/large`);
      expect((await fetchBytes(app, image.urls.large)).status).toBe(200);
    }
    expect((await app.request('GET', temporaryImagesPath(sessionId), { token: creator.token })).body.images).toEqual([]);
    expectMessage(await app.request('GET', uploaded[0]!.urls.large, { token: creator.token }), 404, 'Image not found');
  });

  it("moves only the creator's photos, never another user's with the same session id", async () => {
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, [photo('mine.jpg')]);
    const theirs = await uploadTemporary(actors.other, sessionId, [photo('theirs.jpg')]);
    const code = await createZarcode(app, actors.owner, { sessionId });
    expect(code.imageCount).toBe(1);
    const saved = await app.request('GET', `/api/zarcodes/${code.id}/images`);
    expect(saved.body.images.map((i: Image) => i.originalFilename)).toEqual(['mine.jpg']);
    expect((await app.request('GET', temporaryImagesPath(sessionId), { token: actors.other.token })).body.images).toEqual(theirs);
  });

  it("move with POST /api/admin/zarcodes: the admin's photos go to the code made for a user", async () => {
    const person = await createUser(app);
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.admin, sessionId, [photo('for-them.jpg'), { name: 'sign.png', bytes: files.png }]);
    const created = await app.request<ZarcodeRecord>('POST', '/api/admin/zarcodes', {
      token: actors.admin.token,
      body: { ...zarcodeInput({ sessionId }), userId: person.id },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageCount).toBe(2);
    const [row] = await app.deps.db.select().from(zarcodes).where(eq(zarcodes.id, created.body.id));
    expect(row!.userId).toBe(person.id);
    const saved = await app.request('GET', `/api/zarcodes/${created.body.id}/images`);
    expect(saved.body.images.map((i: Image) => i.originalFilename)).toEqual(['for-them.jpg', 'sign.png']);
    // The owner can now manage them.
    const removed = await app.request('DELETE', `/api/zarcodes/${created.body.id}/images/${saved.body.images[1].id}`, {
      token: person.token,
    });
    expect(removed.status, removed.text).toBe(200);
  });

  it('leaves the photos in their session when the code is not made', async () => {
    const person = await createUser(app);
    const sessionId = newImageSessionId();
    await uploadTemporary(person, sessionId, [photo()]);
    const refused = await app.request('POST', '/api/zarcodes', {
      token: person.token,
      body: zarcodeInput({ sessionId, useBundle: true }),
    });
    expect(refused.status).toBe(402); // no bundle credit
    const rows = await temporaryRows(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.zarcodeId).toBeNull();
  });

  it('leaves temporary photos alone when the form carries no session id', async () => {
    const sessionId = newImageSessionId();
    await uploadTemporary(actors.owner, sessionId, [photo()]);
    const code = await createZarcode(app, actors.owner);
    expect(code.imageCount).toBe(0);
    expect(await temporaryRows(sessionId)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------
