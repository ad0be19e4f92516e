import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../app/paths';
import { Money } from '../money/money-display';
import { FactList, type Fact } from '../policies/fact-list';
import { formatDate } from '../policies/format-time';
import { bankLabel } from '../policies/labels';

/** What the payout's working needs of a claim of any line (device and motor have an excess). */
export interface ClaimPayoutWorkingView {
  status: string;
  approvalStatus: string;
  /** the amount claimed (cents) */
  amount: number;
  /** the excess of the claim (cents), where the line has one */
  excess?: number | null;
  grantedAmount: number | null;
  /** the cover for what is claimed (cents): without an excess (funeral), what is paid at most */
  coverAmount?: number;
  /** approved for less than the most payable: why, in the assessor's words to the customer */
  lessThanPayableReason?: string | null;
  /** what limits the most the claim can pay below its cover, and why (a natural death in the waiting period) */
  payableLimit?: { amount: number; reason: string } | null;
  /**
   * a financed item lost outright (docs/decisions/0043): the settlement paid to the credit provider first and
   * the rest to the customer (cents); null otherwise
   */
  payoutSplit?: { creditProvider: string; settlementAmount: number; customerAmount: number } | null;
  /** the payment's reference, once paid */
  payoutReference?: string | null;
  /** with `payoutSplit`, once paid: the reference of the settlement's own payment to the credit provider */
  settlementReference?: string | null;
  bankDetails?: { bankName: string; accountNumber: string };
  timeline?: readonly { step: string; at: string | null }[];
}

/** '…7890' of a masked account number ('******7890'). */
const ending = (accountNumber: string) => accountNumber.replace(/\D/g, '').slice(-4);

const HEADING_ID = 'claim-payout-working';

/**
 * Once a claim is approved: how the amount was reached in plain words (the amount claimed, the excess
 * deducted or what else limits it and why, the most that could be paid, the amount approved), said plainly when less than the most was
 * approved (with the assessor's reason for it, when given), and where and when it is paid with the payment's reference. Nothing before a decision or on a
 * repudiated claim.
 */
export function ClaimPayoutWorking({ claim }: { claim: ClaimPayoutWorkingView }) {
  if (claim.approvalStatus !== 'approved' || claim.grantedAmount === null) return null;
  const granted = claim.grantedAmount;
  const excess = claim.excess ?? 0;
  // without an excess (funeral, credit life) the cover is the most paid; with one, the amount less it
  const limit = claim.payableLimit ?? null;
  const capped =
    !limit && excess === 0 && claim.coverAmount !== undefined && claim.coverAmount < claim.amount;
  const most = limit ? limit.amount : capped ? (claim.coverAmount ?? 0) : Math.max(claim.amount - excess, 0);
  const short = most - granted;
  const paidAt = claim.timeline?.find((entry) => entry.step === 'paid')?.at ?? null;
  const paid = claim.status === 'paid_out' || paidAt !== null || Boolean(claim.payoutReference);
  const split = claim.payoutSplit ?? null;
  const account = claim.bankDetails
    ? `your ${bankLabel(claim.bankDetails.bankName)} account ending ${ending(claim.bankDetails.accountNumber)}`
    : 'your account';
  const facts: Fact[] = [
    { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
    ...(excess > 0
      ? [
          {
            label: 'Less your excess',
            value: (
              <>
                − <Money cents={excess} />
              </>
            ),
          },
          { label: 'The most we could pay', value: <Money cents={most} /> },
        ]
      : limit
        ? [{ label: 'The most we could pay', value: <Money cents={most} /> }]
        : []),
    ...(capped ? [{ label: 'Your cover for this', value: <Money cents={most} /> }] : []),
    { label: 'Amount approved', value: <Money cents={granted} /> },
    ...(split
      ? [
          {
            label: `To ${split.creditProvider}, to settle your loan`,
            value: <Money cents={split.settlementAmount} />,
          },
          { label: 'To you', value: <Money cents={split.customerAmount} /> },
        ]
      : []),
  ];
  // who is paid what: the credit provider's settlement first (its own payment's reference once paid), then
  // the customer's rest, if the settlement left any
  const toWhom = split ? (
    <>
      <Money cents={split.settlementAmount} /> to {split.creditProvider} to settle your loan
      {paid && claim.settlementReference ? ` (reference ${claim.settlementReference})` : null}
      {split.customerAmount > 0 ? (
        <>
          , and <Money cents={split.customerAmount} /> into {account}
        </>
      ) : (
        ': nothing is left to pay into your own account'
      )}
    </>
  ) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="region" aria-labelledby={HEADING_ID}>
      <Typography variant="h4" component="h2" id={HEADING_ID} sx={{ mb: 1.5 }}>
        How your payout was worked out
      </Typography>
      <FactList facts={facts} />
      <Typography sx={{ mt: 1.5 }}>
        {short > 0 ? (
          <>
            After assessing your claim we approved <Money cents={short} /> less than the most we could pay
            {limit
              ? ` (${limit.reason})`
              : excess > 0
                ? ' (the amount claimed less your excess)'
                : capped
                  ? ' (your cover)'
                  : ' (the amount claimed)'}
            .{' '}
            {claim.lessThanPayableReason ? (
              <>
                <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                  The reason: {claim.lessThanPayableReason}
                </Box>{' '}
                If you disagree, request a call back; our{' '}
              </>
            ) : (
              'If you would like to know why, or you disagree, request a call back; our '
            )}
            <Link component={RouterLink} to={PATHS.complaints}>
              complaints page
            </Link>{' '}
            says how to take it further.
          </>
        ) : limit ? (
          `The amount approved is the most we could pay: ${limit.reason}.`
        ) : excess > 0 ? (
          'The amount approved is the amount claimed less your excess.'
        ) : capped ? (
          'The amount approved is your cover for this claim.'
        ) : (
          'The amount approved is the amount claimed.'
        )}
      </Typography>
      {paid ? (
        <Typography sx={{ mt: 1 }}>
          {paidAt ? `Paid on ${formatDate(paidAt)}` : 'Paid'}
          {toWhom ? <>: {toWhom}</> : <> into {account}</>}.
          {claim.payoutReference ? (
            <>
              {' '}
              Payment reference: <strong>{claim.payoutReference}</strong> (as it shows on your bank
              statement).
            </>
          ) : null}
        </Typography>
      ) : (
        <Typography sx={{ mt: 1 }}>
          We will pay{' '}
          {toWhom ?? (
            <>
              <Money cents={granted} /> into {account}
            </>
          )}
          . You will get the payment reference once it is paid.
        </Typography>
      )}
    </Paper>
  );
}
