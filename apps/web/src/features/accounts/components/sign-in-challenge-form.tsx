import { useEffect, useState } from 'react';
import type { Audience } from '../../../lib/identity';
import { answerSignInChallenge, type SignInNextStep, type SignInStep } from '../flows/sign-in';
import { useClearOperation, useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';
import { CodeStep } from './sign-in-steps/code-step';
import { CustomChallengeStep } from './sign-in-steps/custom-challenge-step';
import { EmailSetupStep } from './sign-in-steps/email-setup-step';
import { FirstFactorStep } from './sign-in-steps/first-factor-step';
import { MfaChoiceStep } from './sign-in-steps/mfa-choice-step';
import { MfaSetupChoiceStep } from './sign-in-steps/mfa-setup-choice-step';
import { NewPasswordStep } from './sign-in-steps/new-password-step';
import { PasswordStep } from './sign-in-steps/password-step';
import { UNSUPPORTED_STEP_MESSAGE } from './sign-in-steps/step-copy';
import { StepEnded } from './sign-in-steps/step-ended';
import { answerFailure, startFailure, type AnswerKind } from './sign-in-steps/step-failures';
import type { StepProps } from './sign-in-steps/step-props';
import { TotpSetupStep } from './sign-in-steps/totp-setup-step';

/** The steps that leave the sign-in steps: signed in, or the confirm-sign-up / reset-password detours. */
const FINISHED = new Set<SignInStep>(['DONE', 'CONFIRM_SIGN_UP', 'RESET_PASSWORD']);

/** The steps answered with a 6-digit code. */
const CODE_STEPS = new Set<SignInStep>([
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
]);

const CUSTOM = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';

function answerKind(step: SignInStep, response: string): AnswerKind {
  if (step === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' && response === 'WEB_AUTHN') return 'passkey';
  if (CODE_STEPS.has(step)) return 'code';
  if (step === 'CONFIRM_SIGN_IN_WITH_PASSWORD') return 'password';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPassword';
  return 'other';
}

/** A wrong custom-challenge answer: the pool asks the challenge again instead of refusing. */
function wrongCustomAnswer(): Error {
  const error = new Error('Incorrect answer');
  error.name = 'CodeMismatchException';
  return error;
}

export interface SignInChallengeFormProps {
  audience: Audience;
  /** The pool user the sign-in runs for. */
  username: string;
  /** The step the start of the sign-in answered. */
  step: SignInNextStep;
  /** Why the first step is asked (e.g. the account has no passkey yet). */
  notice?: string | null;
  /** The sign-in left the steps: DONE, CONFIRM_SIGN_UP or RESET_PASSWORD. */
  onFinish: (next: SignInNextStep) => void;
  onCancel: () => void;
  /**
   * Starts the code sign-in again for a new code of the same kind (QA walk 10 no. 15); without it the code
   * steps offer none (a code after a password would need the password again).
   */
  newCode?: (factor: CodeFactor) => Promise<SignInNextStep>;
}

type CodeFactor = 'EMAIL_OTP' | 'SMS_OTP';

/** The kind of code a code step waits for, if a new one can be sent. */
const CODE_FACTOR: Partial<Record<SignInStep, CodeFactor>> = {
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: 'EMAIL_OTP',
  CONFIRM_SIGN_IN_WITH_SMS_CODE: 'SMS_OTP',
};

/**
 * Every sign-in step the pool may ask for after the start (spec 000 §4): SMS, email and authenticator
 * codes, MFA choice and setup (email or authenticator app), new password with missing attributes, the
 * first-factor choice, the password, a passkey and a custom challenge — one screen each, in turn.
 */
export function SignInChallengeForm({
  audience,
  username,
  step: firstStep,
  notice: firstNotice = null,
  onFinish,
  onCancel,
  newCode,
}: SignInChallengeFormProps) {
  const run = useSessionOperation(audience);
  const clear = useClearOperation(audience);
  const otp = useOperationStatus(audience, 'otp');
  const resend = useOperationStatus(audience, 'resendCode');
  const [current, setCurrent] = useState(firstStep);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState(firstNotice);
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    clear('otp');
    clear('resendCode');
  }, [clear]);

  // The pool limits how many codes it sends (its refusal is said); the button waits while one is on its way.
  const sendNewCode = async (factor: CodeFactor) => {
    if (!newCode) return;
    clear('otp');
    const outcome = await run('resendCode', () => newCode(factor), {
      failure: (error) => startFailure(error, 'code'),
      success: 'We have sent you a new code',
    });
    if (!outcome.ok) return;
    if (FINISHED.has(outcome.value.step)) {
      onFinish(outcome.value);
      return;
    }
    setCurrent(outcome.value);
    setRound((count) => count + 1);
  };

  const answer = async (response: string, userAttributes?: Record<string, string>) => {
    clear('resendCode');
    const kind = answerKind(current.step, response);
    const outcome = await run(
      'otp',
      async () => {
        const next = await answerSignInChallenge(audience, username, response, userAttributes);
        if (current.step === CUSTOM && next.step === CUSTOM) throw wrongCustomAnswer();
        return next;
      },
      { failure: (error) => answerFailure(error, kind) },
    );
    if (!outcome.ok) {
      const failure = answerFailure(outcome.error, kind);
      if (failure.ended) setEnded(failure.message);
      return;
    }
    setNotice(null);
    if (FINISHED.has(outcome.value.step)) {
      onFinish(outcome.value);
      return;
    }
    setCurrent(outcome.value);
    setRound((count) => count + 1);
  };

  if (ended) return <StepEnded message={ended} onCancel={onCancel} />;

  const factor = newCode ? CODE_FACTOR[current.step] : undefined;
  const props: StepProps = {
    step: current,
    busy: otp.loading,
    alert: otp.failed ? otp.alertMessage : resend.failed ? resend.alertMessage : null,
    answer: (response, userAttributes) => void answer(response, userAttributes),
    onCancel,
    newCode: factor ? { send: () => void sendNewCode(factor), sending: resend.loading } : undefined,
  };
  const key = `${current.step}-${round}`;
  switch (current.step) {
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return <CodeStep key={key} {...props} />;
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return <CustomChallengeStep key={key} {...props} />;
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return <NewPasswordStep key={key} {...props} />;
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return <MfaChoiceStep key={key} {...props} />;
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return <MfaSetupChoiceStep key={key} {...props} />;
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return <TotpSetupStep key={key} {...props} />;
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return <EmailSetupStep key={key} {...props} />;
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
      return <FirstFactorStep key={key} {...props} notice={notice} />;
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return <PasswordStep key={key} {...props} />;
    default:
      return <StepEnded message={UNSUPPORTED_STEP_MESSAGE} onCancel={onCancel} />;
  }
}
