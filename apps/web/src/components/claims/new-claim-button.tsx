import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { EndedPolicyFacts } from '@cover/domain';
import { isClaimablePolicy } from './claimable-policy';

/**
 * A policy page's way to a new claim, on every line, while a claim can still be made on the policy (in force,
 * or cancelled or lapsed for an event before its cover ended: claimable-policy.ts); nothing otherwise.
 */
export function NewClaimButton({
  policy,
  to,
  label = 'Submit a claim',
}: {
  policy: EndedPolicyFacts;
  /** the line's claim form for this policy */
  to: string;
  label?: string;
}) {
  if (!isClaimablePolicy(policy)) return null;
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="contained"
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      {label}
    </Button>
  );
}
