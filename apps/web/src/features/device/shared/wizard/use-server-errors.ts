import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../../../app/hooks';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';

/** The server's name of a field (its createApplication path) → the field of a step's form, or null. */
export type ServerFieldMap<T extends FieldValues> = (serverPath: string) => Path<T> | null;

/**
 * Puts the server's field problems of the last application call (kept in the draft) on this step's
 * fields when the step opens, so each shows next to its field; they are then taken out of the draft.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, map: ServerFieldMap<T>) {
  const dispatch = useAppDispatch();
  const { serverErrors } = useDeviceDraft();
  const mapped = useRef(map);
  useEffect(() => {
    const shown: string[] = [];
    for (const [path, message] of Object.entries(serverErrors)) {
      const field = mapped.current(path);
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: shown.length === 0 });
      shown.push(path);
    }
    if (shown.length > 0) dispatch(deviceRegistrationActions.serverErrorsShown(shown));
  }, [dispatch, serverErrors, setError]);
}

/** A map for fields the form names as the server does (`names`: their first path segments). */
export const sameNames =
  <T extends FieldValues>(names: readonly string[]): ServerFieldMap<T> =>
  (path) =>
    names.includes(path.split('.')[0] ?? path) ? (path as Path<T>) : null;
