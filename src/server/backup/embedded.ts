import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseFolder, hasEmbeddedDatabase, openPgliteFolder } from '../db/client';
import { DataDirInUseError, lockDataDir, type DataDirLock } from '../infra/data-dir-lock';
import type { ArchiveEntry, ArchiveWriter } from './archive';
import { fingerprintDifferences, fingerprintTables, migrationsApplied, photoIdsOf, serverVersionOf, type RunSql } from './fingerprints';
import { BackupError, PGLITE_ENTRY_PREFIX, pgliteVersion, type BackupManifest } from './manifest';
import type { Progress } from './progress';
import type { DatabaseRestore, DatabaseSnapshot } from './snapshot';

// The embedded database (PGlite in DATA_DIR/db) is copied cold: while this process holds DATA_DIR's
// lock, so that no server has the database open. A copy of the folder of a closed database is the
// database itself, whole and consistent, and PGlite reads it back as it is. A server holding the
// lock is not copied under: the command refuses and says how to go on (docs/decisions.md, "Backups").

/** Takes DATA_DIR's lock, or refuses in words an operator can act on. */
function lockForBackup(dataDir: string, doing: 'back up' | 'restore'): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const advice =
      doing === 'back up'
        ? 'Stop the server, run the backup, and start the server again (a small install is back within seconds). ' +
          'An install that must not stop runs on PostgreSQL, whose backups are taken while it serves.'
        : 'Stop it before restoring into this DATA_DIR.';
    throw new BackupError(
      `The embedded database in ${dataDir} is open in ${error.holder}, most likely the server. It can be ` +
        `${doing === 'back up' ? 'copied' : 'restored'} only while no process has it open. ${advice}`,
    );
  }
}

const runOn = (client: PGlite): RunSql => async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;

/** Every folder and file under `root`, folders before what they hold, as paths relative to it. */
async function walk(root: string, relative = ''): Promise<{ path: string; isFolder: boolean }[]> {
  const found: { path: string; isFolder: boolean }[] = [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const entryPath = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.push({ path: entryPath, isFolder: true });
      found.push(...(await walk(root, entryPath)));
    } else if (entry.isFile()) {
      found.push({ path: entryPath, isFolder: false });
    }
  }
  return found;
}

/**
 * Copies the embedded database of `dataDir` into the backup: its tables counted and fingerprinted,
 * then its folder, file by file. DATA_DIR stays locked until `release` (after the photos are copied
 * too), so no server starts on it meanwhile.
 */
export async function snapshotEmbedded(dataDir: string, archive: ArchiveWriter, progress: Progress): Promise<DatabaseSnapshot> {
  const lock = lockForBackup(dataDir, 'back up');
  try {
    if (!hasEmbeddedDatabase(dataDir)) {
      throw new BackupError(`${dataDir} holds no embedded database (no db/ folder): nothing to back up. Is DATA_DIR right, or is DATABASE_URL missing?`);
    }
    const folder = embeddedDatabaseFolder(dataDir);
    progress.line(`Embedded database in ${folder}`);
    const client = await openPgliteFolder(folder);
    let facts: Omit<BackupManifest['database'], 'kind' | 'pgliteVersion'> & { photoIds: string[] };
    try {
      const run = runOn(client);
      facts = {
        serverVersion: await serverVersionOf(run),
        migrations: await migrationsApplied(run),
        tables: await fingerprintTables(run),
        photoIds: await photoIdsOf(run),
      };
    } finally {
      // Closed before its files are read: a closed database's folder is consistent as it lies.
      await client.close();
    }
    const rows = facts.tables.reduce((sum, table) => sum + table.rows, 0);
    progress.line(`  ${facts.tables.length} tables, ${rows} rows: counted and fingerprinted`);
    const entries = await walk(folder);
    const counter = progress.counter('database files', entries.filter((entry) => !entry.isFolder).length);
    for (const entry of entries) {
      if (entry.isFolder) {
        await archive.addDirectory(`${PGLITE_ENTRY_PREFIX}${entry.path}`);
      } else {
        await archive.addFile(`${PGLITE_ENTRY_PREFIX}${entry.path}`, path.join(folder, entry.path));
        counter.advance();
      }
    }
    counter.done();
    const { photoIds, ...database } = facts;
    return {
      database: { kind: 'pglite', pgliteVersion: pgliteVersion(), ...database },
      photoIds,
      release: async () => lock.release(),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Restores an embedded database into `dataDir`, which must hold none: its files are written beside
 * the database's folder (db.restoring), checked against the manifest by opening them, and moved into
 * place only then, so that a restore cut short leaves no database a server would start on. DATA_DIR
 * is locked throughout.
 */
export async function prepareEmbeddedRestore(dataDir: string, manifest: BackupManifest, progress: Progress): Promise<DatabaseRestore> {
  const lock = lockForBackup(dataDir, 'restore');
  const folder = embeddedDatabaseFolder(dataDir);
  const staging = `${folder}.restoring`;
  try {
    const existing = await readdir(folder).catch(() => []);
    if (hasEmbeddedDatabase(dataDir) || existing.length > 0) {
      throw new BackupError(
        `${dataDir} already holds an embedded database (${folder}). A restore goes into an empty DATA_DIR only, so ` +
          'that nothing is overwritten: give DATA_DIR a new folder, or move this one away first if it is to be replaced.',
      );
    }
    if (manifest.database.pgliteVersion !== pgliteVersion()) {
      progress.line(`  note: made with PGlite ${manifest.database.pgliteVersion}, this install has ${pgliteVersion()}`);
    }
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
  } catch (error) {
    lock.release();
    throw error;
  }
  let files = 0;
  return {
    async accept(entry: ArchiveEntry) {
      if (!entry.name.startsWith(PGLITE_ENTRY_PREFIX)) return false;
      const target = path.resolve(staging, entry.name.slice(PGLITE_ENTRY_PREFIX.length));
      if (!target.startsWith(`${staging}${path.sep}`)) throw new BackupError(`The backup holds a path outside the database folder: ${entry.name}`);
      if (entry.type === 'directory') {
        await mkdir(target, { recursive: true, mode: 0o700 });
      } else {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(entry.body, createWriteStream(target, { mode: 0o600 }));
        files += 1;
      }
      return true;
    },
    async finish() {
      progress.line(`  database files: ${files} written; checking them against the backup's fingerprints`);
      if (files === 0) throw new BackupError('The backup holds no embedded database files');
      const client = await openPgliteFolder(staging);
      let tables;
      try {
        tables = await fingerprintTables(runOn(client));
      } finally {
        await client.close();
      }
      const differences = fingerprintDifferences(manifest.database.tables, tables);
      if (differences.length > 0) {
        throw new BackupError(`The restored database is not the one backed up: ${differences.join('; ')}. Nothing was put in place.`);
      }
      await rename(staging, folder);
      lock.release();
      return tables;
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
      lock.release();
    },
  };
}
