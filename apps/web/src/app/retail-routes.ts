import type { RouteObject } from 'react-router';
import { retailFuneralRoutes } from '../features/funeral/retail/routes/funeral-routes';
import { retailDeviceServicingRoutes } from '../features/device/retail/routes/servicing-routes';
import { retailDevicePurchaseRoutes } from '../features/device/retail/routes/purchase-routes';
import { retailMotorPurchaseRoutes } from '../features/motor/retail/routes/purchase-routes';
import { retailMotorServicingRoutes } from '../features/motor/retail/routes/servicing-routes';

/**
 * The retail customer's signed-in pages, relative to /retail (the account pages are in account-routes.ts).
 * Feature work adds its pages here (each with `lazy`, so every page is its own chunk) and enables the
 * matching entry in components/layout/sign-in-entry-points.ts. The table itself loads when a visit first
 * reaches one of these pages (area-routes.ts): the sign-in page does not carry it.
 */
export const retailRoutes: RouteObject[] = [
  ...retailFuneralRoutes,
  ...retailDeviceServicingRoutes,
  ...retailDevicePurchaseRoutes,
  ...retailMotorPurchaseRoutes,
  ...retailMotorServicingRoutes,
];
