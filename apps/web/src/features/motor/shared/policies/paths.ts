import type { MotorFamily } from '../api/servicing-api';

/** The motor servicing pages of an audience (/retail/motor/..., /employee/motor/...). */
export function motorWebPaths(family: MotorFamily) {
  const base = `/${family}/motor`;
  return {
    policies: `${base}/policies`,
    policy: (policyId: string) => `${base}/policies/${policyId}`,
    /** a change screen of a policy: edit, swap, cancel */
    policyAction: (policyId: string, action: string) => `${base}/policies/${policyId}/${action}`,
    /** the claims made on one policy */
    policyClaims: (policyId: string) => `${base}/policies/${policyId}/claims`,
    claims: `${base}/claims`,
    newClaim: (policyId?: string) =>
      `${base}/claims/new${policyId ? `?policyId=${encodeURIComponent(policyId)}` : ''}`,
    claim: (claimId: string) => `${base}/claims/${claimId}`,
    /** the registration wizard (a PENDING application is finished there) */
    register: (applicationId?: string) =>
      `${base}/register${applicationId ? `?applicationId=${encodeURIComponent(applicationId)}` : ''}`,
    /** where motor cover is explained and bought */
    cover: '/motor',
  };
}

export type MotorWebPaths = ReturnType<typeof motorWebPaths>;
