import type { Database } from '../../db/client.js';
import {
  callbackRequests,
  type CallbackRequestRow,
  type NewCallbackRequestRow,
} from '../../db/schema/index.js';

/** Inserts the request; returns null (and stores nothing) when its reference is already taken. */
export async function insertCallbackRequest(
  db: Database,
  row: NewCallbackRequestRow,
): Promise<CallbackRequestRow | null> {
  const [inserted] = await db
    .insert(callbackRequests)
    .values(row)
    .onConflictDoNothing({ target: callbackRequests.reference })
    .returning();
  return inserted ?? null;
}
