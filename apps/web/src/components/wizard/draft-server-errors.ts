import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's name of a field (its path in the request body) → the field of a step's form, or null. */
export type ServerFieldMap<T extends FieldValues> = (serverPath: string) => Path<T> | null;

/**
 * Puts the server's field problems kept in a wizard's draft (those of its last request) on this step's
 * fields when the step opens, so each shows next to its field (focus on the first); `onShown` then takes
 * the ones shown out of the draft.
 */
export function useDraftServerErrors<T extends FieldValues>(
  serverErrors: Record<string, string>,
  onShown: (paths: string[]) => void,
  setError: UseFormSetError<T>,
  map: ServerFieldMap<T>,
) {
  const mapped = useRef(map);
  const shownNow = useRef(onShown);
  useEffect(() => {
    shownNow.current = onShown;
  });
  useEffect(() => {
    const shown: string[] = [];
    for (const [path, message] of Object.entries(serverErrors)) {
      const field = mapped.current(path);
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: shown.length === 0 });
      shown.push(path);
    }
    if (shown.length > 0) shownNow.current(shown);
  }, [serverErrors, setError]);
}

/** A map for fields the form names as the server does (`names`: their first path segments). */
export const sameNames =
  <T extends FieldValues>(names: readonly string[]): ServerFieldMap<T> =>
  (path) =>
    names.includes(path.split('.')[0] ?? path) ? (path as Path<T>) : null;
