import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentDetails } from '@cover/domain';
import { bankLabel } from '../labels';

export type PaymentChoice = 'current' | 'new';

/** How the current payment method reads in one line: 'FNB account ••••6789', 'My salary (ref 100200)'. */
export function paymentMethodLine(method: PaymentDetails): string {
  if (method.type === 'deduct_from_salary')
    return `My salary${method.salaryReferenceNumber ? ` (reference ${method.salaryReferenceNumber})` : ''}`;
  return `${bankLabel(method.bankName)} account ${method.accountNumber ?? ''}`.trim();
}

/** Pay the arrears from the policy's payment method, or from another bank account (a new debit order). */
export function ReinstatementPaymentChoice({
  current,
  choice,
  onChange,
}: {
  current: PaymentDetails;
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}) {
  return (
    <FormControl>
      <FormLabel id="reinstatement-payment">Pay the arrears from</FormLabel>
      <RadioGroup
        aria-labelledby="reinstatement-payment"
        value={choice}
        onChange={(event) => onChange(event.target.value === 'new' ? 'new' : 'current')}
      >
        <FormControlLabel value="current" control={<Radio />} label={paymentMethodLine(current)} />
        <FormControlLabel
          value="new"
          control={<Radio />}
          label="Another bank account (it becomes this policy's debit order)"
        />
      </RadioGroup>
    </FormControl>
  );
}
