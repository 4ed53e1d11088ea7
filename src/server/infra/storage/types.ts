/** An object read back from storage. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where files live: local disk or an S3-compatible bucket, behind the same four calls. Keys are
 * relative paths of letters, digits, '.', '_' and '-' segments joined by '/' (no '..').
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, whole or not at all: a failed put leaves no partial object. */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageError extends Error {
  override name = 'StorageError';
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root or need escaping: callers build keys from ids. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').includes('..')) {
    throw new StorageError(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}
