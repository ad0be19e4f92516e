import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { billingDayLabel, formatLongDate } from '@cover/domain';
import type { DeskPolicyHolder } from '@cover/domain/motor';
import { FactList } from '../../../../components/policies/fact-list';
import {
  creditLifeSummaryFacts,
  type DraftCreditLife,
} from '../../../motor/shared/wizard/credit-life-beside';
import { CreditLifeNotPriced } from '../../../motor/shared/wizard/credit-life-premium';
import { creditLifeChosen } from '../../../motor/shared/wizard/credit-life-rules';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { UNDERWRITER_WORDS } from '../../../on-behalf/lib/underwriter-words';
import { deskReferralReasons } from '../lib/desk-referral';
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

/** The draft's referral reasons: what the employee's acceptance will refer it to an underwriter for. */
export function useDeskReferralReasons(holder: Pick<DeskPolicyHolder, 'mostInsuranceYears'>): string[] {
  const { values, quote } = useMotorDraft();
  return deskReferralReasons(values, quote, holder);
}

/**
 * Tells the operator that the employee's acceptance will send the draft to an underwriter, and why (the
 * staff's reasons; nothing when none is needed or there is no quote yet): on the desk's quote and sending steps.
 */
export function DeskUnderwriterNote({
  holder,
  sx,
}: {
  holder: Pick<DeskPolicyHolder, 'mostInsuranceYears'>;
  sx?: SxProps<Theme>;
}) {
  const reasons = useDeskReferralReasons(holder);
  if (reasons.length === 0) return null;
  return (
    <Alert severity="warning" sx={sx} data-testid="underwriter-note">
      {UNDERWRITER_WORDS.operatorBefore(reasons)}
    </Alert>
  );
}

/**
 * What the desk is about to send: the vehicle, the premium (with vehicle credit life: both premiums and what
 * they come to a month, and who is responsible for the finance), the start and how it is paid. One the
 * employee's acceptance will refer to an underwriter has no start date, and the operator is told why (the
 * application page's words once sent).
 */
export function DeskCoverSummary({ credit, holder }: { credit: DraftCreditLife; holder: DeskPolicyHolder }) {
  const { values, quote } = useMotorDraft();
  const employeeName = `${holder.firstName} ${holder.lastName}`.trim();
  const reasons = useDeskReferralReasons(holder);
  const goesToUnderwriter = reasons.length > 0;
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
          goesToUnderwriter
            ? { label: UNDERWRITER_WORDS.coverStartsLabel, value: UNDERWRITER_WORDS.coverStarts }
            : {
                label: 'Cover starts on',
                value: values.effectiveDate ? formatLongDate(values.effectiveDate) : '',
              },
          { label: 'Payment', value: deskPaymentText(values) },
        ]}
      />
      <CreditLifeNotPriced priced={credit.priced} />
      {goesToUnderwriter ? (
        <DeskUnderwriterNote holder={holder} sx={{ mt: 2 }} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Cover starts once the employee accepts and the vehicle’s inspection is approved.
        </Typography>
      )}
    </>
  );
}
