import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';

/** The employee's funeral pages under /employee/funeral (signed in). */
export const employeeFuneralRoutes: RouteObject[] = [
  {
    path: 'funeral',
    lazy: page(
      () => import('./employee-funeral-layout'),
      (module) => module.EmployeeFuneralLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../overview/employee-funeral-page'),
          (module) => module.EmployeeFuneralPage,
        ),
      },
      {
        path: 'register',
        lazy: page(
          () => import('../register/employee-register-page'),
          (module) => module.EmployeeRegisterPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/employee-policy-page'),
          (module) => module.EmployeePolicyPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/employee-policy-action-page'),
          (module) => module.EmployeePolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/employee-claims-page'),
          (module) => module.EmployeeClaimsPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/employee-claim-submit-page'),
          (module) => module.EmployeeClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/employee-claim-page'),
          (module) => module.EmployeeClaimPage,
        ),
      },
    ],
  },
];
