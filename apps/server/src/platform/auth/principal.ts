import type { FastifyRequest } from 'fastify';
import type { RouteAudience } from '../audience.js';
import { unauthenticated } from './errors.js';

/** A signed-in pool user (retail customer or employee), from a verified `Authorization: Bearer` access token. */
export interface UserPrincipal {
  audience: 'retail' | 'employee';
  /** The pool user's id (the token's `sub`). */
  sub: string;
  /** The pool username: the SA ID number (retail) or the normalised salary reference number (employee). */
  username: string;
  /** The sign-in the token descends from (refreshes keep it); the two-factor step is bound to it. */
  originJti: string;
  /**
   * Whether the sign-in was made with a passkey whose device verified the user (fingerprint, face, screen lock):
   * possession and the user in one step, so the app-level two-factor step does not apply.
   */
  passkey?: boolean;
}

/** A signed-in operator (or back-office user), resolved from the operator session cookie. */
export interface OperatorPrincipal {
  audience: 'operator';
  operatorId: string;
  name: string;
  roles: string[];
}

export type Principal = UserPrincipal | OperatorPrincipal;
export type PrincipalAudience = Principal['audience'];

/** Audiences whose principal comes from a registered resolver (not from a pool token). */
export type ResolvedAudience = 'operator' | 'backoffice';

/** Resolves the caller of an operator (or back-office) route; null when there is no valid session. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<OperatorPrincipal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, set by the auth hook for retail, employee and operator routes. */
    principal?: Principal;
  }

  interface FastifyContextConfig {
    /** 'exempt': a retail / employee route that stays usable before the app-level two-factor step. */
    twoFactor?: 'exempt';
    /** An operator route's role: the signed-in account must hold it, else 403 before any input is read. */
    role?: string;
  }
}

const resolvers = new Map<ResolvedAudience, PrincipalResolver>();

/**
 * Registers how the callers of `audience` routes are recognised (the operator module registers the session
 * cookie resolver at import time or in its plugin). Registering again replaces the previous resolver.
 * 'backoffice' routes fall back to the 'operator' resolver when none of their own is registered.
 */
export function registerPrincipalResolver(audience: ResolvedAudience, resolver: PrincipalResolver): void {
  resolvers.set(audience, resolver);
}

/** The resolver for a route audience, if any. */
export function principalResolverFor(audience: ResolvedAudience): PrincipalResolver | undefined {
  return resolvers.get(audience) ?? (audience === 'backoffice' ? resolvers.get('operator') : undefined);
}

/** The principal type a route audience yields. */
export type PrincipalOf<A extends RouteAudience> = A extends 'retail' | 'employee'
  ? UserPrincipal & { audience: A }
  : A extends 'operator' | 'backoffice'
    ? OperatorPrincipal
    : never;

/**
 * The caller of a route of `audience`, narrowed to its type; throws 401 UNAUTHENTICATED when the request
 * carries no principal of that audience (the auth hook has normally refused it already).
 */
export function requirePrincipal<A extends 'retail' | 'employee' | 'operator' | 'backoffice'>(
  request: FastifyRequest,
  audience: A,
): PrincipalOf<A> {
  const principal = request.principal;
  const wanted = audience === 'backoffice' ? 'operator' : audience;
  if (!principal || principal.audience !== wanted) throw unauthenticated();
  return principal as PrincipalOf<A>;
}

/**
 * Work a route may start as soon as its caller's token is verified, beside the checks that remain (its
 * sign-in not revoked, the two-factor step): reads for the handler, which runs only once those checks pass
 * and the preload has settled (so its statements are done before the handler opens a transaction, which on
 * the embedded database's one connection would otherwise wait on them). It must only read, keep what it
 * read for the handler, and leave its failure for the handler to meet (its promise never rejects).
 */
export type PreloadForUser = (request: FastifyRequest, principal: UserPrincipal) => Promise<void>;
