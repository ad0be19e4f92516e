import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { browserSupportsPasskeys } from '../passkeys/passkey-flows';
import { isCodeFactor } from '../../flows/sign-in';
import { FormAlert } from '../form-alert';
import type { StepProps } from './step-props';

/** The first factors a user may pick, in the order offered, with their words. */
const FACTORS: { factor: string; label: string; busyLabel: string }[] = [
  { factor: 'EMAIL_OTP', label: 'Email me a code', busyLabel: 'Sending code…' },
  { factor: 'SMS_OTP', label: 'Text me a code (SMS)', busyLabel: 'Sending code…' },
  { factor: 'WEB_AUTHN', label: 'Use a passkey', busyLabel: 'Waiting for your passkey…' },
  { factor: 'PASSWORD_SRP', label: 'Use my password', busyLabel: 'One moment…' },
  { factor: 'PASSWORD', label: 'Use my password', busyLabel: 'One moment…' },
];

export interface FirstFactorStepProps extends StepProps {
  /** Why the choice is asked (e.g. the account has no passkey yet). */
  notice?: string | null;
}

/**
 * First-factor selection (choice-based sign-in): one button per way this user may sign in — a code by
 * email or SMS, a passkey (when this browser supports them), the password. Only codes on offer: "Where
 * should we send your code?".
 */
export function FirstFactorStep({ step, busy, alert, answer, onCancel, notice }: FirstFactorStepProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const available = new Set(step.availableChallenges ?? []);
  const passkeys = browserSupportsPasskeys();
  const offered = FACTORS.filter(({ factor }) => available.has(factor))
    .filter(({ factor }) => factor !== 'WEB_AUTHN' || passkeys)
    // One password button: the secure remote password when the pool offers it, else the plain password.
    .filter(({ factor }) => factor !== 'PASSWORD' || !available.has('PASSWORD_SRP'));
  const codesOnly = offered.length > 0 && offered.every(({ factor }) => isCodeFactor(factor));
  return (
    <Stack component="section" aria-labelledby={`${id}-question`} spacing={2}>
      <FormAlert message={alert} />
      <FormAlert message={notice} severity="info" focus={!alert} />
      <Typography id={`${id}-question`} component="h2" variant="h6">
        {codesOnly ? 'Where should we send your code?' : 'How would you like to sign in?'}
      </Typography>
      {offered.length === 0 ? (
        <Typography>
          There is no other way to sign in to this account here. Please use your password.
        </Typography>
      ) : null}
      {offered.map(({ factor, label, busyLabel }) => (
        <Button
          key={factor}
          variant="outlined"
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => {
            setChosen(factor);
            answer(factor);
          }}
        >
          {busy && chosen === factor ? busyLabel : label}
        </Button>
      ))}
      <Button variant="text" onClick={onCancel} sx={{ alignSelf: { sm: 'flex-start' } }}>
        Back to sign in
      </Button>
    </Stack>
  );
}
