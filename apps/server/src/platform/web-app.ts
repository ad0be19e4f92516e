import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Serves index.html for browser navigations to client-side routes; returns undefined when not applicable. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

function cacheControlFor(distDir: string, file: string): string {
  const path = relative(distDir, file).split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * A browser's navigation to one of the app's client-side routes: not the API, and not /assets/, which holds
 * the build's hashed files only and whose responses carry no page's policy (security-headers.ts).
 */
const isNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !(request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/assets/')) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * The public pages the web build wrote out as HTML (decision 0029): path → file under distDir, from
 * prerendered/manifest.json; empty when the build has none.
 */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const manifest = join(distDir, 'prerendered', 'manifest.json');
  if (!existsSync(manifest)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>);
  return new Map(entries.filter(([, file]) => existsSync(join(distDir, file))));
}

/** The web build's list of its inline scripts, as CSP sources: one sha256 hash each, nothing else. */
const InlineScripts = z.object({
  scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/, 'a CSP sha256 source')),
});

/**
 * The CSP sources that allow the web build's inline scripts (the pages' early input script, decision
 * 0029), from its inline-scripts.json; none when there is no built app. A list that is not what the
 * build writes stops the server: pages whose script the policy refused would lose early taps unseen.
 */
export function readInlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'inline-scripts.json');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(file)) return [];
  return InlineScripts.parse(JSON.parse(readFileSync(file, 'utf8'))).scriptHashes;
}

/**
 * Serves the built single-page app from `distDir` (when it has an index.html): hashed files under /assets/
 * are cached for a year, HTML is revalidated on every load. A prerendered public page is served as its
 * own HTML when asked for without a query (a query may change what the page shows, so the app renders
 * it in the browser instead). Returns the history fallback for the not-found handler, or null when there
 * is no built app to serve.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      const cacheControl = cacheControlFor(distDir, file);
      reply.header('cache-control', cacheControl);
      // A hashed file never changes under its name, so a browser never asks whether it has: it needs no
      // validators (about 75 bytes on each of a page's files, which HTTP/1.1 sends as they are).
      if (cacheControl === IMMUTABLE) reply.removeHeader('etag').removeHeader('last-modified');
    },
  });
  const sendApp = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).sendFile('index.html');
  for (const [path, file] of readPrerenderedPages(distDir)) {
    app.get(path, (request, reply) =>
      request.url.includes('?') ? sendApp(reply) : reply.header('cache-control', REVALIDATE).sendFile(file),
    );
  }
  return (request, reply) => (isNavigation(request) ? sendApp(reply) : undefined);
}
