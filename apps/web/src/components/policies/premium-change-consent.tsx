import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { DEBIT_ORDER_CONSENT_MESSAGE, SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { debitOrderConsentItems } from '../declaration/debit-order-consent';
import { salaryDeductionConsentItems } from '../declaration/salary-deduction-consent';

/** The payment consent a change raising the premium asks, with its words and the message when not given. */
export interface PremiumChangeConsent {
  name: 'salaryDeduction' | 'debitOrder';
  label: string;
  message: string;
}

/**
 * The consent for a NEW premium a month (QA walk 10 no. 3), as the wizard asked it for the first one: the
 * salary deduction's when the salary pays, the debit order's (with its day) when a debit order pays; none
 * when the premium does not go up, or nothing is collected.
 */
export function premiumChangeConsent(
  payment: { type: 'debit_order' | 'deduct_from_salary'; debitOrderDate: number | null } | null,
  change: { currentPremium: number; newPremium: number },
  billingDay: number,
): PremiumChangeConsent | null {
  if (!payment || change.newPremium <= change.currentPremium) return null;
  if (payment.type === 'deduct_from_salary') {
    const [item] = salaryDeductionConsentItems(true, change.newPremium);
    return item ? { ...item, message: SALARY_DEDUCTION_CONSENT_MESSAGE } : null;
  }
  const [item] = debitOrderConsentItems(change.newPremium, payment.debitOrderDate ?? billingDay);
  return item ? { ...item, message: DEBIT_ORDER_CONSENT_MESSAGE } : null;
}

/** Its checkbox, with the message under it when the change was confirmed without it. */
export function PremiumConsentCheckbox({
  consent,
  given,
  onChange,
  showError,
}: {
  consent: PremiumChangeConsent;
  given: boolean;
  onChange: (given: boolean) => void;
  showError: boolean;
}) {
  const error = showError && !given;
  return (
    <FormControl error={error} sx={{ mt: 2, display: 'block' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={given}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-invalid': error, required: true } }}
          />
        }
        label={consent.label}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
      />
      {error ? <FormHelperText>{consent.message}</FormHelperText> : null}
    </FormControl>
  );
}
