import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The application's Content-Security-Policy. MUI/emotion injects style tags, hence 'unsafe-inline' for styles. */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the licence disc scanner compile its own WebAssembly (no eval of scripts)
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  // PDF previews (policy schedules, claim documents) are shown in an <iframe> of a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

/**
 * The API documentation page (Swagger UI) only: it renders schema images and inline styles from its bundle.
 * Applied by the docs plugin to its own routes; everything else keeps APP_CSP_DIRECTIVES.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * CSP sources of the web build's own inline scripts (`'sha256-…'`, from its inline-scripts.json): the
   * pages' early input script. No other inline script may run.
   */
  inlineScriptHashes?: readonly string[];
}

function helmetOptions({ production, inlineScriptHashes = [] }: SecurityHeaderOptions): HelmetOptions {
  const scriptSrc = [...APP_CSP_DIRECTIVES.scriptSrc, ...inlineScriptHashes];
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP_DIRECTIVES, scriptSrc } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over TLS, which production terminates in front of us.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The API's replies are JSON (or a document download, which sets its own): a browser never renders them as
 * a page of the app. They get a policy that allows nothing at all, and none of the headers that only a
 * page or a window reads (opener policy, origin cluster, DNS prefetching, the old IE and Flash switches,
 * the referrer policy): about 530 bytes less on every API reply, which HTTP/1.1 does not compress.
 */
function apiHelmetOptions({ production }: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The headers helmet sets with `options`, worked out once: they are the same for every response. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The headers of the app's pages and files (and the API documentation, whose plugin widens its CSP). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return headersOf(helmetOptions(options));
}

/** The headers of the API's replies (`/api/`, but for its documentation pages). */
export function apiSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return headersOf(apiHelmetOptions(options));
}

/** Whether a request gets the API's headers rather than a page's: under /api/, not the documentation. */
export function getsApiHeaders(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers on every response: the strict CSP above on pages and files, a policy allowing nothing on
 * the API's replies, and the request's id (`x-request-id`) for support to find its log lines. Helmet's
 * directives are parsed once at start-up instead of on every request (helmet's per-request work cost a tenth
 * of a small reply's time); one callback hook sets them all.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(getsApiHeaders(request.url) ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
