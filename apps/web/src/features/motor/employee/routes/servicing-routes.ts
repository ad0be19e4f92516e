import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';
import { policiesIndex } from '../../../../app/policies-index';

/** The employee motor servicing pages under /employee/motor (signed in): policies, inspections and claims, vehicle credit life. */
export const employeeMotorServicingRoutes: RouteObject[] = [
  {
    path: 'motor',
    lazy: page(
      () => import('../../../../components/layout/signed-in-area-layout'),
      (module) => module.SignedInAreaLayout,
    ),
    children: [
      policiesIndex,
      {
        path: 'policies',
        lazy: page(
          () => import('../policies/motor-policies-page'),
          (module) => module.EmployeeMotorPoliciesPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/motor-policy-page'),
          (module) => module.EmployeeMotorPolicyPage,
        ),
      },
      {
        path: 'policies/:policyId/claims',
        lazy: page(
          () => import('../claims/motor-claims-page'),
          (module) => module.EmployeeMotorPolicyClaimsPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/motor-policy-action-page'),
          (module) => module.EmployeeMotorPolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/motor-claims-page'),
          (module) => module.EmployeeMotorClaimsPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/motor-claim-submit-page'),
          (module) => module.EmployeeMotorClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/motor-claim-page'),
          (module) => module.EmployeeMotorClaimPage,
        ),
      },
      {
        path: 'credit-life/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeStandaloneVehicleCreditLifePage,
        ),
      },
      {
        path: 'credit-life',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeVehicleCreditLifeListPage,
        ),
      },
      {
        path: 'credit-life/claims/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeVehicleCreditLifeClaimSubmitPage,
        ),
      },
      {
        path: 'credit-life/claims/:claimId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeVehicleCreditLifeClaimPage,
        ),
      },
      {
        path: 'credit-life/:policyId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeVehicleCreditLifePolicyPage,
        ),
      },
      {
        path: 'credit-life/:policyId/:action',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.EmployeeVehicleCreditLifeActionPage,
        ),
      },
    ],
  },
];
