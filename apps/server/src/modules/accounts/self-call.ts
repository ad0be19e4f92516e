import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/auth/errors.js';
import { bearerToken } from '../../platform/auth/plugin.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import type { SelfCall } from './account-service.js';

/** The caller of a retail / employee route with the access token they came with. */
export function selfCall(request: FastifyRequest, family: 'retail' | 'employee'): SelfCall {
  const principal = requirePrincipal(request, family);
  const accessToken = bearerToken(request);
  if (!accessToken) throw unauthenticated();
  return { principal, accessToken };
}
