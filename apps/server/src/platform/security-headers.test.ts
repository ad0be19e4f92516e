import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { getsResourceHeaders, resourceSecurityHeaders, securityHeaders } from './security-headers.js';

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
  it('sends a strict Content-Security-Policy and the usual hardening headers on pages', async () => {
    // No web build here: the page is a 404, with the page's headers all the same.
    const response = await app.inject({ method: 'GET', url: '/retail/sign-in' });
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
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the API’s replies a policy that allows nothing, and no header only a page reads', async () => {
    for (const url of ['/api/config', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      const security = Object.fromEntries(
        Object.entries(response.headers).filter(([name]) =>
          /^(content-security-policy|cross-origin|origin-agent|referrer|strict-transport|x-(?!request-id))/.test(
            name,
          ),
        ),
      );
      expect(security, url).toEqual({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(response.headers['x-request-id'], url).toBeTruthy();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it.each([
    ['/api/config', true],
    ['/api/retail/funeral/quote/getCoverCalculate', true],
    ['/api/docs', false],
    ['/api/docs/json', false],
    ['/api', false],
    ['/', false],
    ['/retail/sign-in?next=/api/config', false],
    ['/assets/index-DwuUKcTo.js', true],
    ['/assets/zxing_reader-Bb9Mx2Pu.wasm', true],
    ['/assets', false],
    ['/sw.js', false],
    ['/favicon.svg', false],
    ['/funeral?from=/assets/x.js', false],
  ])('%s gets the resource headers (not a page’s): %s', (url, resource) => {
    expect(getsResourceHeaders(url)).toBe(resource);
  });

  it('sends HSTS in production on pages, API replies and files alike', () => {
    const page = securityHeaders({ production: true });
    const api = resourceSecurityHeaders({ production: true });
    expect(page['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(resourceSecurityHeaders({ production: false })['strict-transport-security']).toBeUndefined();
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
