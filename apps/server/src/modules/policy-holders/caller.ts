import type { FastifyInstance } from 'fastify';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { PolicyHolderCaller } from './service.js';

/** The employee pool attribute holding the employee's SA ID number (from the employer's roster). */
export const EMPLOYEE_ID_NUMBER_ATTRIBUTE = 'custom:idNumber';

/**
 * Who is calling, with their own SA ID number: a retail customer's pool username is their ID number; an
 * employee's comes from the custom:idNumber attribute of their pool account.
 */
export async function policyHolderCallerOf(
  app: FastifyInstance,
  principal: UserPrincipal,
): Promise<PolicyHolderCaller> {
  if (principal.audience === 'retail') {
    return { audience: 'retail', sub: principal.sub, idNumber: principal.username };
  }
  const user = await app.idp.adminGetUser('employee', principal.username);
  const idNumber = user?.attributes[EMPLOYEE_ID_NUMBER_ATTRIBUTE]?.trim();
  return { audience: 'employee', sub: principal.sub, idNumber: idNumber ? idNumber : null };
}
