/**
 * Identity for the retail and employee audiences (Amplify v6 against the user pools from GET /api/config),
 * and what the operator's pages share with them. Amplify itself is loaded lazily: importing this module
 * does not pull it into a page's first load. The operator's cookie session is in `./operator`: it calls
 * the API through RTK Query, which the retail and employee sign-in pages do not load.
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
export { BACKOFFICE_HOME_PATH, BACKOFFICE_ROLE, isBackofficeOperator, operatorHomeOf } from './operator-home';
