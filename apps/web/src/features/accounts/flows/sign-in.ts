import { employeeUsernameVariants } from '@cover/domain';
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { SignInOutput } from 'aws-amplify/auth';
import { withAuth } from '../../../lib/identity/amplify-client';
import { identityErrorName, isSignInLockout } from '../../../lib/identity/error-mapping';
import type { Audience } from '../../../lib/identity';

type AuthNextStep = SignInOutput['nextStep'];

export type SignInStep = AuthNextStep['signInStep'];

/** The first factors of choice-based sign-in (USER_AUTH), as the pool names them. */
export type FirstFactor = 'PASSWORD' | 'PASSWORD_SRP' | 'EMAIL_OTP' | 'SMS_OTP' | 'WEB_AUTHN';

/** The name the authenticator app shows above its codes. */
export const AUTHENTICATOR_APP_NAME = 'Telkom Cover';

/** Where the pool sent a one-time code: the medium and the masked destination (e.g. +27*****4567). */
export interface CodeDelivery {
  deliveryMedium?: string;
  destination?: string;
}

/** What the pool asks for next, with everything a screen needs to ask for it. */
export interface SignInNextStep {
  step: SignInStep;
  /** For a code step: where the code went. */
  codeDeliveryDetails?: CodeDelivery;
  /** For the first-factor choice: the ways this user may sign in. */
  availableChallenges?: string[];
  /** For MFA selection / setup: the offered methods. */
  allowedMfaTypes?: string[];
  /** For authenticator-app setup: the secret to type by hand and the otpauth:// URI for the QR code. */
  totpSetup?: { sharedSecret: string; setupUri: string };
  /** For a new password: the attributes the account still needs (e.g. email, given_name). */
  missingAttributes?: string[];
  /** For a custom challenge: the pool's public parameters (e.g. method ROSTER_SMS, destination). */
  additionalInfo?: Record<string, string>;
}

export interface SignInResult extends SignInNextStep {
  /** The pool username the sign-in ran for (an employee's may differ from what was typed). */
  username: string;
}

/**
 * The account name an authenticator app shows under the app name: the pool username, except that an SA ID
 * number (a retail username) is not copied into another app; its last four digits tell accounts apart.
 */
export function authenticatorAccountName(username: string): string {
  return /^\d{13}$/.test(username) ? `ID ending ${username.slice(-4)}` : username;
}

/** The screen data of Amplify's nextStep: only what the steps use, without functions. */
export function readNextStep(next: AuthNextStep, username: string): SignInNextStep {
  const result: SignInNextStep = { step: next.signInStep };
  if ('codeDeliveryDetails' in next && next.codeDeliveryDetails) {
    const { deliveryMedium, destination } = next.codeDeliveryDetails;
    result.codeDeliveryDetails = { deliveryMedium, destination };
  }
  if ('availableChallenges' in next && next.availableChallenges)
    result.availableChallenges = [...next.availableChallenges];
  if ('allowedMFATypes' in next && next.allowedMFATypes) result.allowedMfaTypes = [...next.allowedMFATypes];
  if ('totpSetupDetails' in next) {
    const { sharedSecret, getSetupUri } = next.totpSetupDetails;
    const setupUri = getSetupUri(AUTHENTICATOR_APP_NAME, authenticatorAccountName(username)).toString();
    result.totpSetup = { sharedSecret, setupUri };
  }
  if ('missingAttributes' in next && next.missingAttributes)
    result.missingAttributes = next.missingAttributes.map(String);
  if ('additionalInfo' in next && next.additionalInfo) result.additionalInfo = { ...next.additionalInfo };
  return result;
}

/** Errors worth retrying with the other form of an employee user name (with or without its leading zero). */
const TRY_OTHER_FORM = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/**
 * Starts a sign-in for what the user typed. Retail users type their SA ID number or username; employees
 * their user name or salary reference number, with the leading-zero variants tried in turn (spec 000 §5).
 */
async function startSignIn(
  audience: Audience,
  typed: string,
  start: (auth: typeof AmplifyAuth, username: string) => Promise<SignInOutput>,
): Promise<SignInResult> {
  const candidates = audience === 'employee' ? employeeUsernameVariants(typed) : [typed.trim()];
  let lastError: unknown = null;
  for (const username of candidates) {
    try {
      const output = await withAuth(audience, (auth) => start(auth, username));
      return { ...readNextStep(output.nextStep, username), username };
    } catch (error) {
      lastError = error;
      // A locked-out account is the one meant: its other form would only answer "incorrect".
      if (!TRY_OTHER_FORM.has(identityErrorName(error)) || isSignInLockout(error)) throw error;
    }
  }
  throw lastError ?? new Error('No user name given');
}

/** Sign-in with username and password (SRP, the default flow). */
export function signInWithPassword(
  audience: Audience,
  typed: string,
  password: string,
): Promise<SignInResult> {
  return startSignIn(audience, typed, (auth, username) => auth.signIn({ username, password }));
}

/**
 * Choice-based sign-in (USER_AUTH) without a password. With a preferred first factor (e.g. WEB_AUTHN: Amplify
 * then asks the browser for the passkey itself) the pool goes straight to it; without one, or when the user
 * cannot use it, the pool answers the first-factor selection with the ways this user may sign in.
 */
export function startPasswordlessSignIn(
  audience: Audience,
  typed: string,
  preferredChallenge?: Exclude<FirstFactor, 'PASSWORD' | 'PASSWORD_SRP'>,
): Promise<SignInResult> {
  return startSignIn(audience, typed, (auth, username) =>
    auth.signIn({
      username,
      options: preferredChallenge
        ? { authFlowType: 'USER_AUTH', preferredChallenge }
        : { authFlowType: 'USER_AUTH' },
    }),
  );
}

/** Custom sign-in (CUSTOM_AUTH without SRP): for employees, a code sent to the work cellphone on the roster. */
export function startCustomSignIn(audience: Audience, typed: string): Promise<SignInResult> {
  return startSignIn(audience, typed, (auth, username) =>
    auth.signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }),
  );
}

/** Is this first factor a one-time code (email or SMS)? */
export function isCodeFactor(factor: string): factor is 'EMAIL_OTP' | 'SMS_OTP' {
  return factor === 'EMAIL_OTP' || factor === 'SMS_OTP';
}

/**
 * "Send me a code": choice-based sign-in without a password. When the pool offers a single kind of code it is
 * sent at once (the code step follows); when it offers both, the choice is narrowed to the codes for the
 * user to pick; when it offers none, the whole choice is returned.
 */
export async function startCodeSignIn(audience: Audience, typed: string): Promise<SignInResult> {
  const started = await startPasswordlessSignIn(audience, typed);
  if (started.step !== 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') return started;
  const codes = (started.availableChallenges ?? []).filter(isCodeFactor);
  const [only] = codes;
  if (codes.length === 1 && only) {
    const next = await answerSignInChallenge(audience, started.username, only);
    return { ...next, username: started.username };
  }
  return codes.length > 1 ? { ...started, availableChallenges: codes } : started;
}

/**
 * Answers the current sign-in step for the pool user `username`: a code, a password, a new password (with
 * the attributes the account still needs), an MFA or first-factor choice, or an email for email MFA setup.
 */
export async function answerSignInChallenge(
  audience: Audience,
  username: string,
  response: string,
  userAttributes?: Record<string, string>,
): Promise<SignInNextStep> {
  const output = await withAuth(audience, (auth) =>
    auth.confirmSignIn({
      challengeResponse: response,
      ...(userAttributes ? { options: { userAttributes } } : {}),
    }),
  );
  return readNextStep(output.nextStep, username);
}
