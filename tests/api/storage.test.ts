import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createImageStorage,
  createLocalStorage,
  createS3Storage,
  objectUrlBuilder,
  StorageError,
  type ObjectStorage,
} from '../../src/server/infra/storage';
import { sha256Hex, signRequest, uriEncode } from '../../src/server/infra/storage/sigv4';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';

// Photo storage behind one interface: local disk (the default) and S3-compatible buckets, the
// latter against a fake S3 on loopback that checks every SigV4 signature as S3 does.

const PHOTO = Buffer.from('RIFF....WEBPVP8 pretend photo bytes');

/** Every file under a folder, relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The behaviour both implementations share. */
function itBehavesLikeStorage(make: () => ObjectStorage) {
  it('gives back what was put, with its content type', async () => {
    const storage = make();
    await storage.put('ab/abc/medium.webp', PHOTO, { contentType: 'image/webp' });
    const object = await storage.get('ab/abc/medium.webp');
    expect(object?.body.equals(PHOTO)).toBe(true);
    expect(object?.contentType).toBe('image/webp');
    expect(await storage.exists('ab/abc/medium.webp')).toBe(true);
  });

  it('answers null and false for a key never put, and deletes it without complaint', async () => {
    const storage = make();
    expect(await storage.get('no/such/large.webp')).toBeNull();
    expect(await storage.exists('no/such/large.webp')).toBe(false);
    await expect(storage.delete('no/such/large.webp')).resolves.toBeUndefined();
  });

  it('replaces an object put again under the same key', async () => {
    const storage = make();
    await storage.put('cd/replace/large.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await storage.put('cd/replace/large.webp', Buffer.from('second'), { contentType: 'image/webp' });
    expect((await storage.get('cd/replace/large.webp'))?.body.toString()).toBe('second');
  });

  it('forgets a deleted object', async () => {
    const storage = make();
    await storage.put('ef/gone/medium.webp', PHOTO, { contentType: 'image/webp' });
    await storage.delete('ef/gone/medium.webp');
    expect(await storage.get('ef/gone/medium.webp')).toBeNull();
    expect(await storage.exists('ef/gone/medium.webp')).toBe(false);
  });

  it.each(['../escape.webp', 'a/../../b.webp', '/absolute.webp', 'a//b.webp', 'a\\b.webp', '', 'a/.hidden', 'sp ace.webp'])(
    'refuses the key %j',
    async (key) => {
      const storage = make();
      await expect(storage.put(key, PHOTO, { contentType: 'image/webp' })).rejects.toThrow(StorageError);
      await expect(storage.get(key)).rejects.toThrow(StorageError);
      await expect(storage.delete(key)).rejects.toThrow(StorageError);
    },
  );
}

describe('local storage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'zarcode-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  itBehavesLikeStorage(() => createLocalStorage(root));

  it('keeps files under its root folder, one path segment per key segment', async () => {
    await createLocalStorage(root).put('12/1234/large.webp', PHOTO, { contentType: 'image/webp' });
    expect(filesUnder(root)).toEqual([path.join('12', '1234', 'large.webp')]);
  });

  it('removes folders a delete leaves empty, but not the root or a folder still in use', async () => {
    const storage = createLocalStorage(root);
    await storage.put('12/one/large.webp', PHOTO, { contentType: 'image/webp' });
    await storage.put('12/one/medium.webp', PHOTO, { contentType: 'image/webp' });
    await storage.put('12/two/large.webp', PHOTO, { contentType: 'image/webp' });
    await storage.delete('12/one/large.webp');
    expect(readdirSync(path.join(root, '12')).sort()).toEqual(['one', 'two']);
    await storage.delete('12/one/medium.webp');
    expect(readdirSync(path.join(root, '12'))).toEqual(['two']);
    await storage.delete('12/two/large.webp');
    expect(readdirSync(root)).toEqual([]);
  });

  it('leaves no partial file when a put fails, and keeps the old object whole', async () => {
    const storage = createLocalStorage(root);
    // A folder where the file should go: the final rename fails after the bytes were written.
    mkdirSync(path.join(root, 'ab', 'blocked', 'large.webp'), { recursive: true });
    writeFileSync(path.join(root, 'ab', 'blocked', 'large.webp', 'keep.txt'), 'x');
    await expect(storage.put('ab/blocked/large.webp', PHOTO, { contentType: 'image/webp' })).rejects.toThrow();
    expect(filesUnder(root)).toEqual([path.join('ab', 'blocked', 'large.webp', 'keep.txt')]);
  });

  it('never shows half a file: readers during many concurrent puts see one whole version', async () => {
    const storage = createLocalStorage(root);
    const versions = Array.from({ length: 12 }, (_, index) => Buffer.alloc(256 * 1024, 65 + index));
    await storage.put('ab/race/large.webp', versions[0]!, { contentType: 'image/webp' });
    const reads: Promise<Buffer | undefined>[] = [];
    await Promise.all(
      versions.map(async (version) => {
        reads.push(storage.get('ab/race/large.webp').then((object) => object?.body));
        await storage.put('ab/race/large.webp', version, { contentType: 'image/webp' });
      }),
    );
    for (const body of [...(await Promise.all(reads)), (await storage.get('ab/race/large.webp'))?.body]) {
      expect(versions.some((version) => body?.equals(version))).toBe(true);
    }
    expect(filesUnder(root)).toEqual([path.join('ab', 'race', 'large.webp')]);
  });

  it('is what the app uses without S3 settings: DATA_DIR/images', async () => {
    const storage = createImageStorage({ dataDir: root, s3: undefined });
    expect(storage.kind).toBe('local');
    await storage.put('ab/x/medium.webp', PHOTO, { contentType: 'image/webp' });
    expect(filesUnder(root)).toEqual([path.join('images', 'ab', 'x', 'medium.webp')]);
  });
});

