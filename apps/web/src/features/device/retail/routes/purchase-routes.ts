import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** `lazy` for a page module's named component: every page is its own chunk. */
const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await load()) });

/** The public device quote, at the top level (/device/quote): for everyone, signed in or not. */
export const devicePublicRoutes: RouteObject[] = [
  {
    path: 'device/quote',
    lazy: page(
      () => import('../../shared/quote/device-quote-page'),
      (module) => module.DeviceQuotePage,
    ),
  },
];

/** The retail customer's device registration wizard (/retail/device/register, signed in). */
export const retailDevicePurchaseRoutes: RouteObject[] = [
  {
    path: 'device/register',
    lazy: page(
      () => import('../register/retail-device-register-page'),
      (module) => module.RetailDeviceRegisterPage,
    ),
  },
];
