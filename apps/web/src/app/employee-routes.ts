import type { RouteObject } from 'react-router';
import { employeeFuneralRoutes } from '../features/funeral/employee/routes/employee-funeral-routes';
import { employeeDeviceServicingRoutes } from '../features/device/employee/routes/servicing-routes';
import { employeeDevicePurchaseRoutes } from '../features/device/employee/routes/purchase-routes';
import { employeeMotorPurchaseRoutes } from '../features/motor/employee/routes/purchase-routes';
import { employeeMotorServicingRoutes } from '../features/motor/employee/routes/servicing-routes';
import { employeeOnBehalfRoutes } from '../features/on-behalf/routes/on-behalf-routes';

/**
 * The employee's signed-in pages, relative to /employee (the account pages are in account-routes.ts).
 * Feature work adds its pages here (each with `lazy`) and enables the matching entry in
 * components/layout/sign-in-entry-points.ts. The table itself loads when a visit first reaches one of
 * these pages (area-routes.ts): the sign-in page does not carry it.
 */
export const employeeRoutes: RouteObject[] = [
  ...employeeFuneralRoutes,
  ...employeeDeviceServicingRoutes,
  ...employeeDevicePurchaseRoutes,
  ...employeeMotorPurchaseRoutes,
  ...employeeMotorServicingRoutes,
  ...employeeOnBehalfRoutes,
];
