import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { otpCodeField } from '@cover/domain';
import { AUTHENTICATOR_CODE_HELP, CodeField } from '../code-field';
import { codePrompt } from './step-copy';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepField } from './use-step-field';

export interface CodeStepProps extends StepProps {
  /** What to do, in place of the step's own words (e.g. for a custom challenge). */
  prompt?: ReactNode;
  /** More to show above the code field (e.g. the QR code of an authenticator setup). */
  children?: ReactNode;
  /** The code field's helper text. */
  help?: string;
}

/**
 * A 6-digit code step: a code by SMS or email (saying where it went), a code from the authenticator app,
 * and the base of the custom challenge and authenticator setup steps.
 */
export function CodeStep({ prompt, children, help, newCode, ...props }: CodeStepProps) {
  const id = useId();
  const code = useStepField(otpCodeField);
  const submit = () => {
    const value = code.check();
    if (value !== null) props.answer(value);
  };
  return (
    <StepForm
      busy={props.busy}
      alert={props.alert}
      onSubmit={submit}
      onCancel={props.onCancel}
      secondary={
        newCode ? (
          <Button variant="outlined" disabled={newCode.sending || props.busy} onClick={newCode.send}>
            {newCode.sending ? 'Sending…' : 'Send a new code'}
          </Button>
        ) : null
      }
    >
      {typeof prompt === 'string' || prompt === undefined ? (
        <Typography>{prompt ?? codePrompt(props.step)}</Typography>
      ) : (
        prompt
      )}
      {children}
      <CodeField
        id={`${id}-code`}
        inputRef={code.inputRef}
        value={code.value}
        onChange={(event) => code.setValue(event.target.value)}
        required
        autoFocus
        error={Boolean(code.error)}
        helperText={
          code.error ??
          help ??
          (props.step.step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' ? AUTHENTICATOR_CODE_HELP : undefined)
        }
      />
    </StepForm>
  );
}
