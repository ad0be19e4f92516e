import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

const isNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !(request.url === '/api' || request.url.startsWith('/api/')) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built single-page app from `distDir` (when it has an index.html): hashed files under /assets/
 * are cached for a year, HTML is revalidated on every load. Returns the history fallback for the
 * not-found handler, or null when there is no built app to serve.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(distDir, file)),
  });
  return (request, reply) => {
    if (!isNavigation(request)) return undefined;
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  };
}
