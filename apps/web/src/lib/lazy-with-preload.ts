import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<Props extends object> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts downloading the component's code (e.g. on hover or focus), once. */
  preload: () => Promise<unknown>;
}

/** React.lazy for a named export, with a preload hook so a click does not wait for the download. */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload: () => preload().catch(() => undefined) };
}
