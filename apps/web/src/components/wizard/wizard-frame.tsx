import { useMemo, type ReactNode } from 'react';
import { WizardContext } from './wizard-context';
import { canOpenStep, resumeStep, type WizardProgress } from './wizard-progress';
import { useStepHistory } from './use-step-history';
import { WizardStepper } from './wizard-stepper';

export interface WizardFrameProps {
  /** the accessible name of the progress navigation, e.g. 'Application steps' */
  label: string;
  /** step titles in order; step numbers start at 1 */
  steps: readonly string[];
  /** the persisted draft's progress: activeStep and succeedSteps */
  progress: WizardProgress;
  onOpenStep: (step: number) => void;
  /** the content of a step */
  renderStep: (step: number) => ReactNode;
}

/**
 * A wizard: the stepper and the step to show, resumed from the draft's progress (a draft cannot jump past
 * a step that has not succeeded). Steps reach the navigation through useWizard (their back buttons); the
 * browser's back and forward buttons move between the steps too (useStepHistory).
 */
export function WizardFrame({ label, steps, progress, onOpenStep, renderStep }: WizardFrameProps) {
  const step = resumeStep(progress, steps.length);
  useStepHistory(step, onOpenStep, (wanted) => canOpenStep(wanted, progress, steps.length));
  const navigation = useMemo(
    () => ({ step, stepCount: steps.length, openStep: onOpenStep }),
    [onOpenStep, step, steps.length],
  );
  return (
    <WizardContext value={navigation}>
      <WizardStepper
        label={label}
        steps={steps}
        activeStep={step}
        succeedSteps={progress.succeedSteps}
        onOpenStep={onOpenStep}
      />
      {renderStep(step)}
    </WizardContext>
  );
}
