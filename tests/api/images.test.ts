import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTooManyPixelsMessage, newImageSessionId } from '../../src/domain/images/images';
import { imageListReplySchema, type Image } from '../../src/domain/images/schemas';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { imageFileDeletions, zarcodeImages, zarcodes } from '../../src/server/db/schema';
import { cleanUpImages, IMAGE_CLEAN_UP_LOCK_KEY } from '../../src/server/features/images/clean-up';
import { createUser, startTestApp, type TestApp, type TestUser, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';
import {
  decompressionBomb,
  expectCleanWebp,
  fetchBytes,
  imageCalls,
  storedImageFiles,
  upload,
  type UploadFile,
  useSampleImages,
} from '../helpers/images';
import { createZarcode } from '../helpers/zarcodes';

// Saved photos: a code's photos, changed by its owner or an admin and served to everyone with
// long-lived caching; the hourly clean-up; photos on S3-compatible storage. Temporary photos (a code
// being created): images-temporary.test.ts. Every file is a real image made here, decoded and
// re-encoded by the server.

const { app, actors } = useTestApp();
const getApp = () => app;

const { files, photo, photos } = useSampleImages();
const { uploadTemporary, temporaryRows, fileNamesOf } = imageCalls(app);

/** Uploads to a code as `user`, expecting success; answers the code's list. */
async function uploadToCode(user: TestUser, id: string, toSend: UploadFile[]): Promise<Image[]> {
  const answer = await upload(app, `/api/zarcodes/${id}/images`, toSend, { token: user.token });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.images;
}

async function imageCountOf(zarcodeId: string): Promise<number> {
  const [row] = await app.deps.db.select({ imageCount: zarcodes.imageCount }).from(zarcodes).where(eq(zarcodes.id, zarcodeId));
  return row!.imageCount;
}

// ---------------------------------------------------------------------------------------------------

describe('POST /api/zarcodes/{id}/images', () => {
  let code: ZarcodeRecord;
  beforeAll(async () => {
    code = await createZarcode(app, actors.owner);
  });
  const codePath = (id = code.id) => `/api/zarcodes/${id}/images`;

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await upload(app, codePath(), [photo()]), 401, 'Authentication required');
  });

  it("answers 403 to another user, and keeps nothing", async () => {
    const before = storedImageFiles(app);
    const answer = await upload(app, codePath(), [photo()], { token: actors.other.token });
    expectMessage(answer, 403, 'You can only change the photos of your own ZARcodes');
    expect(storedImageFiles(app)).toEqual(before);
    expect(await imageCountOf(code.id)).toBe(0);
  });

  it('answers another user 403 to a 9 MB upload too (refused before the photos are read, then read to their end), keeping nothing', async () => {
    const large = Array.from({ length: 3 }, (_, index) => ({ name: `large-${index}.jpg`, bytes: Buffer.alloc(3 * 1024 * 1024, index + 1) }));
    const answer = await upload(app, codePath(), large, { token: actors.other.token });
    expectMessage(answer, 403, 'You can only change the photos of your own ZARcodes');
    expect(await imageCountOf(code.id)).toBe(0);
  });

  it('adds photos for the owner (by the code, in any form) and an admin (by the uuid), after those there, counted', async () => {
    const compact = code.zarcode.replace('-', '').toLowerCase();
    const mine = await uploadToCode(actors.owner, compact, [photo('one.jpg'), photo('two.jpg')]);
    expect(mine.map((i) => [i.originalFilename, i.displayOrder, i.zarcodeId, i.sessionId])).toEqual([
      ['one.jpg', 0, code.id, null],
      ['two.jpg', 1, code.id, null],
    ]);
    expect(await imageCountOf(code.id)).toBe(2);

    const withAdmins = await uploadToCode(actors.admin, code.id, [{ name: 'three.webp', bytes: files.webp }]);
    expect(withAdmins.map((i) => [i.originalFilename, i.displayOrder])).toEqual([
      ['one.jpg', 0],
      ['two.jpg', 1],
      ['three.webp', 2],
    ]);
    expect(await imageCountOf(code.id)).toBe(3);
    expect((await app.request('GET', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token })).body.imageCount).toBe(3);
  });

  it("refuses an 11th photo with the agreed words, counting those already there", async () => {
    const full = await createZarcode(app, actors.owner);
    await uploadToCode(actors.owner, full.id, photos(9));
    const answer = await upload(app, codePath(full.id), photos(2, 'extra'), { token: actors.owner.token });
    expectMessage(answer, 409, 'You can only upload 1 more image(s). Maximum 10 images allowed.');
    expect(await imageCountOf(full.id)).toBe(9);

    await uploadToCode(actors.owner, full.id, [photo('tenth.jpg')]);
    const eleventh = await upload(app, codePath(full.id), [photo('eleventh.jpg')], { token: actors.admin.token });
    expectMessage(eleventh, 409, 'You can only upload 0 more image(s). Maximum 10 images allowed.');
    expect(await imageCountOf(full.id)).toBe(10);
  });

  it('refuses bad files as the temporary upload does, adding none', async () => {
    const answer = await upload(app, codePath(), [photo('fine.jpg'), { name: 'bomb.png', bytes: decompressionBomb() }], {
      token: actors.owner.token,
    });
    expectMessage(answer, 400, imageTooManyPixelsMessage('bomb.png'));
    expect(await imageCountOf(code.id)).toBe(3);
  });

  it("answers 404 'ZARcode not found' for a code that does not exist", async () => {
    for (const id of [crypto.randomUUID(), '9ZZ-ZZZZ', 'nonsense']) {
      expectMessage(await upload(app, codePath(id), [photo()], { token: actors.admin.token }), 404, 'ZARcode not found');
    }
  });
});

