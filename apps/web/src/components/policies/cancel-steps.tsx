/** The cancel flow's last two screens: the choice restated before "Yes" (with its credit life), and the outcome. */
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CancellationTerms, LinkedCover, UnusedCoverFacts } from '@cover/domain';
import { RecordNumber } from '../page/record-number';
import { Money } from '../money/money-display';
import { formatDate } from './labels';
import { NO_FURTHER_PREMIUMS } from './policy-ended';
import { paidBySalary, refundDestination, type PaidBy } from './refund-words';

/**
 * What the flow needs of a policy of any line: its number, what cancelling it today would mean, and how it
 * is paid (where a refund goes).
 */
export interface CancellablePolicy extends PaidBy {
  policyId: string;
  policyNumber: string;
  cancellationTerms: CancellationTerms;
}

/** What every line's cancelPolicy replies beside the cancelled policy. */
export interface CancelledPolicyReply {
  message: string;
  withinCoolingOff: boolean;
  refund: { amount: number } | null;
  /** the policies sold with it cancelled in the same call */
  alsoCancelled?: { policyId: string; policyNumber: string }[] | undefined;
}

/** Its linked "also cancel" choice: "credit life DCL-2026-000002" or "credit life DCL-…, VCL-…". */
const linkedNumbers = (covers: readonly LinkedCover[]) =>
  `credit life ${covers.map((cover) => cover.policyNumber).join(', ')}`;

/**
 * Why the cancellation refunds what it does, never promising a refund it does not show: inside cooling-off
 * the premiums paid come back only when no claim was made, and there may have been none collected yet.
 */
export function refundOutcome(
  result: Pick<CancelledPolicyReply, 'withinCoolingOff' | 'refund'>,
  coolingOffDays: number,
  claimMade: boolean,
  /** the month paid for that ran past the cancellation, when the refund is for its days after it */
  unused: UnusedCoverFacts | null = null,
): string {
  const refunded = Boolean(result.refund && result.refund.amount > 0);
  const days = refunded && unused ? ` ${unusedDaysText(unused)}` : '';
  if (!result.withinCoolingOff)
    return days
      ? `The cooling-off period had ended.${days}`
      : 'The cooling-off period had ended, and the premiums paid were for the days up to today, so there is nothing to refund.';
  const within = `You cancelled within the ${coolingOffDays}-day cooling-off period`;
  if (refunded && !unused) return `${within}.`;
  if (claimMade)
    return days
      ? `${within}, but a claim has been made on this policy, so the premiums paid are not refunded.${days}`
      : `${within}, but a claim has been made on this policy, so no premiums are refunded.`;
  return `${within}. No premiums had been collected, so there is nothing to refund.`;
}

/** "You had paid for cover up to 24 December 2026, so we refund the 18 days after today." */
const unusedDaysText = ({ paidUntil, days }: UnusedCoverFacts) =>
  `You had paid for cover up to ${formatDate(paidUntil)}, so we refund the ${days} ${days === 1 ? 'day' : 'days'} after today.`;

/**
 * The outcome, brought into view with focus on its heading (the confirm step above it may have left the
 * page scrolled down): the reply's message, the refund, what became of its credit life, and the way back to
 * the policy and to the policies.
 */
