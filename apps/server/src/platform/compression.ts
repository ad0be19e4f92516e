/**
 * Replies are compressed for clients that ask (every browser does). A reply that never changes (a frozen
 * reply: reference answers kept in memory, see `immutable-replies.ts`) is compressed once per encoding and
 * its bytes sent again; every other reply is compressed as it is sent, by @fastify/compress (gzip first).
 */
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Replies smaller than this go as they are: they fit one packet either way. */
export const COMPRESS_THRESHOLD = 1024;

/** How many frozen texts keep their compressed bytes at most; the oldest is dropped first. */
export const MAX_KEPT_TEXTS = 500;

type Encoding = 'br' | 'gzip';
/** On a tie in the client's preferences, brotli (smaller) before gzip. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Done once per text, so both at a high setting: brotli's quality 7 is as small as its quality 9 on the
 * reference answers at under 0.2 ms for 8 kB (quality 9 takes about 5 ms), and gzip's best level costs
 * little more than its default on texts this size (decision 0030, last addendum).
 */
const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipSync(text, { level: 9 }),
};

/**
 * Replies compressed as they are sent prefer gzip: on the API's small JSON replies (1–2 kB) its default
 * level gives the bytes of brotli's quality 4 (the plugin's) at about half the time per reply. Files are
 * sent from their brotli and gzip copies made at build time, by @fastify/static.
 */
const ON_THE_FLY_ENCODINGS: ('gzip' | 'br' | 'deflate')[] = ['gzip', 'br', 'deflate'];

/** The frozen replies' texts, each with the bytes made so far per encoding. */
const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();

/**
 * Marks the JSON text of a frozen reply as worth keeping compressed (the serializer calls it once per
 * frozen reply). A text below the threshold is never compressed, so it is not kept.
 */
export function keepCompressed(text: string): void {
  if (text.length < COMPRESS_THRESHOLD || kept.has(text)) return;
  if (kept.size >= MAX_KEPT_TEXTS) kept.delete(kept.keys().next().value!);
  kept.set(text, {});
}

/** The kept bytes of a frozen text in an encoding, made on first use; undefined for any other text. */
export function compressedText(text: string, encoding: Encoding): Buffer | undefined {
  const bodies = kept.get(text);
  if (bodies === undefined) return undefined;
  return (bodies[encoding] ??= compressors[encoding](text));
}

/** The encoding to send a client, as @fastify/compress reads `accept-encoding` (`*` and x-gzip as gzip). */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Compression for every route: a frozen reply's kept bytes when the client takes br or gzip, otherwise
 * @fastify/compress (replies from COMPRESS_THRESHOLD bytes, gzip first). The kept bytes are swapped in by
 * an app-wide onSend hook, which runs before the plugin's own per-route one; the plugin then sees the
 * content-encoding and leaves the reply alone. Request bodies are never inflated.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) return done(null, payload);
    if (!kept.has(payload) || reply.hasHeader('content-encoding')) return done(null, payload);
    if (request.headers['x-no-compression'] !== undefined) return done(null, payload);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === undefined) return done(null, payload);
    const body = compressedText(payload, encoding)!;
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ON_THE_FLY_ENCODINGS,
    // Request bodies are taken as sent: no client of ours compresses them, and inflating them would be
    // a hook on every request and a way to make the server inflate a bomb.
    globalDecompression: false,
  });
}
