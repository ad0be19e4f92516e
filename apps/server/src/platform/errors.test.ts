import { apiErrorSchema } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helpers.js';
import { modules } from '../modules/index.js';
import { AppError, INTERNAL_ERROR_MESSAGE, VALIDATION_MESSAGE } from './errors.js';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/crash', { config: { audience: 'public' } }, async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/test/conflict', { config: { audience: 'public' } }, async () => {
    throw new AppError(409, 'ALREADY_DONE', 'This was already done.');
  });
  app.post(
    '/api/test/nested',
    {
      config: { audience: 'public' },
      schema: {
        body: z.object({
          person: z.object({ email: z.email('Please enter a valid email address') }),
          children: z.array(z.object({ age: z.number().int().max(25, 'Children must be 25 or younger') })),
        }),
      },
    },
    async () => ({ ok: true }),
  );
};

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { modules: [...modules, probeRoutes] });
});
afterAll(async () => {
  await app.close();
});

function envelope(body: string) {
  return apiErrorSchema.parse(JSON.parse(body)).error;
}

describe('the error envelope', () => {
  it('answers an unknown /api path with a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/does-not-exist',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(envelope(response.body).code).toBe('NOT_FOUND');
    }
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/callback-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Thabo",',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response.body).code).toBe('MALFORMED_JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/nested',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(envelope(response.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names every invalid field by its dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/nested',
      payload: { person: { email: 'nope' }, children: [{ age: 3 }, { age: 40 }] },
    });
    expect(response.statusCode).toBe(400);
    const error = envelope(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(VALIDATION_MESSAGE);
    expect(error.fields).toEqual({
      'person.email': 'Please enter a valid email address',
      'children.1.age': 'Children must be 25 or younger',
    });
  });

  it('names the body itself when it is missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/nested' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response.body).fields ?? {})).toEqual(['body']);
  });

  it('passes an AppError through with its status, code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response.body)).toMatchObject({
      code: 'ALREADY_DONE',
      message: 'This was already done.',
    });
  });

  it('hides unexpected failures behind a generic 500 without internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const error = envelope(response.body);
    expect(error).toMatchObject({ code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('always carries the request id, also in the x-request-id header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    const { requestId } = envelope(response.body);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(requestId);
  });
});
