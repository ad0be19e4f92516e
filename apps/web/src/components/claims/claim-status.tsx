import Chip from '@mui/material/Chip';
import { RecentlyUpdatedMarker, StatusChip } from '../policies/status-chip';

/** What a claim's status line shows. */
export interface ClaimStatusView {
  status: string;
  /** Pending, OnHold, Recommendation Awaited, Approved, Repudiated, Paid */
  statusDisplayValue: string;
  recentlyUpdated: boolean;
  /** on hold: when the customer sent what the hold asked for (null until they do) */
  holdAnsweredAt?: string | null;
}

/**
 * The spec's display values in the customer's words where its own are staff words (QA walk 16): a decision
 * waiting for its second person's confirmation is the 'Final check' the progress names, and a repudiated claim
 * is 'Declined'. Staff pages keep the spec's words.
 */
const CUSTOMER_WORDS: Readonly<Record<string, string>> = {
  'Recommendation Awaited': 'Final check',
  Repudiated: 'Declined',
};
export const customerClaimStatus = (displayValue: string): string =>
  CUSTOMER_WORDS[displayValue] ?? displayValue;

/** Said instead of 'On hold' once the customer answered the hold: the claim is back with the assessor. */
export const HOLD_ANSWERED_STATUS = 'We have your documents';

/**
 * A claim's status chip, and the 'Recently updated' marker when it changed lately. A hold the customer has
 * answered is no longer theirs to act on: it reads 'We have your documents' (the status stays OnHold until
 * the assessor moves it on, as staff see it).
 */
export function ClaimStatus({ claim }: { claim: ClaimStatusView }) {
  const answered = claim.statusDisplayValue === 'OnHold' && Boolean(claim.holdAnsweredAt);
  return (
    <>
      {answered ? (
        <Chip size="small" label={HOLD_ANSWERED_STATUS} color="info" sx={{ fontWeight: 700 }} />
      ) : (
        <StatusChip status={claim.status} displayValue={customerClaimStatus(claim.statusDisplayValue)} />
      )}
      <RecentlyUpdatedMarker show={claim.recentlyUpdated} />
    </>
  );
}
