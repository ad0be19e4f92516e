import { readApiError } from '../../../lib/api-error';
import type { IdentityFailure } from '../../../lib/identity/error-mapping';

/** An API call's failure as a session group keeps it: the server's (catalogue) message and its code. */
export function apiFailure(error: unknown): IdentityFailure {
  const problem = readApiError(error);
  return { message: problem.message, failureType: problem.code };
}

/** The same, with another message for one error code (e.g. a generic text for an unexpected failure). */
export function apiFailureOr(fallback: string) {
  return (error: unknown): IdentityFailure => {
    const problem = readApiError(error);
    return problem.code === 'UNKNOWN'
      ? { message: fallback, failureType: problem.code }
      : { message: problem.message, failureType: problem.code };
  };
}
