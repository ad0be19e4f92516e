import type { OperatorLogin, OperatorUser } from '@cover/domain';
import { callApi } from '../plain-api';

/**
 * The operator's sign-in and sign-out (spec 000 §6–7) as plain calls: login with {name, pass} sets an
 * HttpOnly cookie that same-origin calls carry, logout revokes it. The operator's sign-in page is
 * prerendered and should not load RTK Query for two calls (issue 15); the app's api cache is emptied when
 * an operator signs in or out (`app/api-slot.ts`).
 */
export const operatorLogin = (body: OperatorLogin) =>
  callApi<OperatorUser>('operator/login', { method: 'POST', body });

export const operatorLogout = () => callApi<null>('operator/logout', { method: 'POST' });
