import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { clearPersistedState } from '../../app/app-store';
import type { OperatorUserState } from '../../app/persisted-slices';
import { useNotify } from '../../components/notifications';
import { operatorLogout } from './operator-calls';

import { OPERATOR_HOME_PATH } from './operator-home';

export const OPERATOR_SIGN_IN_PATH = '/operator/sign-in';
export { OPERATOR_HOME_PATH };

/** The operator held in the persisted operatorUser slice (spec 000 §3), or null. */
export function useOperatorUser() {
  return useSelector((state: { operatorUser: OperatorUserState }) => state.operatorUser.operatorUser);
}

/** Ends the operator session (cookie revoked by the server) and clears the persisted client state. */
export function useOperatorSignOut() {
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(async () => {
    // An expired session answers 401: the user is signed out either way.
    await operatorLogout().catch(() => undefined);
    await clearPersistedState();
    notify.success('You are signed out');
    await navigate(OPERATOR_SIGN_IN_PATH, { replace: true });
  }, [navigate, notify]);
}
