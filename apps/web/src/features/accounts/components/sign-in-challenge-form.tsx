import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { otpCodeField, passwordField } from '@cover/domain';
import type { Audience } from '../../../lib/identity';
import { otpFailure, signInFailure } from '../../../lib/identity/error-mapping';
import { answerSignInChallenge, type SignInStep } from '../flows/sign-in';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const CODE_STEPS: Partial<Record<SignInStep, string>> = {
  CONFIRM_SIGN_IN_WITH_SMS_CODE: 'Enter the code we sent to your mobile number.',
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: 'Enter the code we sent to your email address.',
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: 'Enter the code from your authenticator app.',
};

const MFA_LABELS: Record<string, string> = {
  SMS: 'Text message (SMS)',
  EMAIL: 'Email',
  TOTP: 'Authenticator app',
};

export interface SignInChallengeFormProps {
  audience: Audience;
  step: SignInStep;
  mfaTypes?: string[];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The richer sign-in steps the pool may ask for (spec 000 §4): an SMS, email or authenticator code, a new
 * password, or a choice of second factor.
 */
export function SignInChallengeForm({
  audience,
  step: firstStep,
  mfaTypes,
  onDone,
  onCancel,
}: SignInChallengeFormProps) {
  const id = useId();
  const run = useSessionOperation(audience);
  const otp = useOperationStatus(audience, 'otp');
  const [step, setStep] = useState(firstStep);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const codePrompt = CODE_STEPS[step];
  const isNewPassword = step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';
  const isSelection = step === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = codePrompt ? otpCodeField : isNewPassword ? passwordField : null;
    const parsed = check?.safeParse(value);
    if (parsed && !parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please check this field');
      return;
    }
    if (isSelection && !value) {
      setFieldError('Please choose how to receive your code');
      return;
    }
    setFieldError(null);
    const outcome = await run('otp', () => answerSignInChallenge(audience, value.trim()), {
      failure: (error) => (codePrompt ? otpFailure(error) : signInFailure(error)),
    });
    if (!outcome.ok) return;
    setValue('');
    if (outcome.value === 'DONE') onDone();
    else setStep(outcome.value);
  };

  if (!codePrompt && !isNewPassword && !isSelection) {
    return (
      <Stack spacing={2}>
        <FormAlert
          severity="warning"
          message="This account needs a sign-in step this site does not offer. Please contact us to sign in."
        />
        <Button variant="outlined" onClick={onCancel}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Confirm your sign-in">
      <FormAlert message={otp.failed ? otp.alertMessage : null} />
      <Stack spacing={2.5}>
        {codePrompt ? (
          <>
            <Typography>{codePrompt}</Typography>
            <CodeField
              id={`${id}-code`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              autoFocus
              error={Boolean(fieldError)}
              helperText={fieldError ?? undefined}
            />
          </>
        ) : null}
        {isNewPassword ? (
          <>
            <Typography>Please choose a new password to finish signing in.</Typography>
            <PasswordField
              id={`${id}-new-password`}
              label="New password"
              autoComplete="new-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              autoFocus
              error={Boolean(fieldError)}
              helperText={
                fieldError ?? 'At least 8 characters with a number, upper and lower case letters and a symbol'
              }
            />
          </>
        ) : null}
        {isSelection ? (
          <Box>
            <FormLabel id={`${id}-mfa`}>How would you like to receive your sign-in code?</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-mfa`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            >
              {(mfaTypes ?? []).map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={MFA_LABELS[type] ?? type}
                />
              ))}
            </RadioGroup>
            {fieldError ? (
              <Typography color="error" variant="body2">
                {fieldError}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" disabled={otp.loading}>
            {otp.loading ? 'Checking…' : 'Continue'}
          </Button>
          <Button variant="text" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
