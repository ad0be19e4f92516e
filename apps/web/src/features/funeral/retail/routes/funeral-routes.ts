import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';

/** The retail customer's funeral pages under /retail/funeral (signed in). */
export const retailFuneralRoutes: RouteObject[] = [
  {
    path: 'funeral',
    lazy: page(
      () => import('./retail-funeral-layout'),
      (module) => module.RetailFuneralLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../policies/policy-list-page'),
          (module) => module.PolicyListPage,
        ),
      },
      {
        path: 'policies',
        lazy: page(
          () => import('../policies/policy-list-page'),
          (module) => module.PolicyListPage,
        ),
      },
      {
        path: 'policies/:policyId',
        lazy: page(
          () => import('../policies/policy-detail-page'),
          (module) => module.PolicyDetailPage,
        ),
      },
      {
        path: 'policies/:policyId/:action',
        lazy: page(
          () => import('../policies/policy-action-page'),
          (module) => module.PolicyActionPage,
        ),
      },
      {
        path: 'claims',
        lazy: page(
          () => import('../claims/claim-list-page'),
          (module) => module.ClaimListPage,
        ),
      },
      {
        path: 'claims/new',
        lazy: page(
          () => import('../claims/claim-submit-page'),
          (module) => module.ClaimSubmitPage,
        ),
      },
      {
        path: 'claims/:claimId',
        lazy: page(
          () => import('../claims/claim-detail-page'),
          (module) => module.ClaimDetailPage,
        ),
      },
    ],
  },
];
