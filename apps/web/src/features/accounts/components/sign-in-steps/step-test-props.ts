import { vi } from 'vitest';
import type { SignInNextStep } from '../../flows/sign-in';
import type { StepProps } from './step-props';

/** Props for rendering one sign-in step in a test: the step, not busy, no alert, spies for the answers. */
export function stepProps(step: SignInNextStep, overrides: Partial<StepProps> = {}) {
  const answer = vi.fn<StepProps['answer']>();
  const onCancel = vi.fn<StepProps['onCancel']>();
  return { step, busy: false, alert: null, answer, onCancel, ...overrides };
}
