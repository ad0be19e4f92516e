import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from './load-once';

export interface PreloadableComponent<Props extends object> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts downloading the component's code (e.g. on hover or focus), once. */
  preload: () => Promise<unknown>;
}

/** React.lazy for a named export, with a preload hook so a click does not wait for the download. */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  const preload = loadOnce(load);
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload: () => preload().catch(() => undefined) };
}
