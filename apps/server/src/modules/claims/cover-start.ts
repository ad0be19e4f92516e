/**
 * No claim for an event before cover started, on every line (QA motor F21): the event's day and, when the
 * line asks for it, its time against the instant cover started (the issue instant when cover starts on the
 * day it was issued, else the start of the start day in South Africa; `eventBeforeCoverMessage`).
 */
import { eventBeforeCoverMessage } from '@cover/domain';
import type { PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export const EVENT_BEFORE_COVER_CODE = 'EVENT_BEFORE_COVER';

/** Throws 422 naming when cover started when the event came before it; `field` names the event's date. */
export function refuseEventBeforeCover(
  policy: Pick<PolicyRow, 'startDate' | 'createdAt'>,
  event: { date: string; time?: string | null | undefined },
  field: string,
  now: Date,
  code = EVENT_BEFORE_COVER_CODE,
): void {
  const message = eventBeforeCoverMessage(
    event,
    { startDate: policy.startDate, issuedAt: policy.createdAt },
    now,
  );
  if (message) throw new AppError(422, code, message, { [field]: message });
}
