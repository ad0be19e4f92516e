import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlobKey } from './blob-store.js';
import { blobStoreFromConfig, s3OptionsFromConfig } from './from-config.js';
import { createS3BlobStore } from './s3-blob-store.js';

/** A local stand-in for an S3-compatible endpoint (path-style): PUT, GET and DELETE of objects. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; authorised: boolean }[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const authorised = String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256');
      requests.push({ method: request.method ?? '', path, authorised });
      if (request.method === 'PUT') {
        objects.set(path, {
          body: await readBody(request),
          contentType: String(request.headers['content-type'] ?? ''),
        });
        response.writeHead(200, { etag: '"e"' }).end();
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
        return;
      }
      const object = objects.get(path);
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response
        .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        .end(object.body);
    })();
  });
  return { server, objects, requests };
}

const fake = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

const baseConfig = {
  BLOB_DIR: '/tmp/unused',
  BLOB_S3_PREFIX: 'cover/',
  BLOB_S3_FORCE_PATH_STYLE: true,
  BLOB_S3_ACCESS_KEY_ID: 'test-key',
  BLOB_S3_SECRET_ACCESS_KEY: 'test-secret',
  BLOB_S3_REGION: undefined,
  AWS_REGION: 'af-south-1',
};

describe('S3-compatible blob store', () => {
  it('puts, gets and deletes signed objects under the prefix in the bucket', async () => {
    const options = s3OptionsFromConfig({
      ...baseConfig,
      BLOB_S3_BUCKET: 'docs',
      BLOB_S3_ENDPOINT: endpoint,
    });
    expect(options).toMatchObject({ bucket: 'docs', region: 'af-south-1', prefix: 'cover/' });
    const store = createS3BlobStore(options ?? { bucket: '', region: '' });
    const key = newBlobKey('documents');
    await store.put(key, Buffer.from('\x89PNG body'), 'image/png');
    expect(fake.objects.get(`/docs/cover/${key}`)?.body.toString()).toBe('\x89PNG body');

    const stored = await store.get(key);
    expect(stored?.bytes.toString()).toBe('\x89PNG body');
    expect(stored?.contentType).toBe('image/png');

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(fake.requests.every((request) => request.authorised)).toBe(true);
  });

  it('is chosen only when a bucket is configured; otherwise files go under BLOB_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blob-config-'));
    try {
      const unset = { ...baseConfig, BLOB_DIR: dir, BLOB_S3_BUCKET: undefined, BLOB_S3_ENDPOINT: undefined };
      expect(s3OptionsFromConfig(unset)).toBeNull();
      const fsKey = newBlobKey();
      await blobStoreFromConfig(unset).put(fsKey, Buffer.from('on disk'), 'text/plain');
      expect(readdirSync(dir, { recursive: true })).toContain(join(fsKey.slice(0, 2), fsKey));

      const s3Key = newBlobKey();
      const s3Config = { ...baseConfig, BLOB_DIR: dir, BLOB_S3_BUCKET: 'other', BLOB_S3_ENDPOINT: endpoint };
      await blobStoreFromConfig(s3Config).put(s3Key, Buffer.from('in bucket'), 'text/plain');
      expect(fake.objects.get(`/other/cover/${s3Key}`)?.body.toString()).toBe('in bucket');
      expect(readdirSync(dir, { recursive: true })).not.toContain(join(s3Key.slice(0, 2), s3Key));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
