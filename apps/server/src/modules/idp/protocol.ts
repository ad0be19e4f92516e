import { inspectInput } from '../../platform/input-guard/index.js';
import type { IdpContext, RequestInfo } from './context.js';
import { IdpError } from './errors.js';
import type { OperationInput } from './input.js';
import { getTokensFromRefreshToken } from './operations/refresh.js';
import { initiateAuth } from './operations/initiate-auth.js';
import { confirmForgotPassword, forgotPassword } from './operations/password-reset.js';
import {
  changePassword,
  getUser,
  getUserAttributeVerificationCode,
  updateUserAttributes,
  verifyUserAttribute,
} from './operations/profile.js';
import { respondToAuthChallenge } from './operations/respond-to-auth-challenge.js';
import { globalSignOut, revokeToken } from './operations/sign-out.js';
import { confirmSignUp, resendConfirmationCode, signUp } from './operations/sign-up.js';
import {
  associateSoftwareToken,
  setUserMfaPreference,
  verifySoftwareToken,
} from './operations/software-token.js';
import {
  completeWebAuthnRegistration,
  deleteWebAuthnCredential,
  listWebAuthnCredentials,
  startWebAuthnRegistration,
} from './operations/webauthn.js';

/**
 * The user-pool wire protocol (AWS JSON 1.1): the operation comes from
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`, the input is the JSON body, the answer
 * is JSON; refusals are HTTP 400 with `{ __type, message }` and the `x-amzn-errortype` header.
 */
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';

type Operation = (ctx: IdpContext, input: OperationInput, req: RequestInfo) => Promise<object>;

export const OPERATIONS: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  StartWebAuthnRegistration: startWebAuthnRegistration,
  CompleteWebAuthnRegistration: completeWebAuthnRegistration,
  ListWebAuthnCredentials: listWebAuthnCredentials,
  DeleteWebAuthnCredential: deleteWebAuthnCredential,
};

export interface ProtocolReply {
  statusCode: number;
  headers: Record<string, string>;
  body: object;
}

export const errorReply = (error: IdpError, statusCode = 400): ProtocolReply => ({
  statusCode,
  headers: { 'x-amzn-errortype': error.type },
  body: { __type: error.type, message: error.message },
});

/** Tokens and SRP values are the longest strings the protocol carries; nothing legitimate is longer. */
const PROTOCOL_MAX_STRING = 8192;

/**
 * The platform's input guard (platform/input-guard) applied to the parsed body: control characters, lone
 * surrogates and bidirectional overrides in any string, over-long strings or over-deep nesting are
 * refused as the hosted pool refuses a value that fails its constraints.
 */
function refusedInput(body: object): IdpError | null {
  // Checked, not rewritten: the pool stores and compares exactly what the client sent, as the hosted one does.
  const inspection = inspectInput(body, undefined, {
    rootName: 'body',
    defaultMaxLength: PROTOCOL_MAX_STRING,
    normalise: false,
  });
  if (inspection.tooDeep) return new IdpError('SerializationException', 'The request is nested too deeply.');
  const [field, message] = Object.entries(inspection.problems)[0] ?? [];
  if (!field) return null;
  return new IdpError(
    'InvalidParameterException',
    `1 validation error detected: Value at '${field}' failed to satisfy constraint: ${message}`,
  );
}

/** Runs one request; every refusal becomes a protocol error, anything unexpected an InternalErrorException. */
export async function dispatch(
  ctx: IdpContext,
  target: string | undefined,
  body: unknown,
  req: RequestInfo,
): Promise<ProtocolReply> {
  const name = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
  const operation = name && Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
  if (!operation) {
    return errorReply(new IdpError('UnknownOperationException', `Unknown operation ${target ?? '(none)'}`));
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return errorReply(new IdpError('SerializationException', 'The request body must be a JSON object.'));
  }
  const refused = refusedInput(body);
  if (refused) return errorReply(refused);
  try {
    const result = await operation(ctx, body as OperationInput, req);
    return { statusCode: 200, headers: {}, body: result };
  } catch (error) {
    if (error instanceof IdpError) {
      ctx.logger.info({ operation: name, errorType: error.type }, 'idp request refused');
      return errorReply(error);
    }
    throw error;
  }
}
