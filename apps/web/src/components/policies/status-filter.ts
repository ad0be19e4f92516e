import { statusLabel } from '@cover/domain';

/** One choice of a list's status filter: the value asked for, shown as its chip shows it. */
export interface StatusFilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * The choices of a status filter: one per status the list can show, labelled by statusLabel, the very
 * words its StatusChip shows (so 'Active', 'Lapsed', 'On hold' … in one case, and nothing the chips show
 * is missing from the filter).
 */
export function statusFilterOptions<V extends string>(values: readonly V[]): StatusFilterOption<V>[] {
  return values.map((value) => ({ value, label: statusLabel(value) }));
}

/** Whether a shown status (a status or its display value) is the one the filter asks for ('' = any). */
export function matchesStatusFilter(shown: string, wanted: string): boolean {
  return wanted === '' || statusLabel(shown) === statusLabel(wanted);
}
