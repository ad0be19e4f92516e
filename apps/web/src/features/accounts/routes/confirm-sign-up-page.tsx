import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERROR_CATALOGUE } from '@cover/domain';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications';
import { signInPath } from '../../../lib/identity';
import { identityErrorName, otpFailure, signInFailure } from '../../../lib/identity/error-mapping';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { confirmSignUpCode, completeAutoSignIn, resendSignUpCode } from '../flows/account-flows';
import { useAfterSignIn } from '../flows/after-sign-in';
import { pendingSignInFor } from '../flows/pending-sign-in';
import { signInWithPassword } from '../flows/sign-in';
import { useConfirmationPoll } from '../flows/use-confirmation-poll';
import { codeFormSchema } from '../forms/schemas';
import { useAudience, useNextPath } from '../hooks/use-audience';
import { useHandedAccount } from '../hooks/use-handed-account';
import { useClearOperation, useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

type Audience = 'retail' | 'employee';

/** The pool username's own form: a retail SA ID number (13 digits), an employee salary reference number. */
const POOL_USERNAME: Record<Audience, { pattern: RegExp; message: string }> = {
  retail: { pattern: /^\d{13}$/, message: 'Please enter your 13-digit SA ID number' },
  employee: { pattern: /^\d{5,12}$/, message: 'Please enter your salary reference number: 5 to 12 digits' },
};

const poolUsernameOf = (audience: Audience, value: string) => value.replace(/\s+/g, '');
export const isPoolUsername = (audience: Audience, value: string) =>
  POOL_USERNAME[audience].pattern.test(poolUsernameOf(audience, value));

const confirmFormSchema = (audience: Audience) =>
  codeFormSchema.extend({
    username: z
      .string()
      .trim()
      .min(1, POOL_USERNAME[audience].message)
      .transform((value) => poolUsernameOf(audience, value))
      .pipe(z.string().regex(POOL_USERNAME[audience].pattern, POOL_USERNAME[audience].message)),
  });
type ConfirmForm = z.input<ReturnType<typeof confirmFormSchema>>;
type ConfirmValues = z.output<ReturnType<typeof confirmFormSchema>>;

/**
 * Signs in after confirmation: Amplify's autoSignIn, else the credentials kept from this page session (kept
 * under the pool username after sign-up, under what was typed after an unconfirmed sign-in).
 */
async function signInAfterConfirmation(audience: Audience, names: string[], step: string) {
  if (step === 'COMPLETE_AUTO_SIGN_IN') {
    try {
      if (await completeAutoSignIn(audience)) return true;
    } catch (error) {
      if (identityErrorName(error) === 'UserAlreadyAuthenticatedException') return true;
    }
  }
  const pending = names.map((name) => pendingSignInFor(audience, name)).find(Boolean);
  if (!pending) return false;
  const result = await signInWithPassword(audience, pending.username, pending.password);
  return result.step === 'DONE';
}

/** Confirm sign-up with the emailed code, resend it, then sign in automatically (spec 000 §2, §4). */
export function ConfirmSignUpPage() {
  const audience = useAudience();
  const next = useNextPath(audience);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const run = useSessionOperation(audience);
  const confirm = useOperationStatus(audience, 'confirmSignUp');
  const resend = useOperationStatus(audience, 'resendCode');
  const clearOperation = useClearOperation(audience);
  const afterSignIn = useAfterSignIn(audience);
  const [resentTo, setResentTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The "please confirm" notice is shown until the visitor acts on it.
  const [acted, setActed] = useState(false);
  const initialUsername = useHandedAccount().username;
  const unconfirmedSignIn = params.get('reason') === 'unconfirmed';
  // A sign-in by username (an alias) tells us no pool username: the user types their ID / salary reference.
  // The pool does not resolve an alias before the account is confirmed (as the hosted pool), so guessing
  // would send the code nowhere.
  const knownPoolUsername = isPoolUsername(audience, initialUsername);
  const signedInWithAlias = Boolean(initialUsername) && !knownPoolUsername;
  const poolUsernameLabel = audience === 'retail' ? 'SA ID number' : 'Salary reference number';

  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<ConfirmForm, unknown, ConfirmValues>({
    resolver: zodResolver(confirmFormSchema(audience)),
    defaultValues: { username: knownPoolUsername ? initialUsername : '', code: '' },
  });

  const poll = useConfirmationPoll({
    audience,
    username: initialUsername,
    paused: confirming,
    onSignedIn: () => void afterSignIn(next),
  });

  const onSubmit = handleSubmit(async ({ username, code }) => {
    setActed(true);
    setResentTo('');
    clearOperation('resendCode');
    setConfirming(true);
    const confirmed = await run('confirmSignUp', () => confirmSignUpCode(audience, username, code), {
      failure: otpFailure,
      success: 'Your account is confirmed',
    });
    if (!confirmed.ok) {
      setConfirming(false);
      return;
    }
    const signedIn = await run(
      'login',
      () => signInAfterConfirmation(audience, [username, initialUsername], confirmed.value),
      { failure: signInFailure },
    );
    if (signedIn.ok && signedIn.value) return afterSignIn(next);
    const query = new URLSearchParams({ next, confirmed: '1' });
    await navigate(`${signInPath(audience)}?${query.toString()}`, { replace: true });
  });

  const onResend = async () => {
    if (!(await trigger('username'))) return;
    setActed(true);
    // A new code makes the previous error and notice stale.
    clearOperation('confirmSignUp');
    setResentTo('');
    const username = poolUsernameOf(audience, getValues('username'));
    const outcome = await run('resendCode', () => resendSignUpCode(audience, username), {
      failure: otpFailure,
    });
    if (outcome.ok) {
      setResentTo(outcome.value);
      notify.success('We have sent you a new code');
    }
  };

  const { ref: usernameRef, ...usernameField } = register('username');
  const { ref: codeRef, ...codeField } = register('code');
  const failure = confirm.failed ? confirm.alertMessage : resend.failed ? resend.alertMessage : null;

  return (
    <AuthCard
      title="Confirm your account"
      intro={
        unconfirmedSignIn
          ? 'Enter the 6-digit code we emailed you when you signed up, or choose "Resend code" for a new one. We then sign you in.'
          : 'We have emailed you a 6-digit code. Enter it below to confirm your account; we then sign you in.'
      }
    >
      <FormAlert
        severity="info"
        focus={false}
        message={unconfirmedSignIn && !acted ? ERROR_CATALOGUE.USER_NOT_CONFIRMED : null}
      />
      <FormAlert message={poll === 'timedOut' ? ERROR_CATALOGUE.NOT_CONFIRMED_IN_TIME : failure} />
      <FormAlert
        severity="success"
        focus={false}
        message={
          resentTo
            ? `We have sent a new code to ${resentTo}.${signedInWithAlias ? ` Not your email address? Check the ${poolUsernameLabel} you typed.` : ''}`
            : null
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Confirm your account">
        <Stack spacing={2.5}>
          <TextField
            {...usernameField}
            inputRef={usernameRef}
            id={`${audience}-confirm-username`}
            label={poolUsernameLabel}
            autoComplete={knownPoolUsername ? 'username' : 'off'}
            required
            autoFocus={signedInWithAlias}
            slotProps={{ htmlInput: { readOnly: knownPoolUsername, inputMode: 'numeric' } }}
            error={Boolean(errors.username)}
            helperText={
              errors.username?.message ??
              (signedInWithAlias
                ? `You signed in with your username ${initialUsername}. Enter your ${poolUsernameLabel} so we can confirm the right account.`
                : ' ')
            }
          />
          <CodeField
            {...codeField}
            inputRef={codeRef}
            id={`${audience}-confirm-code`}
            label="Confirmation code"
            required
            autoFocus={knownPoolUsername}
            error={Boolean(errors.code)}
            helperText={errors.code?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={confirm.loading || confirming}>
            {confirm.loading || confirming ? 'Confirming…' : 'Confirm my account'}
          </Button>
          <Button variant="outlined" onClick={() => void onResend()} disabled={resend.loading}>
            {resend.loading ? 'Sending…' : 'Resend code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { ConfirmSignUpPage as Component };
