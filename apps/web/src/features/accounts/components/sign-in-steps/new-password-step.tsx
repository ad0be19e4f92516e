import { useId, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { passwordField } from '@cover/domain';
import { PasswordField } from '../../../../components/form-fields/password-field';
import { checkMissingAttributes } from './missing-attributes';
import { ATTRIBUTE_LABELS, attributeLabel } from './step-copy';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

/** The password's key among the field errors (no attribute name starts with '#'). */
const PASSWORD = '#password';
const PASSWORD_HELP = 'At least 8 characters with a number, upper and lower case letters and a symbol';

/**
 * New password required (e.g. an account an administrator created): a new password, and each attribute
 * the account still needs (missingAttributes), sent together.
 */
export function NewPasswordStep({ step, busy, alert, answer, onCancel }: StepProps) {
  const id = useId();
  const missing = step.missingAttributes ?? [];
  const [password, setPassword] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const bindInput = (name: string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    const checkedPassword = passwordField.safeParse(password);
    if (!checkedPassword.success)
      found[PASSWORD] = checkedPassword.error.issues[0]?.message ?? 'Please check your password';
    const attributes = checkMissingAttributes(missing, values);
    if (!attributes.ok) Object.assign(found, attributes.errors);
    setErrors(found);
    const first = [PASSWORD, ...missing].find((name) => found[name]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    if (attributes.ok) answer(password, missing.length > 0 ? attributes.values : undefined);
  };

  return (
    <StepForm busy={busy} alert={alert} onSubmit={submit} onCancel={onCancel}>
      <Typography>
        {missing.length > 0
          ? 'Please choose a new password and fill in the details below to finish signing in.'
          : 'Please choose a new password to finish signing in.'}
      </Typography>
      <PasswordField
        id={`${id}-new-password`}
        inputRef={bindInput(PASSWORD)}
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus
        error={Boolean(errors[PASSWORD])}
        helperText={errors[PASSWORD] ?? PASSWORD_HELP}
      />
      {missing.map((name) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          inputRef={bindInput(name)}
          label={attributeLabel(name)}
          type={ATTRIBUTE_LABELS[name]?.type ?? 'text'}
          autoComplete={ATTRIBUTE_LABELS[name]?.autoComplete ?? 'off'}
          value={values[name] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          required
          error={Boolean(errors[name])}
          helperText={errors[name] ?? ' '}
          slotProps={{ htmlInput: { maxLength: 2048 } }}
        />
      ))}
    </StepForm>
  );
}
