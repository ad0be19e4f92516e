import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (paths such as 'mainMember.address.code') on the form's own fields:
 * a path is matched by its last segment, or through `aliases` when the form names a field otherwise.
 * Returns how many were placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  names: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): number {
  let placed = 0;
  for (const [path, message] of Object.entries(fields)) {
    const last = path.split('.').at(-1) ?? path;
    const name = aliases[path] ?? aliases[last] ?? names.find((candidate) => candidate === last);
    if (!name) continue;
    setError(name, { type: 'server', message });
    placed += 1;
  }
  return placed;
}
