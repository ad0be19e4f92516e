import { combineReducers } from '@reduxjs/toolkit';
import { api } from './api';
import { persistedReducers } from './persisted-slices';
import { notificationsSlice } from '../components/notifications/notifications-slice';
import { callbackSlice } from '../components/callback/callback-slice';
import { headerPanelsSlice } from '../components/layout/header-panels-slice';
import { sessionReducers } from '../lib/identity/session-slice';

/**
 * Every slice of the app. Only those in `persistedReducers` are saved (see store.ts): the six of the spec
 * and the motor registration.
 */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  notifications: notificationsSlice.reducer,
  callback: callbackSlice.reducer,
  headerPanels: headerPanelsSlice.reducer,
  ...persistedReducers,
  ...sessionReducers,
});

export type RootState = ReturnType<typeof rootReducer>;
