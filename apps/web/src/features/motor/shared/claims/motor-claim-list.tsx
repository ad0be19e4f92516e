import { useParams } from 'react-router';
import { ClaimFilterBar, useClaimFilters } from '../../../../components/claims/claim-filters';
import { ClaimList } from '../../../../components/claims/claim-list';
import { isClaimablePolicy } from '../../../../components/claims/claimable-policy';
import { ItemClaimCard } from '../../../../components/claims/item-claim-card';
import { useGetMotorPoliciesQuery, useGetMotorPolicyQuery, type MotorFamily } from '../api/servicing-api';
import { useGetMotorClaimsQuery, useGetMotorPolicyClaimsQuery } from '../api/claims-api';
import { motorWebPaths } from '../policies/paths';

/** The caller's motor claims (either audience), filtered by policy and by status as the claims show it. */
export function MotorClaimList({ family }: { family: MotorFamily }) {
  const paths = motorWebPaths(family);
  const filters = useClaimFilters();
  const policies = useGetMotorPoliciesQuery({ family });
  const claims = useGetMotorClaimsQuery({ family, ...filters.query });
  return (
    <ClaimList
      title="My motor claims"
      back={{ to: paths.policies, label: 'My motor cover' }}
      newClaimPath={paths.newClaim()}
      filters={<ClaimFilterBar filters={filters} policies={policies.data?.data ?? []} />}
      filtered={filters.active}
      matches={filters.matches}
      claims={claims}
    >
      {(claim) => (
        <ItemClaimCard
          claim={claim}
          item={claim.vehicle}
          incidentDate={claim.incident_date}
          to={paths.claim(claim.claimId)}
        />
      )}
    </ClaimList>
  );
}

/** The claims made on one motor policy (getClaimsByPolicyId), with a new claim on it. */
export function MotorPolicyClaimList({ family }: { family: MotorFamily }) {
  const { policyId = '' } = useParams();
  const paths = motorWebPaths(family);
  const policy = useGetMotorPolicyQuery({ family, policyId });
  const claims = useGetMotorPolicyClaimsQuery({ family, policyId });
  const number = policy.data?.policyNumber;
  return (
    <ClaimList
      title={number ? `Claims on policy ${number}` : 'Claims on this policy'}
      back={{ to: paths.policy(policyId), label: number ? `Policy ${number}` : 'Your policy' }}
      // once known: not after the claim for the vehicle's theft or hijacking ended its cover
      newClaimPath={policy.data && isClaimablePolicy(policy.data) ? paths.newClaim(policyId) : null}
      claims={claims}
    >
      {(claim) => (
        <ItemClaimCard
          claim={claim}
          item={claim.vehicle}
          incidentDate={claim.incident_date}
          to={paths.claim(claim.claimId)}
        />
      )}
    </ClaimList>
  );
}
