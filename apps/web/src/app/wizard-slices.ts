import { createAction, type Dispatch, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import {
  rootReducer,
  WIZARD_SLICE_KEYS,
  type RootState,
  type WizardSliceKey,
  type WizardSlicesState,
} from './root-reducer';
import { signOut } from './session-actions';

type StateRecord = Record<string, unknown>;

/** Dispatched to every store when a wizard's slice joins, so its initial state is in the state at once. */
export const wizardSliceJoined = createAction<WizardSliceKey>('store/wizardSliceJoined');

const joined = new Set<WizardSliceKey>();
/** Every store made (in the browser, the app's one store; in tests, those of the test file). */
const stores = new Set<Dispatch>();

/** A new store: told of every wizard slice that joins from now on. */
export function registerWizardStore(dispatch: Dispatch): void {
  stores.add(dispatch);
}

/**
 * A wizard's slice joins the store: called by the slice's module as it loads, so whatever reads the slice
 * (the wizard's own code, which imports that module) finds it there. Joining twice does nothing.
 */
export function joinWizardSlice<K extends WizardSliceKey>(
  reducerPath: K,
  reducer: Reducer<WizardSlicesState[K]>,
): void {
  if (joined.has(reducerPath)) return;
  rootReducer.inject({ reducerPath, reducer } as never);
  joined.add(reducerPath);
  for (const dispatch of stores) dispatch(wizardSliceJoined(reducerPath));
}

/**
 * The store's reducer: the root reducer, keeping what was saved for a wizard whose slice has not joined
 * yet. Redux's combineReducers drops state it has no reducer for, and redux-persist would then save the
 * loss: answers saved on the last visit would be gone before the wizard's page was opened. Once the slice
 * joins, its reducer takes over the kept state. Sign-out drops it with everything else persisted.
 */
export const storeReducer = ((state: RootState | undefined, action: UnknownAction): RootState => {
  const reduce = rootReducer as unknown as (
    state: StateRecord | undefined,
    action: UnknownAction,
  ) => StateRecord;
  if (state === undefined) return reduce(undefined, action) as unknown as RootState;
  const whole = state as unknown as StateRecord;
  let kept: StateRecord | undefined;
  let rest = whole;
  for (const key of WIZARD_SLICE_KEYS) {
    if (joined.has(key) || !(key in whole)) continue;
    if (rest === whole) rest = { ...whole };
    (kept ??= {})[key] = whole[key];
    delete rest[key];
  }
  if (kept === undefined) return reduce(whole, action) as unknown as RootState;
  const next = reduce(rest, action);
  if (signOut.match(action)) return next as unknown as RootState;
  if (next === rest) return state;
  return { ...next, ...kept } as unknown as RootState;
}) as Reducer<RootState>;

/**
 * The state a prerendered page was rendered with: `initialState` (the store's before saved state loaded)
 * with the initial state of every wizard slice joined since. Hydration reads it, so it must be taken
 * after the page's code has loaded, once.
 */
export function renderedState(initialState: RootState): RootState {
  const fresh = (rootReducer as unknown as Reducer<RootState>)(undefined, { type: 'store/rendered' });
  const wizards: Partial<WizardSlicesState> = {};
  for (const key of WIZARD_SLICE_KEYS) {
    if (joined.has(key)) Object.assign(wizards, { [key]: fresh[key] });
  }
  return { ...initialState, ...wizards };
}