describe('GET /api/zarcodes/{id}/images', () => {
  let privateCode: ZarcodeRecord;
  beforeAll(async () => {
    privateCode = await createZarcode(app, actors.owner, { privacy: 'private', title: 'Hidden farm gate' });
    await uploadToCode(actors.owner, privateCode.id, [photo('gate.jpg'), { name: 'road.png', bytes: files.png }]);
  });

  it("answers everyone the code's photos in order, by uuid or code, never cached (private codes too)", async () => {
    for (const user of [undefined, actors.owner, actors.other, actors.admin]) {
      for (const id of [privateCode.id, privateCode.zarcode.toLowerCase()]) {
        const answer = await app.request('GET', `/api/zarcodes/${id}/images`, { token: user?.token });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(imageListReplySchema.parse(answer.body)).toEqual(answer.body);
        expect(answer.body.images.map((i: Image) => [i.originalFilename, i.width, i.height])).toEqual([
          ['gate.jpg', 640, 480],
          ['road.png', 300, 200],
        ]);
      }
    }
  });

  it("answers an empty list for a code without photos, and 404 'ZARcode not found' for no code", async () => {
    const bare = await createZarcode(app, actors.other);
    expect((await app.request('GET', `/api/zarcodes/${bare.id}/images`)).body).toEqual({ images: [], maxImages: 10 });
    expectMessage(await app.request('GET', `/api/zarcodes/${crypto.randomUUID()}/images`), 404, 'ZARcode not found');
  });
});

describe('PUT /api/zarcodes/{id}/images/order', () => {
  let code: ZarcodeRecord;
  let images: Image[];
  beforeAll(async () => {
    code = await createZarcode(app, actors.owner);
    images = await uploadToCode(actors.owner, code.id, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
  });
  const reorder = (user: TestUser | null, orders: { id: string; displayOrder: number }[]) =>
    app.request('PUT', `/api/zarcodes/${code.zarcode}/images/order`, { token: user?.token, body: { imageOrders: orders } });
  const names = async () =>
    (await app.request('GET', `/api/zarcodes/${code.id}/images`)).body.images.map((i: Image) => i.originalFilename);

  itRejectsBadInput(getApp, {
    method: 'PUT',
    path: () => `/api/zarcodes/${code.id}/images/order`,
    token: () => actors.owner.token,
    validBody: { imageOrders: [] },
    requiredFields: { imageOrders: null },
    textFields: [],
  });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await reorder(null, [{ id: images[0]!.id, displayOrder: 3 }]), 401, 'Authentication required');
  });

  it('answers 403 to another user, and changes nothing', async () => {
    expectMessage(
      await reorder(actors.other, [{ id: images[0]!.id, displayOrder: 3 }]),
      403,
      'You can only change the photos of your own ZARcodes',
    );
    expect(await names()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('lets the owner and an admin reorder; photos not named keep their place', async () => {
    const byOwner = await reorder(actors.owner, [{ id: images[0]!.id, displayOrder: 3 }]);
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.body.images.map((i: Image) => i.originalFilename)).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);

    const byAdmin = await reorder(actors.admin, [
      { id: images[2]!.id, displayOrder: 0 },
      { id: images[1]!.id, displayOrder: 1 },
      { id: images[0]!.id, displayOrder: 2 },
    ]);
    expect(byAdmin.status).toBe(200);
    expect(await names()).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
  });

  it("answers 404 'Image not found' for a photo of another code, or a temporary one", async () => {
    const otherCode = await createZarcode(app, actors.owner);
    const [foreign] = await uploadToCode(actors.owner, otherCode.id, [photo()]);
    const [temporary] = await uploadTemporary(actors.owner, newImageSessionId(), [photo()]);
    for (const image of [foreign!, temporary!]) {
      expectMessage(await reorder(actors.owner, [{ id: image.id, displayOrder: 0 }]), 404, 'Image not found');
    }
  });
});

