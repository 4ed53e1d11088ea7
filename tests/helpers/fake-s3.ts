import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small S3 on loopback for tests: PutObject, GetObject, HeadObject and DeleteObject, path-style,
// objects in memory. Like S3 it refuses any request whose SigV4 signature (header form, signed
// payload) does not check out, recomputed here on its own from the request as received, and
// answers S3's XML errors. It shares no code with the client it tests.

export interface FakeS3Options {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  bucket?: string;
}

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, FakeS3Object>;
  /** Every request: method, key and the status answered. */
  log: { method: string; key: string; status: number }[];
  /** Makes the next `count` requests of `method` answer `status` (500: S3 failing). */
  failNext(method: string, status: number, count?: number): void;
  /**
   * Decides a failure per request: answer a status to fail it with, or undefined to serve it.
   * null (the default) serves everything.
   */
  setFault(fault: ((method: string, key: string) => number | undefined) | null): void;
  /** The S3_* settings pointing at this server. */
  settings(): Record<string, string>;
  close(): Promise<void>;
}

const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** RFC 3986 encoding of one query component, as S3 canonicalises it. */
const encodeComponent = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Checks a request's Authorization header; answers null when good, else the S3 error. */
function verifySignature(
  request: http.IncomingMessage,
  body: Buffer,
  expected: { accessKeyId: string; secretAccessKey: string; region: string },
): { status: number; code: string; message: string } | null {
  const header = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { status: 403, code: 'AccessDenied', message: 'Missing or malformed Authorization' };
  const [, accessKeyId, day, region, signedHeaderList, signature] = match;
  if (accessKeyId !== expected.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  }
  if (region !== expected.region) {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `Region should be ${expected.region}` };
  }
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) {
      return { status: 403, code: 'AccessDenied', message: `${required} must be signed` };
    }
  }
  const dateTime = String(request.headers['x-amz-date'] ?? '');
  const time = Date.parse(
    dateTime.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!dateTime.startsWith(day!) || Number.isNaN(time) || Math.abs(Date.now() - time) > MAX_CLOCK_SKEW_MS) {
    return { status: 403, code: 'RequestTimeTooSkewed', message: 'Bad or skewed x-amz-date' };
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch', message: 'Payload hash does not match' };
  }

  const url = new URL(request.url ?? '/', 'http://placeholder');
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${dateTime}\n${scope}\n${sha256(canonicalRequest)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${expected.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const good = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(good, Buffer.from(signature!, 'hex'))) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match' };
  }
  return null;
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKEZARCODE00001';
  const secretAccessKey = options.secretAccessKey ?? 'fake/secret+key/for/zarcode/tests/0000001';
  const region = options.region ?? 'af-south-1';
  const bucket = options.bucket ?? 'zarcode-photos';
  const objects = new Map<string, FakeS3Object>();
  const log: FakeS3['log'] = [];
  const failures: { method: string; status: number; count: number }[] = [];
  let fault: ((method: string, key: string) => number | undefined) | null = null;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://placeholder').pathname;
      const [, bucketName = '', ...keyParts] = path.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      const method = request.method ?? 'GET';
      const answer = (status: number, headers: Record<string, string> = {}, content?: Buffer | string) => {
        log.push({ method, key, status });
        response.writeHead(status, headers);
        response.end(method === 'HEAD' ? undefined : content);
      };
      const fail = (status: number, code: string, message: string) =>
        answer(status, { 'content-type': 'application/xml' }, xmlError(code, message));

      const failure = failures.find((entry) => entry.method === method && entry.count > 0);
      if (failure) failure.count -= 1;
      const faultStatus = failure?.status ?? fault?.(method, key);
      if (faultStatus !== undefined) {
        return fail(faultStatus, 'InternalError', 'We encountered an internal error. Please try again.');
      }
      const refusal = verifySignature(request, body, { accessKeyId, secretAccessKey, region });
      if (refusal) return fail(refusal.status, refusal.code, refusal.message);
      if (decodeURIComponent(bucketName) !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return fail(400, 'InvalidRequest', 'This fake only serves objects');

      if (method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        return answer(
          200,
          { 'content-type': object.contentType, 'content-length': String(object.body.length) },
          object.body,
        );
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accessKeyId,
    secretAccessKey,
    region,
    bucket,
    objects,
    log,
    failNext(method, status, count = 1) {
      failures.push({ method, status, count });
    },
    setFault(next) {
      fault = next;
    },
    settings: () => ({
      S3_ENDPOINT: url,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
