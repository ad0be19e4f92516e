/**
 * A claim's 'Cover status' for the customer, on every line: the cover it was made under (active, or the
 * grace period of a missed premium) and, once the policy ended since, the policy's real status with the
 * day, and that the claim is assessed on the cover of the event's day (QA walk 14 no. 4).
 */
import { formatLongDate, type PolicyEnded } from '@cover/domain';

export function claimCoverStatusText(
  claim: { coverStatus: 'ACTIVE' | 'GRACE'; policyEnded?: PolicyEnded | null | undefined },
  eventDate: string,
): string {
  const ended = claim.policyEnded;
  if (ended) {
    const how = ended.status === 'CANCELLED' ? 'Cancelled' : 'Lapsed';
    return `${how} on ${formatLongDate(ended.on)} — this claim is assessed on the cover you had on ${formatLongDate(eventDate)}`;
  }
  return claim.coverStatus === 'GRACE' ? 'Grace period' : 'Active';
}
