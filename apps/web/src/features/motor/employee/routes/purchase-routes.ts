import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../../app/lazy-page';

/** The employee's motor registration wizard (/employee/motor/register, signed in). */
export const employeeMotorPurchaseRoutes: RouteObject[] = [
  {
    path: 'motor/register',
    lazy: lazyPage(
      () => import('../register/employee-motor-register-page'),
      (module) => module.EmployeeMotorRegisterPage,
    ),
  },
];
