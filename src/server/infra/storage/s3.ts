import type { S3Settings } from '../../config';
import { signRequest, sha256Hex, uriEncode } from './sigv4';
import { assertValidKey, StorageError, type ObjectStorage, type StoredObject } from './types';

export interface S3StorageOptions extends S3Settings {
  /** Put before every key, e.g. 'images/'. */
  keyPrefix?: string;
  /** Per attempt; a call is tried twice when the store fails or cannot be reached. */
  timeoutMs?: number;
  now?: () => Date;
}

const ATTEMPTS = 2;

/**
 * An S3-compatible bucket through its REST API, signed with SigV4: PutObject, GetObject,
 * DeleteObject and HeadObject. Every call is idempotent, so a network failure or a 5xx is tried
 * once more. A put is atomic on S3's side: the object appears whole or not at all.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const urlOf = objectUrlBuilder(options);

  async function call(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertValidKey(key);
    const url = urlOf(`${options.keyPrefix ?? ''}${key}`);
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const signed = signRequest(credentials, {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
        now: now(),
      });
      // fetch sets Host from the URL itself, the same value that was signed.
      const { host: _host, ...headers } = signed;
      try {
        const response = await fetch(url, {
          method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status < 500 || attempt === ATTEMPTS) return response;
        await response.arrayBuffer().catch(() => {});
        lastError = new StorageError(`S3 ${method} ${key} answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw new StorageError(`S3 ${method} ${key} failed: ${describe(lastError)}`);
  }

  async function fail(response: Response, method: string, key: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new StorageError(`S3 ${method} ${key} answered ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      const response = await call('PUT', key, body, contentType);
      if (!response.ok) await fail(response, 'PUT', key);
      await response.arrayBuffer();
    },

    async get(key): Promise<StoredObject | null> {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail(response, 'GET', key);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE', key);
      await response.arrayBuffer();
    },

    async exists(key) {
      const response = await call('HEAD', key);
      await response.arrayBuffer();
      if (response.status === 404) return false;
      if (!response.ok) throw new StorageError(`S3 HEAD ${key} answered ${response.status}`);
      return true;
    },
  };
}

/**
 * The URL of an object: path style (`endpoint/bucket/key`) or virtual-hosted style
 * (`bucket.endpoint/key`); AWS's regional endpoint when none is given. Each key segment is
 * URI-encoded once, as SigV4 signs it.
 */
export function objectUrlBuilder(options: Pick<S3StorageOptions, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>) {
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/+$/, '');
  return (key: string): URL => {
    const encodedKey = key.split('/').map(uriEncode).join('/');
    if (options.forcePathStyle) {
      return new URL(`${base.protocol}//${base.host}${basePath}/${uriEncode(options.bucket)}/${encodedKey}`);
    }
    return new URL(`${base.protocol}//${options.bucket}.${base.host}${basePath}/${encodedKey}`);
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}
