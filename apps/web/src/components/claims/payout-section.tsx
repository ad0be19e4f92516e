import { useFormContext, useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { BANK_ACCOUNT_TYPES, SA_BANKS } from '@cover/domain';
import { FieldGrid } from './field-grid';
import type { PayoutFormValues } from './payout-draft';
import { FormSelectField } from './form-select-field';
import { BoundTextField } from '../form-fields/bound-text-field';
import { SectionCard } from '../policies/section-card';

const digitsAndSpaces = (value: string) => value.replace(/[^\d\s]/g, '');

/**
 * Where the benefit is paid: bank (its universal branch code shown), account holder, number and type.
 * Used inside a react-hook-form FormProvider whose values have `bankDetails`.
 */
export function PayoutSection({
  title = 'Where to pay the benefit',
  intro,
}: {
  /** the section's title, when a line pays someone else than "the benefit" says */
  title?: string;
  /** whose account it is and what is paid into it, above the fields */
  intro?: string;
} = {}) {
  const { control } = useFormContext<PayoutFormValues>();
  const bankName = useWatch({ control, name: 'bankDetails.bankName' });
  const branch = SA_BANKS.find((bank) => bank.value === bankName)?.branchCode ?? '';
  return (
    <SectionCard title={title} headerGap={2}>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      <FieldGrid>
        <FormSelectField
          control={control}
          name="bankDetails.bankName"
          label="Bank"
          required
          placeholder="Choose the bank"
          options={SA_BANKS}
          help={branch ? `Branch code ${branch}` : ' '}
        />
        <BoundTextField
          control={control}
          name="bankDetails.accountHolderName"
          label="Account holder name"
          required
        />
        <BoundTextField
          control={control}
          name="bankDetails.accountNumber"
          label="Account number"
          required
          parse={digitsAndSpaces}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormSelectField
          control={control}
          name="bankDetails.accountType"
          label="Account type"
          required
          placeholder="Choose the account type"
          options={BANK_ACCOUNT_TYPES}
        />
      </FieldGrid>
    </SectionCard>
  );
}