describe('DELETE /api/zarcodes/{id}/images/{imageId}', () => {
  let code: ZarcodeRecord;
  let images: Image[];
  beforeAll(async () => {
    code = await createZarcode(app, actors.owner);
    images = await uploadToCode(actors.owner, code.id, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
  });
  const remove = (user: TestUser | null, imageId: string, id = code.id) =>
    app.request('DELETE', `/api/zarcodes/${id}/images/${imageId}`, { token: user?.token });

  it("answers 401 'Authentication required' to an anonymous visitor", async () => {
    expectMessage(await remove(null, images[0]!.id), 401, 'Authentication required');
  });

  it('answers 403 to another user, and the photo stays', async () => {
    expectMessage(await remove(actors.other, images[0]!.id), 403, 'You can only change the photos of your own ZARcodes');
    expect(await imageCountOf(code.id)).toBe(3);
    expect((await fetchBytes(app, images[0]!.urls.large)).status).toBe(200);
  });

  it('lets the owner and an admin remove a photo: its files go, the count follows, its URL answers 404', async () => {
    const byOwner = await remove(actors.owner, images[0]!.id);
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.body.images.map((i: Image) => i.originalFilename)).toEqual(['b.jpg', 'c.jpg']);
    expect(await imageCountOf(code.id)).toBe(2);
    expect(fileNamesOf(images[0]!.id)).toEqual([]);
    expectMessage(await app.request('GET', images[0]!.urls.large), 404, 'Image not found');

    const byAdmin = await remove(actors.admin, images[1]!.id, code.zarcode);
    expect(byAdmin.status).toBe(200);
    expect(await imageCountOf(code.id)).toBe(1);
  });

  it("answers 404 'Image not found' for a photo gone already, of another code, or no uuid", async () => {
    const otherCode = await createZarcode(app, actors.owner);
    const [foreign] = await uploadToCode(actors.owner, otherCode.id, [photo()]);
    for (const imageId of [images[0]!.id, foreign!.id, 'not-an-id']) {
      expectMessage(await remove(actors.owner, imageId), 404, 'Image not found');
    }
    expect(await imageCountOf(otherCode.id)).toBe(1);
  });
});

