import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ClaimEndsCover } from '@cover/domain';
import type { BackofficeClaim } from '../api/claims-api';

/**
 * What approving a claim of total loss ends, as the server says it does (docs/decisions/0041): the policy is
 * cancelled on the approval with nothing refunded and no further premiums, and the credit life on the item's
 * finance goes on. `when`: 'Once the approval is confirmed' (the recommendation) or 'On approval' (confirming).
 */
export function endsCoverSentence(ends: ClaimEndsCover, when: string): string {
  const linked = ends.linkedCover.map((cover) => cover.policyNumber);
  const goesOn =
    linked.length === 0
      ? ''
      : ` The credit life ${linked.join(' and ')} on the ${ends.item}’s finance is not cancelled: it continues with its own premium.`;
  return `${when}, policy ${ends.policyNumber} ends: the ${ends.item} is gone, so the policy is cancelled from that day with no refund, and no further premiums are collected.${goesOn}`;
}

/** A dialog's intro with, for a claim of total loss, what approving it ends (QA walk 9 no. 3). */
export function introWithEndsCover(intro: ReactNode, claim: BackofficeClaim, when: string): ReactNode {
  if (!claim.endsCover) return intro;
  return (
    <Stack spacing={1.5}>
      <span>{intro}</span>
      <Alert severity="warning" data-testid="ends-cover">
        {endsCoverSentence(claim.endsCover, when)}
      </Alert>
    </Stack>
  );
}