export function CancelResult({
  result,
  coolingOffDays,
  claimMade,
  unusedCover = null,
  policyNumber,
  policyPath,
  policiesPath,
  continuing,
  linkedCancel,
  bySalary,
}: {
  result: CancelledPolicyReply;
  coolingOffDays: number;
  /** a claim was made on the policy before it was cancelled (no cooling-off refund then) */
  claimMade: boolean;
  /** the month paid for that ran past the cancellation (the refund is for its days after it) */
  unusedCover?: UnusedCoverFacts | null;
  policyNumber: string;
  /** the cancelled policy's page */
  policyPath: string;
  policiesPath: string;
  /** the linked policies that were not cancelled with it */
  continuing: readonly LinkedCover[];
  linkedCancel?: ((cover: LinkedCover) => string) | undefined;
  /** the premiums were deducted from the salary: a refund comes back through the payroll */
  bySalary: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // centred: clear of the sticky header at the top of a phone's screen
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Typography variant="h3" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {result.message}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {refundOutcome(result, coolingOffDays, claimMade, unusedCover)}
      </Typography>
      {result.refund ? (
        <Typography sx={{ mt: 1 }}>
          Refund: <Money cents={result.refund.amount} />
          {refundDestination(bySalary)}.
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1 }}>{NO_FURTHER_PREMIUMS}</Typography>
      {(result.alsoCancelled ?? []).map((cover) => (
        <Typography sx={{ mt: 1 }} key={cover.policyId}>
          Credit life {cover.policyNumber} is cancelled too.
        </Typography>
      ))}
      {continuing.map((cover) => (
        <Typography sx={{ mt: 1 }} key={cover.policyId}>
          Credit life {cover.policyNumber} continues: <Money cents={cover.monthlyPremium} /> a month.
          {linkedCancel ? (
            <>
              {' '}
              <Link component={RouterLink} to={linkedCancel(cover)}>
                Cancel credit life {cover.policyNumber}
              </Link>
            </>
          ) : null}
        </Typography>
      ))}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={policiesPath} variant="contained">
          Back to my policies
        </Button>
        <Button component={RouterLink} to={policyPath}>
          {/* one run of text: the button lays its children out as flex items, so 'Back to policy' and the
              number would sit in two columns at 390 px */}
          <span>
            Back to policy <RecordNumber>{policyNumber}</RecordNumber>
          </span>
        </Button>
      </Box>
    </Paper>
  );
}

/** The second step: the choice restated with its refund, then cancelled only on "Yes". */
export function ConfirmCancel({
  policy,
  consequence,
  reasonLabel,
  busy,
  problem,
  alsoLinked,
  onAlsoLinked,
  onConfirm,
  onBack,
}: {
  policy: CancellablePolicy;
  consequence: string;
  /** the chosen reason, in the line's words */
  reasonLabel: string;
  busy: boolean;
  problem: string | null;
  /** whether the linked policies (its credit life) are cancelled too */
  alsoLinked: boolean;
  onAlsoLinked: (checked: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const refund = policy.cancellationTerms.refundAmount;
  const linked = policy.cancellationTerms.linkedCover ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="region" aria-labelledby="confirm-cancel">
      <Typography variant="h3" component="h2" id="confirm-cancel">
        Cancel policy {policy.policyNumber}?
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{consequence}</Typography>
      <Typography sx={{ mt: 1 }}>
        {refund > 0 ? (
          <>
            Refund: <Money cents={refund} />
            {refundDestination(paidBySalary(policy))}.
          </>
        ) : (
          'Refund: none.'
        )}
      </Typography>
      <Typography sx={{ mt: 1 }}>Reason: {reasonLabel}</Typography>
      {linked.length > 0 ? (
        <>
          <FormControlLabel
            sx={{ mt: 1.5, display: 'flex' }}
            control={
              <Checkbox checked={alsoLinked} onChange={(event) => onAlsoLinked(event.target.checked)} />
            }
            label={`Also cancel the ${linkedNumbers(linked)} on this finance`}
          />
          <Typography sx={{ mt: 0.5 }}>
            {alsoLinked ? (
              `The ${linkedNumbers(linked)} stops today too: its cover of what you owe on the finance ends.`
            ) : (
              <>
                The {linkedNumbers(linked)} continues:{' '}
                <Money cents={linked.reduce((sum, cover) => sum + cover.monthlyPremium, 0)} /> a month is
                still collected.
              </>
            )}
          </Typography>
        </>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>Go back</Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          Yes, cancel policy {policy.policyNumber}
          {alsoLinked && linked.length > 0 ? ` and the ${linkedNumbers(linked)}` : ''}
        </Button>
      </Box>
    </Paper>
  );
}