describe('GET /api/images/{zarcodeId}/{imageId}/{size}', () => {
  let code: ZarcodeRecord;
  let privateCode: ZarcodeRecord;
  let image: Image;
  let privateImage: Image;
  beforeAll(async () => {
    code = await createZarcode(app, actors.owner);
    privateCode = await createZarcode(app, actors.owner, { privacy: 'private' });
    [image] = (await uploadToCode(actors.owner, code.id, [{ name: 'gps.jpg', bytes: files.gps }])) as [Image];
    [privateImage] = (await uploadToCode(actors.owner, privateCode.id, [photo()])) as [Image];
  });

  it('answers everyone both sizes as clean WebP, cached for a year as immutable, with an ETag', async () => {
    for (const user of [undefined, actors.owner, actors.other, actors.admin]) {
      for (const size of ['medium', 'large'] as const) {
        const answer = await fetchBytes(app, image.urls[size], { user });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/webp');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('etag')).toBe(`"${image.id}-${size}"`);
        await expectCleanWebp(answer.bytes);
      }
    }
  });

  it('answers 304 with no body to a browser that has it (exact, weak or listed ETag, or *)', async () => {
    const etag = `"${image.id}-large"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await fetchBytes(app, image.urls.large, { headers: { 'if-none-match': ifNoneMatch } });
      expect(answer.status).toBe(304);
      expect(answer.bytes.length).toBe(0);
      expect(answer.headers.get('etag')).toBe(etag);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetchBytes(app, image.urls.large, { headers: { 'if-none-match': `"${image.id}-medium"` } })).status).toBe(200);
  });

  it("serves a private code's photos too: only its title and description are private", async () => {
    expect((await fetchBytes(app, privateImage.urls.medium)).status).toBe(200);
  });

  it("answers 404 'Image not found' under another code's id, for temporary photos, and for nonsense", async () => {
    const [temporary] = await uploadTemporary(actors.owner, newImageSessionId(), [photo()]);
    for (const target of [
      `/api/images/${privateCode.id}/${image.id}/large`,
      `/api/images/${code.id}/${temporary!.id}/large`,
      `/api/images/${code.id}/${crypto.randomUUID()}/large`,
      `/api/images/not-a-code/${image.id}/large`,
      `/api/images/${code.zarcode}/${image.id}/large`,
    ]) {
      const answer = await app.request('GET', target);
      expectMessage(answer, 404, 'Image not found');
      expect(answer.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
    expectMessage(await app.request('GET', `/api/images/${code.id}/${image.id}/huge`), 400, 'size must be medium or large');
  });

  it('stops serving the photos of a deleted code, and the clean-up removes their files', async () => {
    const doomed = await createZarcode(app, actors.owner);
    const [gone] = await uploadToCode(actors.owner, doomed.id, [photo()]);
    expect((await app.request('DELETE', `/api/zarcodes/${doomed.zarcode}`, { token: actors.owner.token })).status).toBe(200);
    expectMessage(await app.request('GET', gone!.urls.large), 404, 'Image not found');
    const queued = await app.deps.db.select().from(imageFileDeletions).where(eq(imageFileDeletions.imageId, gone!.id));
    expect(queued).toHaveLength(1);
    expect(fileNamesOf(gone!.id)).toEqual(['large.webp', 'medium.webp']);

    await cleanUpImages({ db: app.deps.db, storage: app.deps.storage, logger: app.deps.logger });
    expect(fileNamesOf(gone!.id)).toEqual([]);
    expect(await app.deps.db.select().from(imageFileDeletions).where(eq(imageFileDeletions.imageId, gone!.id))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('the hourly photo clean-up', () => {
  const deps = () => ({ db: app.deps.db, storage: app.deps.storage, logger: app.deps.logger });
  const age = (ids: string[], hours: number) =>
    app.deps.db
      .update(zarcodeImages)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(inArray(zarcodeImages.id, ids));

  it('removes temporary photos older than 24 hours, rows and files, and nothing else', async () => {
    const person = await createUser(app);
    const oldSession = newImageSessionId();
    const old = await uploadTemporary(person, oldSession, photos(2, 'old'));
    const freshSession = newImageSessionId();
    const fresh = await uploadTemporary(person, freshSession, photos(1, 'fresh'));
    const code = await createZarcode(app, person);
    const saved = await uploadToCode(person, code.id, photos(2, 'saved'));
    await age(old.map((i) => i.id), 25);
    await age(fresh.map((i) => i.id), 23);
    await age(saved.map((i) => i.id), 24 * 30);

    const result = await cleanUpImages(deps());
    expect(result.ran).toBe(true);

    expect(await temporaryRows(oldSession)).toEqual([]);
    for (const image of old) expect(fileNamesOf(image.id)).toEqual([]);
    expect(await temporaryRows(freshSession)).toHaveLength(1);
    expect(fileNamesOf(fresh[0]!.id)).toEqual(['large.webp', 'medium.webp']);
    expect((await app.request('GET', `/api/zarcodes/${code.id}/images`)).body.images).toHaveLength(2);
    for (const image of saved) expect((await fetchBytes(app, image.urls.large)).status).toBe(200);
    expect(await imageCountOf(code.id)).toBe(2);
    expect(await app.deps.db.select().from(imageFileDeletions)).toEqual([]);
  });

  it('does the work once when several instances run it at the same moment', async () => {
    const person = await createUser(app);
    const sessionId = newImageSessionId();
    const old = await uploadTemporary(person, sessionId, photos(3, 'stale'));
    await age(old.map((i) => i.id), 48);

    const results = await Promise.all([cleanUpImages(deps()), cleanUpImages(deps()), cleanUpImages(deps())]);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(3);
    expect(await temporaryRows(sessionId)).toEqual([]);
    for (const image of old) expect(fileNamesOf(image.id)).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'skips the run while another instance holds the lock (PostgreSQL: PGlite has one connection)',
    async () => {
      const person = await createUser(app);
      const sessionId = newImageSessionId();
      const old = await uploadTemporary(person, sessionId, photos(1));
      await age(old.map((i) => i.id), 30);
      let skipped: Awaited<ReturnType<typeof cleanUpImages>> | undefined;
      await app.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMAGE_CLEAN_UP_LOCK_KEY})`);
        skipped = await cleanUpImages(deps());
      });
      expect(skipped).toEqual({ ran: false, expired: 0, filesRemoved: 0 });
      expect(await temporaryRows(sessionId)).toHaveLength(1);
      expect((await cleanUpImages(deps())).ran).toBe(true);
      expect(await temporaryRows(sessionId)).toEqual([]);
    },
  );

  it('never removes a photo attached to its code, however old its upload', async () => {
    const person = await createUser(app);
    const sessionId = newImageSessionId();
    const uploaded = await uploadTemporary(person, sessionId, photos(1));
    await age(uploaded.map((i) => i.id), 30);
    const code = await createZarcode(app, person, { sessionId });
    expect(code.imageCount).toBe(1);
    await cleanUpImages(deps());
    const rows = await app.deps.db
      .select()
      .from(zarcodeImages)
      .where(and(eq(zarcodeImages.zarcodeId, code.id), isNull(zarcodeImages.sessionId)));
    expect(rows).toHaveLength(1);
    expect(fileNamesOf(uploaded[0]!.id)).toEqual(['large.webp', 'medium.webp']);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('photos on S3-compatible storage (the S3_* settings)', () => {
  let s3: FakeS3;
  let s3App: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    s3 = await startFakeS3();
    s3App = await startTestApp(s3.settings());
    owner = await createUser(s3App);
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it('stores, serves and removes photos in the bucket, nothing on local disk', async () => {
    const code = await createZarcode(s3App, owner);
    const answer = await upload(s3App, `/api/zarcodes/${code.id}/images`, [{ name: 'gps.jpg', bytes: files.gps }], {
      token: owner.token,
    });
    expect(answer.status, answer.text).toBe(201);
    const image: Image = answer.body.images[0];
    const keys = [...s3.objects.keys()].filter((key) => key.includes(image.id)).sort();
    expect(keys).toEqual([`images/${image.id.slice(0, 2)}/${image.id}/large.webp`, `images/${image.id.slice(0, 2)}/${image.id}/medium.webp`]);
    expect(s3.objects.get(keys[0]!)!.contentType).toBe('image/webp');
    expect(storedImageFiles(s3App)).toEqual([]);

    const served = await fetchBytes(s3App, image.urls.large);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(s3.objects.get(keys[0]!)!.body)).toBe(true);
    await expectCleanWebp(served.bytes);

    const removed = await s3App.request('DELETE', `/api/zarcodes/${code.id}/images/${image.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect([...s3.objects.keys()].filter((key) => key.includes(image.id))).toEqual([]);
  });

  it('answers 503 when the bucket fails, and leaves neither objects nor rows', async () => {
    const code = await createZarcode(s3App, owner);
    const before = [...s3.objects.keys()];
    // The first photo's two renditions are stored; every put after them fails, retries included.
    let puts = 0;
    s3.setFault((method) => (method === 'PUT' && ++puts > 2 ? 500 : undefined));
    const answer = await upload(s3App, `/api/zarcodes/${code.id}/images`, [photo('first.jpg'), photo('second.jpg')], {
      token: owner.token,
    });
    s3.setFault(null);
    expect(puts).toBeGreaterThan(2);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('The images could not be stored just now. Please try again.');
    expect([...s3.objects.keys()]).toEqual(before);
    expect((await s3App.request('GET', `/api/zarcodes/${code.id}/images`)).body.images).toEqual([]);
  });
});
