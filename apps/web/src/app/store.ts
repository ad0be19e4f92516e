import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
} from 'redux-persist';
import { apiMiddlewareSlot, registerStore } from './api-slot';
import { persistStorage } from './persist-storage';
import type { RootState } from './root-reducer';
import { signOut } from './session-actions';
import { registerWizardStore, renderedState, storeReducer } from './wizard-slices';

/**
 * Spec 000 §3 "Persisted client state": key `nextjs`, time-out 5000 ms, and only these slices (the six of
 * the spec and the motor registration of issue 11).
 * Everything else (API cache, notifications, session flags) lives for the page only.
 */
export const persistConfig: PersistConfig<RootState> = {
  key: 'nextjs',
  storage: persistStorage,
  timeout: 5000,
  whitelist: [
    'policyHolder',
    'funeralQuote',
    'policyHolderRegister',
    'operatorUser',
    'employeeFuneralRegister',
    'deviceInsuranceRegistration',
    'motorInsuranceRegistration',
  ],
};

/** Builds a store with its persistor. The app uses the singleton below; tests build their own. */
export function createAppStore() {
  const store = configureStore({
    // Explicit type arguments: inferred ones make the store's state `any` once middleware is customised.
    reducer: persistReducer<RootState, UnknownAction>(persistConfig, storeReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(apiMiddlewareSlot),
  });
  /** What the store holds before saved state loads: what prerendered pages were rendered with. */
  const initialState = store.getState();
  const persistor = persistStore(store);
  registerStore(store.dispatch);
  registerWizardStore(store.dispatch);

  /**
   * Signs out locally: resets every persisted slice and the API cache (api-slot.ts, on `signOut`), and
   * removes the saved copy.
   */
  async function clearPersistedState(): Promise<void> {
    store.dispatch(signOut());
    await persistor.flush();
    await persistor.purge();
  }

  return {
    store,
    persistor,
    clearPersistedState,
    /** For hydrating a prerendered page, once its code has loaded (wizard-slices.ts). */
    renderedState: () => renderedState(initialState),
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
