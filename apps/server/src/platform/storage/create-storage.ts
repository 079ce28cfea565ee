import type { Env } from '#src/env.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage, localFilesRoot } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

/**
 * The file storage the configuration names (README, Configuration): `STORAGE_DRIVER=local` (default) keeps
 * files under `DATA_DIR/files`; `s3` uses S3_BUCKET at S3_ENDPOINT (AWS when unset) in S3_REGION, with
 * S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY or the SDK's own credentials.
 */
export function createFileStorage(env: Env): FileStorage {
  if (env.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    });
  }
  return createLocalStorage(localFilesRoot(env.dataDir));
}
