import { unableTo } from '@cover/domain';
import { identityErrorName } from '../../../../lib/identity/error-mapping';

/** What the user was doing with passkeys when something went wrong. */
export type PasskeyAction = 'load' | 'add' | 'remove';

/** A failed passkey action as the section shows it: a plain sentence, and whether it is only a notice. */
export interface PasskeyProblem {
  message: string;
  /** 'info' for the user's own choice (a closed prompt), 'error' for a failure. */
  severity: 'info' | 'error';
  /** The Amplify PasskeyError or pool `__type` name ('' when unknown). */
  name: string;
}

const CANCELLED =
  'No passkey was added: the prompt was closed before it finished. Try again when you are ready.';
const NOT_AVAILABLE = 'Passkeys are not available right now. You can still sign in with your password.';
const WRONG_ADDRESS =
  'Passkeys only work on our usual web address. Open Telkom Cover from its usual address and try again.';

/** The user's own choice, not a failure. */
const NOTICES = new Set(['PasskeyRegistrationCanceled', 'PasskeyOperationAborted']);

/**
 * Messages by error name: Amplify's PasskeyError codes (client/utils/passkey/errors/passkeyError) and the
 * pool's `__type` names for StartWebAuthnRegistration, CompleteWebAuthnRegistration, ListWebAuthnCredentials
 * and DeleteWebAuthnCredential.
 */
const MESSAGES = new Map<string, string>(
  Object.entries({
    PasskeyRegistrationCanceled: CANCELLED,
    PasskeyOperationAborted: CANCELLED,
    PasskeyAlreadyExists:
      'This phone already has a passkey for your account, so you can already sign in with it.',
    PasskeyNotSupported:
      'This browser cannot store passkeys. You can still sign in with your password or a code.',
    PasskeyRegistrationFailed: 'Your phone could not create a passkey. Please try again.',
    InvalidPasskeyRegistrationOptions: NOT_AVAILABLE,
    RelyingPartyMismatch: WRONG_ADDRESS,
    WebAuthnRelyingPartyMismatchException: WRONG_ADDRESS,
    WebAuthnOriginNotAllowedException: WRONG_ADDRESS,
    WebAuthnNotEnabledException: NOT_AVAILABLE,
    WebAuthnConfigurationMissingException: NOT_AVAILABLE,
    WebAuthnCredentialNotSupportedException:
      'This kind of passkey is not supported here. Try your phone’s own fingerprint, face or screen lock.',
    WebAuthnChallengeNotFoundException: 'That took too long, so no passkey was added. Please try again.',
    LimitExceededException:
      'You already have the most passkeys allowed. Remove one you no longer use, then try again.',
    NotAuthorizedException: 'Your session has ended. Please sign in again.',
    UserUnAuthenticatedException: 'Your session has ended. Please sign in again.',
  }),
);

const FALLBACK: Record<PasskeyAction, string> = {
  load: unableTo('load your passkeys'),
  add: unableTo('add a passkey'),
  remove: unableTo('remove this passkey'),
};

/** The plain message for a failed passkey action (never the technical error text). */
export function passkeyProblem(error: unknown, action: PasskeyAction): PasskeyProblem {
  const name = identityErrorName(error);
  return {
    message: MESSAGES.get(name) ?? FALLBACK[action],
    severity: NOTICES.has(name) ? 'info' : 'error',
    name,
  };
}
