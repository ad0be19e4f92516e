import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from './load-once';

export interface PreloadableComponent<Props extends object> {
  /** Renders the component once its code is there (suspends until then, inside a Suspense boundary). */
  Component: ComponentType<Props>;
  /** Starts downloading the component's code (e.g. on hover or focus), once. */
  preload: () => Promise<unknown>;
  /** After a failed download was shown (CodeDownloadBoundary): the next render downloads again. */
  retryAfterFailure: () => void;
}

/** Thrown while rendering a lazy component whose code could not be downloaded (the network dropped). */
export class CodeDownloadError extends Error {
  constructor(cause: unknown) {
    super('The code of this part of the page could not be downloaded', { cause });
    this.name = 'CodeDownloadError';
  }
}

/**
 * React.lazy for a named export, with a preload hook so a click does not wait for the download. A failed
 * download throws CodeDownloadError to the nearest error boundary; after `retryAfterFailure` the next
 * render tries again (React.lazy alone keeps a failure for the life of the page). The failed instance is
 * kept until then, so React's own re-renders of the failed tree do not start download after download.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  const preload = loadOnce(load);
  let failed = false;
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        failed = true;
        throw new CodeDownloadError(error);
      }
    });
  let current = fresh();
  const Component = (props: Props) => createElement(current, props);
  const retryAfterFailure = () => {
    if (!failed) return;
    failed = false;
    current = fresh();
  };
  return { Component, preload: () => preload().catch(() => undefined), retryAfterFailure };
}
