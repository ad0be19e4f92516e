import type { RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { staffArea } from '../components/staff-shell/staff-area';
import { lazyPage } from './lazy-page';

/**
 * /operator's sign-in and home, and "not found" for an unknown staff address, in the staff shell (the
 * desk's and the back office's pages: operator-routes.ts). Apart from the customers' account pages
 * (account-routes.ts), so their sign-in does not load the staff shell.
 */
export const operatorAccountRoutes: RouteObject[] = staffArea([
  {
    index: true,
    lazy: lazyPage(
      () => import('../features/dashboard/routes/operator-dashboard-page'),
      (module) => module.Component,
    ),
  },
  {
    path: 'sign-in',
    lazy: lazyPage(
      () => import('../features/operator/routes/operator-sign-in-page'),
      (module) => module.Component,
    ),
  },
  { path: '*', Component: NotFound },
]);
