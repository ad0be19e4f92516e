import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';
import { policiesIndex } from '../../../../app/policies-index';

/** The retail device servicing pages under /retail/device (signed in): policies and claims, credit life. */
export const retailDeviceServicingRoutes: RouteObject[] = [
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
          (module) => module.RetailDevicePoliciesPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/device-policy-page'),
          (module) => module.RetailDevicePolicyPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/device-policy-action-page'),
          (module) => module.RetailDevicePolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/device-claims-page'),
          (module) => module.RetailDeviceClaimsPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/device-claim-submit-page'),
          (module) => module.RetailDeviceClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/device-claim-page'),
          (module) => module.RetailDeviceClaimPage,
        ),
      },
      {
        path: 'credit-life',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailCreditLifeListPage,
        ),
      },
      {
        path: 'credit-life/claims/new',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailCreditLifeClaimSubmitPage,
        ),
      },
      {
        path: 'credit-life/claims/:claimId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailCreditLifeClaimPage,
        ),
      },
      {
        path: 'credit-life/:policyId',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailCreditLifePolicyPage,
        ),
      },
      {
        path: 'credit-life/:policyId/:action',
        lazy: page(
          () => import('../credit-life/credit-life-pages'),
          (module) => module.RetailCreditLifeActionPage,
        ),
      },
    ],
  },
];
