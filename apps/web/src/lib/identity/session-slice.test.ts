import { describe, expect, it } from 'vitest';
import { signOut } from '../../app/session-actions';
import {
  customerSessionSlice,
  employeeSessionReducer,
  initialEmployeeSessionState,
  initialSessionState,
  sessionActions,
} from './session-slice';

const user = { username: '8001015009087', givenName: 'Thandi' };

describe('session groups', () => {
  it('follow request, then success or failed with the message and its type', () => {
    const reduce = customerSessionSlice.reducer;
    const { operationStarted, operationFailed, operationSucceeded } = sessionActions('retail');
    let state = reduce(initialSessionState, operationStarted('login'));
    expect(state.login).toEqual({
      loading: true,
      success: false,
      failed: false,
      alertMessage: '',
      failureType: '',
    });
    state = reduce(
      state,
      operationFailed({
        operation: 'login',
        message: 'Incorrect username or password',
        failureType: 'NotAuthorizedException',
      }),
    );
    expect(state.login).toMatchObject({
      loading: false,
      failed: true,
      alertMessage: 'Incorrect username or password',
    });
    state = reduce(state, operationSucceeded('login'));
    expect(state.login).toMatchObject({ success: true, failed: false, alertMessage: '' });
  });

  it('counts a retail user as authenticated only once the two-factor code is verified', () => {
    const reduce = customerSessionSlice.reducer;
    const actions = sessionActions('retail');
    let state = reduce(
      initialSessionState,
      actions.sessionResolved({ user, twoFactor: { required: true, status: 'disabled' } }),
    );
    expect(state).toMatchObject({ signedIn: true, isAuthenticated: false, status: 'known' });
    state = reduce(state, actions.twoFactorChanged({ status: 'enabled' }));
    expect(state.isAuthenticated).toBe(true);
    state = reduce(state, actions.sessionCleared());
    expect(state).toMatchObject({ signedIn: false, isAuthenticated: false, user: null });
    expect(state.twoFactor.status).toBe('disabled');
  });

  it('keeps employeeAuthenticated and employeeLogoutStatus in step for employees', () => {
    const actions = sessionActions('employee');
    let state = employeeSessionReducer(
      initialEmployeeSessionState,
      actions.sessionResolved({ user, twoFactor: { required: false, status: 'enabled' } }),
    );
    expect(state.employeeAuthenticated).toBe(true);
    state = employeeSessionReducer(state, actions.operationStarted('logout'));
    expect(state.employeeLogoutStatus).toBe('loading');
    state = employeeSessionReducer(state, actions.sessionCleared());
    state = employeeSessionReducer(state, actions.operationSucceeded('logout'));
    expect(state).toMatchObject({
      employeeAuthenticated: false,
      employeeLogoutStatus: 'success',
      isAuthenticated: false,
    });
  });

  it('forgets the session on sign-out so it is looked up again', () => {
    const signedIn = customerSessionSlice.reducer(
      initialSessionState,
      sessionActions('retail').sessionResolved({ user }),
    );
    const after = customerSessionSlice.reducer(signedIn, signOut());
    expect(after).toMatchObject({ status: 'unknown', user: null, isAuthenticated: false });
  });
});
