import { Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSelector } from 'react-redux';
import { selectSession, useAuthSession, type SessionRootState } from '../../../lib/identity';
import { OutlinedTextField } from '../../../components/form-fields/outlined-text-field';
import { afterPaint } from '../../../lib/after-paint';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
import { preloadAuth } from '../../../lib/identity/amplify-client';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { FormAlert } from '../components/form-alert';
import { browserSupportsPasskeys } from '../components/passkeys/passkey-flows';
import { PasswordField } from '../../../components/form-fields/password-field';
import { SignedInPanel } from '../components/signed-in-panel';
import { fromWaitingApplication, WaitingApplicationNotice } from '../components/waiting-application-notice';
import type { StartIntent } from '../components/sign-in-steps/start-notice';
import { rememberedUsername } from '../flows/remembered-username';
import { startPasswordlessSignIn } from '../flows/sign-in';
import { useSignInStart } from '../flows/use-sign-in-start';
import type { SignInForm } from '../forms/schemas';
import { lazyFormChecks } from '../../../lib/forms/lazy-form-checks';
import { useUncontrolledForm } from '../../../lib/forms/uncontrolled-form';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useAudience, useLinkWithNext, useNextPath } from '../hooks/use-audience';
import { audienceCopy } from './audience-copy';
import { PASSWORD_CHANGED, passwordChangedState } from './password-changed';

// Off the first paint (issue 15): the form's checks (zod) and the steps after the first answer load once
// the visitor starts on the form; the form hydrates and takes input without them, and without a form
// library (its two fields are read when it is sent).
const loadSchemas = () => import('../forms/schemas');
const signInChecks = lazyFormChecks<SignInForm>(() => loadSchemas().then((m) => m.signInFormSchema));
const challengeForm = lazyWithPreload(() =>
  import('../components/sign-in-challenge-form').then((m) => m.SignInChallengeForm),
);
/**
 * The identity client, the checks and the next steps download once the visitor starts on the form, after
 * the field has answered the tap.
 */
const preloadSignIn = afterPaint(() => {
  preloadAuth();
  void signInChecks.preload();
  void challengeForm.preload();
});

export const ACCOUNT_CONFIRMED = 'Your account is confirmed. Sign in to continue.';

/** Passkey support never changes while the page is open. */
const unchanging = () => () => undefined;
/**
 * Whether to offer passkeys. A prerendered page offers them (most phones can), and hydration reads the
 * same; a browser without them drops the button right after.
 */
const usePasskeySupport = () => useSyncExternalStore(unchanging, browserSupportsPasskeys, () => true);

/** What each way of starting a sign-in shows on its button while it runs. */
const STARTING_LABELS: Record<StartIntent, string> = {
  password: 'Signing in…',
  code: 'Sending code…',
  passkey: 'Waiting for your passkey…',
  workPhone: 'Sending code…',
};

/**
 * Retail and employee sign-in (spec 000 §2): username (or ID / salary reference) and password; or, with the
 * username alone, a code by email or SMS, a passkey, and for employees a code to the work phone on the
 * employer's roster. Every further step the pool asks for follows on the same card.
 */
