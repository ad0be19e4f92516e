import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';
import { persistStorage } from './persist-storage';
import { PERSIST_KEY, PERSISTED_SLICES } from './saved-copy';
import type { RootState } from './root-reducer';
import { storeReducer } from './wizard-slices';

type StateRecord = Record<string, unknown>;

/**
 * The saved copy fills what this page has not changed yet. It loads after the page is up (it is not part of
 * the first load), so a visitor may already have acted: a slice that differs from its initial state was
 * changed on this page, which is newer than the saved copy, and keeps its value. Untouched slices, and
 * wizards' slices that have not joined the store, take the saved copy (redux-persist's autoMergeLevel1).
 */
function keepChangesOverSavedCopy(
  inbound: Partial<RootState> | undefined,
  original: RootState,
  reduced: RootState,
  config: PersistConfig<RootState>,
): RootState {
  if (!inbound || typeof inbound !== 'object') return reduced;
  const now = original as unknown as StateRecord;
  const initial = storeReducer(undefined, { type: 'persist/initialState' }) as unknown as StateRecord;
  const untouched: StateRecord = {};
  for (const [key, value] of Object.entries(inbound)) {
    if (key === '_persist' || now[key] === undefined || now[key] === initial[key]) untouched[key] = value;
  }
  return autoMergeLevel1(untouched as Partial<RootState> as RootState, original, reduced, config);
}

/** Spec 000 §3 "Persisted client state": the slices of saved-copy.ts, time-out 5000 ms. */
export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  storage: persistStorage,
  timeout: 5000,
  whitelist: [...PERSISTED_SLICES],
  stateReconciler: keepChangesOverSavedCopy,
};

/**
 * Starts saving the persisted slices of `store` and restores the saved copy: the store's reducer becomes the
 * persisting one. Resolves with the persistor once the saved copy has been read (or the time-out passed).
 */
export function persist(store: Store<RootState>): Promise<Persistor> {
  store.replaceReducer(
    persistReducer<RootState, UnknownAction>(persistConfig, storeReducer) as unknown as Reducer<RootState>,
  );
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
