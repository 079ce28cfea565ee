import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, StoredFileMissingError } from './file-storage.js';

export type S3StorageConfig = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); unset uses AWS's for the region. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most others). */
  forcePathStyle: boolean;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The S3-compatible driver (AWS SDK v3, loaded on first use so a local-disk server never loads it).
 * Checksums are sent only where the API requires them, which every S3-compatible server accepts. Without
 * keys the SDK's own chain is used (instance roles, AWS_* variables).
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: makeClient(sdk, config) }));
    return loaded;
  };
  const Bucket = config.bucket;
  return {
    driver: 's3',
    put: async (key, bytes, contentType) => {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    read: async (key) => {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          throw new StoredFileMissingError(key);
        }
        throw err;
      }
    },
    delete: async (key) => {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function makeClient(sdk: Sdk, config: S3StorageConfig) {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}
