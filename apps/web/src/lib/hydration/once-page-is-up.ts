import { whenIdle } from '../when-idle';

/** The longest the code of a deferred part waits for the browser to be idle. */
export const PAGE_UP_TIMEOUT_MS = 1500;

/**
 * Resolves once the page is up: in the browser, when it is first idle (or after PAGE_UP_TIMEOUT_MS at
 * the latest); at once without a window, where the build prerenders the page whole. A part of a page that
 * need not answer first (a form further down) loads its code from here, so its modules' evaluation and its
 * hydration come after the page's first answer to a tap, not in its way (issue 15); a prerendered part
 * keeps its HTML on screen meanwhile.
 */
export function oncePageIsUp(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    whenIdle(resolve, PAGE_UP_TIMEOUT_MS);
  });
}
