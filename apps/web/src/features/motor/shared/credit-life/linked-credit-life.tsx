import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useGetCreditLifePoliciesQuery } from '../../../credit-life/api/credit-life-api';
import type { MotorFamily } from '../api/servicing-api';
import { motorCreditLifeLine } from './motor-credit-life-line';

const WIDE_ON_PHONES = { flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

/** A motor policy's vehicle credit life (sold with it in the wizard), linked; nothing when it has none. */
export function LinkedCreditLifeButton({ family, policyId }: { family: MotorFamily; policyId: string }) {
  const line = motorCreditLifeLine(family);
  const policies = useGetCreditLifePoliciesQuery({ scope: line.scope });
  const linked = policies.data?.data.find((policy) => policy.module.linkedPolicyId === policyId);
  if (!linked) return null;
  return (
    <Button
      component={RouterLink}
      to={line.paths.creditLife(linked.policyId)}
      variant="outlined"
      sx={WIDE_ON_PHONES}
    >
      Credit life on this vehicle
    </Button>
  );
}

/** The link to the caller's vehicle credit life (policies, applications, claims). */
export function VehicleCreditLifeLink({ family }: { family: MotorFamily }) {
  const line = motorCreditLifeLine(family);
  return (
    <Button component={RouterLink} to={line.paths.creditLifeList} variant="outlined">
      {line.wording.listTitle}
    </Button>
  );
}
