import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppDispatch } from '../../app/hooks';
import { operatorUserSlice } from '../../app/persisted-slices';
import { useGetOperatorUserNameQuery } from './operator-api';
import { BACKOFFICE_HOME_PATH, lacksDeskRole } from './operator-home';
import { OPERATOR_SIGN_IN_PATH, useOperatorUser } from './use-operator-session';

/**
 * Renders its children for a signed-in operator: the persisted operatorUser and a live cookie session
 * (getUserName). Otherwise, the operator sign-in with `next` to come back; but an operator who signed out
 * goes to the sign-in page as it is, as the sign-out itself does (whichever of the two navigations comes
 * last, the next person to sign in on this device is not sent to this page). A desk page (`desk`) sends
 * back-office staff without the operator role to their console: the server refuses them the desk's calls.
 */
export function RequireOperator({ children, desk = false }: { children: ReactNode; desk?: boolean }) {
  const operator = useOperatorUser();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const session = useGetOperatorUserNameQuery(undefined, { skip: !operator });
  const expired = Boolean(session.error && 'status' in session.error && session.error.status === 401);
  // Only this guard ends a session it finds expired; an operator who is gone otherwise signed out.
  const sawOperator = useRef(false);
  const endedHere = useRef(false);

  useEffect(() => {
    if (operator) sawOperator.current = true;
  }, [operator]);
  useEffect(() => {
    if (!expired) return;
    endedHere.current = true;
    dispatch(operatorUserSlice.actions.reset());
  }, [expired, dispatch]);

  if (!operator && sawOperator.current && !endedHere.current) {
    return <Navigate replace to={OPERATOR_SIGN_IN_PATH} />;
  }
  if (!operator || expired) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${OPERATOR_SIGN_IN_PATH}?next=${next}`} />;
  }
  if (desk && lacksDeskRole(operator)) return <Navigate replace to={BACKOFFICE_HOME_PATH} />;
  if (session.isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', gap: 2, py: 10 }}>
        <CircularProgress size={28} aria-hidden />
        <span>Checking your sign-in…</span>
      </Box>
    );
  }
  return <>{children}</>;
}
