import Typography from '@mui/material/Typography';
import { billingDayLabel, formatLongDate } from '@cover/domain';
import { Money } from '../../../../components/money/money-display';
import { FactList } from '../../../../components/policies/fact-list';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';

/** An account number as the desk shows it: its last 4 digits only. */
export const maskedAccount = (accountNumber: string) => {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length >= 4 ? `ending in ${digits.slice(-4)}` : 'not given';
};

/** The payment as the desk shows it: never the full account number. */
export function deskPaymentText(values: ReturnType<typeof useMotorDraft>['values']) {
  if (values.paymentMethod !== 'debit_order') return 'Deducted from the employee’s salary';
  const { bankName, accountNumber, debitOrderDate } = values.bankAccount;
  const day = (billingDayLabel(debitOrderDate) ?? '').toLowerCase();
  return `Debit order from ${bankName}, account ${maskedAccount(accountNumber)}, on the ${day} of each month`;
}

/** What the desk is about to send: the vehicle, the premium, the start and how it is paid. */
export function DeskCoverSummary() {
  const { values, quote } = useMotorDraft();
  return (
    <>
      <FactList
        facts={[
          {
            label: 'Vehicle',
            value: `${values.vehicle.make} ${values.vehicle.model}, ${values.vehicle.vehicle_reg_no}`,
          },
          ...(quote ? [{ label: 'Premium a month', value: <Money cents={quote.suggestedPremium} /> }] : []),
          {
            label: 'Cover starts on',
            value: values.effectiveDate ? formatLongDate(values.effectiveDate) : '',
          },
          { label: 'Payment', value: deskPaymentText(values) },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Cover starts once the employee accepts and the vehicle’s inspection is approved.
      </Typography>
    </>
  );
}
