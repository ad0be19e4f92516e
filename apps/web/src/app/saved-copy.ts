import type { Store } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/**
 * What this browser keeps between visits, spec 000 §3 "Persisted client state": these slices (the six of the
 * spec and the motor registration of issue 11), under the key `nextjs`. Everything else (API cache,
 * notifications, session flags) lives for the page only. redux-persist saves them (persistence.ts); this
 * module is what the first load needs to know of it.
 */
export const PERSIST_KEY = 'nextjs';
export const PERSISTED_SLICES = [
  'policyHolder',
  'funeralQuote',
  'policyHolderRegister',
  'operatorUser',
  'employeeFuneralRegister',
  'deviceInsuranceRegistration',
  'motorInsuranceRegistration',
] as const satisfies readonly (keyof RootState)[];

/** Where redux-persist keeps them in localStorage. */
export const SAVED_COPY_KEY = `persist:${PERSIST_KEY}`;

/** Whether an earlier visit saved anything (false too where storage is refused). */
export function hasSavedCopy(): boolean {
  try {
    return window.localStorage.getItem(SAVED_COPY_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Calls `start` once, as soon as a persisted slice of `store` leaves its initial state (`initial` gives the
 * initial state of every slice in the store now: a wizard's joins later): a first visit has nothing to
 * restore, and loads what saves only when it has something to save.
 */
export function onFirstChangeToSave(
  store: Store<RootState>,
  initial: () => Partial<Record<keyof RootState, unknown>>,
  start: () => void,
): void {
  const unsubscribe = store.subscribe(() => {
    const state = store.getState() as Partial<Record<keyof RootState, unknown>>;
    const fresh = initial();
    if (!PERSISTED_SLICES.some((key) => state[key] !== undefined && state[key] !== fresh[key])) return;
    unsubscribe();
    start();
  });
}
