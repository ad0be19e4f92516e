import type { AppConfig } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { createFsBlobStore } from './fs-blob-store.js';
import { createS3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';

type BlobConfig = Pick<
  AppConfig,
  | 'BLOB_DIR'
  | 'BLOB_S3_BUCKET'
  | 'BLOB_S3_REGION'
  | 'BLOB_S3_ENDPOINT'
  | 'BLOB_S3_PREFIX'
  | 'BLOB_S3_FORCE_PATH_STYLE'
  | 'BLOB_S3_ACCESS_KEY_ID'
  | 'BLOB_S3_SECRET_ACCESS_KEY'
  | 'AWS_REGION'
>;

/** The S3 options when a bucket is configured, else null (the filesystem store under BLOB_DIR is used). */
export function s3OptionsFromConfig(config: BlobConfig): S3BlobStoreOptions | null {
  if (!config.BLOB_S3_BUCKET) return null;
  const credentials =
    config.BLOB_S3_ACCESS_KEY_ID && config.BLOB_S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.BLOB_S3_ACCESS_KEY_ID, secretAccessKey: config.BLOB_S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    bucket: config.BLOB_S3_BUCKET,
    region: config.BLOB_S3_REGION ?? config.AWS_REGION,
    prefix: config.BLOB_S3_PREFIX,
    forcePathStyle: config.BLOB_S3_FORCE_PATH_STYLE,
    ...(config.BLOB_S3_ENDPOINT ? { endpoint: config.BLOB_S3_ENDPOINT } : {}),
    ...(credentials ? { credentials } : {}),
  };
}

/** S3-compatible when BLOB_S3_BUCKET is set, otherwise files under BLOB_DIR. */
export function blobStoreFromConfig(config: BlobConfig): BlobStore {
  const s3 = s3OptionsFromConfig(config);
  return s3 ? createS3BlobStore(s3) : createFsBlobStore(config.BLOB_DIR);
}
