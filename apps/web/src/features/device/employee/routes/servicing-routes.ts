import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';
import { policiesIndex } from '../../../../app/policies-index';

/** The employee device servicing pages under /employee/device (signed in): policies and claims, credit life. */
export const employeeDeviceServicingRoutes: RouteObject[] = [
  {
    path: 'device',
    lazy: page(
      () => import('../../../../components/layout/signed-in-area-layout'),
      (module) => module.SignedInAreaLayout,
    ),
    children: [
      policiesIndex,
      {
        path: 'policies',
        lazy: page(
          () => import('../policies/device-policies-page'),
          (module) => module.EmployeeDevicePoliciesPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/device-policy-page'),
          (module) => module.EmployeeDevicePolicyPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/device-policy-action-page'),
          (module) => module.EmployeeDevicePolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/device-claims-page'),
          (module) => module.EmployeeDeviceClaimsPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/device-claim-submit-page'),
          (module) => module.EmployeeDeviceClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/device-claim-page'),
          (module) => module.EmployeeDeviceClaimPage,
        ),
      },
      {
        path: 'credit-life/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeStandaloneCreditLifePage,
        ),
      },
      {
        path: 'credit-life',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeCreditLifeListPage,
        ),
      },
      {
        path: 'credit-life/claims/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeCreditLifeClaimSubmitPage,
        ),
      },
      {
        path: 'credit-life/claims/:claimId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeCreditLifeClaimPage,
        ),
      },
      {
        path: 'credit-life/:policyId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeCreditLifePolicyPage,
        ),
      },
      {
        path: 'credit-life/:policyId/:action',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeCreditLifeActionPage,
        ),
      },
    ],
  },
];
