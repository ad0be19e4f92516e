import { codeWaitSentence } from '@cover/domain';
/** The hosted user pool's error names that the embedded pool answers with. */
export type IdpErrorType =
  | 'AliasExistsException'
  | 'CodeMismatchException'
  | 'EnableSoftwareTokenMFAException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidLambdaResponseException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'SoftwareTokenMFANotFoundException'
  | 'TooManyRequestsException'
  | 'UnknownOperationException'
  | 'UnsupportedOperationException'
  | 'UnsupportedTokenTypeException'
  | 'UserNotConfirmedException'
  | 'UserLambdaValidationException'
  | 'UserNotFoundException'
  | 'UsernameExistsException'
  | 'WebAuthnChallengeNotFoundException'
  | 'WebAuthnClientMismatchException'
  | 'WebAuthnConfigurationMissingException'
  | 'WebAuthnCredentialNotSupportedException'
  | 'WebAuthnNotEnabledException'
  | 'WebAuthnOriginNotAllowedException'
  | 'WebAuthnRelyingPartyMismatchException';

/** A refusal the pool sends back as `{ __type, message }` with HTTP 400. */
export class IdpError extends Error {
  constructor(
    readonly type: IdpErrorType,
    message: string,
    /** For a refusal of too many codes: how long until a new one can be sent. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = type;
  }
}

export const idpError = (type: IdpErrorType, message: string) => new IdpError(type, message);

export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const ATTEMPT_LIMIT = 'Attempt limit exceeded, please try after some time.';

/** Too many codes sent: the refusal says when a new one can be asked for (codeWaitSentence). */
export const codeSendsExceeded = (waitMs: number) =>
  new IdpError('LimitExceededException', `${ATTEMPT_LIMIT} ${codeWaitSentence(waitMs)}`, waitMs);

export const notAuthorized = (message = INCORRECT_CREDENTIALS) =>
  new IdpError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new IdpError('InvalidParameterException', message);
export const codeMismatch = () =>
  new IdpError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () =>
  new IdpError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
export const invalidSession = () =>
  new IdpError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const invalidAccessToken = () =>
  new IdpError('NotAuthorizedException', 'Access Token has been revoked');
