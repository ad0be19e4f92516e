import { apiErrorSchema, callbackRequestReplySchema } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { callbackRequests, idempotencyKeys } from '../../db/schema/index.js';
import { CALLBACK_RATE_LIMIT } from './routes.js';
import { CALLBACK_THANK_YOU } from './service.js';
import { VALID_CALLBACK_REQUEST } from './testing.js';

const valid = VALID_CALLBACK_REQUEST;

let app: FastifyInstance;
let ip = 0;
/** Each test calls from its own address, so the per-IP rate limit only matters where it is the subject. */
let remoteAddress = '';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(callbackRequests);
  await app.db.delete(idempotencyKeys);
  ip += 1;
  remoteAddress = `10.0.0.${ip}`;
});

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/callback-requests',
    payload: payload as object,
    headers,
    remoteAddress,
  });

describe('POST /api/callback-requests', () => {
  it('stores a valid request once and replies 201 with a reference', async () => {
    const response = await submit(valid);
    expect(response.statusCode).toBe(201);
    const reply = callbackRequestReplySchema.parse(response.json());
    expect(reply.reference).toMatch(/^CB-[2-9A-HJKMNP-Z]{6}$/);
    expect(reply.message).toBe(CALLBACK_THANK_YOU);
    const rows = await app.db.select().from(callbackRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: reply.reference,
      name: 'Thabo Mokoena',
      mobile: '+27821234567',
      preferredTime: 'morning',
      product: 'funeral',
      source: 'home',
      status: 'new',
    });
    expect(rows[0]?.consentAt).toBeInstanceOf(Date);
  });

  it('rejects an invalid request with field errors and stores nothing', async () => {
    const response = await submit({ ...valid, mobile: '021 123 4567', consent: false, name: '' });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Please correct the highlighted fields');
    expect(error.fields).toMatchObject({
      mobile: 'Please enter a valid South African mobile number',
      consent: 'Please agree that we may call you',
      name: 'Please enter your name',
    });
    expect(await app.db.select().from(callbackRequests)).toHaveLength(0);
  });

  it('gives a retried submission with the same idempotency key the first reply and stores one row', async () => {
    const headers = { 'idempotency-key': 'a1b2c3d4-retry' };
    const first = await submit(valid, headers);
    const second = await submit({ ...valid, mobile: '+27 82 123 4567' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await app.db.select().from(callbackRequests)).toHaveLength(1);
  });

  it('refuses a reused idempotency key with a different body', async () => {
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await submit(valid, headers)).statusCode).toBe(201);
    const response = await submit({ ...valid, preferredTime: 'evening' }, headers);
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await app.db.select().from(callbackRequests)).toHaveLength(1);
  });

  it('stores separate requests without a key separately', async () => {
    const [a, b] = await Promise.all([submit(valid), submit(valid)]);
    expect(a?.json().reference).not.toBe(b?.json().reference);
    expect(await app.db.select().from(callbackRequests)).toHaveLength(2);
  });

  it('rejects an idempotency key longer than 255 characters', async () => {
    const response = await submit(valid, { 'idempotency-key': 'k'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.fields).toHaveProperty('idempotency-key');
  });

  it('limits submissions per address and answers 429 with the envelope', async () => {
    for (let attempt = 0; attempt < CALLBACK_RATE_LIMIT.max; attempt += 1) {
      const accepted = await submit(valid);
      expect(accepted.statusCode).toBe(201);
      // Within the limit the reply says nothing of it (bytes on every call); the refusal does.
      expect(Object.keys(accepted.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    const limited = await submit(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(CALLBACK_RATE_LIMIT.max));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    const { error } = apiErrorSchema.parse(limited.json());
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.requestId).toBeTruthy();
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await app.db.select().from(callbackRequests)).toHaveLength(CALLBACK_RATE_LIMIT.max);
  });
});
