import Typography from '@mui/material/Typography';
import type { FuneralClaimView } from '@cover/domain/funeral';
import { ClaimCard } from '../../../../components/claims/claim-card';
import { ClaimFilterBar, useClaimFilters } from '../../../../components/claims/claim-filters';
import { ClaimList } from '../../../../components/claims/claim-list';
import { formatDate } from '../../shared/labels';
import { Money } from '../../../../components/money/money-display';
import { useGetClaimsQuery } from '../api/claims-api';
import { useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';

/** The page's title and where it leads. */
const PAGE = {
  title: 'My funeral claims',
  back: { to: FUNERAL_PATHS_WEB.policies, label: 'My policies' },
  newClaimPath: FUNERAL_PATHS_WEB.newClaim(),
};

/** One claim in the customer's list: a link to its page, with who died, when, and the amount claimed. */
function RetailClaimCard({ claim }: { claim: FuneralClaimView }) {
  return (
    <ClaimCard claim={claim} to={FUNERAL_PATHS_WEB.claim(claim.claimId)}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {claim.firstName} {claim.lastName} · died {formatDate(claim.funeralClaimBlock.dateOfDeath)} · policy{' '}
        {claim.policyNumber}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Claimed <Money cents={claim.amount} />
      </Typography>
    </ClaimCard>
  );
}

/** The customer's funeral claims, filtered by policy and status. */
export function ClaimListPage() {
  const filters = useClaimFilters();
  const policies = useGetPoliciesQuery({});
  const claims = useGetClaimsQuery(filters.query);
  return (
    <ClaimList
      {...PAGE}
      claims={claims}
      filtered={filters.active}
      matches={filters.matches}
      filters={<ClaimFilterBar filters={filters} policies={policies.data?.data ?? []} />}
    >
      {(claim) => <RetailClaimCard claim={claim} />}
    </ClaimList>
  );
}
