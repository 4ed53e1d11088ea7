import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './types';

export { createLocalStorage } from './local';
export { createS3Storage, objectUrlBuilder, type S3StorageOptions } from './s3';
export { assertValidKey, StorageError, type ObjectStorage, type StoredObject } from './types';

/**
 * Where photos are kept: the S3-compatible bucket of the S3_* settings when they are given (keys
 * under 'images/'), otherwise DATA_DIR/images on local disk.
 */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  if (config.s3) return createS3Storage({ ...config.s3, keyPrefix: 'images/' });
  return createLocalStorage(path.join(config.dataDir, 'images'));
}

/**
 * Where people's data exports (ZIPs) are kept until they expire: the same S3-compatible bucket as the
 * photos under 'exports/', otherwise DATA_DIR/exports on local disk.
 */
export function createExportStorage(config: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  if (config.s3) return createS3Storage({ ...config.s3, keyPrefix: 'exports/' });
  return createLocalStorage(path.join(config.dataDir, 'exports'));
}
