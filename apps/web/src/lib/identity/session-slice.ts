import { createSlice, type PayloadAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { TwoFactorChannel } from '@cover/domain';
import { signOut } from '../../app/session-actions';
import type { Audience } from './audience';

/** One asynchronous operation's state (spec 000 §3): request, then success or failed with a message. */
export interface OperationStatus {
  loading: boolean;
  success: boolean;
  failed: boolean;
  alertMessage: string;
  /** What kind of failure (an identity error name, an API error code); '' when none. */
  failureType: string;
}

export const SESSION_OPERATIONS = [
  'login',
  'signUp',
  'confirmSignUp',
  'resendCode',
  'forgotPassword',
  'newPassword',
  'usernameCheck',
  'profileUpdate',
  'otp',
  'twoFactorSend',
  'twoFactorVerify',
  'changePassword',
  'logout',
] as const;
export type SessionOperation = (typeof SESSION_OPERATIONS)[number];

export interface SessionUser {
  username: string;
  preferredUsername?: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  phoneNumber?: string;
}

export interface TwoFactorState {
  /** The two-factor flag is on for this sign-in. */
  required: boolean;
  /** 'enabled' once the sign-in code is verified (spec 000 §4: stays disabled until then). */
  status: 'enabled' | 'disabled';
  verifyAttribute: TwoFactorChannel;
  /** "We have sent a one-time code to …" after a send. */
  notice: string;
}

export type SessionOperations = Record<SessionOperation, OperationStatus>;

export interface SessionState extends SessionOperations {
  /** unknown until the stored session has been looked at, once per page load (and after sign-out). */
  status: 'unknown' | 'restoring' | 'known';
  user: SessionUser | null;
  /** The user pool has a session (tokens) for this audience. */
  signedIn: boolean;
  /** Signed in and, when two-factor is on, the code is verified. */
  isAuthenticated: boolean;
  twoFactor: TwoFactorState;
}

export interface EmployeeSessionState extends SessionState {
  employeeAuthenticated: boolean;
  employeeLogoutStatus: 'idle' | 'loading' | 'success' | 'failed';
}

export const idleOperation: OperationStatus = {
  loading: false,
  success: false,
  failed: false,
  alertMessage: '',
  failureType: '',
};

const initialTwoFactor: TwoFactorState = {
  required: false,
  status: 'disabled',
  verifyAttribute: 'email',
  notice: '',
};

function initialOperations(): SessionOperations {
  return Object.fromEntries(SESSION_OPERATIONS.map((op) => [op, idleOperation])) as SessionOperations;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  signedIn: false,
  isAuthenticated: false,
  twoFactor: initialTwoFactor,
  ...initialOperations(),
};

function authenticated(state: Pick<SessionState, 'signedIn' | 'twoFactor'>): boolean {
  return state.signedIn && (!state.twoFactor.required || state.twoFactor.status === 'enabled');
}

function createSessionSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: initialSessionState,
    reducers: {
      operationStarted(state, action: PayloadAction<SessionOperation>) {
        state[action.payload] = { ...idleOperation, loading: true };
      },
      operationSucceeded(state, action: PayloadAction<SessionOperation>) {
        state[action.payload] = { ...idleOperation, success: true };
      },
      operationFailed(
        state,
        action: PayloadAction<{ operation: SessionOperation; message: string; failureType: string }>,
      ) {
        const { operation, message, failureType } = action.payload;
        state[operation] = { ...idleOperation, failed: true, alertMessage: message, failureType };
      },
      operationCleared(state, action: PayloadAction<SessionOperation>) {
        state[action.payload] = idleOperation;
      },
      restoreStarted(state) {
        state.status = 'restoring';
      },
      /** The pool session (or none) and the two-factor state, after a restore or a completed sign-in. */
      sessionResolved(
        state,
        action: PayloadAction<{ user: SessionUser | null; twoFactor?: Partial<TwoFactorState> }>,
      ) {
        state.status = 'known';
        state.user = action.payload.user;
        state.signedIn = action.payload.user !== null;
        // Signed in again: the last sign-out is over (RequireAuth keeps `next` for a later forced one).
        if (state.signedIn) state.logout = idleOperation;
        state.twoFactor = action.payload.user
          ? { ...state.twoFactor, ...action.payload.twoFactor }
          : initialTwoFactor;
        state.isAuthenticated = authenticated(state);
      },
      twoFactorChanged(state, action: PayloadAction<Partial<TwoFactorState>>) {
        state.twoFactor = { ...state.twoFactor, ...action.payload };
        state.isAuthenticated = authenticated(state);
      },
      userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
        if (state.user) state.user = { ...state.user, ...action.payload };
      },
      /** This audience signed out: nobody is signed in; the logout group keeps its outcome. */
      sessionCleared(state) {
        return { ...initialSessionState, status: 'known', logout: state.logout };
      },
    },
    // A sign-out anywhere (clearPersistedState) forgets the session; it is looked up again when needed.
    extraReducers: (builder) =>
      builder.addCase(signOut, (state) => ({ ...initialSessionState, logout: state.logout })),
  });
}

export const customerSessionSlice = createSessionSlice('customerSession');
const employeeBase = createSessionSlice('employeeSession');

function logoutStatus(group: OperationStatus): EmployeeSessionState['employeeLogoutStatus'] {
  if (group.loading) return 'loading';
  if (group.failed) return 'failed';
  return group.success ? 'success' : 'idle';
}

export const initialEmployeeSessionState: EmployeeSessionState = {
  ...initialSessionState,
  employeeAuthenticated: false,
  employeeLogoutStatus: 'idle',
};

/** The employee session: the shared groups plus employeeAuthenticated and employeeLogoutStatus. */
export const employeeSessionReducer: Reducer<EmployeeSessionState, UnknownAction> = (
  state = initialEmployeeSessionState,
  action,
) => {
  const core = employeeBase.reducer(state, action);
  const employeeAuthenticated = core.isAuthenticated;
  const employeeLogoutStatus = logoutStatus(core.logout);
  if (
    core === state &&
    state.employeeAuthenticated === employeeAuthenticated &&
    state.employeeLogoutStatus === employeeLogoutStatus
  )
    return state;
  return { ...core, employeeAuthenticated, employeeLogoutStatus };
};

export const sessionReducers = {
  customerSession: customerSessionSlice.reducer,
  employeeSession: employeeSessionReducer,
};

export type SessionActions = typeof customerSessionSlice.actions | typeof employeeBase.actions;

/** The action creators of an audience's session slice. */
export function sessionActions(audience: Audience): SessionActions {
  return audience === 'retail' ? customerSessionSlice.actions : employeeBase.actions;
}

export interface SessionRootState {
  customerSession: SessionState;
  employeeSession: EmployeeSessionState;
}

export function selectSession(state: SessionRootState, audience: Audience): SessionState {
  return audience === 'retail' ? state.customerSession : state.employeeSession;
}
