import Typography from '@mui/material/Typography';
import { billingDayLabel, formatLongDate } from '@cover/domain';
import { FactList } from '../../../../components/policies/fact-list';
import {
  creditLifeSummaryFacts,
  type DraftCreditLife,
} from '../../../motor/shared/wizard/credit-life-beside';
import { CreditLifeNotPriced } from '../../../motor/shared/wizard/credit-life-premium';
import { creditLifeChosen } from '../../../motor/shared/wizard/credit-life-rules';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { FINANCE_RESPONSIBLE_LABEL, financeResponsibleText } from '../lib/finance-responsible';

/** An account number as the desk shows it: its last 4 digits only. */
export const maskedAccount = (accountNumber: string) => {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length >= 4 ? `ending in ${digits.slice(-4)}` : 'not given';
};

type MotorValues = ReturnType<typeof useMotorDraft>['values'];

/** The payment as the desk shows it: never the full account number. */
export function deskPaymentText(values: MotorValues) {
  if (values.paymentMethod !== 'debit_order') return 'Deducted from the employee’s salary';
  const { bankName, accountNumber, debitOrderDate } = values.bankAccount;
  const day = (billingDayLabel(debitOrderDate) ?? '').toLowerCase();
  return `Debit order from ${bankName}, account ${maskedAccount(accountNumber)}, on the ${day} of each month`;
}

/** With vehicle credit life, who is responsible for the finance: the employee, or the person named. */
function financeResponsibleFacts(values: MotorValues, employeeName: string) {
  if (!creditLifeChosen(values)) return [];
  const { responsible, personResponsibleForFinancing: person } = values.creditLifeDetails;
  const theEmployee = responsible === 'me';
  const name = theEmployee ? employeeName : `${person.firstName} ${person.lastName}`.trim();
  return [{ label: FINANCE_RESPONSIBLE_LABEL, value: financeResponsibleText({ theEmployee, name }) }];
}

/**
 * What the desk is about to send: the vehicle, the premium (with vehicle credit life: both premiums and what
 * they come to a month, and who is responsible for the finance), the start and how it is paid.
 */
export function DeskCoverSummary({
  credit,
  employeeName,
}: {
  credit: DraftCreditLife;
  employeeName: string;
}) {
  const { values, quote } = useMotorDraft();
  return (
    <>
      <FactList
        facts={[
          {
            label: 'Vehicle',
            value: `${values.vehicle.make} ${values.vehicle.model}, ${values.vehicle.vehicle_reg_no}`,
          },
          ...creditLifeSummaryFacts(credit, quote ? quote.suggestedPremium : null),
          ...financeResponsibleFacts(values, employeeName),
          {
            label: 'Cover starts on',
            value: values.effectiveDate ? formatLongDate(values.effectiveDate) : '',
          },
          { label: 'Payment', value: deskPaymentText(values) },
        ]}
      />
      <CreditLifeNotPriced priced={credit.priced} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Cover starts once the employee accepts and the vehicle’s inspection is approved.
      </Typography>
    </>
  );
}
