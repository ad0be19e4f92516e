import { configureStore } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { apiMiddlewareSlot, registerStore } from './api-slot';
import { persistStorage } from './persist-storage';
import type { RootState } from './root-reducer';
import { hasSavedCopy, onFirstChangeToSave, SAVED_COPY_KEY } from './saved-copy';
import { signOut } from './session-actions';
import { registerWizardStore, renderedState, storeReducer } from './wizard-slices';

/**
 * redux-persist's actions, which carry functions (the serializable check is a development check; these are
 * redux-persist's constants, written out so that the store does not import redux-persist).
 */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map(
  (name) => `persist/${name}`,
);

/**
 * Builds a store. The app uses the singleton (app-store.ts); tests and the prerender build their own.
 * Saving and restoring the persisted slices (persistence.ts) is not part of a page's first load: it starts
 * with `startPersistence()`, which loads redux-persist (issue 15), or when needed (`persistWhenNeeded()`).
 */
export function createAppStore() {
  const store = configureStore({
    reducer: storeReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } }).concat(
        apiMiddlewareSlot,
      ),
  });
  /** What the store holds before saved state loads: what prerendered pages were rendered with. */
  const initialState = store.getState();
  registerStore(store.dispatch);
  registerWizardStore(store.dispatch);

  let persisting: Promise<Persistor> | undefined;
  /**
   * Starts saving and restoring the persisted slices (once; later calls get the same answer). Resolves
   * with the persistor once the saved copy has been read, or the persistence time-out has passed.
   */
  function startPersistence(): Promise<Persistor> {
    persisting ??= import('./persistence')
      .then((persistence) => persistence.persist(store))
      .catch((error: unknown) => {
        persisting = undefined; // its file did not load (network gone): the next call tries again
        throw error;
      });
    return persisting;
  }

  /**
   * What a page starts with: the saved copy if an earlier visit left one (resolves once it is read), else
   * nothing until a persisted slice changes, when persistence starts and saves it (resolves at once).
   */
  function persistWhenNeeded(): Promise<unknown> {
    if (hasSavedCopy()) return startPersistence();
    const fresh = () => storeReducer(undefined, { type: 'store/initialState' });
    // If redux-persist cannot download (the network went), the next change tries again.
    const watch = () => onFirstChangeToSave(store, fresh, () => void startPersistence().catch(watch));
    watch();
    return Promise.resolve();
  }

  /**
   * Signs out locally: resets every persisted slice and the API cache (api-slot.ts, on `signOut`), and
   * removes the saved copy.
   */
  async function clearPersistedState(): Promise<void> {
    // The saved copy is read first, so that it cannot come back after the sign-out.
    const persistor =
      persisting || hasSavedCopy() ? await startPersistence().catch(() => undefined) : undefined;
    store.dispatch(signOut());
    if (!persistor) return persistStorage.removeItem(SAVED_COPY_KEY);
    await persistor.flush();
    await persistor.purge();
  }

  return {
    store,
    startPersistence,
    persistWhenNeeded,
    clearPersistedState,
    /** For hydrating a prerendered page, once its code has loaded (wizard-slices.ts). */
    renderedState: () => renderedState(initialState),
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
