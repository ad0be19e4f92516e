import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SectionCard } from './section-card';

export interface PolicyOpenClaimsProps {
  /** the claims on the policy still being dealt with (the detail's cancellation terms name them) */
  claims: readonly { claimId: string; claimNumber: string }[];
  /** the audience's page of one claim */
  claimPath: (claimId: string) => string;
}

/**
 * 'Claims on this policy' on a policy whose cover ended, for every line (QA walk 14 no. 3): the claims still
 * being dealt with, each linked, as cancelling did not withdraw them. Nothing when there is none.
 */
export function PolicyOpenClaims({ claims, claimPath }: PolicyOpenClaimsProps) {
  if (claims.length === 0) return null;
  return (
    <SectionCard title="Claims on this policy" headerGap={1}>
      <Typography sx={{ mb: 1 }}>
        {claims.length === 1 ? 'This claim is' : 'These claims are'} still being dealt with: the policy ending
        did not withdraw {claims.length === 1 ? 'it' : 'them'}.
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {claims.map((claim) => (
          <li key={claim.claimId}>
            <Link component={RouterLink} to={claimPath(claim.claimId)}>
              See claim {claim.claimNumber}
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
