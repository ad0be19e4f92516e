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
 * Responses a browser never renders as a page of the app: the API's replies (JSON, or a document download,
 * which sets its own) and the build's hashed files (the scripts and WebAssembly a page loads). They get a
 * policy that allows nothing at all, and none of the headers that only a page or a window reads (opener
 * policy, origin cluster, DNS prefetching, the old IE and Flash switches, the referrer policy): about 500
 * bytes less on every one, which HTTP/1.1 does not compress. A script's own CSP header is not applied to
 * it (the page's policy governs what it may do); only a worker's script is run under its own, and the
 * app's one worker, /sw.js, is not under /assets/.
 */
function resourceHelmetOptions({ production }: SecurityHeaderOptions): HelmetOptions {
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

/**
 * The headers of the app's pages and of the files outside /assets/ (the service worker, the icons and the
 * manifest), and of the API documentation, whose plugin widens its CSP.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return headersOf(helmetOptions(options));
}

/** The headers of what is never rendered as a page: the API's replies and the build's hashed files. */
export function resourceSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return headersOf(resourceHelmetOptions(options));
}

/**
 * Whether a request gets the resource headers rather than a page's: under /api/ (not the documentation) or
 * under /assets/, where the build writes its hashed files and nothing else is served (a missing file there
 * is a 404, never the app's page: web-app.ts).
 */
export function getsResourceHeaders(url: string): boolean {
  return url.startsWith('/assets/') || (url.startsWith('/api/') && !url.startsWith('/api/docs'));
}

/**
 * Security headers on every response: the strict CSP above on pages and files, a policy allowing nothing on
 * the API's replies and the build's hashed files, and the request's id (`x-request-id`) for support to find
 * its log lines. Helmet's directives are parsed once at start-up instead of on every request (helmet's
 * per-request work cost a tenth of a small reply's time); one callback hook sets them all.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = securityHeaders(options);
  const resourceHeaders = resourceSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(getsResourceHeaders(request.url) ? resourceHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