export function SignInPage() {
  const hydrated = useHydrated();
  const audience = useAudience();
  const copy = audienceCopy[audience];
  const nextPath = useNextPath(audience);
  const linkWithNext = useLinkWithNext(audience);
  // Looks up the stored session; a signed-in visitor is shown who is signed in once it is known.
  useAuthSession(audience);
  const session = useSelector((state: SessionRootState) => selectSession(state, audience));
  // Sent here by the confirmation page when it could not sign the new customer in itself (read after
  // hydration: the prerendered page knows no query).
  const { search, state } = useLocation();
  const justConfirmed = hydrated && new URLSearchParams(search).get('confirmed') === '1';
  // Sent here by the reset page once the new password is saved, with the username it was reset for.
  const [reset] = useState(() => passwordChangedState(state));
  const passkeys = usePasskeySupport();
  // The last username used on this device (never an ID number, never the password).
  const [lastUsername] = useState(() => rememberedUsername(audience));

  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useUncontrolledForm<SignInForm>({
    check: signInChecks.check,
    defaultValues: { username: reset?.username ?? lastUsername, password: '' },
  });
  const {
    challenge,
    cancelChallenge,
    starting,
    finishing,
    login,
    finish,
    startWithPassword,
    startWithoutPassword,
  } = useSignInStart(audience, { form: { setError, getValues, clearErrors }, challengeForm, loadSchemas });
  const onSubmit = handleSubmit(startWithPassword);

  // While the stored session is looked up (a signed-in visitor sees who is signed in once it is known),
  // the form is already there: the prerendered page shows it, and nobody waits for the check to type.
  if (session.signedIn && !challenge && finishing) {
    return (
      <AuthCard title={copy.signInTitle}>
        <Box role="status">Signing you in…</Box>
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
          next={nextPath}
        />
      </AuthCard>
    );
  }

  const busy = isSubmitting || login.loading || starting !== null;
  // Before a prerendered page hydrates, a tap would submit it as a page load or do nothing at all.
  const locked = busy || !hydrated;
  const secondary: { intent: Exclude<StartIntent, 'password'>; label: string }[] = [
    { intent: 'code', label: copy.codeSignInLabel },
    ...(passkeys ? [{ intent: 'passkey' as const, label: copy.passkeySignInLabel }] : []),
    ...(copy.workPhoneCodeLabel ? [{ intent: 'workPhone' as const, label: copy.workPhoneCodeLabel }] : []),
  ];
  // Reached from an operator's acceptance link (read after hydration: the prerendered page knows no query).
  const waitingApplication = hydrated && fromWaitingApplication(audience, nextPath);
  const footerLinks = copy.signInLinks.filter(
    (link) => !waitingApplication || link.to !== copy.createAccountPath,
  );
  const { ref: usernameRef, ...usernameField } = register('username');
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <AuthCard
      title={copy.signInTitle}
      intro={copy.signInIntro}
      footer={<AuthLinks links={footerLinks.map((link) => ({ ...link, to: linkWithNext(link.to) }))} />}
    >
      {challenge ? (
        <Suspense fallback={null}>
          <challengeForm.Component
            audience={audience}
            username={challenge.start.username}
            step={challenge.start}
            notice={challenge.notice}
            onFinish={(next) => void finish(challenge.start.username, next)}
            onCancel={cancelChallenge}
            {...(challenge.intent === 'code' || challenge.intent === 'passkey'
              ? {
                  // a code sign-in (no password) started again for a new code of the same kind
                  newCode: (factor: 'EMAIL_OTP' | 'SMS_OTP') =>
                    startPasswordlessSignIn(audience, challenge.start.username, factor),
                }
              : {})}
          />
        </Suspense>
      ) : (
        <>
          {waitingApplication ? (
            <WaitingApplicationNotice registerTo={linkWithNext(copy.createAccountPath)} />
          ) : null}
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={copy.signInTitle}
            // The identity client downloads once the visitor starts on the form, not with the page.
            onFocus={preloadSignIn}
            onPointerDown={preloadSignIn}
          >
            <FormAlert message={errors.root?.message ?? (login.failed ? login.alertMessage : null)} />
            <FormAlert
              severity="success"
              focus={false}
              message={
                login.failed || errors.root
                  ? null
                  : justConfirmed
                    ? ACCOUNT_CONFIRMED
                    : hydrated && reset
                      ? PASSWORD_CHANGED
                      : null
              }
            />
            <Stack spacing={2.5}>
              <OutlinedTextField
                {...usernameField}
                inputRef={usernameRef}
                id={`${audience}-sign-in-username`}
                label={copy.usernameLabel}
                autoComplete="username"
                required
                error={Boolean(errors.username)}
                helperText={errors.username?.message ?? copy.usernameHelp}
                htmlInput={{ autoCapitalize: 'none', spellCheck: false, maxLength: 128 }}
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
              <Button type="submit" variant="contained" size="large" disabled={locked}>
                {busy && (starting === 'password' || isSubmitting) ? STARTING_LABELS.password : 'Sign in'}
              </Button>
            </Stack>
          </Box>
          <Divider sx={{ my: 3, color: 'text.secondary' }}>or</Divider>
          <Stack spacing={1.5}>
            {secondary.map(({ intent, label }) => (
              <Button
                key={intent}
                variant="outlined"
                size="large"
                fullWidth
                disabled={locked}
                onClick={() => void startWithoutPassword(intent)}
              >
                {busy && starting === intent ? STARTING_LABELS[intent] : label}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </AuthCard>
  );
}

export { SignInPage as Component };
