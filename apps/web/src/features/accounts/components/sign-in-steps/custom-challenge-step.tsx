import { codeDestination } from '../code-destination';
import { codeSentText } from './step-copy';
import { CodeStep } from './code-step';
import type { StepProps } from './step-props';

/** The custom challenge methods the pool's hooks may use, and what to say for each. */
const METHOD_TEXTS: Record<string, { sent: (destination: string) => string; fallback: string }> = {
  ROSTER_SMS: {
    sent: (destination) =>
      `We sent a 6-digit code to ${codeDestination(destination)}, the work cellphone number on your employer's records.`,
    fallback: "Enter the code we sent to the work cellphone number on your employer's records.",
  },
};

/**
 * A custom challenge (CUSTOM_AUTH): for employees, a code sent by SMS to the work cellphone on the employer's
 * roster. The pool's public parameters say how (method) and where (masked destination).
 */
export function CustomChallengeStep(props: StepProps) {
  const info = props.step.additionalInfo ?? {};
  const method = METHOD_TEXTS[info.method ?? ''];
  const destination = info.destination?.trim();
  const prompt = method
    ? destination
      ? method.sent(destination)
      : method.fallback
    : codeSentText({ destination }, 'Enter the code we sent you.');
  return <CodeStep {...props} prompt={prompt} />;
}
