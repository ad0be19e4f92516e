import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';
import { policiesIndex } from '../../../../app/policies-index';

/** The retail motor servicing pages under /retail/motor (signed in): policies, inspections and claims, vehicle credit life. */
export const retailMotorServicingRoutes: RouteObject[] = [
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
          (module) => module.RetailMotorPoliciesPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/motor-policy-page'),
          (module) => module.RetailMotorPolicyPage,
        ),
      },
      {
        path: 'policies/:policyId/claims',
        lazy: page(
          () => import('../claims/motor-claims-page'),
          (module) => module.RetailMotorPolicyClaimsPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/motor-policy-action-page'),
          (module) => module.RetailMotorPolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/motor-claims-page'),
          (module) => module.RetailMotorClaimsPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/motor-claim-submit-page'),
          (module) => module.RetailMotorClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/motor-claim-page'),
          (module) => module.RetailMotorClaimPage,
        ),
      },
      {
        path: 'credit-life/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailStandaloneVehicleCreditLifePage,
        ),
      },
      {
        path: 'credit-life',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailVehicleCreditLifeListPage,
        ),
      },
      {
        path: 'credit-life/claims/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailVehicleCreditLifeClaimSubmitPage,
        ),
      },
      {
        path: 'credit-life/claims/:claimId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailVehicleCreditLifeClaimPage,
        ),
      },
      {
        path: 'credit-life/:policyId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailVehicleCreditLifePolicyPage,
        ),
      },
      {
        path: 'credit-life/:policyId/:action',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailVehicleCreditLifeActionPage,
        ),
      },
    ],
  },
];
