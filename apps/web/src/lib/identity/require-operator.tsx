import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppDispatch } from '../../app/hooks';
import { operatorUserSlice } from '../../app/persisted-slices';
import { useGetOperatorUserNameQuery } from './operator-api';
import { OPERATOR_SIGN_IN_PATH, useOperatorUser } from './use-operator-session';

/**
 * Renders its children for a signed-in operator: the persisted operatorUser and a live cookie session
 * (getUserName). Otherwise, the operator sign-in with `next` to come back.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const operator = useOperatorUser();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const session = useGetOperatorUserNameQuery(undefined, { skip: !operator });
  const expired = Boolean(session.error && 'status' in session.error && session.error.status === 401);

  useEffect(() => {
    if (expired) dispatch(operatorUserSlice.actions.reset());
  }, [expired, dispatch]);

  if (!operator || expired) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${OPERATOR_SIGN_IN_PATH}?next=${next}`} />;
  }
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
