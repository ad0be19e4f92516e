import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { isMotorTheftClaim, motorClaimTypeLabel, type MotorPolicy } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { excessRuleSentence } from '../quote/excess-text';
import type { MotorClaimDraft } from './claim-draft';

/** The excess of the chosen claim type on the chosen vehicle, stated before anything is sent. */
export function ExcessNotice({ policies }: { policies: readonly MotorPolicy[] }) {
  const { control } = useFormContext<MotorClaimDraft>();
  const [policyId, claimType] = useWatch({ control, name: ['policyId', 'claimType'] });
  const policy = policies.find((entry) => entry.policyId === policyId);
  if (!policy || claimType === '') return null;
  const excess = policy.module.excesses.find((entry) => entry.claimType === claimType);
  return (
    <Alert severity="info" role="status" aria-label="Excess for this claim">
      <AlertTitle>
        Excess for {motorClaimTypeLabel(claimType).toLowerCase()}:{' '}
        {excess ? <Money cents={excess.amount} /> : 'none'}
      </AlertTitle>
      <Typography variant="body2">
        {excess ? `${excessRuleSentence(excess.description)} ` : ''}For the{' '}
        {policy.module.vehicle.description}. It is deducted from what we pay out.
      </Typography>
      {isMotorTheftClaim(claimType) ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          For a stolen or hijacked vehicle you claim its sum insured, <Money cents={policy.sumAssured} />: we
          pay that less the excess. Once we approve the claim, this vehicle's cover ends and no further
          premiums are taken.
        </Typography>
      ) : null}
    </Alert>
  );
}
