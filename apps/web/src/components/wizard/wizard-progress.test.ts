import { describe, expect, it } from 'vitest';
import { canOpenStep, completeStep, invalidateFrom, resumeStep, stepState } from './wizard-progress';

describe('wizard progress', () => {
  const fresh = { activeStep: 1, succeedSteps: [] as number[] };

  it('starts at step 1 and cannot skip ahead', () => {
    expect(canOpenStep(1, fresh, 6)).toBe(true);
    expect(canOpenStep(2, fresh, 6)).toBe(false);
    expect(canOpenStep(0, fresh, 6)).toBe(false);
    expect(canOpenStep(7, { activeStep: 6, succeedSteps: [1, 2, 3, 4, 5, 6] }, 6)).toBe(false);
  });

  it('records a completed step once and moves on, never past the last step', () => {
    const afterOne = completeStep(fresh, 1, 6);
    expect(afterOne).toEqual({ activeStep: 2, succeedSteps: [1] });
    expect(completeStep(afterOne, 1, 6)).toEqual({ activeStep: 2, succeedSteps: [1] });
    expect(completeStep({ activeStep: 6, succeedSteps: [1, 2, 3, 4, 5] }, 6, 6).activeStep).toBe(6);
  });

  it('opens done steps and the one after the last done step', () => {
    const progress = { activeStep: 3, succeedSteps: [1, 2] };
    expect(stepState(1, progress, 6)).toBe('done');
    expect(stepState(3, progress, 6)).toBe('active');
    expect(stepState(4, progress, 6)).toBe('locked');
    expect(canOpenStep(3, progress, 6)).toBe(true);
  });

  it('resumes a saved draft at its active step unless that step is out of reach', () => {
    expect(resumeStep({ activeStep: 3, succeedSteps: [1, 2] }, 6)).toBe(3);
    expect(resumeStep({ activeStep: 5, succeedSteps: [1] }, 6)).toBe(2);
  });

  it('invalidates later steps when an earlier one changes', () => {
    expect(invalidateFrom({ activeStep: 5, succeedSteps: [1, 2, 3, 4] }, 2)).toEqual({
      activeStep: 2,
      succeedSteps: [1],
    });
  });
});
