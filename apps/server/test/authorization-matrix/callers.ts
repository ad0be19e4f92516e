import type { RouteAudience } from '../../src/platform/audience.js';

/**
 * The matrix's callers and what a route's declared audience means for each: who it admits, and the exact
 * refusal everyone else gets (the guard answers before any input is read).
 */
export const CALLERS = ['anonymous', 'retail', 'employee', 'operator', 'backoffice'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * Who each audience admits. A back-office account signs in through the operator session, and operator
 * routes accept any live operator session (platform/auth/operator-session.ts): back-office staff are
 * admitted there too.
 */
const ADMITS: Record<RouteAudience, readonly CallerName[]> = {
  public: CALLERS,
  dev: CALLERS,
  retail: ['retail'],
  employee: ['employee'],
  operator: ['operator', 'backoffice'],
  backoffice: ['backoffice'],
};

/** The roles each operator caller's account holds (an operator route may need one: config.role). */
const ROLES: Partial<Record<CallerName, readonly string[]>> = {
  operator: ['operator'],
  backoffice: ['backoffice'],
};

interface Guarded {
  audience: RouteAudience | undefined;
  role?: string | undefined;
}

export const admits = ({ audience, role }: Guarded, caller: CallerName) =>
  ADMITS[audience ?? 'public'].includes(caller) && (!role || (ROLES[caller] ?? []).includes(role));

/**
 * The refusal of a caller outside the audience: 403 for a signed-in operator without the route's role (the
 * back-office role on back-office routes, the operator role on the desk's), else 401.
 */
export const refusalFor = ({ audience, role }: Guarded, caller: CallerName) =>
  (audience === 'backoffice' && caller === 'operator') ||
  (audience === 'operator' && role !== undefined && ROLES[caller] !== undefined)
    ? 403
    : 401;
