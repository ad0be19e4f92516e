import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CancellationTerms } from '@cover/domain';
import { Money } from '../money/money-display';
import { formatDate } from './labels';
import { refundDestination } from './refund-words';

/**
 * The refund sentence for cancelling today (cooling-off of `coolingOffDays`, claims, premiums paid), the
 * refund going back the way the premiums came (`bySalary`: through the payroll).
 */
function RefundLine({
  terms,
  coolingOffDays,
  bySalary,
}: {
  terms: CancellationTerms;
  coolingOffDays: number;
  bySalary: boolean;
}) {
  const unused = terms.refundAmount > 0 ? terms.unusedCover : null;
  // the premium paid in advance for the days after today comes back (docs/decisions/0044)
  const unusedDays = unused ? (
    <>
      You have paid for cover up to {formatDate(unused.paidUntil)}: we refund <Money cents={unused.amount} />{' '}
      for the {unused.days} {unused.days === 1 ? 'day' : 'days'} after today{refundDestination(bySalary)}.
    </>
  ) : null;
  if (terms.refundAmount > 0 && !unused)
    return (
      <>
        You are inside the {coolingOffDays}-day cooling-off period (until {formatDate(terms.coolingOffEndsOn)}
        ): we refund the <Money cents={terms.refundAmount} /> in premiums you paid
        {refundDestination(bySalary)}.
      </>
    );
  if (!terms.withinCoolingOff)
    return (
      <>
        The {coolingOffDays}-day cooling-off period ended on {formatDate(terms.coolingOffEndsOn)}.{' '}
        {unusedDays ?? 'The premiums paid were for the days up to today, so there is nothing to refund.'}
      </>
    );
  if (terms.claimMade)
    return (
      <>
        {unusedDays ? 'No cooling-off refund' : 'No refund'}: a claim has been made on this policy, and the
        cooling-off refund applies only when no claim was made.{unusedDays ? <> {unusedDays}</> : null}
      </>
    );
  return (
    <>
      You are inside the {coolingOffDays}-day cooling-off period (until {formatDate(terms.coolingOffEndsOn)}),
      but no premium has been collected yet, so there is nothing to refund.
    </>
  );
}

/** What cancelling today means, stated before the customer chooses: cover, refund, and open claims. */
export function CancellationTermsPanel({
  terms,
  coolingOffDays,
  claimPath,
  bySalary = false,
}: {
  terms: CancellationTerms;
  /** the line's cooling-off period (31 days long-term, 14 short-term) */
  coolingOffDays: number;
  /** the page of one of the policy's claims */
  claimPath: (claimId: string) => string;
  /** the premiums are deducted from the salary: a refund comes back through the payroll */
  bySalary?: boolean;
}) {
  return (
    <>
      <Alert severity={terms.refundAmount > 0 ? 'info' : 'warning'} sx={{ mb: 2 }}>
        <AlertTitle>If you cancel today</AlertTitle>
        <Typography variant="body2">Your cover stops today and no more premiums are collected.</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <RefundLine terms={terms} coolingOffDays={coolingOffDays} bySalary={bySalary} />
        </Typography>
      </Alert>
      {terms.openClaims.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>
            {terms.openClaims.length === 1
              ? 'A claim on this policy is still open'
              : `${terms.openClaims.length} claims on this policy are still open`}
          </AlertTitle>
          <Typography variant="body2">
            Cancelling does not withdraw{' '}
            {terms.openClaims.map((claim, index) => (
              <span key={claim.claimId}>
                {index > 0 ? ', ' : ''}
                <Link component={RouterLink} to={claimPath(claim.claimId)}>
                  claim {claim.claimNumber}
                </Link>
              </span>
            ))}
            : we go on assessing it on the cover you had.
          </Typography>
        </Alert>
      ) : null}
    </>
  );
}
