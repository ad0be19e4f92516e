import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { AppLayout, AppLayoutFallback } from '../components/layout/app-layout';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { PATHS } from './paths';
import {
  answers,
  areaOf,
  areaPagesRouteId,
  areaRouteId,
  loadAreaPagesRoute,
  loadAreaRoute,
} from './area-routes';
import { funeralPublicRoutes } from '../features/funeral/retail/routes/funeral-public-routes';
import { devicePublicRoutes } from '../features/device/retail/routes/purchase-routes';

/** `lazy` for a route module's named component: each page is its own chunk. */
const page = (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] => load;

/** The route the public pages and the signed-in areas (area-routes.ts) are children of. */
const CONTENT_ROUTE_ID = 'content';

/** The public pages, and the signed-in areas once loaded. */
const contentRoute: RouteObject & { children: RouteObject[] } = {
  id: CONTENT_ROUTE_ID,
  errorElement: <RouteError />,
  children: [
    {
      index: true,
      lazy: page(() =>
        import('../features/home/routes/home-page').then((module) => ({ Component: module.HomePage })),
      ),
    },
    {
      path: PATHS.privacy,
      lazy: page(() =>
        import('../features/legal/routes/privacy-notice-page').then((module) => ({
          Component: module.PrivacyNoticePage,
        })),
      ),
    },
    {
      path: PATHS.terms,
      lazy: page(() =>
        import('../features/legal/routes/terms-of-use-page').then((module) => ({
          Component: module.TermsOfUsePage,
        })),
      ),
    },
    {
      path: PATHS.complaints,
      lazy: page(() =>
        import('../features/legal/routes/complaints-page').then((module) => ({
          Component: module.ComplaintsPage,
        })),
      ),
    },
    {
      path: PATHS.disclosures,
      lazy: page(() =>
        import('../features/legal/routes/disclosures-page').then((module) => ({
          Component: module.DisclosuresPage,
        })),
      ),
    },
    {
      path: PATHS.devMailbox,
      lazy: page(() =>
        import('../features/dev-mailbox/routes/dev-mailbox-page').then((module) => ({
          Component: module.DevMailboxPage,
        })),
      ),
    },
    {
      path: PATHS.device,
      lazy: page(() =>
        import('../features/products/device-cover-page').then((module) => ({
          Component: module.DeviceCoverPage,
        })),
      ),
    },
    {
      path: PATHS.motor,
      lazy: page(() =>
        import('../features/products/motor-cover-page').then((module) => ({
          Component: module.MotorCoverPage,
        })),
      ),
    },
    {
      path: PATHS.inspection,
      lazy: page(() =>
        import('../features/inspection/routes/inspection-page').then((module) => ({
          Component: module.InspectionPage,
        })),
      ),
    },
    ...funeralPublicRoutes,
    ...devicePublicRoutes,
    // /retail, /employee and /operator: added when first visited (areaRoutesOnNavigation).
    { path: '*', Component: NotFound },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    errorElement: <RouteError />,
    children: [contentRoute],
  },
];

/**
 * Router option: a visit that reaches a signed-in area (/retail/…) before its routes are in the router
 * loads them and patches them in, then matches again (react-router's patchRoutesOnNavigation): the area
 * with its account pages, and its signed-in pages once a path needs them.
 */
export const areaRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const area = areaOf(path);
  if (!area) return;
  const matched = new Set(matches.map((match) => match.route.id));
  if (!matched.has(areaRouteId(area))) patch(CONTENT_ROUTE_ID, [await loadAreaRoute(area, path)]);
  else if (!matched.has(areaPagesRouteId(area))) patch(areaRouteId(area), [await loadAreaPagesRoute(area)]);
};

/**
 * Puts the routes of `pathname`'s signed-in area (if any) into `routes` itself, for a router created
 * afterwards that must match the path at once: the prerender's static handler, and hydration of a
 * prerendered page. The area's signed-in pages are added only when its account pages do not answer.
 */
export async function includeAreaRoutes(pathname: string): Promise<void> {
  const area = areaOf(pathname);
  if (!area) return;
  const loaded = contentRoute.children.find((route) => route.id === areaRouteId(area));
  if (!loaded) {
    contentRoute.children.push(await loadAreaRoute(area, pathname));
    return;
  }
  const children = (loaded.children ??= []);
  if (answers(routes, pathname) || children.some((route) => route.id === areaPagesRouteId(area))) return;
  children.push(await loadAreaPagesRoute(area));
}

/**
 * `prerendered`: the router starts on a page whose HTML was written at build time. It is told so (an
 * empty hydration state, as after server rendering), so it keeps the scroll position instead of
 * scrolling to the top when it starts: a visitor who scrolled, or tapped a link, before the page
 * hydrated is not thrown back to the top (nor does the tap land on whatever slid under the finger).
 */
export function createAppRouter({ prerendered = false }: { prerendered?: boolean } = {}) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: areaRoutesOnNavigation,
    ...(prerendered ? { hydrationData: {} } : {}),
  });
}

/**
 * Loads the lazy routes matching `pathname` (and its signed-in area's table) and puts their components
 * in place, so the router starts with the page ready: hydrating a prerendered page must render it at
 * once, not a loading fallback.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  await includeAreaRoutes(pathname);
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
