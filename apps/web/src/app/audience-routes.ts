import type { RouteObject } from 'react-router';
import { employeeAccountRoutes, operatorAccountRoutes, retailAccountRoutes } from './account-routes';
import { retailFuneralRoutes } from '../features/funeral/retail/routes/funeral-routes';
import { employeeFuneralRoutes } from '../features/funeral/employee/routes/employee-funeral-routes';

/**
 * Routes of each audience's area, relative to /retail, /employee and /operator. Feature work adds its
 * pages here (each with `lazy`, so every page is its own chunk) and enables the matching entry in
 * components/layout/sign-in-entry-points.ts. Unknown paths in an area show "page not found".
 */
export const retailRoutes: RouteObject[] = [...retailAccountRoutes, ...retailFuneralRoutes];
export const employeeRoutes: RouteObject[] = [...employeeAccountRoutes, ...employeeFuneralRoutes];
export const operatorRoutes: RouteObject[] = [...operatorAccountRoutes];
