/**
 * A claim on a policy whose cover ended, on every line (QA walk 14 no. 1; the rule is the domain's
 * `claimCoverEnd`): a cancelled or lapsed policy still takes a claim for an event up to the last day it
 * covered, refused after that day with the day named on the event's date. A policy ended by the approved
 * claim for its item's total loss takes none (decisions/0041).
 */
import { claimCoverEnd, eventAfterCoverProblem } from '@cover/domain';
import type { PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export const EVENT_AFTER_COVER_CODE = 'EVENT_AFTER_COVER';

/**
 * Throws 422 `notClaimable` (the line's own code and message) when no claim can be made on the policy at
 * all, and 422 naming the last day of cover on `field` when the event came after it.
 */
export function refuseEventAfterCoverEnded(
  policy: Pick<PolicyRow, 'status' | 'cancelledAt' | 'lapsedAt' | 'cancellationReason'>,
  eventDate: string,
  field: string,
  notClaimable: { code: string; message: string },
): void {
  if (!claimCoverEnd(policy).claimable) throw new AppError(422, notClaimable.code, notClaimable.message);
  const message = eventAfterCoverProblem(policy, eventDate);
  if (message) throw new AppError(422, EVENT_AFTER_COVER_CODE, message, { [field]: message });
}
