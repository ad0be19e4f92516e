import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppLayout, AppLayoutFallback } from '../components/layout/app-layout';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { PATHS } from './paths';
import { employeeRoutes, operatorRoutes, retailRoutes } from './audience-routes';
import { funeralPublicRoutes } from '../features/funeral/retail/routes/funeral-routes';
import { devicePublicRoutes } from '../features/device/retail/routes/purchase-routes';

/** `lazy` for a route module's named component: each page is its own chunk. */
const page = (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] => load;

/** Catch-all for an audience's area, so /retail/unknown shows "not found" inside the shell. */
const withNotFound = (children: RouteObject[]): RouteObject[] => [
  ...children,
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    errorElement: <RouteError />,
    children: [
      {
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
          { path: 'retail', children: withNotFound(retailRoutes) },
          { path: 'employee', children: withNotFound(employeeRoutes) },
          { path: 'operator', children: withNotFound(operatorRoutes) },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy routes matching `pathname` and puts their components in place, so the router starts
 * with the page ready: hydrating a prerendered page must render it at once, not a loading fallback.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
