import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is rendered at build time and while React hydrates that prerendered HTML; true once
 * the page is live (at once on pages rendered in the browser). A prerendered sign-in form keeps its
 * button disabled until then, so a tap cannot submit the form as a page load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
