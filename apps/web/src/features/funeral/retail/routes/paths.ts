/** Page paths of the retail funeral line. */
export const FUNERAL_PATHS_WEB = {
  calculator: '/funeral',
  apply: '/funeral/apply',
  policies: '/retail/funeral/policies',
  policy: (policyId: string) => `/retail/funeral/policies/${policyId}`,
  policyAction: (policyId: string, action: string) => `/retail/funeral/policies/${policyId}/${action}`,
  claims: '/retail/funeral/claims',
  newClaim: (policyId?: string) => `/retail/funeral/claims/new${policyId ? `?policyId=${policyId}` : ''}`,
  claim: (claimId: string) => `/retail/funeral/claims/${claimId}`,
} as const;
