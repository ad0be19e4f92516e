import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { canOpenStep, stepState, type WizardProgress } from './wizard-progress';

export interface WizardStepperProps extends WizardProgress {
  /** Step titles, in order; step numbers start at 1. */
  steps: readonly string[];
  /** Called with a step number that may be opened (done steps and the one after the last done). */
  onOpenStep?: (step: number) => void;
  label?: string;
}

/**
 * Progress through a wizard. Phones get a compact "Step 2 of 6" line with a progress bar; from md up, a
 * horizontal stepper whose finished steps can be reopened.
 */
export function WizardStepper({
  steps,
  activeStep,
  succeedSteps,
  onOpenStep,
  label = 'Progress',
}: WizardStepperProps) {
  const progress = { activeStep, succeedSteps };
  const count = steps.length;
  const title = steps[activeStep - 1] ?? '';
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="subtitle2" component="p" aria-current="step">
          Step {activeStep} of {count}: {title}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.max(0, activeStep - 1) / Math.max(1, count - 1)) * 100}
          aria-hidden
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Stepper
        nonLinear
        activeStep={activeStep - 1}
        alternativeLabel
        sx={{ display: { xs: 'none', md: 'flex' } }}
      >
        {steps.map((name, index) => {
          const step = index + 1;
          const state = stepState(step, progress, count);
          const clickable = Boolean(onOpenStep) && state !== 'active' && canOpenStep(step, progress, count);
          return (
            <Step key={name} completed={state === 'done'} disabled={state === 'locked'}>
              {onOpenStep ? (
                // Once one step is a button MUI makes the stepper a tab list, and a tab list may hold only
                // tabs (axe aria-required-children): every step is then a tab, disabled when it cannot open.
                <StepButton
                  onClick={clickable ? () => onOpenStep(step) : undefined}
                  disabled={!clickable && state !== 'active'}
                  aria-current={state === 'active' ? 'step' : undefined}
                >
                  {name}
                </StepButton>
              ) : (
                <StepLabel aria-current={state === 'active' ? 'step' : undefined}>{name}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
