import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await load()) });

/** The employee's device registration wizard (/employee/device/register, signed in). */
export const employeeDevicePurchaseRoutes: RouteObject[] = [
  {
    path: 'device/register',
    lazy: page(
      () => import('../register/employee-device-register-page'),
      (module) => module.EmployeeDeviceRegisterPage,
    ),
  },
];
