import type { RouteObject } from 'react-router';
import { employeeAccountRoutes, operatorAccountRoutes, retailAccountRoutes } from './account-routes';
import { retailFuneralRoutes } from '../features/funeral/retail/routes/funeral-routes';
import { employeeFuneralRoutes } from '../features/funeral/employee/routes/employee-funeral-routes';
import { retailDeviceServicingRoutes } from '../features/device/retail/routes/servicing-routes';
import { employeeDeviceServicingRoutes } from '../features/device/employee/routes/servicing-routes';
import { retailDevicePurchaseRoutes } from '../features/device/retail/routes/purchase-routes';
import { employeeDevicePurchaseRoutes } from '../features/device/employee/routes/purchase-routes';
import { retailMotorPurchaseRoutes } from '../features/motor/retail/routes/purchase-routes';
import { employeeMotorPurchaseRoutes } from '../features/motor/employee/routes/purchase-routes';
import { retailMotorServicingRoutes } from '../features/motor/retail/routes/servicing-routes';
import { employeeMotorServicingRoutes } from '../features/motor/employee/routes/servicing-routes';
import { operatorDeskRoutes } from '../features/operator/desk/routes/desk-routes';
import { employeeOnBehalfRoutes } from '../features/on-behalf/routes/on-behalf-routes';
import { backofficeRoutes } from '../features/backoffice/routes/backoffice-routes';

/**
 * Routes of each audience's area, relative to /retail, /employee and /operator. Feature work adds its
 * pages here (each with `lazy`, so every page is its own chunk) and enables the matching entry in
 * components/layout/sign-in-entry-points.ts. Unknown paths in an area show "page not found".
 */
export const retailRoutes: RouteObject[] = [
  ...retailAccountRoutes,
  ...retailFuneralRoutes,
  ...retailDeviceServicingRoutes,
  ...retailDevicePurchaseRoutes,
  ...retailMotorPurchaseRoutes,
  ...retailMotorServicingRoutes,
];
export const employeeRoutes: RouteObject[] = [
  ...employeeAccountRoutes,
  ...employeeFuneralRoutes,
  ...employeeDeviceServicingRoutes,
  ...employeeDevicePurchaseRoutes,
  ...employeeMotorPurchaseRoutes,
  ...employeeMotorServicingRoutes,
  ...employeeOnBehalfRoutes,
];
export const operatorRoutes: RouteObject[] = [
  ...operatorAccountRoutes,
  ...operatorDeskRoutes,
  ...backofficeRoutes,
];
