/**
 * A claim's hold the customer has not answered (docs/decisions/0039): their first upload answers it, so until
 * then the claim's Actions warn that what was asked for has not come, and a recommendation to approve asks first
 * why it is no longer needed (claim-recommendation-dialogs.ts).
 */
import Box from '@mui/material/Box';
import { HoldWaiting, type WaitingHold } from '../components/hold-withdrawal';
import type { BackofficeClaim } from '../api/claims-api';

/** On hold and the customer has sent nothing yet: what the hold asked for; null otherwise. */
export function claimWaitingHold(claim: BackofficeClaim): WaitingHold | null {
  if (claim.status !== 'in_review' || typeof claim.holdAnsweredAt === 'string') return null;
  return { asked: typeof claim.holdReason === 'string' ? claim.holdReason : null };
}

/** The Actions' warning while the hold waits for the customer (nothing otherwise). */
export function ClaimHoldWaiting({ waiting }: { waiting: WaitingHold | null }) {
  if (!waiting) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <HoldWaiting waiting={waiting} />
    </Box>
  );
}
