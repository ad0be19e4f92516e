import {
  ERROR_CATALOGUE,
  changePasswordErrorMessage,
  codeLimitMessage,
  codeWaitIn,
  isForcedLogoutError,
  otpErrorMessage,
  signInErrorMessage,
  unableTo,
} from '@cover/domain';
import type { Audience } from './audience';

/** A failure as the session groups keep it: the catalogue message and its type (the error name). */
export interface IdentityFailure {
  message: string;
  failureType: string;
}

/** The identity error name of an Amplify (or pool) error; '' when the value is not an error. */
export function identityErrorName(error: unknown): string {
  if (error instanceof Error) return error.name;
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string')
    return error.name;
  return '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export interface SignInFailure extends IdentityFailure {
  /** A user is already signed in: no message, the page offers sign-out instead (spec 000 §8). */
  alreadySignedIn: boolean;
  /** The forced-logout kind: the stored session is cleared before trying again. */
  forcedLogout: boolean;
}

/**
 * A password sign-in refused for a while: the account's timed lockout after repeated wrong passwords
 * (NotAuthorizedException "Password attempts exceeded", also for the right password) or the pool's
 * per-address throttle (TooManyRequestsException). Spec 000 §8 gives no text for it; its "Maximum OTP
 * limit" is about codes, and "Incorrect username or password" would be untrue for the right password. The
 * pool does not say how long: the lock lasts 2^(n−5) s (DESIGN §4), seconds at first and longer with each
 * wrong password, the throttle at most a minute.
 */
export const TOO_MANY_SIGN_IN_ATTEMPTS =
  'Too many attempts. Please wait a moment and try again: each wrong password makes the wait longer.';

/** The pool's timed lockout of an account after repeated failed sign-ins. */
export function isSignInLockout(error: unknown): boolean {
  return (
    identityErrorName(error) === 'NotAuthorizedException' &&
    /password attempts exceeded/i.test(errorText(error))
  );
}

/** Too many sign-in attempts: the account's lockout or the per-address throttle. */
export function isTooManySignInAttempts(error: unknown): boolean {
  return isSignInLockout(error) || identityErrorName(error) === 'TooManyRequestsException';
}

export function signInFailure(error: unknown): SignInFailure {
  const name = identityErrorName(error);
  const message = isTooManySignInAttempts(error) ? TOO_MANY_SIGN_IN_ATTEMPTS : signInErrorMessage(name);
  return {
    message: message ?? '',
    failureType: name,
    alreadySignedIn: name === 'UserAlreadyAuthenticatedException',
    forcedLogout: isForcedLogoutError(name),
  };
}

/** "Limit exceeded, Please try after some time", then when a new code can be asked for if the pool said. */
function codeLimitFailure(error: unknown): IdentityFailure {
  return { message: codeLimitMessage(codeWaitIn(errorText(error))), failureType: 'LimitExceededException' };
}

/** Entering or sending a one-time code (sign-up, reset, attribute, login OTP). */
export function otpFailure(error: unknown): IdentityFailure {
  const name = identityErrorName(error);
  if (name === 'LimitExceededException') return codeLimitFailure(error);
  return { message: otpErrorMessage(name), failureType: name };
}

export function changePasswordFailure(error: unknown): IdentityFailure {
  const name = identityErrorName(error);
  return { message: changePasswordErrorMessage(name), failureType: name };
}

const unableToReset = unableTo('reset your password');

const PRE_SIGN_UP_PREFIX = 'PreSignUp failed with error ';

/** "PreSignUp failed with error <message>." → "<message>" (the pool's pre-sign-up rule refused). */
export function preSignUpMessage(text: string): string | null {
  const at = text.indexOf(PRE_SIGN_UP_PREFIX);
  if (at < 0) return null;
  const message = text.slice(at + PRE_SIGN_UP_PREFIX.length).trim();
  // The pool ends the sentence with a full stop of its own.
  return message.endsWith('.') ? message.slice(0, -1) : message;
}

/** Sign-up refused: the username (retail ID / employee salary reference) or alias taken, a pre-sign-up rule, … */
export function signUpFailure(error: unknown, audience: Audience): IdentityFailure {
  const name = identityErrorName(error);
  switch (name) {
    case 'UsernameExistsException':
      return {
        message:
          audience === 'retail'
            ? ERROR_CATALOGUE.ID_ALREADY_REGISTERED
            : ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED,
        failureType: name,
      };
    case 'AliasExistsException':
      return { message: ERROR_CATALOGUE.USERNAME_TAKEN, failureType: name };
    case 'UserLambdaValidationException':
      return {
        message: preSignUpMessage(errorText(error)) ?? ERROR_CATALOGUE.SIGN_UP_GENERIC,
        failureType: name,
      };
    case 'InvalidPasswordException':
      return { message: errorText(error) || ERROR_CATALOGUE.SIGN_UP_GENERIC, failureType: name };
    case 'LimitExceededException':
      return codeLimitFailure(error);
    case 'TooManyRequestsException':
      return { message: ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED, failureType: name };
    default:
      return { message: ERROR_CATALOGUE.SIGN_UP_GENERIC, failureType: name };
  }
}

/** The message for a forgot-password request the pool refused. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Your email address is not verified, so we cannot send you a reset code. Please contact us.';

export function forgotPasswordFailure(error: unknown): IdentityFailure {
  const name = identityErrorName(error);
  switch (name) {
    case 'UserNotFoundException':
      return { message: ERROR_CATALOGUE.USERNAME_NOT_FOUND, failureType: name };
    case 'InvalidParameterException':
      return { message: EMAIL_NOT_VERIFIED_MESSAGE, failureType: name };
    default:
      return otpFailure(error);
  }
}

/** Confirming a reset with its code and the new password. */
export function resetPasswordFailure(error: unknown): IdentityFailure {
  const name = identityErrorName(error);
  if (name === 'InvalidPasswordException')
    return { message: errorText(error) || unableToReset, failureType: name };
  const otp = otpFailure(error);
  return otp.message === otpErrorMessage('') ? { message: unableToReset, failureType: name } : otp;
}
