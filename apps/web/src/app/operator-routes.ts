import type { RouteObject } from 'react-router';
import { operatorDeskRoutes } from '../features/operator/desk/routes/desk-routes';
import { backofficeRoutes } from '../features/backoffice/routes/backoffice-routes';
import { staffArea } from '../components/staff-shell/staff-area';

/**
 * The operators' desk and back office, relative to /operator (sign-in and home are in operator-account-routes.ts).
 * The table itself loads when a visit first reaches one of these pages (area-routes.ts); the pages have the
 * staff shell.
 */
export const operatorRoutes: RouteObject[] = staffArea([...operatorDeskRoutes, ...backofficeRoutes]);
