import { unableTo } from '@cover/domain';
import { identityErrorName } from '../../../../lib/identity/error-mapping';

/** What the user was doing with two-step sign-in when something went wrong. */
export type TwoStepAction = 'load' | 'start' | 'verify' | 'turn-on' | 'turn-off';

export const WRONG_CODE =
  'That code is not right. Enter the code your app shows now: it changes every 30 seconds.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Messages by the pool's `__type` names for AssociateSoftwareToken, VerifySoftwareToken and
 * SetUserMFAPreference (and Amplify's own for a signed-out user).
 */
const MESSAGES = new Map<string, string>(
  Object.entries({
    EnableSoftwareTokenMFAException: WRONG_CODE,
    CodeMismatchException: WRONG_CODE,
    SoftwareTokenMFANotFoundException:
      'That key has expired. Choose “Cancel”, then start again with “Use an authenticator app”.',
    NotAuthorizedException: SESSION_ENDED,
    UserUnAuthenticatedException: SESSION_ENDED,
    TooManyRequestsException: 'Too many attempts. Please wait a minute and try again.',
    LimitExceededException: 'Too many attempts. Please wait a minute and try again.',
  }),
);

const FALLBACK: Record<TwoStepAction, string> = {
  load: unableTo('load your two-step sign-in'),
  start: unableTo('set up your authenticator app'),
  verify: unableTo('check that code'),
  'turn-on': unableTo('turn on two-step sign-in'),
  'turn-off': unableTo('turn off two-step sign-in'),
};

/** A plain sentence for a failed two-step action. */
export function twoStepProblem(error: unknown, action: TwoStepAction): string {
  return MESSAGES.get(identityErrorName(error)) ?? FALLBACK[action];
}
