/** Page paths of the back office console (under /operator/backoffice, the operator session). */
export const BACKOFFICE_ROLE = 'backoffice';

const ROOT = '/operator/backoffice';

export const BACKOFFICE_PATHS = {
  home: ROOT,
  claims: (status?: string) => `${ROOT}/claims${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  claim: (claimId: string) => `${ROOT}/claims/${encodeURIComponent(claimId)}`,
  preInspections: (status?: string) =>
    `${ROOT}/pre-inspections${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  preInspection: (id: string) => `${ROOT}/pre-inspections/${encodeURIComponent(id)}`,
  applications: (status?: string) =>
    `${ROOT}/applications${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  application: (applicationId: string) => `${ROOT}/applications/${encodeURIComponent(applicationId)}`,
  failedPayments: `${ROOT}/payments/failed`,
  policy: (policyId: string) => `${ROOT}/policies/${encodeURIComponent(policyId)}`,
} as const;

/** Whether the signed-in operator holds the back-office role. */
export const isBackofficeOperator = (operator: { roles?: readonly string[] } | null | undefined) =>
  Boolean(operator?.roles?.includes(BACKOFFICE_ROLE));
