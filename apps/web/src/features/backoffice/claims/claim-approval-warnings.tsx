import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ClaimEndsCover } from '@cover/domain';
import type { BackofficeClaim } from '../api/claims-api';

/**
 * What approving a claim of total loss ends, as the server says it does (docs/decisions/0041): the policy is
 * cancelled on the approval with nothing refunded and no further premiums, and the credit life on the item's
 * finance goes on, unless the payout settles its loan (it then ends with the payout: decision 0045). `when`: 'Once the approval is confirmed' (the recommendation) or 'On approval' (confirming).
 */
export function endsCoverSentence(ends: ClaimEndsCover, when: string): string {
  const linked = ends.linkedCover.map((cover) => cover.policyNumber);
  const financier = ends.financedBy ?? null;
  // a financed item: its credit provider is paid the loan's settlement first (docs/decisions/0043)
  const financed = financier
    ? ` The ${ends.item} is financed by ${financier}: the settlement on its loan is paid to ${financier} first from the amount approved, and the customer is paid the rest.`
    : '';
  const goesOn =
    linked.length === 0
      ? ''
      : financier
        ? ` The credit life ${linked.join(' and ')} on the ${ends.item}’s finance ends when the payout is recorded: the loan it covers is settled from it.`
        : ` The credit life ${linked.join(' and ')} on the ${ends.item}’s finance is not cancelled: it continues with its own premium.`;
  return `${when}, policy ${ends.policyNumber} ends: the ${ends.item} is gone, so the policy is cancelled from that day with no refund, and no further premiums are collected.${financed}${goesOn}`;
}

/**
 * A natural death within the waiting period (funeral): the claim's own notice ('… may be limited to a refund
 * of premiums'), as the page's cover terms show it (QA walk 9 no. 4); null for any other claim.
 */
export function waitingPeriodNotice(claim: BackofficeClaim): string | null {
  const view = claim as Record<string, unknown>;
  if (view.withinWaitingPeriod !== true) return null;
  return typeof view.notice === 'string' ? view.notice : 'This claim falls within the waiting period.';
}

/**
 * An approval dialog's intro with what the person approving must weigh: the waiting-period limit (QA walk 9
 * no. 4) and, for a claim of total loss, what approving it ends (no. 3).
 */
export function introWithApprovalWarnings(intro: ReactNode, claim: BackofficeClaim, when: string): ReactNode {
  const waiting = waitingPeriodNotice(claim);
  if (!claim.endsCover && !waiting) return intro;
  return (
    <Stack spacing={1.5}>
      <span>{intro}</span>
      {waiting ? (
        <Alert severity="warning" data-testid="waiting-period">
          {waiting}
        </Alert>
      ) : null}
      {claim.endsCover ? (
        <Alert severity="warning" data-testid="ends-cover">
          {endsCoverSentence(claim.endsCover, when)}
        </Alert>
      ) : null}
    </Stack>
  );
}
