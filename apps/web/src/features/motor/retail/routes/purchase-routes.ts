import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../../app/lazy-page';

/** The retail customer's motor registration wizard (/retail/motor/register, signed in). */
export const retailMotorPurchaseRoutes: RouteObject[] = [
  {
    path: 'motor/register',
    lazy: lazyPage(
      () => import('../register/retail-motor-register-page'),
      (module) => module.RetailMotorRegisterPage,
    ),
  },
];
