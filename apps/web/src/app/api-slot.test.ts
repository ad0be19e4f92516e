import { describe, expect, it, vi } from 'vitest';

/**
 * In the browser the store is made before the api's code loads (api.ts is not part of a page's first load);
 * the api then joins it. Fresh modules per test, so the store really is made first.
 */
async function storeThenApi() {
  vi.resetModules();
  const { createAppStore } = await import('./store');
  const app = createAppStore();
  const before = app.store.getState();
  const { api } = await import('./api');
  const pingApi = api.injectEndpoints({
    endpoints: (build) => ({
      ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }),
    }),
  });
  const { signOut } = await import('./session-actions');
  // The store's type has the api's cache as optional (it joins later); the selector's wants it present.
  const ping = () => pingApi.endpoints.ping.select()(app.store.getState() as never).data;
  return { ...app, before, api, pingApi, ping, signOut };
}

describe('the api joining a store made before it loaded', () => {
  it('brings its cache into the store as soon as it loads', async () => {
    const { store, before } = await storeThenApi();
    expect(before).not.toHaveProperty('api');
    expect(store.getState()).toHaveProperty('api.queries', {});
  });

  it('answers queries through its middleware', async () => {
    const { store, pingApi, ping } = await storeThenApi();
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(ping()).toBe('pong');
  });

  it('empties its cache when the user signs out', async () => {
    const { store, pingApi, ping, signOut } = await storeThenApi();
    await store.dispatch(pingApi.endpoints.ping.initiate());
    store.dispatch(signOut());
    expect(ping()).toBeUndefined();
  });

  it('empties its cache when an operator signs in (what it held was read for someone else)', async () => {
    const { store, pingApi, ping } = await storeThenApi();
    const { operatorUserSlice } = await import('./persisted-slices');
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(ping()).toBe('pong');
    store.dispatch(operatorUserSlice.actions.operatorSignedIn({ name: 'operator', roles: ['operator'] }));
    expect(ping()).toBeUndefined();
  });

  it('is emptied by clearPersistedState, with the saved slices', async () => {
    const { store, pingApi, ping, clearPersistedState } = await storeThenApi();
    await store.dispatch(pingApi.endpoints.ping.initiate());
    await clearPersistedState();
    expect(ping()).toBeUndefined();
  });

  it('joins stores made after it loaded from their start', async () => {
    const { api } = await storeThenApi();
    const { createAppStore } = await import('./store');
    const later = createAppStore().store.getState();
    expect(later).toHaveProperty(api.reducerPath);
  });
});
