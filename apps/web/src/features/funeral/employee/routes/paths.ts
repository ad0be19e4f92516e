import type { EmployeeVariant } from '../state/register-types';

/** Page paths of the employee funeral line. */
export const EMPLOYEE_FUNERAL_PATHS = {
  overview: '/employee/funeral',
  register: (variant: EmployeeVariant) => `/employee/funeral/register?variant=${variant}`,
  policy: (policyId: string) => `/employee/funeral/policies/${policyId}`,
  policyAction: (policyId: string, action: string) => `/employee/funeral/policies/${policyId}/${action}`,
  claims: '/employee/funeral/claims',
  claim: (claimId: string) => `/employee/funeral/claims/${claimId}`,
  newClaim: (policyId?: string) => `/employee/funeral/claims/new${policyId ? `?policyId=${policyId}` : ''}`,
} as const;
