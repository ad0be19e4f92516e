import { ChoiceStep } from './choice-step';
import { mfaLabel } from './step-copy';
import type { StepProps } from './step-props';

/** The second factors a user can set up during sign-in (Amplify answers 'EMAIL' or 'TOTP'). */
const SETUP_LABELS: Record<string, string> = {
  EMAIL: 'Email me a code each time',
  TOTP: 'Use an authenticator app (such as Google or Microsoft Authenticator)',
};

/** MFA setup selection: the account needs a second sign-in step, and the user picks which to set up. */
export function MfaSetupChoiceStep(props: StepProps) {
  const choices = (props.step.allowedMfaTypes ?? []).map((type) => ({
    value: type,
    label: SETUP_LABELS[type] ?? mfaLabel(type),
  }));
  return (
    <ChoiceStep
      {...props}
      intro="To keep your account safe, signing in needs a second step: a code as well as your password."
      question="How would you like to get your sign-in codes?"
      choices={choices}
      required="Please choose how to get your codes"
    />
  );
}
