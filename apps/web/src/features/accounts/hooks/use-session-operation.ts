import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import { useNotify } from '../../../components/notifications';
import {
  selectSession,
  sessionActions,
  type Audience,
  type OperationStatus,
  type SessionOperation,
  type SessionRootState,
} from '../../../lib/identity';
import type { IdentityFailure } from '../../../lib/identity/error-mapping';

export type OperationOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface RunOptions {
  /** The catalogue message for a failure; null shows nothing (e.g. the already-signed-in case). */
  failure: (error: unknown) => IdentityFailure | null;
  /** Shown in the snackbar on success. */
  success?: string;
}

/**
 * Runs an async account action as one operation group of the audience's session (spec 000 §4: request,
 * then success or failed with the catalogue message). Failures also show in the snackbar (3000 ms).
 */
export function useSessionOperation(audience: Audience) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  return useCallback(
    async <T>(
      operation: SessionOperation,
      task: () => Promise<T>,
      options: RunOptions,
    ): Promise<OperationOutcome<T>> => {
      const actions = sessionActions(audience);
      dispatch(actions.operationStarted(operation));
      try {
        const value = await task();
        dispatch(actions.operationSucceeded(operation));
        if (options.success) notify.success(options.success);
        return { ok: true, value };
      } catch (error) {
        const failure = options.failure(error);
        if (failure && failure.message) {
          dispatch(actions.operationFailed({ operation, ...failure }));
          notify.error(failure.message);
        } else {
          dispatch(actions.operationCleared(operation));
        }
        return { ok: false, error };
      }
    },
    [audience, dispatch, notify],
  );
}

/** The state of one operation group. */
export function useOperationStatus(audience: Audience, operation: SessionOperation): OperationStatus {
  return useSelector((state: SessionRootState) => selectSession(state, audience)[operation]);
}

/** Clears an operation's message (e.g. when the user edits the form again). */
export function useClearOperation(audience: Audience) {
  const dispatch = useAppDispatch();
  return useCallback(
    (operation: SessionOperation) => dispatch(sessionActions(audience).operationCleared(operation)),
    [audience, dispatch],
  );
}
