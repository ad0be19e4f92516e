export { assertBlobKey, isBlobKey, newBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';
export { createFsBlobStore } from './fs-blob-store.js';
export { createS3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';
export { blobStoreFromConfig, s3OptionsFromConfig } from './from-config.js';
export { blobStorePlugin, createBlobStorePlugin } from './plugin.js';
