import { ERROR_CATALOGUE } from '@cover/domain';
import type { StartIntent } from './start-notice';
import {
  identityErrorName,
  isTooManySignInAttempts,
  otpFailure,
  signInFailure,
  TOO_MANY_SIGN_IN_ATTEMPTS,
  type IdentityFailure,
  type SignInFailure,
} from '../../../../lib/identity/error-mapping';

/** What kind of answer failed: it decides the words of the failure. */
export type AnswerKind = 'code' | 'password' | 'newPassword' | 'passkey' | 'other';

export interface StepFailure extends IdentityFailure {
  /** The pool's sign-in session is over: the user has to start the sign-in again. */
  ended: boolean;
}

/** The sign-in session ran out (3 minutes), or too many wrong codes used it up. */
export const SIGN_IN_ENDED_MESSAGE =
  'This sign-in has ended: it took too long, or a code was entered wrongly too often. Please sign in again.';
/** The page lost the sign-in in progress (e.g. it was reloaded). */
export const SIGN_IN_LOST_MESSAGE = 'This sign-in has ended. Please sign in again.';
/** The pool refused the passkey (e.g. it was removed from the account). */
export const PASSKEY_REFUSED_MESSAGE =
  'We could not sign you in with this passkey. It may have been removed from your account. Please sign in another way.';

/** Amplify's PasskeyError codes (client/utils/passkey/errors) for signing in, in plain words. */
const PASSKEY_MESSAGES: Record<string, string> = {
  PasskeyAuthenticationCanceled:
    'No passkey was used: the prompt was closed before it finished. Try again, or sign in another way.',
  PasskeyOperationAborted:
    'No passkey was used: the prompt was closed before it finished. Try again, or sign in another way.',
  PasskeyNotSupported: 'This browser cannot use passkeys. Please sign in another way.',
  PasskeyRetrievalFailed:
    'This device could not find a passkey for your account. Please sign in another way.',
  RelyingPartyMismatch:
    'Passkeys only work on our usual web address. Open Telkom Cover from its usual address, or sign in another way.',
  InvalidPasskeyAuthenticationOptions: 'Passkeys are not available right now. Please sign in another way.',
};

/** Failures sending a code when a sign-in starts or a code is chosen. */
const CODE_SENDING: Record<string, string> = {
  LimitExceededException: ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED,
  TooManyRequestsException: ERROR_CATALOGUE.MAX_OTP_LIMIT,
  CodeDeliveryFailureException: ERROR_CATALOGUE.LOGIN_OTP_UNABLE_TO_SEND,
};

/** The message for a passkey failure, or null when the error is not one. */
function passkeyMessage(name: string): string | null {
  if (PASSKEY_MESSAGES[name]) return PASSKEY_MESSAGES[name];
  if (name === 'NotAuthorizedException' || name.startsWith('WebAuthn')) return PASSKEY_REFUSED_MESSAGE;
  return null;
}

/**
 * Why starting a sign-in failed, for the sign-in page: passkey prompts and refusals and code sending in
 * their own words, everything else as a password sign-in failure (the catalogue's words). A password
 * sign-in that is locked out or throttled says to wait: no code is involved.
 */
export function startFailure(error: unknown, intent: StartIntent): SignInFailure {
  const failure = signInFailure(error);
  const name = failure.failureType;
  if (intent === 'password')
    return name === 'LimitExceededException' ? { ...failure, message: TOO_MANY_SIGN_IN_ATTEMPTS } : failure;
  const message =
    (intent === 'passkey' ? passkeyMessage(name) : null) ?? PASSKEY_MESSAGES[name] ?? CODE_SENDING[name];
  return message ? { ...failure, message } : failure;
}

/**
 * Why the pool refused an answer, and whether the sign-in has to start again. NotAuthorizedException after
 * the first step means the sign-in session is used up (a wrong password or passkey, too many wrong codes,
 * or more than 3 minutes): the user starts again.
 */
export function answerFailure(error: unknown, kind: AnswerKind): StepFailure {
  const name = identityErrorName(error);
  if (name === 'SignInException') return { message: SIGN_IN_LOST_MESSAGE, failureType: name, ended: true };
  if (kind === 'passkey') {
    const message = passkeyMessage(name) ?? signInFailure(error).message;
    return { message, failureType: name, ended: name === 'NotAuthorizedException' };
  }
  if (kind === 'password' && isTooManySignInAttempts(error))
    return {
      message: TOO_MANY_SIGN_IN_ATTEMPTS,
      failureType: name,
      ended: name === 'NotAuthorizedException',
    };
  if (name === 'NotAuthorizedException') {
    const message =
      kind === 'password' ? ERROR_CATALOGUE.INCORRECT_USERNAME_OR_PASSWORD : SIGN_IN_ENDED_MESSAGE;
    return { message, failureType: name, ended: true };
  }
  if (kind === 'code') {
    if (name === 'ExpiredCodeException')
      return { message: SIGN_IN_ENDED_MESSAGE, failureType: name, ended: true };
    return { ...otpFailure(error), ended: false };
  }
  if (
    kind === 'newPassword' &&
    name === 'InvalidPasswordException' &&
    error instanceof Error &&
    error.message
  )
    return { message: error.message, failureType: name, ended: false };
  return { message: CODE_SENDING[name] ?? signInFailure(error).message, failureType: name, ended: false };
}
