/**
 * The operator desk's routes: the same shape as a line's routes (LineRoute) but for the 'operator' audience,
 * whose caller is the signed-in operator (the HttpOnly op_session cookie), not a pool token.
 */
import type { LineRoute, RouteSpec } from '../../paths/route.js';

export type OperatorDeskRoute = Omit<LineRoute, 'audience'> & { readonly audience: 'operator' };

type DeskSpec = Omit<RouteSpec, 'audience'>;
type BuiltDeskRoute<S extends DeskSpec> = Omit<S, 'at'> &
  Omit<OperatorDeskRoute, Exclude<keyof S, 'at'>> & { readonly audience: 'operator' };

/** Builds the desk's routes of `line` from `at` suffixes under `prefix`; defaults as pathFamily's. */
export function deskPathFamily<const T extends Record<string, DeskSpec>>(
  line: string,
  prefix: string,
  specs: T,
): { [K in keyof T]: BuiltDeskRoute<T[K]> };
export function deskPathFamily(
  line: string,
  prefix: string,
  specs: Record<string, DeskSpec>,
): Record<string, OperatorDeskRoute> {
  const entries = Object.entries(specs).map(([name, { at, ...spec }]): [string, OperatorDeskRoute] => [
    name,
    {
      line,
      audience: 'operator',
      owner: 'line',
      status: 200,
      idempotent: false,
      ...spec,
      path: `${prefix}/${at}`,
    },
  ]);
  return Object.fromEntries(entries);
}
