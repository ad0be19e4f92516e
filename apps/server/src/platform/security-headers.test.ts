import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  // Without a web build: its inline script's hash joins script-src when there is one (web-app.test.ts).
  app = await buildTestApp({ WEB_DIST_DIR: join(tmpdir(), 'no-web-build-here') });
});
afterAll(async () => {
  await app.close();
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'wasm-unsafe-eval'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      // PDF previews of the user's own documents are framed from blob: URLs made on this origin.
      'frame-src': "'self' blob:",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers on error replies', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('relaxes the policy for the API documentation only', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('https:');
    expect(csp.get('frame-ancestors')).toBe("'none'");
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/callback-requests': {} } });
  });
});
