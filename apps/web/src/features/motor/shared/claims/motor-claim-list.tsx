import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { statusLabel } from '@cover/domain';
import type { MotorClaim } from '@cover/domain/motor';
import { ClaimCard } from '../../../../components/claims/claim-card';
import { ClaimFilterBar, useClaimFilters } from '../../../../components/claims/claim-filters';
import { ClaimList } from '../../../../components/claims/claim-list';
import { Money } from '../../../../components/money/money-display';
import { formatDate } from '../../../../components/policies/labels';
import {
  useGetMotorClaimsQuery,
  useGetMotorPoliciesQuery,
  useGetMotorPolicyClaimsQuery,
  useGetMotorPolicyQuery,
  type MotorFamily,
} from '../api/servicing-api';
import { motorWebPaths } from '../policies/paths';

/** One claim in a list: a link to its page, with what happened to which vehicle, when, and the amounts. */
function MotorClaimCard({ claim, to }: { claim: MotorClaim; to: string }) {
  return (
    <ClaimCard
      claim={claim}
      label={`Claim ${claim.claimNumber}, ${statusLabel(claim.statusDisplayValue)}`}
      to={to}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {claim.claimTypeLabel} · {claim.vehicle} · {formatDate(claim.incident_date)} · policy{' '}
        {claim.policyNumber}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Claimed <Money cents={claim.amount} /> · excess <Money cents={claim.excess} />
      </Typography>
    </ClaimCard>
  );
}

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
      {(claim) => <MotorClaimCard claim={claim} to={paths.claim(claim.claimId)} />}
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
      newClaimPath={paths.newClaim(policyId)}
      claims={claims}
    >
      {(claim) => <MotorClaimCard claim={claim} to={paths.claim(claim.claimId)} />}
    </ClaimList>
  );
}
