import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (DESIGN.md, Files; docs/product/documents.md#stored-files): local disk
 * under `DATA_DIR/files` by default, or an S3-compatible bucket. Keys are made by the app
 * (`{organisation}/{uuid}`), never from a user's input; what a file is and whose it is lives in the
 * `stored_files` table, and only tenant-checked routes read it back.
 */
export type FileStorage = {
  /** Which driver this is, for logs and the health of a deployment. */
  readonly driver: 'local' | 's3';
  /** Writes `bytes` under `key` (replacing nothing: keys are new uuids). Whole or not at all. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The bytes under `key` as a stream. @throws StoredFileMissingError when there are none. */
  read: (key: string) => Promise<Readable>;
  /** Removes `key`; a key that is already gone is not an error. */
  delete: (key: string) => Promise<void>;
};

/** The bytes of a stored file are gone (deleted out of band, or a restore without the files). */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored file missing: ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

/** Storage keys are `{organisation domain}/{uuid}`: letters, digits, dots, dashes and one slash. */
const KEY = /^[a-z0-9.-]{1,253}\/[0-9a-f-]{36}$/;

/** @throws Error when `key` is not one the app makes (a guard against path tricks in any driver). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Removes stored bytes after the rows naming them were deleted (a committed erasure): each key is tried once;
 * one that fails is logged, never thrown, since no row can serve it any more.
 */
export async function deleteStoredBytes(
  storage: FileStorage,
  keys: string[],
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((err: unknown) => log?.warn({ err, key }, 'stored file not deleted'));
  }
}
