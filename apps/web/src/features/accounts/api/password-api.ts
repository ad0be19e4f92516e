import type { ChangePasswordInput, ConfirmForgotPasswordInput } from '@cover/domain';
import { api } from '../../../app/api';
import { readApiError } from '../../../lib/api-error';
import type { Audience } from '../../../lib/identity';

/**
 * The password calls through the API (docs/decisions/0010, addendum on a changed password): the server passes
 * them to the pool and tells the account's owner. Changing needs the signed-in user's bearer token.
 */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, { audience: Audience; body: ChangePasswordInput }>({
      query: ({ audience, body }) => ({ url: `${audience}/changePassword`, method: 'POST', body }),
    }),
    confirmForgotPassword: build.mutation<null, { audience: Audience; body: ConfirmForgotPasswordInput }>({
      query: ({ audience, body }) => ({ url: `${audience}/confirmForgotPassword`, method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation, useConfirmForgotPasswordMutation } = passwordApi;

/** The server's codes for the pool's refusals, back to the pool's error names the messages are chosen by. */
const POOL_ERROR_NAMES: Record<string, string> = {
  WRONG_OLD_PASSWORD: 'NotAuthorizedException',
  /** the current password locked for a while after repeated wrong ones: "Limit exceeded, Please try after some time" */
  PASSWORD_ATTEMPTS_EXCEEDED: 'LimitExceededException',
  INVALID_PASSWORD: 'InvalidPasswordException',
  CODE_MISMATCH: 'CodeMismatchException',
  CODE_EXPIRED: 'ExpiredCodeException',
  CODE_LIMIT_EXCEEDED: 'LimitExceededException',
  RATE_LIMITED: 'LimitExceededException',
  TOO_MANY_REQUESTS: 'TooManyRequestsException',
};

/**
 * A password call's failure as the error the pool would have thrown (its name and message), so the page keeps
 * the messages it showed when it called the pool itself (changePasswordFailure, resetPasswordFailure).
 */
export function asPoolError(error: unknown): Error {
  const problem = readApiError(error);
  const failure = new Error(problem.message);
  failure.name = POOL_ERROR_NAMES[problem.code] ?? problem.code;
  return failure;
}

/** Unwraps a password call, throwing its failure as the pool's error (asPoolError). */
export async function unwrapAsPool<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    throw asPoolError(error);
  }
}
