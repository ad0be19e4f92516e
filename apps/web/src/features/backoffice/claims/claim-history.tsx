import type { BackofficeClaim } from '../api/claims-api';
import { HistoryList } from '../components/history-list';
import { staffHistoryEntries } from '../components/staff-history';

/** The claim's own history, newest first: who did what and why, staff-only entries marked "Staff only". */
export function ClaimHistory({ claim }: { claim: BackofficeClaim }) {
  return (
    <HistoryList
      title="Claim history"
      entries={staffHistoryEntries(claim.history)}
      empty="Nothing has been recorded on this claim yet."
    />
  );
}
