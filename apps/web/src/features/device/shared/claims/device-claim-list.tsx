import Typography from '@mui/material/Typography';
import { statusLabel } from '@cover/domain';
import type { DeviceClaim } from '@cover/domain/device';
import { ClaimCard } from '../../../../components/claims/claim-card';
import { ClaimFilterBar, useClaimFilters } from '../../../../components/claims/claim-filters';
import { ClaimList } from '../../../../components/claims/claim-list';
import { Money } from '../../../../components/money/money-display';
import { formatDate } from '../../../../components/policies/labels';
import { useGetDeviceClaimsQuery, useGetDevicePoliciesQuery, type DeviceFamily } from '../api/servicing-api';
import { deviceWebPaths } from '../policies/paths';

/** One claim in the list: a link to its page, with what happened to which phone, when, and the amount. */
function DeviceClaimCard({ claim, to }: { claim: DeviceClaim; to: string }) {
  return (
    <ClaimCard
      claim={claim}
      label={`Claim ${claim.claimNumber}, ${statusLabel(claim.statusDisplayValue)}`}
      to={to}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {claim.claimTypeLabel} · {claim.device} · {formatDate(claim.incidentDate)} · policy{' '}
        {claim.policyNumber}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Claimed <Money cents={claim.amount} /> · excess <Money cents={claim.excess} />
      </Typography>
    </ClaimCard>
  );
}

/** The caller's device claims (either audience), filtered by policy and by status as the claims show it. */
export function DeviceClaimList({ family }: { family: DeviceFamily }) {
  const paths = deviceWebPaths(family);
  const filters = useClaimFilters();
  const policies = useGetDevicePoliciesQuery({ family });
  const claims = useGetDeviceClaimsQuery({ family, ...filters.query });
  return (
    <ClaimList
      title="My device claims"
      back={{ to: paths.policies, label: 'My device cover' }}
      newClaimPath={paths.newClaim()}
      filters={<ClaimFilterBar filters={filters} policies={policies.data?.data ?? []} />}
      filtered={filters.active}
      matches={filters.matches}
      claims={claims}
    >
      {(claim) => <DeviceClaimCard claim={claim} to={paths.claim(claim.claimId)} />}
    </ClaimList>
  );
}
