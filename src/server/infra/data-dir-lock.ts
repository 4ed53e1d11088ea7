import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/** The file, in DATA_DIR, whose lock marks the embedded database as in use. */
export const LOCK_FILE = 'db.lock';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    message: string,
    /** Who holds it, in words: 'another process (pid 123, started ...: node dist/server/main.js)'. */
    readonly holder: string,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

/**
 * Takes the lock on `dataDir`'s embedded database for as long as this process holds it open, or
 * throws DataDirInUseError naming the folder and the process that holds it. The lock is the
 * kernel's (fcntl on Linux, flock on macOS): it goes with the process, so one killed with kill -9
 * leaves nothing to clean up, and no pid in a file can be mistaken for a live one. The file keeps
 * the holder's pid and command line, only to be named in the message.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const fd = openSync(file, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    const holder = describeHolder(file);
    throw new DataDirInUseError(
      `DATA_DIR ${dataDir} is in use by ${holder}. Its embedded database may be opened by one ` +
        'process at a time: stop that one first, or give this one another DATA_DIR (or a DATABASE_URL).',
      holder,
    );
  }
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`);
  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      ftruncateSync(fd, 0);
      unlock(fd);
      closeSync(fd);
    },
  };
}

function describeHolder(file: string): string {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    const where = holder.host === os.hostname() ? '' : ` on ${holder.host}`;
    return `another process (pid ${holder.pid}${where}, started ${holder.startedAt}: ${holder.command})`;
  } catch {
    return 'another process'; // it has taken the lock and not yet written who it is
  }
}
