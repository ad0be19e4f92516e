import type { SignInNextStep } from '../../flows/sign-in';

/** The props every sign-in step screen gets from the sign-in steps form. */
export interface StepProps {
  /** What the pool asks for, with its details (where a code went, the choices, …). */
  step: SignInNextStep;
  /** An answer is on its way to the pool. */
  busy: boolean;
  /** Why the last answer was refused, shown above the fields. */
  alert: string | null;
  /** Sends the step's answer (a code, a password, a choice, an email), with attributes for a new password. */
  answer: (response: string, userAttributes?: Record<string, string>) => void;
  /** Leaves the sign-in steps for the sign-in form. */
  onCancel: () => void;
  /** Asks for a new email or SMS code (a code sign-in started again); absent where none can be sent. */
  newCode?: { send: () => void; sending: boolean } | undefined;
}
