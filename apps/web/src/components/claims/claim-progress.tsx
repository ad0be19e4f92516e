import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  type ClaimApprovalStatus,
  type ClaimStatus,
  type ClaimTimelineEntry,
  type ClaimTimelineStep,
} from '@cover/domain';
import { formatDate } from '../policies/format-time';
import { SectionCard } from '../policies/section-card';

/** What the tracker reads of a claim of any line. */
export interface ClaimProgressView {
  status: ClaimStatus;
  approvalStatus: ClaimApprovalStatus;
  documentsOutstanding: readonly string[];
  /** on hold: when the customer sent documents in answer to it */
  holdAnsweredAt?: string | null;
  /** when each step was reached; without it the steps show no dates */
  timeline?: readonly ClaimTimelineEntry[] | null;
}

export interface ProgressStep {
  label: string;
  /** the timeline's step this one shows */
  step: ClaimTimelineStep;
  /** said under the step while it is the one being worked on, or once it went wrong */
  detail?: string;
  /** the South African day it was reached, e.g. '25 November 2026' */
  date?: string;
  error?: boolean;
}

/** Under 'Being assessed' while a recommended decision waits for its confirmation (status acknowledged). */
export const FINAL_CHECK = 'We are making a final check before we tell you our decision.';

/** An ISO timestamp as its South African day, e.g. '25 November 2026'; undefined when absent or unreadable. */
export function claimStepDate(value: string | null | undefined): string | undefined {
  if (!value || Number.isNaN(new Date(value).getTime())) return undefined;
  return formatDate(value);
}

/**
 * The claim's path: received, documents in, assessed, approved or declined, paid (worded as the messages
 * we send); which step it is at; and, when the view has a timeline, the day each step was reached.
 */
export function claimProgress(claim: ClaimProgressView): { steps: ProgressStep[]; active: number } {
  const declined = claim.approvalStatus === 'repudiated';
  const approved = claim.approvalStatus === 'approved';
  // on hold, the claim waits for the customer (the documents step) until they answer it
  const held = claim.status === 'in_review' && claim.approvalStatus === 'pending';
  const answered = held && Boolean(claim.holdAnsweredAt);
  const onHold = held && !answered;
  const reached = new Map((claim.timeline ?? []).map((entry) => [entry.step, entry.at]));
  const steps: Omit<ProgressStep, 'date'>[] = [
    { step: 'received', label: 'Claim received' },
    {
      step: 'documents',
      label: 'Documents received',
      detail: onHold
        ? 'On hold: we need something from you'
        : claim.documentsOutstanding.length > 0
          ? 'We are waiting for your documents'
          : undefined,
    },
    {
      step: 'assessing',
      label: 'Being assessed',
      // a decision waiting for its second person's confirmation: said neutrally, never hinting at its outcome
      // (once a hold is answered, the hold's box says the documents were received: not again here)
      detail: claim.status === 'acknowledged' ? FINAL_CHECK : undefined,
    },
    // a repudiated claim ends there: no 'Paid' step still ahead of it
    ...(declined
      ? [{ step: 'declined' as const, label: 'Declined', detail: 'We cannot pay this claim', error: true }]
      : [
          { step: 'approved' as const, label: 'Approved' },
          { step: 'paid' as const, label: 'Paid' },
        ]),
  ];
  const active = activeStep(claim, { declined, approved, onHold });
  // a step ahead of the current one has not been reached: it shows no day, whatever the timeline says; nor
  // has the documents step while the claim waits at it (a motor claim's own documents are in while the
  // inspection photos are not: a day above 'We are waiting for your documents' read as a contradiction)
  const dated = steps.map((step, index): ProgressStep => {
    const waitingHere = index === active && step.step === 'documents';
    const date = index <= active && !waitingHere ? claimStepDate(reached.get(step.step)) : undefined;
    return date ? { ...step, date } : step;
  });
  return { steps: dated, active };
}

function activeStep(
  claim: ClaimProgressView,
  { declined, approved, onHold }: { declined: boolean; approved: boolean; onHold: boolean },
): number {
  if (claim.status === 'paid_out' || (claim.status === 'closed' && approved)) return 5;
  if (declined) return 3;
  if (approved) return 4;
  if (onHold || claim.documentsOutstanding.length > 0) return 1;
  return 2;
}

/** Under a step's label: the day it was reached, and what it waits for (or what went wrong). */
function StepNote({ step, current }: { step: ProgressStep; current: boolean }) {
  const detail = (current || step.error) && step.detail ? step.detail : undefined;
  if (!step.date && !detail) return null;
  return (
    <>
      {step.date && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {step.date}
        </Typography>
      )}
      {detail && (
        <Typography
          variant="caption"
          component="span"
          color={step.error ? 'error' : 'text.secondary'}
          sx={{ display: 'block' }}
        >
          {detail}
        </Typography>
      )}
    </>
  );
}

/** Where a claim is on its way (vertical on phones): the days each step was reached, and what it waits for. */
export function ClaimProgress({ claim }: { claim: ClaimProgressView }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { steps, active } = claimProgress(claim);
  return (
    <SectionCard title="Progress" headerGap={1.5}>
      <Stepper
        activeStep={active}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
        aria-label="Claim progress"
        component="ol"
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {steps.map((step, index) => (
          <Step key={step.step} component="li" completed={index < active && !step.error}>
            <StepLabel
              error={step.error}
              aria-current={index === active ? 'step' : undefined}
              optional={<StepNote step={step} current={index === active} />}
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
