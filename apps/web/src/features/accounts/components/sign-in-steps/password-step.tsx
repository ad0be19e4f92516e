import { useId } from 'react';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { PasswordField } from '../../../../components/form-fields/password-field';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepField } from './use-step-field';

const currentPassword = z.string().min(1, 'Password is required').max(256, 'Password is too long');

/** Signing in with the password after choosing it as the first factor (choice-based sign-in). */
export function PasswordStep({ busy, alert, answer, onCancel }: StepProps) {
  const id = useId();
  const password = useStepField(currentPassword);
  const submit = () => {
    const value = password.check();
    if (value !== null) answer(value);
  };
  return (
    <StepForm busy={busy} alert={alert} onSubmit={submit} onCancel={onCancel} submitLabel="Sign in">
      <Typography>Enter your password to sign in.</Typography>
      <PasswordField
        id={`${id}-password`}
        inputRef={password.inputRef}
        label="Password"
        autoComplete="current-password"
        value={password.value}
        onChange={(event) => password.setValue(event.target.value)}
        required
        autoFocus
        error={Boolean(password.error)}
        helperText={password.error ?? ' '}
      />
    </StepForm>
  );
}
