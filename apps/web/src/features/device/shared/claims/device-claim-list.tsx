import { ClaimFilterBar, useClaimFilters } from '../../../../components/claims/claim-filters';
import { ClaimList } from '../../../../components/claims/claim-list';
import { ItemClaimCard } from '../../../../components/claims/item-claim-card';
import { useGetDeviceClaimsQuery, useGetDevicePoliciesQuery, type DeviceFamily } from '../api/servicing-api';
import { deviceWebPaths } from '../policies/paths';

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
      {(claim) => (
        <ItemClaimCard
          claim={claim}
          item={claim.device}
          incidentDate={claim.incidentDate}
          to={paths.claim(claim.claimId)}
        />
      )}
    </ClaimList>
  );
}
