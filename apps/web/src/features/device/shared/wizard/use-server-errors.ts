import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../../../app/hooks';
import { useDraftServerErrors, type ServerFieldMap } from '../../../../components/wizard/draft-server-errors';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';

export { sameNames, type ServerFieldMap } from '../../../../components/wizard/draft-server-errors';

/**
 * Puts the server's field problems of the last application call (kept in the draft) on this step's
 * fields when the step opens, so each shows next to its field; they are then taken out of the draft.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, map: ServerFieldMap<T>) {
  const dispatch = useAppDispatch();
  const { serverErrors } = useDeviceDraft();
  const onShown = useCallback(
    (paths: string[]) => dispatch(deviceRegistrationActions.serverErrorsShown(paths)),
    [dispatch],
  );
  useDraftServerErrors(serverErrors, onShown, setError, map);
}
