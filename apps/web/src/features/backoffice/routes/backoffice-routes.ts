import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../app/lazy-page';

/** The back office console under /operator/backoffice (each page its own chunk; each checks the role). */
export const backofficeRoutes: RouteObject[] = [
  {
    path: 'backoffice',
    lazy: lazyPage(
      () => import('../home/console-home-page'),
      (module) => module.ConsoleHomePage,
    ),
  },
  {
    path: 'backoffice/claims',
    lazy: lazyPage(
      () => import('../claims/claims-list-page'),
      (module) => module.ClaimsListPage,
    ),
  },
  {
    path: 'backoffice/claims/:claimId',
    lazy: lazyPage(
      () => import('../claims/claim-assessment-page'),
      (module) => module.ClaimAssessmentPage,
    ),
  },
  {
    path: 'backoffice/pre-inspections',
    lazy: lazyPage(
      () => import('../pre-inspections/pre-inspections-list-page'),
      (module) => module.PreInspectionsListPage,
    ),
  },
  {
    path: 'backoffice/pre-inspections/:id',
    lazy: lazyPage(
      () => import('../pre-inspections/pre-inspection-page'),
      (module) => module.PreInspectionPage,
    ),
  },
  {
    path: 'backoffice/applications',
    lazy: lazyPage(
      () => import('../applications/applications-list-page'),
      (module) => module.ApplicationsListPage,
    ),
  },
  {
    path: 'backoffice/applications/:applicationId',
    lazy: lazyPage(
      () => import('../applications/underwriting-page'),
      (module) => module.UnderwritingPage,
    ),
  },
  {
    path: 'backoffice/payments/failed',
    lazy: lazyPage(
      () => import('../payments/failed-payments-page'),
      (module) => module.FailedPaymentsPage,
    ),
  },
  {
    path: 'backoffice/jobs',
    lazy: lazyPage(
      () => import('../jobs/background-jobs-page'),
      (module) => module.BackgroundJobsPage,
    ),
  },
  {
    // staff find policies with the console home's search
    path: 'backoffice/policies',
    lazy: lazyPage(
      () => import('../policies/policies-redirect'),
      (module) => module.PoliciesRedirect,
    ),
  },
  {
    path: 'backoffice/policies/:policyId',
    lazy: lazyPage(
      () => import('../policies/policy-page'),
      (module) => module.BackofficePolicyPage,
    ),
  },
];
