import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, LocalStack, a test double); AWS S3 itself when unset. */
  endpoint?: string;
  /** Prepended to every key, e.g. 'cover/'. */
  prefix?: string;
  /** Path-style URLs (bucket in the path), needed by most S3-compatible servers. */
  forcePathStyle?: boolean;
  /** Static credentials; when unset the SDK's default provider chain is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Blobs as objects in an S3-compatible bucket. A PutObject is atomic: readers see the old or the new object. */
export function createS3BlobStore(options: S3BlobStoreOptions, client?: S3Client): BlobStore {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${options.prefix ?? ''}${key}`;
  };

  return {
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key): Promise<StoredBlob | null> {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
