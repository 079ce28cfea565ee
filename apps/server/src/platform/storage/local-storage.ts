import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, StoredFileMissingError } from './file-storage.js';

/**
 * The local-disk driver: each file at `{root}/{key}` (root is `DATA_DIR/files`), written to a temporary
 * name and renamed into place, so a crash never leaves half a file under a key.
 */
export function createLocalStorage(root: string): FileStorage {
  const where = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    put: async (key, bytes) => {
      const file = where(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fsp.writeFile(temp, bytes, { flag: 'wx' });
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    read: async (key) => {
      const file = where(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream() as Readable;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw err;
      }
    },
    delete: async (key) => {
      await fsp.rm(where(key), { force: true });
    },
  };
}

/** `DATA_DIR/files`: where the local driver keeps files, and what an embedded backup carries. */
export function localFilesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}
