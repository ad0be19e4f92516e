/** The back office console's own calls (audience 'backoffice'). */
export const BACKOFFICE_PATHS = {
  queues: '/api/backoffice/queues',
  search: '/api/backoffice/search',
  failedPayments: '/api/backoffice/payments/failed',
  jobs: '/api/backoffice/jobs',
  jobRetry: '/api/backoffice/jobs/:jobId/retry',
  policy: '/api/backoffice/policies/:policyId',
  policyNotes: '/api/backoffice/policies/:id/notes',
  applicationNotes: '/api/backoffice/applications/:id/notes',
  claimNotes: '/api/backoffice/claims/:id/notes',
} as const;
