import fp from 'fastify-plugin';
import type { BlobStore } from './blob-store.js';
import { blobStoreFromConfig } from './from-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes are kept (filesystem by default, S3-compatible when configured). */
    blobStore: BlobStore;
  }
}

/**
 * Decorates `app.blobStore` (not encapsulated, so every module can use it). Register before the modules that
 * store documents; `createBlobStorePlugin(store)` injects another store (tests).
 */
export function createBlobStorePlugin(store?: BlobStore) {
  return fp(
    async (app) => {
      app.decorate('blobStore', store ?? blobStoreFromConfig(app.config));
    },
    { name: 'blob-store' },
  );
}

export const blobStorePlugin = createBlobStorePlugin();
