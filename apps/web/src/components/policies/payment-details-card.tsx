import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { PaymentDetails } from '@cover/domain';
import { FactList, type Fact } from './fact-list';
import { accountTypeLabel, bankLabel, billingDayText, paymentLabel } from './labels';
import { SectionCard } from './section-card';

function factsOf(details: PaymentDetails): Fact[] {
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
    {
      label: 'Debit order day',
      value: details.debitOrderDate === null ? '—' : billingDayText(details.debitOrderDate),
    },
  ];
}

/** How a policy is paid; the account number comes masked from the server and is shown as it is. */
export function PaymentDetailsCard({
  details,
  action,
}: {
  details: PaymentDetails | null;
  action?: ReactNode;
}) {
  return (
    <SectionCard title="Payment details" action={action} headerGap={1.5}>
      {details ? (
        <FactList facts={factsOf(details)} />
      ) : (
        <Typography color="text.secondary">No premium is collected for this cover.</Typography>
      )}
    </SectionCard>
  );
}
