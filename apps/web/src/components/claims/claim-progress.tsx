import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ClaimApprovalStatus, ClaimStatus } from '@cover/domain';
import { SectionCard } from '../policies/section-card';

/** What the tracker reads of a claim of any line. */
export interface ClaimProgressView {
  status: ClaimStatus;
  approvalStatus: ClaimApprovalStatus;
  documentsOutstanding: readonly string[];
}

interface ProgressStep {
  label: string;
  /** said under the step while it is the one being worked on, or once it went wrong */
  detail?: string;
  error?: boolean;
}

/** The claim's path: submitted, documents in, assessed, decided, paid; and which step it is at. */
export function claimProgress(claim: ClaimProgressView): { steps: ProgressStep[]; active: number } {
  const repudiated = claim.approvalStatus === 'repudiated';
  const approved = claim.approvalStatus === 'approved';
  const steps: ProgressStep[] = [
    { label: 'Claim submitted' },
    {
      label: 'Documents received',
      detail: claim.documentsOutstanding.length > 0 ? 'We are waiting for your documents' : undefined,
    },
    {
      label: 'Being assessed',
      detail: claim.status === 'acknowledged' ? 'The recommendation awaits approval' : undefined,
    },
    repudiated
      ? { label: 'Repudiated', detail: 'The claim was not approved', error: true }
      : { label: approved ? 'Approved' : 'Decision' },
    { label: claim.status === 'paid_out' ? 'Paid' : 'Payment' },
  ];
  if (claim.status === 'paid_out' || (claim.status === 'closed' && approved)) return { steps, active: 5 };
  if (repudiated) return { steps, active: 3 };
  if (approved) return { steps, active: 4 };
  if (claim.documentsOutstanding.length > 0) return { steps, active: 1 };
  return { steps, active: 2 };
}

/** Where a claim is on its way (vertical on phones): the step being worked on, and what it waits for. */
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
          <Step key={step.label} component="li" completed={index < active && !step.error}>
            <StepLabel
              error={step.error}
              aria-current={index === active ? 'step' : undefined}
              optional={
                (index === active || step.error) && step.detail ? (
                  <Typography variant="caption" color={step.error ? 'error' : 'text.secondary'}>
                    {step.detail}
                  </Typography>
                ) : undefined
              }
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
