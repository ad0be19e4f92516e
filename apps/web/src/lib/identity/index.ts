/**
 * Identity for the retail and employee audiences (Amplify v6 against the user pools from GET /api/config),
 * plus the operator's cookie session. Amplify itself is loaded lazily: importing this module does not
 * pull it into a page's first load.
 */
export type { Audience } from './audience';
export {
  AUDIENCES,
  audienceOfPage,
  bearerAudienceForPath,
  homePath,
  safeNextPath,
  signInPath,
  twoFactorPath,
} from './audience';
export { useAuthSession, type AuthSession, type AuthSessionUser } from './use-auth-session';
export { RequireAuth, type RequireAuthProps } from './require-auth';
export { withBearerToken } from './bearer-base-query';
export {
  customerSessionSlice,
  employeeSessionReducer,
  initialSessionState,
  selectSession,
  sessionActions,
  sessionReducers,
  SESSION_OPERATIONS,
  type EmployeeSessionState,
  type OperationStatus,
  type SessionOperation,
  type SessionRootState,
  type SessionState,
  type SessionUser,
} from './session-slice';
export { getAccessToken } from './tokens';
export { useSignOut } from './use-sign-out';
export { completeSignIn, forgetSession, refreshSessionUser, restoreSession } from './session-thunks';
export { RequireOperator } from './require-operator';
export {
  OPERATOR_HOME_PATH,
  OPERATOR_SIGN_IN_PATH,
  useOperatorSignOut,
  useOperatorUser,
} from './use-operator-session';
export { useGetOperatorUserNameQuery, useOperatorLoginMutation } from './operator-api';
export { BACKOFFICE_HOME_PATH, BACKOFFICE_ROLE, isBackofficeOperator, operatorHomeOf } from './operator-home';
