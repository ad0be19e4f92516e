import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b3c.js"></script></body></html>';
const PRERENDERED_HOME =
  '<!doctype html><html><body><div id="root" data-prerendered=""><h1>Home</h1></div></body></html>';
const PRERENDERED_SIGN_IN =
  '<!doctype html><html><body><div id="root" data-prerendered=""><h1>Sign in</h1></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };
/** The CSP source of the build's inline script, as the build lists it in inline-scripts.json. */
const EARLY_SCRIPT_HASH = "'sha256-InpnyVEQSrQaigE6/OXvPYipQEcvmWNpC1xbsYRoBig='";
const scriptSrc = (headers: Record<string, unknown>) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'cover-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, 'inline-scripts.json'), JSON.stringify({ scriptHashes: [EARLY_SCRIPT_HASH] }));
  mkdirSync(join(distDir, 'prerendered'));
  writeFileSync(join(distDir, 'prerendered', 'index.html'), PRERENDERED_HOME);
  writeFileSync(join(distDir, 'prerendered', 'retail--sign-in.html'), PRERENDERED_SIGN_IN);
  writeFileSync(
    join(distDir, 'prerendered', 'manifest.json'),
    JSON.stringify({
      '/': 'prerendered/index.html',
      '/retail/sign-in': 'prerendered/retail--sign-in.html',
      // Listed but not written: ignored, the page falls back to the app.
      '/funeral': 'prerendered/funeral.html',
    }),
  );
  app = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html for client-side routes, revalidated on every load', async () => {
    for (const url of ['/retail/x', '/employee/policies/123?tab=members', '/funeral']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves a prerendered public page as its own HTML, revalidated on every load', async () => {
    for (const [url, body] of [
      ['/', PRERENDERED_HOME],
      ['/retail/sign-in', PRERENDERED_SIGN_IN],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(body);
    }
  });

  it("allows the build's inline script by its hash, and no other inline script, on pages; no script on API replies", async () => {
    for (const url of ['/', '/retail/x']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(scriptSrc(response.headers), url).toBe(`'self' 'wasm-unsafe-eval' ${EARLY_SCRIPT_HASH}`);
    }
    const api = await app.inject({ method: 'GET', url: '/api/config', headers: html });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('serves the app instead when a prerendered page is asked for with a query', async () => {
    for (const url of ['/?product=motor', '/retail/sign-in?next=%2Fretail%2Ffuneral']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('sends a precompressed copy when the build wrote one', async () => {
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js.br'), 'brotli bytes');
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    rmSync(join(distDir, 'assets', 'app-1a2b3c.js.br'));
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('console.log');
    // Never revalidated under its hashed name: no validators.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('serves other files with a short cache, revalidated by their validators', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("sends hashed files a policy that allows nothing and no page's headers; other files keep the page's", async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
    ])
      expect(asset.headers[pageOnly], pageOnly).toBeUndefined();
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(scriptSrc(icon.headers)).toBe(`'self' 'wasm-unsafe-eval' ${EARLY_SCRIPT_HASH}`);
    expect(icon.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('does not fall back for missing assets, non-HTML requests or the API', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    // Not the app's page either when a browser navigates there: it would get the files' policy, and run nothing.
    const opened = await app.inject({ method: 'GET', url: '/assets/missing', headers: html });
    expect(opened.statusCode).toBe(404);
    expect(opened.body).not.toBe(INDEX);
    const json = await app.inject({
      method: 'GET',
      url: '/retail/x',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('without a built web app', () => {
  it('answers page requests with the JSON 404', async () => {
    const bare = await buildTestApp({ WEB_DIST_DIR: join(distDir, 'absent') });
    const response = await bare.inject({ method: 'GET', url: '/retail/x', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(scriptSrc(response.headers)).toBe("'self' 'wasm-unsafe-eval'");
    await bare.close();
  });
});

describe("the build's list of inline scripts", () => {
  it('stops the server when it holds anything but sha256 hashes', async () => {
    const odd = mkdtempSync(join(tmpdir(), 'cover-web-dist-'));
    writeFileSync(join(odd, 'index.html'), INDEX);
    try {
      for (const scriptHashes of [["'unsafe-inline'"], [`${EARLY_SCRIPT_HASH} 'unsafe-eval'`], 'none']) {
        writeFileSync(join(odd, 'inline-scripts.json'), JSON.stringify({ scriptHashes }));
        await expect(buildTestApp({ WEB_DIST_DIR: odd }), JSON.stringify(scriptHashes)).rejects.toThrow(
          /a CSP sha256 source|expected array/,
        );
      }
    } finally {
      rmSync(odd, { recursive: true, force: true });
    }
  });
});
