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

export const admits = (audience: RouteAudience | undefined, caller: CallerName) =>
  ADMITS[audience ?? 'public'].includes(caller);

/** The refusal of a caller outside the audience: 403 for a signed-in operator without the back-office role, else 401. */
export const refusalFor = (audience: RouteAudience | undefined, caller: CallerName) =>
  audience === 'backoffice' && caller === 'operator' ? 403 : 401;
