/**
 * The operator's cookie session (spec 000 §6–7): its guard, its user and sign-out, and its API calls.
 * Apart from `./index` because these call the API through RTK Query: a page that imports the identity
 * module for the retail or employee pools does not load RTK Query with it (issue 15).
 */
export { RequireOperator } from './require-operator';
export {
  OPERATOR_HOME_PATH,
  OPERATOR_SIGN_IN_PATH,
  useOperatorSignOut,
  useOperatorUser,
} from './use-operator-session';
export { useGetOperatorUserNameQuery } from './operator-api';
export { operatorLogin } from './operator-calls';
