import { ERROR_CATALOGUE, codeLimitMessage, codeWaitSentence } from '@cover/domain';
import { unauthenticated } from '../../platform/auth/errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import { IdpError } from '../idp/index.js';

/**
 * Turns a refusal of the user pool into the platform's error envelope with the catalogue's texts
 * (spec 000 §8); anything that is not an IdpError is passed on unchanged.
 */
export function fromIdpError(error: unknown): unknown {
  if (!(error instanceof IdpError)) return error;
  switch (error.type) {
    case 'CodeMismatchException':
      return new AppError(400, 'CODE_MISMATCH', ERROR_CATALOGUE.CODE_MISMATCH);
    case 'ExpiredCodeException':
      return new AppError(400, 'CODE_EXPIRED', ERROR_CATALOGUE.CODE_EXPIRED);
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      // The catalogue's text, then when a new code can be asked for when the pool says so.
      return new AppError(
        429,
        'CODE_LIMIT_EXCEEDED',
        codeLimitMessage(error.retryAfterMs === undefined ? null : codeWaitSentence(error.retryAfterMs)),
      );
    case 'AliasExistsException':
    case 'UsernameExistsException':
      return new AppError(409, 'USERNAME_TAKEN', ERROR_CATALOGUE.USERNAME_TAKEN, {
        preferred_username: ERROR_CATALOGUE.USERNAME_TAKEN,
      });
    case 'UserNotFoundException':
      return notFound();
    case 'NotAuthorizedException':
      return unauthenticated();
    case 'InvalidParameterException':
      return new AppError(400, 'INVALID_PARAMETER', error.message);
    default:
      return error;
  }
}

/** Runs a pool operation, rethrowing its refusals as AppErrors. */
export async function withIdpErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw fromIdpError(error);
  }
}
