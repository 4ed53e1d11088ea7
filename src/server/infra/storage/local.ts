import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type ObjectStorage, type StoredObject } from './types';

/** Content types by extension: local files carry no metadata, so the key's extension says. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const hasCode = (error: unknown, ...codes: string[]) =>
  typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '');

/** Opens a new file, making its folders; again once if a delete tidied a folder away meanwhile. */
async function openCreatingFolders(file: string) {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      return await open(file, 'wx');
    } catch (error) {
      if (attempt >= 3 || !hasCode(error, 'ENOENT')) throw error;
    }
  }
}

/**
 * Files under `root` (DATA_DIR/images for photos). A put writes a temporary file beside the target,
 * flushes it to disk and renames it into place, so a reader or a crash sees the old file or the
 * whole new one, never half of it. Folders left empty by a delete are removed. The content type of
 * an object comes from its key's extension.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
  };

  return {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        const handle = await openCreatingFolders(partial);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const body = await readFile(file);
        return { body, contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!hasCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
      // Tidy the folders the key made, up to the root; a folder still in use stays.
      let folder = path.dirname(file);
      while (folder.startsWith(resolvedRoot + path.sep)) {
        try {
          await rmdir(folder);
        } catch {
          break;
        }
        folder = path.dirname(folder);
      }
    },

    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return false;
        throw error;
      }
    },
  };
}
