import { BACKOFFICE_HOME_PATH } from '../../../lib/identity/operator-home';

export { BACKOFFICE_ROLE, isBackofficeOperator } from '../../../lib/identity/operator-home';

const ROOT = BACKOFFICE_HOME_PATH;

/** Page paths of the back office console (under /operator/backoffice, the operator session). */
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
  jobs: `${ROOT}/jobs`,
  policy: (policyId: string) => `${ROOT}/policies/${encodeURIComponent(policyId)}`,
} as const;
