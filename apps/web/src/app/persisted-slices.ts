import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signOut } from './session-actions';

/**
 * The slices that redux-persist saves under the key `nextjs` (store.ts): the six of spec 000 §3 ("Persisted
 * client state") and the motor registration (issue 11). Those of the wizards (the funeral quote, the
 * employee's funeral registration, device and motor registration) live with their lines and join the store
 * when their pages load (wizard-slices.ts); the three here are small and every area's sign-in uses them.
 * Each has an initial state, a `reset` action, and returns to its initial state on `signOut`.
 * The persisted shape stays plain JSON.
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

/** Reducers keyed by the names the persistence whitelist uses (the wizards' join later). */
export const persistedReducers = {
  policyHolder: policyHolderSlice.reducer,
  policyHolderRegister: policyHolderRegisterSlice.reducer,
  operatorUser: operatorUserSlice.reducer,
};
