import { combineSlices } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { API_REDUCER_PATH, ApiTagType } from './api-tags';
import { persistedReducers } from './persisted-slices';
import { notificationsSlice } from '../components/notifications/notifications-slice';
import { callbackSlice } from '../components/callback/callback-slice';
import { headerPanelsSlice } from '../components/layout/header-panels-slice';
import { sessionReducers } from '../lib/identity/session-slice';

/** The api's cache (api.ts), in the store once the api's code has loaded. */
export interface LazyLoadedState {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the api declares no endpoints of its own
  [API_REDUCER_PATH]: CombinedState<{}, ApiTagType, typeof API_REDUCER_PATH>;
}

/**
 * Every slice of the app. Only those in `persistedReducers` are saved (see store.ts): the six of the spec
 * and the motor registration. The api's cache is injected when its module loads (api.ts): RTK Query is
 * not part of a page's first load unless the page queries the API (issue 15).
 */
export const rootReducer = combineSlices({
  notifications: notificationsSlice.reducer,
  callback: callbackSlice.reducer,
  headerPanels: headerPanelsSlice.reducer,
  ...persistedReducers,
  ...sessionReducers,
}).withLazyLoadedSlices<LazyLoadedState>();

export type RootState = ReturnType<typeof rootReducer>;
