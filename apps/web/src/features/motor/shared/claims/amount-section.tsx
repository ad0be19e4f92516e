import { useController, useFormContext, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MotorClaimType } from '@cover/domain';
import { FormPhoneField } from '../../../../components/claims/form-bound-fields';
import { MoneyField } from '../../../../components/money/money-field';
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
 * The amount, checked when the field is left (as the server checks it): at or below the excess of the type
 * it is refused at the field, as nothing would be paid (QA ops suggestion 2); the message goes as soon as
 * the amount is put right.
 */
function AmountField({ label }: { label: string }) {
  const { control, trigger } = useFormContext<MotorClaimDraft>();
  const { field, fieldState } = useController({ control, name: 'amount' });
  return (
    <MoneyField
      label={label}
      required
      name={field.name}
      valueCents={typeof field.value === 'number' ? field.value : null}
      onChangeCents={(cents) => {
        field.onChange(cents);
        if (fieldState.error) void trigger('amount');
      }}
      onBlur={() => {
        field.onBlur();
        if (field.value !== null) void trigger('amount');
      }}
      error={fieldState.error?.message}
    />
  );
}

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
        <AmountField label={AMOUNT_LABELS[claimType]} />
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
