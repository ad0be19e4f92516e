import { matchRoutes, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';

/**
 * The signed-in areas (issue 15): none is part of the public pages' first load. An area's account pages
 * (sign-in, sign-up, …) load when a visit first reaches the area, its signed-in pages (policies, claims,
 * the desk, …) when a visit first reaches one of them: the sign-in page carries only the former.
 * Keyed by the path's first segment.
 */
const AREA_TABLES = {
  retail: {
    accounts: () => import('./account-routes').then((module) => module.retailAccountRoutes),
    pages: () => import('./retail-routes').then((module) => module.retailRoutes),
  },
  employee: {
    accounts: () => import('./account-routes').then((module) => module.employeeAccountRoutes),
    pages: () => import('./employee-routes').then((module) => module.employeeRoutes),
  },
  operator: {
    accounts: () => import('./operator-account-routes').then((module) => module.operatorAccountRoutes),
    pages: () => import('./operator-routes').then((module) => module.operatorRoutes),
  },
} satisfies Record<string, Record<'accounts' | 'pages', () => Promise<RouteObject[]>>>;

export type AreaName = keyof typeof AREA_TABLES;

/** The area `pathname` is in (/retail/sign-in → retail), if any. */
export function areaOf(pathname: string): AreaName | undefined {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(AREA_TABLES, first) ? (first as AreaName) : undefined;
}

export const areaRouteId = (area: AreaName) => `area-${area}`;
export const areaPagesRouteId = (area: AreaName) => `area-${area}-pages`;

/** The area's signed-in pages, as one route without a path of its own: a child of the area's route. */
export async function loadAreaPagesRoute(area: AreaName): Promise<RouteObject> {
  return { id: areaPagesRouteId(area), children: await AREA_TABLES[area].pages() };
}

/** Whether `routes` answer `pathname` with a page, not with a catch-all's "not found". */
export const answers = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';

/**
 * The area's route for a visit to `pathname`: its account pages, a catch-all that shows "not found" inside
 * the shell (/retail/unknown), and its signed-in pages too when the account pages do not answer the path.
 */
export async function loadAreaRoute(area: AreaName, pathname: string): Promise<RouteObject> {
  const children = [...(await AREA_TABLES[area].accounts()), { path: '*', Component: NotFound }];
  const route = { id: areaRouteId(area), path: area, children };
  if (!answers([route], pathname)) children.push(await loadAreaPagesRoute(area));
  return route;
}
