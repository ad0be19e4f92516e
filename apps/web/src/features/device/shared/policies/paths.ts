import type { DeviceFamily } from '../api/servicing-api';

/** The device servicing pages of an audience (/retail/device/..., /employee/device/...). */
export function deviceWebPaths(family: DeviceFamily) {
  const base = `/${family}/device`;
  return {
    policies: `${base}/policies`,
    policy: (policyId: string) => `${base}/policies/${policyId}`,
    policyAction: (policyId: string, action: string) => `${base}/policies/${policyId}/${action}`,
    claims: `${base}/claims`,
    newClaim: (policyId?: string) =>
      `${base}/claims/new${policyId ? `?policyId=${encodeURIComponent(policyId)}` : ''}`,
    claim: (claimId: string) => `${base}/claims/${claimId}`,
    /** the registration wizard (a PENDING application is finished there) */
    register: (applicationId?: string) =>
      `${base}/register${applicationId ? `?applicationId=${encodeURIComponent(applicationId)}` : ''}`,
    /** the credit life policy sold with a financed phone */
    creditLife: (policyId: string) => `${base}/credit-life/${policyId}`,
    /** where device cover is explained and bought */
    cover: '/device',
  };
}

export type DeviceWebPaths = ReturnType<typeof deviceWebPaths>;
