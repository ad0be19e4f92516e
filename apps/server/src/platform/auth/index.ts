export { authenticateAs, authPlugin, bearerToken } from './plugin.js';
export {
  registerPrincipalResolver,
  requirePrincipal,
  type OperatorPrincipal,
  type Principal,
  type PrincipalAudience,
  type PrincipalOf,
  type PrincipalResolver,
  type ResolvedAudience,
  type UserPrincipal,
} from './principal.js';
export { forbidden, twoFactorRequired, unauthenticated, UNAUTHENTICATED_MESSAGE } from './errors.js';
