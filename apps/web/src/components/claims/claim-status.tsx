import { RecentlyUpdatedMarker, StatusChip } from '../policies/status-chip';

/** What a claim's status line shows. */
export interface ClaimStatusView {
  status: string;
  /** Pending, OnHold, Recommendation Awaited, Approved, Repudiated, Paid */
  statusDisplayValue: string;
  recentlyUpdated: boolean;
}

/** A claim's status chip, and the 'Recently updated' marker when it changed lately. */
export function ClaimStatus({ claim }: { claim: ClaimStatusView }) {
  return (
    <>
      <StatusChip status={claim.status} displayValue={claim.statusDisplayValue} />
      <RecentlyUpdatedMarker show={claim.recentlyUpdated} />
    </>
  );
}
