import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRoute } from '../contract-fuzz/routes.js';
import type { CallerName } from './callers.js';

/** One answered cell of the matrix, and the counts printed at the end. */
export interface Cell {
  route: string;
  caller: CallerName;
  ids: 'outsider' | 'own' | "other's";
  status: number;
  /** Values of the other owner the answer showed (that the request did not send). */
  leaked: string[];
  code?: string;
}

export const label = (route: Pick<FuzzRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The error code of a refusal, if the answer is in the envelope. */
export function errorCode(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json<{ error?: { code?: string } }>().error?.code ?? undefined) || undefined;
  } catch {
    return undefined;
  }
}

/** The other owner's values in an answer, leaving out those the request itself carried. */
export const leakedIn = (body: string, markers: readonly string[], sent: string) =>
  markers.filter((marker) => !sent.includes(marker) && body.includes(marker));

/**
 * Routes whose success changes what later cells see (ends a session, deletes the user, cancels, removes or
 * swaps a record): their own-ids cells run last, sessions last of all.
 */
export function lateness(route: Pick<FuzzRoute, 'url'>): number {
  if (/clear-cookies/.test(route.url)) return 3;
  if (/logout|adminDeleteUser/i.test(route.url)) return 2;
  if (
    /cancel|archive|remove|delete|swap|reset|applyAlteration|\/alter$|updateProfileAttributes|adminUpdateUserAttributes/i.test(
      route.url,
    )
  )
    return 1;
  return 0;
}

/** Cell counts by caller and kind of ids, with each status class. */
export function summarise(cells: readonly Cell[]) {
  const rows = new Map<string, Record<string, number | string>>();
  for (const cell of cells) {
    const key = `${cell.caller} · ${cell.ids}`;
    const row = rows.get(key) ?? { caller: cell.caller, ids: cell.ids, cells: 0 };
    const bucket =
      cell.status === 401 || cell.status === 403 || cell.status === 404
        ? String(cell.status)
        : `${Math.floor(cell.status / 100)}xx`;
    row.cells = Number(row.cells) + 1;
    row[bucket] = Number(row[bucket] ?? 0) + 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}
