import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../../../app/hooks';
import {
  sameNames,
  useDraftServerErrors,
  type ServerFieldMap,
} from '../../../../components/wizard/draft-server-errors';
import { motorRegistrationActions } from './registration-slice';
import { useMotorDraft } from './use-motor-draft';

/**
 * Puts the server's field problems kept in the motor draft (its last call's) on this step's fields when
 * the step opens; they are then taken out of the draft. The draft keeps them by the form's own paths, so
 * a step names the groups it holds.
 */
export function useMotorServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  groups: readonly string[],
  map: ServerFieldMap<T> = sameNames<T>(groups),
) {
  const dispatch = useAppDispatch();
  const { serverErrors } = useMotorDraft();
  const onShown = useCallback(
    (paths: string[]) => dispatch(motorRegistrationActions.serverErrorsShown(paths)),
    [dispatch],
  );
  useDraftServerErrors(serverErrors, onShown, setError, map);
}
