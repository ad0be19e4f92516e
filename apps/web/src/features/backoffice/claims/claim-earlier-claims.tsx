import Typography from '@mui/material/Typography';
import { claimStaffStatus, type EarlierClaim } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import { formatDate } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import type { BackofficeClaim } from '../api/claims-api';
import { RecordList } from '../components/record-list';
import { StaffStatusChip } from '../components/staff-status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** 'Approved for R 8 000,00 on 3 March 2026', 'Repudiated on …', 'Not decided'. */
function decisionOf(claim: EarlierClaim): string {
  const on = claim.decidedAt ? ` on ${formatDate(claim.decidedAt)}` : '';
  if (claim.approvalStatus === 'approved')
    return `Approved${claim.grantedAmount === null ? '' : ` for ${formatMoney(claim.grantedAmount)}`}${on}`;
  if (claim.approvalStatus === 'repudiated') return `Repudiated${on}`;
  return 'Not decided';
}

/**
 * The same policy's earlier claims on the claim's life (a covered person) or item (a phone, a vehicle), each
 * linked, with its status, decision and the day it was made (QA walk 9 no. 1: a second claim for a person whose
 * first was repudiated named none). Shown only when there is one.
 */
export function ClaimEarlierClaims({ claim }: { claim: BackofficeClaim }) {
  const earlier = claim.earlierClaims;
  if (!earlier || earlier.claims.length === 0) return null;
  const title = earlier.on === 'life' ? 'Earlier claims on this life' : 'Earlier claims on this item';
  return (
    <SectionCard title={title} headerGap={1.5}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Check whether this claim is for the same event before deciding it.
      </Typography>
      <RecordList
        label={title}
        rows={earlier.claims.map((earlierClaim) => ({
          id: earlierClaim.claimId,
          to: BACKOFFICE_PATHS.claim(earlierClaim.claimId),
          title: `Claim ${earlierClaim.claimNumber}`,
          status: <StaffStatusChip label={claimStaffStatus(earlierClaim)} />,
          detail: decisionOf(earlierClaim),
          meta: `Made on ${formatDate(earlierClaim.createdAt)}`,
        }))}
      />
    </SectionCard>
  );
}
