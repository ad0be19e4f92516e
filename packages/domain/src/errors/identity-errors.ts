/**
 * Identity-service error names (spec 000 §8) and the catalogue message shown for each, per step.
 * Names are those of the hosted user pool (the embedded pool uses the same).
 */
import { ERROR_CATALOGUE } from './catalogue.js';
import { unableTo } from './unable-to.js';

/** The identity error names the spec recognises. */
export const IDENTITY_ERROR_NAMES = [
  'InvalidParameterException',
  'NotAuthorizedException',
  'UserNotConfirmedException',
  'UserAlreadyAuthenticatedException',
  'UserUnAuthenticatedException',
] as const;
export type IdentityErrorName = (typeof IDENTITY_ERROR_NAMES)[number];

/** Errors of the forced-logout kind: the session is cleared and the user signs in again. */
export const FORCED_LOGOUT_ERROR_NAMES = [
  'InvalidParameterException',
  'UserUnAuthenticatedException',
] as const;

export function isIdentityErrorName(name: string): name is IdentityErrorName {
  return (IDENTITY_ERROR_NAMES as readonly string[]).includes(name);
}

export function isForcedLogoutError(name: string): boolean {
  return (FORCED_LOGOUT_ERROR_NAMES as readonly string[]).includes(name);
}

/**
 * The message shown when sign-in fails with this error name. Null for UserAlreadyAuthenticatedException,
 * which shows no message (it may lead to the logout path instead).
 */
export function signInErrorMessage(name: string): string | null {
  switch (name) {
    case 'InvalidParameterException':
    case 'NotAuthorizedException':
      return ERROR_CATALOGUE.INCORRECT_USERNAME_OR_PASSWORD;
    case 'UserNotConfirmedException':
      return ERROR_CATALOGUE.USER_NOT_CONFIRMED;
    case 'UserAlreadyAuthenticatedException':
      return null;
    default:
      return ERROR_CATALOGUE.SIGN_IN_GENERIC;
  }
}

export const OTP_VERIFY_FALLBACK_MESSAGE = unableTo('verify the code');

/** The message shown when entering or sending a one-time code (sign-up, reset, attribute or login OTP) fails. */
export function otpErrorMessage(name: string): string {
  switch (name) {
    case 'CodeMismatchException':
      return ERROR_CATALOGUE.CODE_MISMATCH;
    case 'ExpiredCodeException':
      return ERROR_CATALOGUE.CODE_EXPIRED;
    case 'LimitExceededException':
      return ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED;
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return ERROR_CATALOGUE.MAX_OTP_LIMIT;
    default:
      return OTP_VERIFY_FALLBACK_MESSAGE;
  }
}

/** The message shown when changing the password fails. */
export function changePasswordErrorMessage(name: string): string {
  switch (name) {
    case 'NotAuthorizedException':
      return ERROR_CATALOGUE.WRONG_OLD_PASSWORD;
    case 'LimitExceededException':
      return ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED;
    default:
      return unableTo('change your password');
  }
}
