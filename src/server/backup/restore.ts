import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { MIGRATIONS_FOLDER } from '../db/client';
import { createImageStorage, type ObjectStorage } from '../infra/storage';
import { bodyOf, readArchive, readManifest } from './archive';
import { prepareEmbeddedRestore } from './embedded';
import { BackupError, MANIFEST_ENTRY, PHOTO_ENTRY_PREFIX, productVersion, type BackupManifest } from './manifest';
import { contentTypeOfKey } from './photos';
import { preparePostgresRestore, type PgBin } from './postgres';
import type { Progress } from './progress';
import type { DatabaseRestore } from './snapshot';

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  file: string;
  progress: Progress;
  pgBin?: PgBin;
  /** Where photos go; from the config when absent. */
  storage?: ObjectStorage;
}

/** How many migrations this version of the product has. */
function migrationsKnown(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The manifest told as a few lines. */
function describe(manifest: BackupManifest, progress: Progress): void {
  const { database, photos } = manifest;
  const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
  progress.line(`Backup of ${manifest.createdAt} by ${manifest.product.name} ${manifest.product.version}`);
  progress.line(
    `  ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'} ${database.serverVersion}: ${database.tables.length} tables, ${rows} rows; ` +
      `${photos.files} photo files`,
  );
}

/**
 * Restores a backup into this configuration: the embedded database into an empty DATA_DIR, or a
 * PostgreSQL one into the empty database of DATABASE_URL (anything else is refused before a thing is
 * written), and the photos into the configured storage (local or S3, whichever the backup came
 * from). The database is put in place last and checked against the manifest's row counts and
 * fingerprints; a server started afterwards applies any migrations this version adds.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { config, progress } = options;
  if (!existsSync(options.file)) throw new BackupError(`${options.file} does not exist`);
  progress.line(`Reading ${options.file}`);
  const manifest = await readManifest(options.file);
  describe(manifest, progress);
  if (manifest.database.migrations > migrationsKnown()) {
    throw new BackupError(
      `The backup was made by a newer version of the product (${manifest.product.version}, ${manifest.database.migrations} ` +
        `migrations; this is ${productVersion()} with ${migrationsKnown()}): restore it with that version or a later one.`,
    );
  }
  if (manifest.database.kind === 'pglite' && config.databaseUrl) {
    throw new BackupError(
      'This backup holds an embedded database, which goes into a DATA_DIR: unset DATABASE_URL to restore it. ' +
        '(Moving an install from the embedded database to PostgreSQL is not done by a restore.)',
    );
  }
  if (manifest.database.kind === 'postgres' && !config.databaseUrl) {
    throw new BackupError('This backup holds a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.');
  }
  const target: DatabaseRestore =
    manifest.database.kind === 'pglite'
      ? await prepareEmbeddedRestore(config.dataDir, manifest, progress)
      : await preparePostgresRestore(config.databaseUrl!, manifest, { pgBin: options.pgBin, progress });
  try {
    const storage = options.storage ?? createImageStorage(config);
    progress.line(`Photos into ${storage.kind === 's3' ? 'the S3 bucket' : 'DATA_DIR/images'}`);
    const photos = progress.counter('photo files', manifest.photos.files);
    await readArchive(options.file, async (entry) => {
      if (entry.name.startsWith(PHOTO_ENTRY_PREFIX)) {
        if (entry.type !== 'file') return;
        const key = entry.name.slice(PHOTO_ENTRY_PREFIX.length);
        await storage.put(key, await bodyOf(entry), { contentType: contentTypeOfKey(key) });
        photos.advance();
        return;
      }
      if (entry.name === MANIFEST_ENTRY || (await target.accept(entry))) return;
      throw new BackupError(`The backup holds ${entry.name}, which a restore does not know`);
    });
    photos.done();
    await target.finish();
    progress.line(`Restored: every table's rows and fingerprint match the backup's. Start the server on it.`);
    return manifest;
  } catch (error) {
    await target.abort();
    throw error;
  }
}
