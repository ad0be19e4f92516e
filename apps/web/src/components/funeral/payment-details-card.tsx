import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PaymentDetails } from '@cover/domain';
import { FactList } from './fact-list';
import { accountTypeLabel, bankLabel, paymentLabel } from './labels';

/** How a policy is paid; the account number comes masked from the server and is shown as it is. */
export function PaymentDetailsCard({
  details,
  action,
}: {
  details: PaymentDetails | null;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="payment-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="payment-title" variant="h4" component="h2" sx={{ mr: 'auto' }}>
          Payment details
        </Typography>
        {action}
      </Box>
      {!details ? (
        <Typography color="text.secondary">No premium is collected for this cover.</Typography>
      ) : details.type === 'deduct_from_salary' ? (
        <FactList
          facts={[
            { label: 'Payment method', value: paymentLabel(details.type) },
            { label: 'Salary reference number', value: details.salaryReferenceNumber ?? '—' },
          ]}
        />
      ) : (
        <FactList
          facts={[
            { label: 'Payment method', value: paymentLabel(details.type) },
            { label: 'Bank', value: bankLabel(details.bankName) },
            { label: 'Account holder', value: details.accountHolderName ?? '—' },
            { label: 'Account number', value: details.accountNumber ?? '—' },
            { label: 'Account type', value: accountTypeLabel(details.accountType) },
            { label: 'Branch code', value: details.branchCode ?? '—' },
            { label: 'Debit order day', value: details.debitOrderDate ?? '—' },
          ]}
        />
      )}
    </Paper>
  );
}
