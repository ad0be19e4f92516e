import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../app/lazy-page';

/** /employee/accept: the employee reviews and accepts an application an operator made for them. */
export const employeeOnBehalfRoutes: RouteObject[] = [
  {
    path: 'accept',
    lazy: lazyPage(
      () => import('./accept-page'),
      (module) => module.AcceptPage,
    ),
  },
];
