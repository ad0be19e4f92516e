import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { DEVICE_CLAIM_MESSAGES } from '@cover/domain/device';
import type { DeviceWebPaths } from './paths';

export interface OpenClaimProps {
  claim: { claimId: string; claimNumber: string };
  paths: DeviceWebPaths;
}

/** Why a phone cannot take a new claim now (one at a time), with the way to the claim being dealt with. */
export function OpenClaimText({ claim, paths }: OpenClaimProps) {
  return (
    <>
      {DEVICE_CLAIM_MESSAGES.openClaim}{' '}
      <Link component={RouterLink} to={paths.claim(claim.claimId)}>
        See claim {claim.claimNumber}
      </Link>
    </>
  );
}
