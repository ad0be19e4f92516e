import type { FastifyInstance, RouteOptions } from 'fastify';
import { DOCS_PREFIX } from './api-docs.js';

/**
 * Who may call a route. Every /api route declares one in `config.audience`; guards for the signed-in
 * audiences are added with the account modules.
 */
export const ROUTE_AUDIENCES = ['public', 'retail', 'employee', 'operator', 'backoffice', 'dev'] as const;
export type RouteAudience = (typeof ROUTE_AUDIENCES)[number];

/** Routes registered by plugins we do not own (the OpenAPI UI) and therefore cannot carry a declaration. */
const EXEMPT_PREFIXES = [DOCS_PREFIX];

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');
const isExempt = (url: string) =>
  EXEMPT_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
const isAudience = (value: unknown): value is RouteAudience =>
  typeof value === 'string' && (ROUTE_AUDIENCES as readonly string[]).includes(value);

/** Throws (so startup fails) when an /api route is registered without a known audience. */
export function assertRouteAudience(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): void {
  if (!isApiRoute(route.url) || isExempt(route.url)) return;
  const audience: unknown = route.config?.audience;
  if (isAudience(audience)) return;
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `Route ${method} ${route.url} must declare config.audience as one of ${ROUTE_AUDIENCES.join(', ')} (got ${String(audience)})`,
  );
}

/** Installs the startup check; call before any module registers routes. */
export function enforceRouteAudience(app: FastifyInstance): void {
  app.addHook('onRoute', assertRouteAudience);
}
