import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

const META_SUFFIX = '.meta.json';
const TEMP_DIR = '.tmp';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** Writes through a temporary file in the same file system and renames it into place (atomic on POSIX). */
async function writeAtomically(root: string, target: string, data: Uint8Array | string): Promise<void> {
  const temp = join(root, TEMP_DIR, `${randomBytes(12).toString('hex')}.partial`);
  await mkdir(dirname(temp), { recursive: true });
  await mkdir(dirname(target), { recursive: true });
  try {
    await writeFile(temp, data, { mode: 0o600 });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readContentType(path: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(path, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

/**
 * Blobs as files under `root`: `<root>/<folder>/<first two key characters>/<key>` plus a small
 * `.meta.json` with the content type. Each file is written to a temporary name and renamed into place,
 * so a reader never sees half an object. The metadata goes first: the object appears only with it.
 */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    const slash = key.lastIndexOf('/');
    const folder = slash === -1 ? '' : key.slice(0, slash);
    const name = key.slice(slash + 1);
    return join(root, folder, name.slice(0, 2), name);
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await writeAtomically(root, `${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
      await writeAtomically(root, path, bytes);
    },
    async get(key): Promise<StoredBlob | null> {
      const path = pathOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { bytes, contentType: await readContentType(`${path}${META_SUFFIX}`) };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}${META_SUFFIX}`, { force: true });
    },
  };
}
