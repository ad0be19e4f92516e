import {
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { operatorUserSlice } from './persisted-slices';
import { signOut } from './session-actions';

const dynamic = createDynamicMiddleware();

/** Every store's place for the api's middleware, which api.ts adds when its module loads. */
export const apiMiddlewareSlot = dynamic.middleware;

/** Dispatched to a store that existed before the api loaded, so the api's cache is in its state at once. */
export const apiAttached = createAction('store/apiAttached');

let attach: ((dispatch: Dispatch) => void) | null = null;
/** Stores made before the api loaded (in the browser: the app's one store), until it loads. */
const waiting = new Set<Dispatch>();

/** A new store: it gets the api's listeners now if the api has loaded, or when it does. */
export function registerStore(dispatch: Dispatch): void {
  if (attach) attach(dispatch);
  else waiting.add(dispatch);
}

export interface LoadedApi {
  middleware: Middleware;
  /** The action that empties the api's cache: dispatched after a sign-out and an operator's sign-in. */
  resetState: () => UnknownAction;
  /** Per store, once: the api's focus and connection listeners. */
  onStore: (dispatch: Dispatch) => void;
}

/** A session begins or ends: what the api holds was read for someone else, or for no one. */
const changesSession = (action: unknown) =>
  signOut.match(action) || operatorUserSlice.actions.operatorSignedIn.match(action);

/**
 * Called by api.ts when it loads (its reducer is injected there): adds its middleware to every store, and
 * one that empties its cache when the user signs out or an operator signs in, then sets up each store made
 * so far.
 */
export function attachApi(loaded: LoadedApi): void {
  const resetOnSignOut: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (changesSession(action)) store.dispatch(loaded.resetState());
    return result;
  };
  dynamic.addMiddleware(loaded.middleware, resetOnSignOut);
  attach = (dispatch) => {
    dispatch(apiAttached());
    loaded.onStore(dispatch);
  };
  for (const dispatch of waiting) attach(dispatch);
  waiting.clear();
}
