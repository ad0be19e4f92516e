import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { flattenErrors } from '../form-fields/flat-errors';
import { DebitOrderFields } from './debit-order-fields';
import type { BankAccountDraft } from './bank-account-draft';
import type { PaymentMethodChoice } from './billing-address-draft';

/** A form holding how the premium is paid (the wizard's payment step, the standalone credit life form). */
export interface PaymentFormShape extends FieldValues {
  paymentMethod: PaymentMethodChoice;
  bankAccount: BankAccountDraft;
}

/**
 * How the premium is paid: a debit order (bank with its universal branch code, account type and number,
 * debit order day) or, for employees, deduction from salary. Said to the customer ("my salary"), or, when
 * someone fills it in for them, about the customer by `payer`, their first name ("Nomvula’s salary").
 */
export function PaymentMethodFields<T extends PaymentFormShape>({
  family,
  form: typed,
  payer,
}: {
  family: 'retail' | 'employee';
  form: UseFormReturn<T>;
  payer?: string | undefined;
}) {
  const whose = payer ? `${payer}’s` : null;
  const form = typed as unknown as UseFormReturn<PaymentFormShape>;
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  return (
    <>
      {family === 'employee' ? (
        <RadioGroup
          aria-label="Payment method"
          value={paymentMethod}
          onChange={(event) =>
            form.setValue(
              'paymentMethod',
              event.target.value === 'deduct_from_salary' ? 'deduct_from_salary' : 'debit_order',
              { shouldDirty: true },
            )
          }
        >
          <FormControlLabel
            value="deduct_from_salary"
            control={<Radio />}
            label={`Deduct from ${whose ?? 'my'} salary`}
          />
          <FormControlLabel
            value="debit_order"
            control={<Radio />}
            label={`Debit order from ${whose ?? 'my'} bank account`}
          />
        </RadioGroup>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your premium is collected by debit order each month on the day you choose.
        </Typography>
      )}
      {paymentMethod === 'debit_order' ? (
        <Controller
          control={form.control}
          name="bankAccount"
          render={({ field }) => (
            <DebitOrderFields
              value={field.value}
              onChange={field.onChange}
              errors={flattenErrors(form.formState.errors.bankAccount ?? {})}
              payer={payer}
            />
          )}
        />
      ) : (
        <Typography sx={{ mt: 1 }}>
          {whose
            ? `The premium is deducted from ${whose} Telkom salary each month.`
            : 'Your premium is deducted from your Telkom salary each month.'}
        </Typography>
      )}
    </>
  );
}
