import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { clearPersistedState } from '../../app/app-store';
import { useNotify } from '../../components/notifications';
import { signInPath, signInRedirect, type Audience } from './audience';
import { signOutOf } from './session-thunks';

/**
 * Sign-out for an audience: the pool session (on every device with `global`), the two-factor state and
 * the persisted client state; then the audience's sign-in page (with `next`, to come back to that page after
 * the next sign-in).
 */
export function useSignOut(audience: Audience) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    async ({ global = false, next }: { global?: boolean; next?: string } = {}) => {
      await dispatch(signOutOf(audience, { global, clearPersisted: clearPersistedState }));
      notify.success(global ? 'You are signed out on all your devices' : 'You are signed out');
      await navigate(next ? signInRedirect(audience, next) : signInPath(audience), { replace: true });
    },
    [audience, dispatch, navigate, notify],
  );
}
