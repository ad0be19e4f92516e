import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAudience } from '../audience.js';
import { forbidden, roleRequired, twoFactorRequired, unauthenticated } from './errors.js';
import { principalResolverFor, type UserPrincipal } from './principal.js';
import { isVerifiedPasskeySignIn, twoFactorPassed } from './two-factor-gate.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The access token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

async function userPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  audience: 'retail' | 'employee',
): Promise<UserPrincipal> {
  const token = bearerToken(request);
  if (!token || !app.hasDecorator('idp')) throw unauthenticated();
  try {
    const verified = await app.idp.verifyAccessToken(token, { pool: audience });
    return {
      audience,
      sub: verified.sub,
      username: verified.username,
      originJti: verified.originJti,
      passkey: isVerifiedPasskeySignIn(verified.amr),
    };
  } catch (error) {
    // The reason (expired, revoked, wrong pool…) but never the token itself.
    request.log.info(
      { audience, reason: error instanceof Error ? error.message : 'invalid' },
      'token refused',
    );
    throw unauthenticated();
  }
}

type AuthRouteConfig = { audience?: RouteAudience; twoFactor?: 'exempt'; role?: string } | undefined;

/**
 * Authenticates the request as a caller of `audience` and sets `request.principal`; throws 401 / 403.
 * The auth hook runs it for every guarded route; a public route that answers signed-in callers differently
 * (e.g. by a query parameter) can run it itself.
 */
export async function authenticateAs(
  request: FastifyRequest,
  audience: RouteAudience,
  options: { twoFactor?: 'exempt' | undefined; role?: string | undefined } = {},
): Promise<void> {
  const app = request.server;
  if (audience === 'retail' || audience === 'employee') {
    const principal = await userPrincipal(app, request, audience);
    request.principal = principal;
    if (
      app.config.TWO_FACTOR &&
      options.twoFactor !== 'exempt' &&
      !(await twoFactorPassed(app.db, principal))
    ) {
      throw twoFactorRequired();
    }
    return;
  }
  if (audience === 'operator' || audience === 'backoffice') {
    const resolver = principalResolverFor(audience);
    const principal = resolver ? await resolver(request) : null;
    if (!principal) throw unauthenticated();
    request.principal = principal;
    if (options.role && !principal.roles.includes(options.role)) throw forbidden(roleRequired(options.role));
  }
}

const GUARDED: readonly RouteAudience[] = ['retail', 'employee', 'operator', 'backoffice'];

/** Appends the guard to a route's own onRequest hooks (so route rate limits, added earlier, run first). */
function guardRoute(route: RouteOptions): void {
  const audience = (route.config as AuthRouteConfig)?.audience;
  if (!audience || !GUARDED.includes(audience)) return;
  const { twoFactor, role } = (route.config as AuthRouteConfig) ?? {};
  const guard: onRequestHookHandler = async (request) =>
    authenticateAs(request, audience, { twoFactor, role });
  const existing = route.onRequest;
  route.onRequest =
    existing === undefined ? [guard] : Array.isArray(existing) ? [...existing, guard] : [existing, guard];
}

/**
 * Installs the per-route authentication; register after the rate limiter and before the modules so it
 * covers every route. Retail and employee routes need a valid pool access token (and, with TWO_FACTOR on, a
 * verified two-factor step unless the route is `twoFactor: 'exempt'`); operator and back-office routes ask
 * the registered resolver (and an operator route with a `role` needs an account holding it); public and dev
 * routes pass.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', undefined);
    app.addHook('onRoute', guardRoute);
  },
  { name: 'auth' },
);
