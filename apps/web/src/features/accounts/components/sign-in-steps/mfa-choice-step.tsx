import { ChoiceStep } from './choice-step';
import { mfaLabel } from './step-copy';
import type { StepProps } from './step-props';

/** MFA selection: the user has more than one second factor and picks where this code should come from. */
export function MfaChoiceStep(props: StepProps) {
  const choices = (props.step.allowedMfaTypes ?? []).map((type) => ({ value: type, label: mfaLabel(type) }));
  return (
    <ChoiceStep
      {...props}
      question="How would you like to receive your sign-in code?"
      choices={choices}
      required="Please choose how to receive your code"
    />
  );
}
