import { combineSlices } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { API_REDUCER_PATH, ApiTagType } from './api-tags';
import { persistedReducers } from './persisted-slices';
import { notificationsSlice } from '../components/notifications/notifications-slice';
import { callbackSlice } from '../components/callback/callback-slice';
import { headerPanelsSlice } from '../components/layout/header-panels-slice';
import { sessionReducers } from '../lib/identity/session-slice';
import type { FuneralQuoteState } from '../features/funeral/retail/state/wizard-types';
import type { EmployeeFuneralRegisterState } from '../features/funeral/employee/state/register-types';
import type { DeviceRegistrationState } from '../features/device/shared/wizard/registration-types';
import type { MotorRegistrationState } from '../features/motor/shared/wizard/registration-types';

/** The api's cache (api.ts), in the store once the api's code has loaded. */
export interface LazyLoadedState {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the api declares no endpoints of its own
  [API_REDUCER_PATH]: CombinedState<{}, ApiTagType, typeof API_REDUCER_PATH>;
}

/**
 * The wizards' slices: persisted like the others (store.ts), but each joins the store when its pages' code
 * loads (wizard-slices.ts), so a page without a wizard does not load their code first (issue 15).
 */
export interface WizardSlicesState {
  funeralQuote: FuneralQuoteState;
  employeeFuneralRegister: EmployeeFuneralRegisterState;
  deviceInsuranceRegistration: DeviceRegistrationState;
  motorInsuranceRegistration: MotorRegistrationState;
}

export type WizardSliceKey = keyof WizardSlicesState;

/** The wizards' slices by the names the persistence whitelist uses, each once. */
export const WIZARD_SLICE_KEYS = [
  'funeralQuote',
  'employeeFuneralRegister',
  'deviceInsuranceRegistration',
  'motorInsuranceRegistration',
] as const satisfies readonly WizardSliceKey[];

// Every wizard slice is listed above (the build fails here otherwise).
const everyWizardListed: Exclude<WizardSliceKey, (typeof WIZARD_SLICE_KEYS)[number]> extends never
  ? true
  : never = true;
void everyWizardListed;

/**
 * Every slice of the app. The persisted ones (see store.ts) are those in `persistedReducers` and the
 * wizards'. The api's cache is injected when its module loads (api.ts): RTK Query is not part of a page's
 * first load unless the page queries the API (issue 15).
 */
export const rootReducer = combineSlices({
  notifications: notificationsSlice.reducer,
  callback: callbackSlice.reducer,
  headerPanels: headerPanelsSlice.reducer,
  ...persistedReducers,
  ...sessionReducers,
}).withLazyLoadedSlices<LazyLoadedState & WizardSlicesState>();

/**
 * The state as components read it. A wizard's slice is there from the moment its module has loaded, and
 * only the wizard's own code (which imports that module) reads it.
 */
export type RootState = ReturnType<typeof rootReducer> & WizardSlicesState;
