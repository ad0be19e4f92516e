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
    /** the credit life policies and applications */
    creditLifeList: `${base}/credit-life`,
    /** a credit life policy's change screen (cancel) */
    creditLifeAction: (policyId: string, action: string) => `${base}/credit-life/${policyId}/${action}`,
    /** standalone credit life on a financed phone (employees); a PENDING one is continued with its id */
    newCreditLife: (applicationId?: string) =>
      `${base}/credit-life/new${applicationId ? `?applicationId=${encodeURIComponent(applicationId)}` : ''}`,
    /** 'Report a death or disability' on a credit life policy */
    newCreditLifeClaim: (policyId: string) =>
      `${base}/credit-life/claims/new?policyId=${encodeURIComponent(policyId)}`,
    creditLifeClaim: (claimId: string) => `${base}/credit-life/claims/${claimId}`,
    /** where device cover is explained and bought */
    cover: '/device/quote',
  };
}

export type DeviceWebPaths = ReturnType<typeof deviceWebPaths>;
