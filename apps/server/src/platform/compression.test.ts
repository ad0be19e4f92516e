import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMPRESS_THRESHOLD,
  compressedText,
  encodingFor,
  keepCompressed,
  MAX_KEPT_TEXTS,
  registerCompression,
} from './compression.js';
import { deepFreeze, serializerCompiler } from './immutable-replies.js';

const BROWSER = 'gzip, deflate, br, zstd';
const schema = z.object({
  rows: z.array(z.object({ make: z.string(), model: z.string(), cents: z.number() })),
});
const rows = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    make: 'Toyota',
    model: `${tag} Corolla ${i}`,
    cents: 38_500_000 + i,
  }));
// A reference answer: the same frozen object on every request, well over the threshold.
const frozen = deepFreeze({ rows: rows(60, 'frozen') });
const frozenText = JSON.stringify(frozen);
const small = deepFreeze({ rows: rows(1, 'small') });
let freshCount = 0;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  await registerCompression(app);
  const response = { 200: schema };
  app.get('/frozen', { schema: { response } }, async () => frozen);
  app.get('/small', { schema: { response } }, async () => small);
  app.post('/echo', async (request) => request.body);
  app.get('/fresh', { schema: { response } }, async () => ({ rows: rows(60, `fresh ${(freshCount += 1)}`) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a frozen reply', () => {
  it('is compressed once per encoding and the same bytes are sent again', async () => {
    expect(frozenText.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const first = await get('/frozen', { 'accept-encoding': BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(frozenText);

    const kept = compressedText(frozenText, 'br');
    expect(kept).toBeDefined();
    expect(compressedText(frozenText, 'br')).toBe(kept); // the same buffer: made once
    const again = await get('/frozen', { 'accept-encoding': BROWSER });
    expect(again.rawPayload.equals(kept!)).toBe(true);
  });

  it('goes as gzip to a client that does not take brotli, and as it is to one that takes neither', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'x-gzip', '*']) {
      const response = await get('/frozen', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(frozenText);
    }
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': BROWSER, 'x-no-compression': '1' },
    ];
    for (const headers of refusals) {
      const response = await get('/frozen', headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.body).toBe(frozenText);
    }
  });

  it('below the threshold goes as it is, and is not kept', async () => {
    const response = await get('/small', { 'accept-encoding': BROWSER });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(small);
    expect(compressedText(response.body, 'br')).toBeUndefined();
  });
});

describe('every other reply', () => {
  it('is still compressed as it is sent, gzip first, and nothing of it is kept', async () => {
    const response = await get('/fresh', { 'accept-encoding': BROWSER });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    const text = gunzipSync(response.rawPayload).toString();
    expect(JSON.parse(text).rows[0].model).toMatch(/^fresh \d+ Corolla 0$/);
    expect(compressedText(text, 'gzip')).toBeUndefined();
  });

  it('goes as brotli to a client that takes only brotli', async () => {
    const response = await get('/fresh', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).rows).toHaveLength(60);
  });
});

describe('a request body', () => {
  it('is taken as sent: a compressed one is not inflated, and fails as JSON', async () => {
    const plain = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(plain.json()).toEqual({ a: 1 });
    const compressed = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(compressed.statusCode).toBe(400);
  });
});

describe('the kept texts', () => {
  it('are at most MAX_KEPT_TEXTS, the oldest dropped first', () => {
    const text = (i: number) => `${'x'.repeat(COMPRESS_THRESHOLD)}${i}`;
    for (let i = 0; i <= MAX_KEPT_TEXTS; i += 1) keepCompressed(text(i));
    expect(compressedText(text(0), 'gzip')).toBeUndefined();
    expect(gunzipSync(compressedText(text(MAX_KEPT_TEXTS), 'gzip')!).toString()).toBe(text(MAX_KEPT_TEXTS));
    expect(compressedText(text(1), 'gzip')).toBeDefined();
  });
});

describe('encodingFor', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br, gzip;q=0', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});