describe('S3 storage', () => {
  let s3: FakeS3;
  const options = () => ({
    endpoint: s3.url,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  });

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  itBehavesLikeStorage(() => createS3Storage(options()));

  it('stores objects in the bucket under the key prefix, with the content type given', async () => {
    const storage = createS3Storage({ ...options(), keyPrefix: 'images/' });
    await storage.put('ab/prefixed/large.webp', PHOTO, { contentType: 'image/webp' });
    expect(s3.objects.get('images/ab/prefixed/large.webp')).toEqual({ body: PHOTO, contentType: 'image/webp' });
    expect(s3.objects.has('ab/prefixed/large.webp')).toBe(false);
  });

  it('is what the app uses when the S3 settings are given, under images/', async () => {
    const storage = createImageStorage({ dataDir: '/nowhere', s3: options() });
    expect(storage.kind).toBe('s3');
    await storage.put('ab/app/medium.webp', PHOTO, { contentType: 'image/webp' });
    expect(s3.objects.has('images/ab/app/medium.webp')).toBe(true);
  });

  it('is refused by the store when signed with the wrong secret, and nothing is stored', async () => {
    const storage = createS3Storage({ ...options(), secretAccessKey: 'not-the-secret' });
    await expect(storage.put('ab/forged/large.webp', PHOTO, { contentType: 'image/webp' })).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    expect(s3.objects.has('ab/forged/large.webp')).toBe(false);
  });

  it('is refused with an unknown access key or a wrong region', async () => {
    await expect(createS3Storage({ ...options(), accessKeyId: 'AKIANOBODY' }).get('a/b')).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
    await expect(createS3Storage({ ...options(), region: 'eu-west-1' }).get('a/b')).rejects.toThrow(
      /AuthorizationHeaderMalformed/,
    );
  });

  it('is refused when its clock is more than 15 minutes off', async () => {
    const storage = createS3Storage({ ...options(), now: () => new Date(Date.now() - 20 * 60_000) });
    await expect(storage.exists('a/b')).rejects.toThrow(/403/);
  });

  it('tries a failing call once more, and reports a store that keeps failing', async () => {
    const storage = createS3Storage(options());
    s3.failNext('PUT', 500);
    await storage.put('ab/retried/large.webp', PHOTO, { contentType: 'image/webp' });
    expect(s3.objects.has('ab/retried/large.webp')).toBe(true);

    s3.failNext('GET', 503, 2);
    await expect(storage.get('ab/retried/large.webp')).rejects.toThrow(StorageError);
    expect((await storage.get('ab/retried/large.webp'))?.body.equals(PHOTO)).toBe(true);
  });

  it('reports a store it cannot reach', async () => {
    const storage = createS3Storage({ ...options(), endpoint: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    await expect(storage.get('a/b')).rejects.toThrow(StorageError);
  });
});

describe('S3 addresses and signatures', () => {
  it('builds path-style and virtual-hosted URLs, and AWS regional ones by default', () => {
    const base = { region: 'af-south-1', bucket: 'photos' };
    expect(objectUrlBuilder({ ...base, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })('images/ab/x.webp').href).toBe(
      'http://127.0.0.1:9000/photos/images/ab/x.webp',
    );
    expect(objectUrlBuilder({ ...base, endpoint: 'https://s3.example.net/base/', forcePathStyle: false })('ab/x.webp').href).toBe(
      'https://photos.s3.example.net/base/ab/x.webp',
    );
    expect(objectUrlBuilder({ ...base, endpoint: undefined, forcePathStyle: false })('ab/x.webp').href).toBe(
      'https://photos.s3.af-south-1.amazonaws.com/ab/x.webp',
    );
  });

  // The two worked examples of AWS's "Signature Calculations for the Authorization Header" page.
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  };
  const may24 = new Date('2013-05-24T00:00:00Z');

  it("signs AWS's GET Object example as AWS documents it", () => {
    const headers = signRequest(credentials, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      now: may24,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("signs AWS's PUT Object example (a key needing escapes) as AWS documents it", () => {
    const headers = signRequest(credentials, {
      method: 'PUT',
      url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text')}`),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
      now: may24,
    });
    expect(headers.authorization).toContain(
      'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
