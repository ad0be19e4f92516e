import type { RouteObject } from 'react-router';
import { operatorDeskRoutes } from '../features/operator/desk/routes/desk-routes';
import { backofficeRoutes } from '../features/backoffice/routes/backoffice-routes';

/**
 * The operators' desk and back office, relative to /operator (sign-in and home are in account-routes.ts).
 * The table itself loads when a visit first reaches one of these pages (area-routes.ts).
 */
export const operatorRoutes: RouteObject[] = [...operatorDeskRoutes, ...backofficeRoutes];
