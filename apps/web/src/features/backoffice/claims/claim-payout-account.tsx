import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BANK_ACCOUNT_TYPES } from '@cover/domain';
import { LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import { readApiError } from '../../../lib/api-error';
import { useGetClaimPayoutAccountQuery } from '../api/claims-api';
import { ActionRefusal } from '../components/action-dialog';
import { bankLabel } from '../components/value-labels';

const accountTypeLabel = (type: string) =>
  BANK_ACCOUNT_TYPES.find((entry) => entry.value === type)?.label ?? type;

/**
 * What the person paying an approved claim needs, in the payout dialog: the customer's account in full (the
 * claim page shows it masked) with the amount to pay into it, and before it any settlement to a financed
 * item's credit provider (with no account when the settlement takes the whole amount). Read from the server
 * when the dialog opens, which records who read it; refused to the claim's assessor (four eyes), as recording
 * the payout is.
 */
export function ClaimPayoutAccount({ claimId }: { claimId: string }) {
  const shown = useGetClaimPayoutAccountQuery({ claimId }, { refetchOnMountOrArgChange: true });
  if (shown.isLoading) return <LoadingState label="Loading the payout account" />;
  if (shown.isError || !shown.data) return <ActionRefusal problem={readApiError(shown.error)} />;
  const { account, amount, settlement } = shown.data;
  const rows: [string, string][] = [
    ['Account holder', account.accountHolderName],
    ['Bank', bankLabel(account.bankName)],
    ['Branch code', account.branchCode],
    ['Account number', account.accountNumber],
    ['Account type', accountTypeLabel(account.accountType)],
  ];
  const settlementAlert = settlement ? (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      First pay {formatMoney(settlement.amount)} to {settlement.creditProvider} to settle the loan, as its
      settlement letter says: a payment of its own, with its own reference.
    </Alert>
  ) : null;
  // the settlement took the whole amount: no payment to the customer, so no account to show
  if (settlement && amount === 0)
    return (
      <Box data-testid="payout-account">
        {settlementAlert}
        <Typography>
          Nothing is left to pay into the customer’s account: the settlement takes the whole amount approved.
          Then record the settlement’s payment reference.
        </Typography>
      </Box>
    );
  return (
    <Box data-testid="payout-account">
      {settlementAlert}
      <Typography sx={{ mb: 1 }}>
        Pay <strong>{formatMoney(amount)}</strong> into the customer’s account:
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Then record {settlement ? 'each payment’s reference' : 'the payment reference'}. Your viewing of this
        account is recorded on the claim.
      </Typography>
    </Box>
  );
}
