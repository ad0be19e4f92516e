import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the page's address (`?status=lapsed`), so a refresh, a shared link or coming back
 * from a record shows the same list. The value is read through `parse` (anything else reads as ''), and a
 * change replaces the history entry rather than adding one per keystroke; '' removes the parameter.
 */
export function useSearchParamState<T extends string>(
  key: string,
  parse: (value: string) => T | '',
): [T | '', (value: T | '') => void] {
  const [params, setParams] = useSearchParams();
  const value = parse(params.get(key) ?? '');
  const setValue = useCallback(
    (next: T | '') =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '') updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      ),
    [key, setParams],
  );
  return [value, setValue];
}

/** A parser for `useSearchParamState` that accepts only the given values. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | '' =>
    values.some((allowed) => allowed === value) ? (value as T) : '';

/** A parser for free text (a search box): kept as typed. */
export const anyText = (value: string): string => value;
