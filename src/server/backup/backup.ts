import { existsSync, statSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_NAME } from '../../domain/brand';
import type { Config } from '../config';
import { createImageStorage, type ObjectStorage } from '../infra/storage';
import { createArchiveWriter } from './archive';
import { snapshotEmbedded } from './embedded';
import { BackupError, MANIFEST_ENTRY, productVersion, type BackupManifest } from './manifest';
import { copyPhotos } from './photos';
import { snapshotPostgres, type PgBin } from './postgres';
import { formatBytes, type Progress } from './progress';

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  /** The file to write, or an existing folder to write `zarcode-<kind>-<time>.tar.gz` in. */
  out: string;
  progress: Progress;
  pgBin?: PgBin;
  /** Where photos are; from the config when absent. */
  storage?: ObjectStorage;
  now?: () => Date;
}

/** The file a backup is written to: `out`, or a new name in the folder `out`. Never an existing file. */
function backupFileOf(out: string, kind: string, now: Date): string {
  const isFolder = existsSync(out) && statSync(out).isDirectory();
  const file = isFolder ? path.join(out, `zarcode-${kind}-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`) : out;
  if (existsSync(file)) throw new BackupError(`${file} exists already: a backup never overwrites a file. Name another.`);
  return path.resolve(file);
}

/**
 * Writes a backup of the whole instance to one file: the database (a consistent copy: the embedded
 * one closed, PostgreSQL from one snapshot), every photo file it names from the configured storage,
 * and a manifest (the product's version, the time, the database's kind and version, every table's
 * rows and fingerprint, the photos). Written as `<file>.partial` and renamed when whole, so a file of
 * the final name is always a complete backup. Answers its path and manifest.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  const { config, progress } = options;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const file = backupFileOf(options.out, kind, startedAt);
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  const archive = createArchiveWriter(partial);
  const storage = options.storage ?? createImageStorage(config);
  progress.line(`Backing up to ${file}`);
  try {
    const snapshot = config.databaseUrl
      ? await snapshotPostgres(config.databaseUrl, { archive, workFile: partial, pgBin: options.pgBin, progress })
      : await snapshotEmbedded(config.dataDir, archive, progress);
    let manifest: BackupManifest;
    try {
      progress.line(`Photos (${storage.kind === 's3' ? 'S3 bucket' : 'DATA_DIR/images'}): ${snapshot.photoIds.length} photos`);
      const photos = await copyPhotos(storage, snapshot.photoIds, archive, progress);
      manifest = {
        format: 'zarcode-backup',
        formatVersion: 1,
        product: { name: PRODUCT_NAME, version: productVersion() },
        createdAt: startedAt.toISOString(),
        database: snapshot.database,
        photos: { storage: storage.kind, ...photos },
      };
      await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await archive.finish();
    } finally {
      await snapshot.release();
    }
    await rename(partial, file);
    const { size } = await stat(file);
    for (const key of manifest.photos.missing) progress.line(`  warning: photo file ${key} was not in storage (deleted since the snapshot?)`);
    progress.line(`Backup written: ${file} (${formatBytes(size)}) in ${((now().getTime() - startedAt.getTime()) / 1000).toFixed(1)} s`);
    return { file, manifest };
  } catch (error) {
    await archive.abort();
    throw error;
  }
}
