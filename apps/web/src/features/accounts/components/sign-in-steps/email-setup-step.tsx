import { useId } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailField } from '@cover/domain';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepField } from './use-step-field';

/** MFA setup by email: the address the sign-in codes will go to (a code to it follows). */
export function EmailSetupStep({ busy, alert, answer, onCancel }: StepProps) {
  const id = useId();
  const email = useStepField(emailField);
  const submit = () => {
    const value = email.check();
    if (value !== null) answer(value);
  };
  return (
    <StepForm busy={busy} alert={alert} onSubmit={submit} onCancel={onCancel} submitLabel="Send code">
      <Typography>
        Your account needs a second sign-in step. Enter the email address we should send your sign-in codes
        to. We will send a code to it now.
      </Typography>
      <TextField
        id={`${id}-email`}
        inputRef={email.inputRef}
        label="Email address"
        type="email"
        autoComplete="email"
        value={email.value}
        onChange={(event) => email.setValue(event.target.value)}
        required
        autoFocus
        error={Boolean(email.error)}
        helperText={email.error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none', spellCheck: false } }}
      />
    </StepForm>
  );
}
