import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack, type Header } from 'tar-stream';
import { BackupError, MANIFEST_ENTRY, manifestSchema, type BackupManifest } from './manifest';

/** A backup file being written: entries one at a time, each streamed, so memory holds one at most. */
export interface ArchiveWriter {
  addBuffer(name: string, body: Buffer): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
  addDirectory(name: string): Promise<void>;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

/** A gzipped tar written to `file` as entries are added. */
export function createArchiveWriter(file: string): ArchiveWriter {
  const pack = tarPack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
  // A failure of the file (disk full) fails the next add or finish, not the process.
  written.catch(() => {});
  const mtime = new Date();
  const addEntry = async (header: Partial<Header> & Pick<Header, 'name'>, body: Readable) => {
    const entry = pack.entry({ ...header, mtime });
    await Promise.race([pipeline(body, entry), written.then(() => {})]);
  };
  return {
    addBuffer: (name, body) => addEntry({ name, size: body.length, mode: 0o600 }, Readable.from([body])),
    async addFile(name, file) {
      const { size } = await stat(file);
      await addEntry({ name, size, mode: 0o600 }, createReadStream(file));
    },
    async addDirectory(name) {
      await new Promise<void>((resolve, reject) => pack.entry({ name, type: 'directory', mode: 0o700, mtime }, (error) => (error ? reject(error) : resolve())));
    },
    async finish() {
      pack.finalize();
      await written;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await rm(file, { force: true });
    },
  };
}

/** One entry of a backup file as it is read: its name, kind, and its bytes as a stream (files only). */
export interface ArchiveEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
  body: Readable;
}

/**
 * Reads the entries of a backup file in order, handing each to `onEntry`, which must consume or
 * discard its body before it resolves. Any other kind of entry (a link, a device) is refused: a
 * backup holds none, and following one could write outside the target.
 */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tarExtract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file' && type !== 'directory') throw new BackupError(`The backup holds ${name} of an unexpected kind (${type})`);
      await onEntry({ name, type, size: size ?? 0, body: entry as unknown as Readable });
      entry.resume();
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be read as a backup (a gzipped tar): ${(error as Error).message}`);
  }
}

/** Reads a body to its end. */
export async function bodyOf(entry: ArchiveEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The manifest of a backup file (read through the whole file: it is written last). */
export async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: unknown;
  await readArchive(file, async (entry) => {
    if (entry.name === MANIFEST_ENTRY) manifest = JSON.parse((await bodyOf(entry)).toString('utf8'));
  });
  if (manifest === undefined) throw new BackupError(`${file} has no ${MANIFEST_ENTRY}: it is not a ZARcode backup, or it was cut short`);
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new BackupError(`${file}'s ${MANIFEST_ENTRY} is not one this version reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
