import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { completeSignIn, forgetSession, type Audience } from '../../../lib/identity';
import { FORM_CHECK_UNAVAILABLE } from '../../../lib/forms/lazy-form-checks';
import type { useUncontrolledForm } from '../../../lib/forms/uncontrolled-form';
import type { PreloadableComponent } from '../../../lib/lazy-with-preload';
import { startFailure } from '../components/sign-in-steps/step-failures';
import { firstStepAfterStart, type StartIntent } from '../components/sign-in-steps/start-notice';
import type { SignInForm, usernameFormSchema } from '../forms/schemas';
import { useLinkWithNext, useNextPath } from '../hooks/use-audience';
import { handAccount } from '../hooks/use-handed-account';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';
import { useAfterSignIn } from './after-sign-in';
import { rememberPendingSignIn } from './pending-sign-in';
import { rememberUsername } from './remembered-username';
import {
  signInWithPassword,
  startCodeSignIn,
  startCustomSignIn,
  startPasswordlessSignIn,
  type SignInNextStep,
  type SignInResult,
} from './sign-in';

/** The pool's first answer when it asks for a further step on the same card, and how the sign-in began. */
export interface SignInChallenge {
  start: SignInResult;
  notice: string | null;
  intent: StartIntent;
}

type SignInFormMethods = Pick<
  ReturnType<typeof useUncontrolledForm<SignInForm>>,
  'setError' | 'getValues' | 'clearErrors'
>;

interface SignInStartOptions {
  form: SignInFormMethods;
  /** the steps after the pool's first answer, downloaded before it is asked */
  challengeForm: Pick<PreloadableComponent<never>, 'preload'>;
  /** the form's checks, for the ways in that need the username alone */
  loadSchemas: () => Promise<{ usernameFormSchema: typeof usernameFormSchema }>;
}

/**
 * How a retail or employee sign-in starts and where it goes: with the password, or with the username alone
 * (a code, a passkey, the work phone), then the pool's further step on the same card, or the confirmation,
 * the reset, or the next page once signed in. The page holds the form; this holds the sign-in.
 */
export function useSignInStart(audience: Audience, { form, challengeForm, loadSchemas }: SignInStartOptions) {
  const nextPath = useNextPath(audience);
  const linkWithNext = useLinkWithNext(audience);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const run = useSessionOperation(audience);
  const login = useOperationStatus(audience, 'login');
  const afterSignIn = useAfterSignIn(audience);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [starting, setStarting] = useState<StartIntent | null>(null);
  const typedUsername = useRef('');
  // Once this form has signed the visitor in, the session turns signed-in while the next page is prepared:
  // "Signing you in…" then, not the panel for someone who was signed in already ("sign out first").
  const [finishing, setFinishing] = useState(false);
  const signedIn = () => {
    rememberUsername(audience, typedUsername.current);
    setFinishing(true);
    return afterSignIn(nextPath);
  };

  /** Where a sign-in goes once the pool has answered with a step that is not a challenge on this card. */
  const finish = async (username: string, next: SignInNextStep, password?: string) => {
    if (next.step === 'DONE') return signedIn();
    if (next.step === 'CONFIRM_SIGN_UP') {
      if (password) rememberPendingSignIn({ audience, username, password, autoSignIn: false });
      const query = new URLSearchParams({ next: nextPath, reason: 'unconfirmed' });
      return navigate(`/${audience}/confirm-sign-up?${query.toString()}`, handAccount({ username }));
    }
    if (next.step === 'RESET_PASSWORD') {
      return navigate(linkWithNext(`/${audience}/forgot-password`), handAccount({ username }));
    }
  };

  const start = async (
    intent: StartIntent,
    typed: string,
    task: () => Promise<SignInResult>,
    password?: string,
  ) => {
    // The steps after the pool's first answer must be here before it is asked: a code it sends would
    // otherwise have no form to go into. preload gives the component, or nothing when the download failed.
    if (!(await challengeForm.preload())) {
      form.setError('root', { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE });
      return;
    }
    typedUsername.current = typed;
    setStarting(intent);
    const outcome = await run('login', task, {
      failure: (error) => {
        const failure = startFailure(error, intent);
        return failure.alreadySignedIn ? null : failure;
      },
    });
    setStarting(null);
    if (!outcome.ok) {
      const failure = startFailure(outcome.error, intent);
      // Already signed in: show who, with sign-out (the logout path). Forced-logout kind: clear the session.
      if (failure.alreadySignedIn) await dispatch(completeSignIn(audience));
      else if (failure.forcedLogout) await dispatch(forgetSession(audience));
      return;
    }
    const result = outcome.value;
    if (result.step === 'DONE' || result.step === 'CONFIRM_SIGN_UP' || result.step === 'RESET_PASSWORD')
      return finish(result.username, result, password);
    setChallenge({ ...firstStepAfterStart(intent, result), intent });
  };

  const startWithPassword = ({ username, password }: SignInForm) =>
    start('password', username, () => signInWithPassword(audience, username, password), password);

  /** The ways in without a password need only the username: it alone is checked. */
  const startWithoutPassword = async (intent: Exclude<StartIntent, 'password'>) => {
    form.clearErrors();
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) {
      form.setError('root', { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE });
      return;
    }
    const parsed = schemas.usernameFormSchema.safeParse({ username: form.getValues('username') });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Username is required';
      form.setError('username', { type: 'required', message }, { shouldFocus: true });
      return;
    }
    const { username } = parsed.data;
    const tasks: Record<typeof intent, () => Promise<SignInResult>> = {
      code: () => startCodeSignIn(audience, username),
      passkey: () => startPasswordlessSignIn(audience, username, 'WEB_AUTHN'),
      workPhone: () => startCustomSignIn(audience, username),
    };
    void start(intent, username, tasks[intent]);
  };

  return {
    challenge,
    /** back from the further step to the form */
    cancelChallenge: () => setChallenge(null),
    starting,
    finishing,
    login,
    finish,
    startWithPassword,
    startWithoutPassword,
  };
}
