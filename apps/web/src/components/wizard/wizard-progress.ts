/**
 * Wizard progress rules (DESIGN §6: wizards start at step 1 and keep `activeStep` and `succeedSteps`).
 * Steps are numbered from 1. A step can be opened when it is the first, already succeeded, or directly
 * follows a succeeded step; a person can always go back but never skip ahead.
 */
export interface WizardProgress {
  activeStep: number;
  succeedSteps: readonly number[];
}

export type StepState = 'active' | 'done' | 'open' | 'locked';

export function canOpenStep(step: number, progress: WizardProgress, stepCount: number): boolean {
  if (!Number.isInteger(step) || step < 1 || step > stepCount) return false;
  if (step === 1) return true;
  return progress.succeedSteps.includes(step) || progress.succeedSteps.includes(step - 1);
}

export function stepState(step: number, progress: WizardProgress, stepCount: number): StepState {
  if (step === progress.activeStep) return 'active';
  if (progress.succeedSteps.includes(step)) return 'done';
  return canOpenStep(step, progress, stepCount) ? 'open' : 'locked';
}

/**
 * The step to show: the saved active step when it may be opened, otherwise the first step that has not
 * succeeded (a persisted draft from an older version, or a tampered one, cannot jump ahead).
 */
export function resumeStep(progress: WizardProgress, stepCount: number): number {
  if (canOpenStep(progress.activeStep, progress, stepCount)) return progress.activeStep;
  for (let step = 1; step <= stepCount; step += 1) if (!progress.succeedSteps.includes(step)) return step;
  return stepCount;
}

/** The progress after `step` succeeded: it is recorded once and the next step becomes active. */
export function completeStep(progress: WizardProgress, step: number, stepCount: number): WizardProgress {
  const succeedSteps = progress.succeedSteps.includes(step)
    ? [...progress.succeedSteps]
    : [...progress.succeedSteps, step].sort((a, b) => a - b);
  return { activeStep: Math.min(step + 1, stepCount), succeedSteps };
}

/**
 * After an earlier step changes what later steps depend on (e.g. the members behind a quote), the later
 * steps must be confirmed again: they lose their success mark.
 */
export function invalidateFrom(progress: WizardProgress, step: number): WizardProgress {
  return {
    activeStep: Math.min(progress.activeStep, step),
    succeedSteps: progress.succeedSteps.filter((done) => done < step),
  };
}
