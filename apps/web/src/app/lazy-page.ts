import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** `lazy` for a page module's named component: every page is its own chunk. */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await load()) });
