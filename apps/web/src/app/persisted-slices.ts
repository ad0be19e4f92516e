import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signOut } from './session-actions';
import { funeralQuoteSlice } from '../features/funeral/retail/state/funeral-quote-slice';
import { employeeFuneralRegisterSlice } from '../features/funeral/employee/state/register-slice';
import { deviceRegistrationSlice } from '../features/device/shared/wizard/registration-slice';
import { motorRegistrationSlice } from '../features/motor/shared/wizard/registration-slice';

/**
 * The slices that redux-persist saves under the key `nextjs`: the six of spec 000 §3 ("Persisted client state")
 * and the motor registration (issue 11).
 * Each has an initial state, a `reset` action, and returns to its initial state on `signOut`.
 * The features that own these flows extend the reducers; the persisted shape stays plain JSON.
 */

/** A JSON object as received from the API and kept between visits. */
export type JsonRecord = Record<string, unknown>;

export interface PolicyHolderState {
  policyHolder: JsonRecord | null;
  loading: boolean;
  failed: boolean;
  alertMessage: string;
}

const policyHolderInitial: PolicyHolderState = {
  policyHolder: null,
  loading: false,
  failed: false,
  alertMessage: '',
};

export const policyHolderSlice = createSlice({
  name: 'policyHolder',
  initialState: policyHolderInitial,
  reducers: {
    policyHolderLoaded(state, action: PayloadAction<JsonRecord>) {
      state.policyHolder = action.payload;
      state.loading = false;
      state.failed = false;
      state.alertMessage = '';
    },
    reset: () => policyHolderInitial,
  },
  extraReducers: (builder) => builder.addCase(signOut, () => policyHolderInitial),
});

/** The retail funeral quote and registration wizard (features/funeral/retail/state): its reducers live with the line. */
export { funeralQuoteSlice } from '../features/funeral/retail/state/funeral-quote-slice';
export type { FuneralQuoteState } from '../features/funeral/retail/state/wizard-types';
/** The employee funeral registration (features/funeral/employee/state). */
export { employeeFuneralRegisterSlice } from '../features/funeral/employee/state/register-slice';

export interface PolicyHolderRegisterState {
  registerDetails: JsonRecord & { userName: string };
}

const policyHolderRegisterInitial: PolicyHolderRegisterState = { registerDetails: { userName: '' } };

export const policyHolderRegisterSlice = createSlice({
  name: 'policyHolderRegister',
  initialState: policyHolderRegisterInitial,
  reducers: {
    registerDetailsSaved(state, action: PayloadAction<JsonRecord & { userName: string }>) {
      state.registerDetails = action.payload;
    },
    reset: () => policyHolderRegisterInitial,
  },
  extraReducers: (builder) => builder.addCase(signOut, () => policyHolderRegisterInitial),
});

export interface OperatorUserState {
  operatorUser: { name: string; displayName?: string; roles?: string[] } | null;
}

const operatorUserInitial: OperatorUserState = { operatorUser: null };

export const operatorUserSlice = createSlice({
  name: 'operatorUser',
  initialState: operatorUserInitial,
  reducers: {
    operatorSignedIn(state, action: PayloadAction<{ name: string; displayName?: string; roles?: string[] }>) {
      state.operatorUser = action.payload;
    },
    reset: () => operatorUserInitial,
  },
  extraReducers: (builder) => builder.addCase(signOut, () => operatorUserInitial),
});

/** The device registration (features/device/shared/wizard): its reducers live with the line. */
export { deviceRegistrationSlice as deviceInsuranceRegistrationSlice } from '../features/device/shared/wizard/registration-slice';
export type { DeviceRegistrationState } from '../features/device/shared/wizard/registration-types';
/** The motor registration (features/motor/shared/wizard): its reducers live with the line. */
export { motorRegistrationSlice as motorInsuranceRegistrationSlice } from '../features/motor/shared/wizard/registration-slice';
export type { MotorRegistrationState } from '../features/motor/shared/wizard/registration-types';

/** Reducers keyed by the names the persistence whitelist uses. */
export const persistedReducers = {
  policyHolder: policyHolderSlice.reducer,
  funeralQuote: funeralQuoteSlice.reducer,
  policyHolderRegister: policyHolderRegisterSlice.reducer,
  operatorUser: operatorUserSlice.reducer,
  employeeFuneralRegister: employeeFuneralRegisterSlice.reducer,
  deviceInsuranceRegistration: deviceRegistrationSlice.reducer,
  motorInsuranceRegistration: motorRegistrationSlice.reducer,
};

/** Exactly the slices redux-persist saves (spec 000 §3). */
export const PERSISTED_KEYS = Object.keys(persistedReducers) as (keyof typeof persistedReducers)[];
