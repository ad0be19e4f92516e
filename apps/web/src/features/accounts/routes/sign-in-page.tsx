import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import {
  completeSignIn,
  forgetSession,
  selectSession,
  useAuthSession,
  type SessionRootState,
} from '../../../lib/identity';
import { preloadAuth } from '../../../lib/identity/amplify-client';
import { signInFailure } from '../../../lib/identity/error-mapping';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { SignedInPanel } from '../components/signed-in-panel';
import { SignInChallengeForm } from '../components/sign-in-challenge-form';
import { useAfterSignIn } from '../flows/after-sign-in';
import { rememberPendingSignIn } from '../flows/pending-sign-in';
import { rememberedUsername, rememberUsername } from '../flows/remembered-username';
import { signInWithPassword, type SignInStep } from '../flows/sign-in';
import { signInFormSchema, type SignInForm } from '../forms/schemas';
import { useAudience, useLinkWithNext, useNextPath } from '../hooks/use-audience';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';
import { audienceCopy } from './audience-copy';

preloadAuth();

/** Retail and employee sign-in (spec 000 §2): username (or ID / salary reference) and password. */
export function SignInPage() {
  const audience = useAudience();
  const copy = audienceCopy[audience];
  const next = useNextPath(audience);
  const linkWithNext = useLinkWithNext(audience);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const run = useSessionOperation(audience);
  const login = useOperationStatus(audience, 'login');
  const afterSignIn = useAfterSignIn(audience);
  const auth = useAuthSession(audience);
  const session = useSelector((state: SessionRootState) => selectSession(state, audience));
  const [challenge, setChallenge] = useState<{ step: SignInStep; mfaTypes?: string[] } | null>(null);
  // The last username used on this device (never an ID number, never the password).
  const [lastUsername] = useState(() => rememberedUsername(audience));
  const typedUsername = useRef('');
  const signedIn = () => {
    rememberUsername(audience, typedUsername.current);
    return afterSignIn(next);
  };

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { username: lastUsername, password: '' },
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    typedUsername.current = username;
    const outcome = await run('login', () => signInWithPassword(audience, username, password), {
      failure: (error) => {
        const failure = signInFailure(error);
        return failure.alreadySignedIn ? null : failure;
      },
    });
    if (!outcome.ok) {
      const failure = signInFailure(outcome.error);
      // Already signed in: show who, with sign-out (the logout path). Forced-logout kind: clear the session.
      if (failure.alreadySignedIn) await dispatch(completeSignIn(audience));
      else if (failure.forcedLogout) await dispatch(forgetSession(audience));
      return;
    }
    const { step, username: poolUsername, allowedMfaTypes } = outcome.value;
    if (step === 'DONE') return signedIn();
    if (step === 'CONFIRM_SIGN_UP') {
      rememberPendingSignIn({ audience, username: poolUsername, password, autoSignIn: false });
      const query = new URLSearchParams({ username: poolUsername, next, reason: 'unconfirmed' });
      return navigate(`/${audience}/confirm-sign-up?${query.toString()}`);
    }
    if (step === 'RESET_PASSWORD') {
      return navigate(
        linkWithNext(
          `/${audience}/forgot-password?${new URLSearchParams({ username: poolUsername }).toString()}`,
        ),
      );
    }
    setChallenge({ step, mfaTypes: allowedMfaTypes });
  });

  if (auth.status === 'loading') {
    return (
      <AuthCard title={copy.signInTitle}>
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden /> Checking your sign-in…
        </Box>
      </AuthCard>
    );
  }

  if (session.signedIn && !challenge) {
    return (
      <AuthCard title={copy.signInTitle}>
        <SignedInPanel
          audience={audience}
          user={session.user}
          codePending={!session.isAuthenticated}
          next={next}
        />
      </AuthCard>
    );
  }

  const { ref: usernameRef, ...usernameField } = register('username');
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <AuthCard
      title={copy.signInTitle}
      intro={copy.signInIntro}
      footer={<AuthLinks links={copy.signInLinks.map((link) => ({ ...link, to: linkWithNext(link.to) }))} />}
    >
      {challenge ? (
        <SignInChallengeForm
          audience={audience}
          step={challenge.step}
          mfaTypes={challenge.mfaTypes}
          onDone={() => void signedIn()}
          onCancel={() => setChallenge(null)}
        />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={copy.signInTitle}>
          <FormAlert message={login.failed ? login.alertMessage : null} />
          <Stack spacing={2.5}>
            <TextField
              {...usernameField}
              inputRef={usernameRef}
              id={`${audience}-sign-in-username`}
              label={copy.usernameLabel}
              autoComplete="username"
              required
              error={Boolean(errors.username)}
              helperText={errors.username?.message ?? copy.usernameHelp}
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 128 } }}
            />
            <PasswordField
              {...passwordField}
              inputRef={passwordRef}
              id={`${audience}-sign-in-password`}
              label="Password"
              autoComplete="current-password"
              required
              error={Boolean(errors.password)}
              helperText={errors.password?.message ?? ' '}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting || login.loading}>
              {isSubmitting || login.loading ? 'Signing in…' : 'Sign in'}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}

export { SignInPage as Component };
