import { ERROR_CATALOGUE } from '@cover/domain';
import { AppError } from '../../platform/errors.js';
import { IdpError } from '../idp/index.js';
import { fromIdpError } from './idp-errors.js';

/**
 * The pool's answers to a wrong current password: "Incorrect username or password." and, once the account is
 * locked for a while after repeated wrong passwords, "Password attempts exceeded" (both NotAuthorizedException,
 * as the hosted pool answers them; the lockout refuses the right password too, so it is not called wrong). Any
 * other NotAuthorizedException is about the token.
 */
const WRONG_PASSWORD = /^Incorrect username or password\.$/;
const LOCKED_OUT = /^Password attempts exceeded$/;

/**
 * A refusal of ChangePassword or ConfirmForgotPassword in the codes the web maps back to the messages it
 * showed when it called the pool itself: a wrong current password, or one locked for a while, is a 400 (never a
 * 401, which would end the session in the browser), the pool's per-address throttle has its own code.
 */
export function fromPasswordError(error: unknown): unknown {
  if (!(error instanceof IdpError)) return error;
  if (error.type === 'NotAuthorizedException' && WRONG_PASSWORD.test(error.message))
    return new AppError(400, 'WRONG_OLD_PASSWORD', ERROR_CATALOGUE.WRONG_OLD_PASSWORD);
  if (error.type === 'NotAuthorizedException' && LOCKED_OUT.test(error.message))
    return new AppError(400, 'PASSWORD_ATTEMPTS_EXCEEDED', ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED);
  if (error.type === 'InvalidPasswordException') return new AppError(400, 'INVALID_PASSWORD', error.message);
  if (error.type === 'TooManyRequestsException')
    return new AppError(429, 'TOO_MANY_REQUESTS', ERROR_CATALOGUE.MAX_OTP_LIMIT);
  return fromIdpError(error);
}

export async function withPasswordErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw fromPasswordError(error);
  }
}
