import type { ArchiveEntry } from './archive';
import type { BackupManifest, TableFingerprint } from './manifest';

/** A database copied into a backup, with what the manifest says of it. */
export interface DatabaseSnapshot {
  database: BackupManifest['database'];
  /** The photos the copied database names, whose files the backup copies next. */
  photoIds: string[];
  /** Lets go of what kept the copy consistent (DATA_DIR's lock), once the photos are copied. */
  release(): Promise<void>;
}

/** A database being restored from a backup's entries, put in place by `finish` only. */
export interface DatabaseRestore {
  /** Takes an entry of the database's own, answering false for any other. */
  accept(entry: ArchiveEntry): Promise<boolean>;
  /** Restores what was accepted, checks it against the manifest's fingerprints, and answers those found. */
  finish(): Promise<TableFingerprint[]>;
  /** Leaves the target as it was found, where it can. */
  abort(): Promise<void>;
}
