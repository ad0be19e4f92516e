import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { BANK_ACCOUNT_TYPES, paymentMethodLabel, SA_BANKS, type PaymentDetails } from '@cover/domain';
import { FactList, type Fact } from './fact-list';
import { SectionCard } from './section-card';

const bankText = (value: string | null) =>
  value ? (SA_BANKS.find((bank) => bank.value === value || bank.label === value)?.label ?? value) : '';
const accountTypeText = (value: string | null) =>
  value ? (BANK_ACCOUNT_TYPES.find((type) => type.value === value)?.label ?? value) : '';

function factsOf(details: PaymentDetails): Fact[] {
  const method = { label: 'Payment method', value: paymentMethodLabel(details.type) ?? details.type };
  if (details.type === 'deduct_from_salary')
    return [method, { label: 'Salary reference number', value: details.salaryReferenceNumber ?? '—' }];
  return [
    method,
    { label: 'Bank', value: bankText(details.bankName) },
    { label: 'Account holder', value: details.accountHolderName ?? '—' },
    { label: 'Account number', value: details.accountNumber ?? '—' },
    { label: 'Account type', value: accountTypeText(details.accountType) },
    { label: 'Branch code', value: details.branchCode ?? '—' },
    { label: 'Debit order day', value: details.debitOrderDate ?? '—' },
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
