import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Logger } from 'pino';
import { formatSouthAfricanTime, southAfricanDay } from '../../../domain/time/south-african-time';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../infra/storage';
import type { MailService } from '../../mail/service';
import { getUser } from '../auth';
import { imageFileKey } from '../images';
import { exportReadme, gatherExportContents } from './export-contents';
import { claimNextDataExport, exportFileKey, markExportFailed, markExportReady, recordExportProgress, type DataExportRow } from './exports';
import { privacyMail } from './mail';

export interface DataExportRunnerDeps {
  db: Database;
  /** Where the photos are read from. */
  storage: ObjectStorage;
  exportStorage: ObjectStorage;
  mail: MailService;
  logger: Logger;
}

/**
 * Builds the exports people ask for, in the background of this instance, one at a time (each holds
 * the person's photos in memory while its ZIP is made). `kick` starts building now, after a request;
 * `sweep`, run every 5 minutes by the scheduler, builds whatever is still waiting (asked on an instance
 * that stopped, or cut short). Any instance may build any export: each is claimed first.
 */
export interface DataExportRunner {
  kick(): void;
  sweep(): Promise<number>;
  /** Waits for the build in progress; no new one starts. */
  close(): Promise<void>;
}

/** Shares of the progress bar: reading the data, the photos, then writing the ZIP. */
const GATHERED = 10;
const PHOTOS_READ = 90;

export function createDataExportRunner(deps: DataExportRunnerDeps): DataExportRunner {
  let running: Promise<number> | null = null;
  let isAgainWanted = false;
  let isClosed = false;

  async function buildAllWaiting(): Promise<number> {
    let built = 0;
    for (;;) {
      if (isClosed) return built;
      const claimed = await claimNextDataExport(deps.db);
      if (!claimed) return built;
      await buildOne(deps, claimed);
      built += 1;
    }
  }

  function start(): Promise<number> {
    if (running) {
      isAgainWanted = true;
      return running;
    }
    running = buildAllWaiting()
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'data exports could not be claimed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (isAgainWanted && !isClosed) {
          isAgainWanted = false;
          void start();
        }
      });
    return running;
  }

  return {
    kick() {
      if (!isClosed) void start();
    },
    sweep: () => (isClosed ? Promise.resolve(0) : start()),
    async close() {
      isClosed = true;
      await running;
    },
  };
}

/** Builds one claimed export: its ZIP into the export storage, the row ready, the owner told by e-mail. */
async function buildOne(deps: DataExportRunnerDeps, row: DataExportRow): Promise<void> {
  const { db, logger } = deps;
  const key = exportFileKey(row.id);
  let isStored = false;
  try {
    const userId = row.userId!;
    const contents = await gatherExportContents(db, userId);
    let reported = 0;
    const report = async (progress: number) => {
      if (progress - reported < 5) return;
      reported = progress;
      await recordExportProgress(db, row.id, progress);
    };
    await report(GATHERED);

    const zip = zipWriter();
    const now = new Date();
    zip.add('README.txt', Buffer.from(exportReadme(now)), true);
    for (const file of contents.files) zip.add(file.name, Buffer.from(`${JSON.stringify(file.data, null, 2)}\n`), true);
    for (const [index, photo] of contents.photos.entries()) {
      const stored = await deps.storage.get(imageFileKey(photo.imageId, 'large'));
      // WebP is compressed already: stored as it is.
      if (stored) zip.add(photo.path, stored.body, false);
      await report(GATHERED + ((PHOTOS_READ - GATHERED) * (index + 1)) / contents.photos.length);
      await yieldToOthers();
    }
    const body = await zip.finish();
    await deps.exportStorage.put(key, body, { contentType: 'application/zip' });
    isStored = true;
    const ready = await markExportReady(db, row.id, key, body.length);
    if (!ready) {
      await deps.exportStorage.delete(key);
      return;
    }
    logger.info({ exportId: row.id, bytes: body.length, photos: contents.photos.length }, 'data export ready');
    const user = await getUser(db, userId);
    await deps.mail
      .send(privacyMail, 'data-export-ready', user.email, { firstName: user.firstName, expiresAt: formatSouthAfricanTime(ready.expiresAt!) })
      .catch((error: unknown) => logger.error({ err: error, exportId: row.id }, 'the data export e-mail could not be sent'));
  } catch (error) {
    logger.error({ err: error, exportId: row.id }, 'data export failed');
    if (isStored) await deps.exportStorage.delete(key).catch(() => {});
    await markExportFailed(db, row.id).catch((markError: unknown) => logger.error({ err: markError }, 'data export could not be marked failed'));
  }
}

/** The export's file name, as the browser saves it. */
export const exportFileName = (readyAt: Date | null) => `zarcode-data-${southAfricanDay(readyAt ?? new Date())}.zip`;

/** A ZIP made in memory, one file after another (fflate's streaming writer). */
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let resolveDone: (() => void) | null = null;
  let isDone = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final || error) {
      isDone = true;
      resolveDone?.();
    }
  });
  return {
    add(name: string, data: Uint8Array, compress: boolean) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
      if (failure) throw failure;
    },
    async finish(): Promise<Buffer> {
      zip.end();
      if (!isDone) await new Promise<void>((resolve) => (resolveDone = resolve));
      if (failure) throw failure;
      return Buffer.concat(chunks);
    },
  };
}
