/**
 * One entry of a policy's, application's or claim's history as staff see it (issue 14): who did what, when
 * and why, staff-only entries included and marked. Customers never receive `internal` entries.
 */
import { z } from 'zod';

export const staffHistoryEntrySchema = z.object({
  id: z.string(),
  /** the event type, e.g. 'claim.recommended', 'policy.staff_note' */
  type: z.string(),
  /** a short sentence of what happened */
  summary: z.string(),
  /** the reason or note given with the action, when there was one */
  reason: z.string().nullable(),
  /** the raw actor ('operator:<id>', a customer's pool subject, 'billing-run') */
  actor: z.string().nullable(),
  /** who did it in plain words: an operator's display name, 'Customer', 'Billing run', 'System' */
  actorName: z.string(),
  /** staff only: never shown to the customer */
  internal: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type StaffHistoryEntry = z.infer<typeof staffHistoryEntrySchema>;
