import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../../app/lazy-page';

/** The operator desk's pages under /operator (each its own chunk; each checks the operator's sign-in). */
export const operatorDeskRoutes: RouteObject[] = [
  {
    path: 'motor/register',
    lazy: lazyPage(
      () => import('../wizard/operator-motor-register-page'),
      (module) => module.OperatorMotorRegisterPage,
    ),
  },
  {
    path: 'applications',
    lazy: lazyPage(
      () => import('../applications/desk-applications-page'),
      (module) => module.DeskApplicationsPage,
    ),
  },
  {
    path: 'applications/:applicationId',
    lazy: lazyPage(
      () => import('../applications/desk-application-page'),
      (module) => module.DeskApplicationPage,
    ),
  },
];
