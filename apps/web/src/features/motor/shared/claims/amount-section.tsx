import { useFormContext, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MotorClaimType } from '@cover/domain';
import { FormMoneyField, FormPhoneField } from '../../../../components/claims/form-bound-fields';
import { SectionCard } from '../../../../components/policies/section-card';
import { needsInspection, type MotorClaimDraft } from './claim-draft';

/** What each type's amount is: the quote or invoice the claim is for. */
const AMOUNT_LABELS: Readonly<Record<Exclude<MotorClaimType, 'STOLEN' | 'HIJACKED'>, string>> = {
  GLASS: 'Glass replacement quote amount (R)',
  ACCESSORIES: 'Quote or invoice amount for the accessories (R)',
  ACCIDENT_SCRATCHES_DENTS: 'Repair quote amount (R)',
  TOWING: 'Towing invoice amount (R)',
};

/**
 * The amount of the quote or invoice (not for theft: the sum insured is claimed) and, for damage that is
 * inspected from photos, the mobile number the inspection link is texted to.
 */
export function AmountSection() {
  const { control } = useFormContext<MotorClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  // theft and hijacking claim the sum insured: no amount is asked
  if (claimType === '' || claimType === 'STOLEN' || claimType === 'HIJACKED') return null;
  const inspected = needsInspection(claimType);
  return (
    <SectionCard title={inspected ? 'Amount and inspection' : 'Amount'} headerGap={2}>
      <Stack spacing={2}>
        <FormMoneyField control={control} name="amount" label={AMOUNT_LABELS[claimType]} required />
        {inspected ? (
          <>
            <Typography color="text.secondary">
              We inspect the damage from photos you take with your phone. We text the link for the photos to
              this number.
            </Typography>
            <FormPhoneField
              control={control}
              name="claimInspectionPhoneNumber"
              label="Mobile number for the inspection link"
              required
            />
          </>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
