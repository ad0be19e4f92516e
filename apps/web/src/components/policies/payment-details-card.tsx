import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { PaymentDetails } from '@cover/domain';
import { FactList, type Fact } from './fact-list';
import { accountTypeLabel, bankLabel, billingDayText, paymentLabel } from './labels';
import { NO_FURTHER_PREMIUMS } from './policy-ended';
import { SectionCard } from './section-card';

function factsOf(details: PaymentDetails, ended: boolean): Fact[] {
  const method = { label: 'Payment method', value: paymentLabel(details.type) };
  if (details.type === 'deduct_from_salary')
    return [method, { label: 'Salary reference number', value: details.salaryReferenceNumber ?? '—' }];
  return [
    method,
    { label: 'Bank', value: bankLabel(details.bankName) },
    { label: 'Account holder', value: details.accountHolderName ?? '—' },
    { label: 'Account number', value: details.accountNumber ?? '—' },
    { label: 'Account type', value: accountTypeLabel(details.accountType) },
    { label: 'Branch code', value: details.branchCode ?? '—' },
    ...(ended
      ? []
      : [
          {
            label: 'Debit order day',
            value: details.debitOrderDate === null ? '—' : billingDayText(details.debitOrderDate),
          },
        ]),
  ];
}

/**
 * How a policy is paid; the account number comes masked from the server and is shown as it is. Once cover
 * ended (`ended`) it says no further premiums are collected, without the debit order day.
 */
export function PaymentDetailsCard({
  details,
  action,
  ended = false,
  title = 'Payment details',
}: {
  details: PaymentDetails | null;
  action?: ReactNode;
  /** the policy was cancelled or lapsed */
  ended?: boolean;
  /** 'Payment details' on a policy's page; a page that is itself 'Payment details' names it otherwise */
  title?: string;
}) {
  return (
    <SectionCard title={title} action={action} headerGap={1.5}>
      {ended ? (
        <Typography color="text.secondary" sx={{ mb: details ? 1.5 : 0 }}>
          {NO_FURTHER_PREMIUMS}
        </Typography>
      ) : null}
      {details ? (
        <FactList facts={factsOf(details, ended)} />
      ) : ended ? null : (
        <Typography color="text.secondary">No premium is collected for this cover.</Typography>
      )}
    </SectionCard>
  );
}
