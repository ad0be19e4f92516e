/**
 * A line call's caller's policy holder, looked up while the auth guard finishes its checks (the sign-in not
 * revoked, the two-factor step): one database round trip less before the call's own reads. The guard runs
 * the handler only once its checks pass, so nothing read here is used for a refused caller.
 */
import type { FastifyRequest } from 'fastify';
import type { PolicyHolder } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { PreloadForUser } from '../../platform/auth/plugin.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { holderOf } from './ownership.js';

interface Preloaded {
  principal: UserPrincipal;
  holder: Promise<PolicyHolder | null>;
}

const preloaded = new WeakMap<FastifyRequest, Preloaded>();

export const preloadHolder: PreloadForUser = (request, principal) => {
  const holder = holderOf(request.server.db, principal);
  holder.catch(() => undefined); // awaited (and its failure answered) by the handler
  preloaded.set(request, { principal, holder });
};

/** The holder the guard's preload looked up for this principal, or a lookup through `db` now. */
export function holderOfRequest(
  request: FastifyRequest,
  db: Database,
  principal: UserPrincipal,
): Promise<PolicyHolder | null> {
  const entry = preloaded.get(request);
  return entry?.principal === principal ? entry.holder : holderOf(db, principal);
}
