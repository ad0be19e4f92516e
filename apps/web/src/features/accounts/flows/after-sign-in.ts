import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { useNotify } from '../../../components/notifications';
import { completeSignIn, twoFactorPath, type Audience } from '../../../lib/identity';
import { forgetPendingSignIn } from './pending-sign-in';

/**
 * After the pool has signed the user in: record the session, then go on — to `next` when the user is
 * authenticated, to the two-factor step when the code is still to come (spec 000 §4).
 */
export function useAfterSignIn(audience: Audience) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    async (next: string) => {
      forgetPendingSignIn();
      const authenticated = await dispatch(completeSignIn(audience));
      if (authenticated) {
        notify.success('You are signed in');
        await navigate(next, { replace: true });
      } else {
        await navigate(`${twoFactorPath(audience)}?next=${encodeURIComponent(next)}`, { replace: true });
      }
    },
    [audience, dispatch, navigate, notify],
  );
}
