import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@cover/domain';
import { callApi } from '../lib/plain-api';

let pending: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | undefined;
const listeners = new Set<() => void>();

/**
 * GET /api/config, once per page load, for every part of the page that needs it: the shell (header and
 * footer), the identity client and the api's `getConfig`. A failed request is tried again next time.
 * A plain call (`callApi`), so the shell needs neither RTK Query nor zod on its first load (issue 15); a
 * failure is a PlainApiError.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= callApi<PublicConfig>('config')
    .then((config) => {
      loaded = config;
      for (const listener of listeners) listener();
      return config;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Shown once it has loaded; a failed request leaves the parts that read it as they are.
  loadPublicConfig().catch(() => undefined);
  return () => listeners.delete(listener);
}

/**
 * The public configuration once loaded, undefined before. A prerendered page renders without it (the
 * server snapshot), so hydration matches the HTML and the config shows right after.
 */
export function usePublicConfig(): PublicConfig | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/** Forgets the loaded config (tests). */
export function resetPublicConfig(): void {
  pending = null;
  loaded = undefined;
}
