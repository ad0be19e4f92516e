import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBlobKey, newBlobKey } from './blob-store.js';
import { createFsBlobStore } from './fs-blob-store.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'blob-store-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('filesystem blob store', () => {
  it('stores, reads back and deletes an object with its content type', async () => {
    const store = createFsBlobStore(root);
    const key = newBlobKey('documents');
    await store.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    const stored = await store.get(key);
    expect(stored?.bytes.toString()).toBe('%PDF-1.7 hello');
    expect(stored?.contentType).toBe('application/pdf');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(filesUnder(root)).toEqual([]);
  });

  it('replaces an object stored again under the same key and leaves no temporary files', async () => {
    const store = createFsBlobStore(root);
    const key = newBlobKey();
    await store.put(key, Buffer.from('first'), 'text/plain');
    await store.put(key, Buffer.from('second'), 'image/png');
    expect((await store.get(key))?.bytes.toString()).toBe('second');
    expect((await store.get(key))?.contentType).toBe('image/png');
    expect(filesUnder(root).sort()).toEqual([key, `${key}.meta.json`].sort());
  });

  it('answers null for a missing key and deletes a missing key quietly', async () => {
    const store = createFsBlobStore(root);
    const key = newBlobKey();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    '../etc/passwd',
    'report.pdf',
    'documents/../../x',
    '/abs/0f8fad5b-d9cb-469f-a165-70867728950e',
    '',
  ])('refuses the key %j (only server-generated uuids name files)', async (key) => {
    const store = createFsBlobStore(root);
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid blob key/);
    await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
  });

  it('generates uuid keys, optionally in a folder', () => {
    expect(isBlobKey(newBlobKey())).toBe(true);
    expect(newBlobKey('claims')).toMatch(/^claims\/[0-9a-f-]{36}$/);
    expect(newBlobKey()).not.toBe(newBlobKey());
  });
});
