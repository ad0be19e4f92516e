import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { JSON_CONTENT_TYPE, TARGET_PREFIX } from '../../src/modules/idp/protocol.js';
import { TEST_PASSWORD } from '../../src/modules/idp/testing/flows.js';
import { describeHostile, hostileJson, hostileText, type Hostile } from './hostile.js';
import { bigPayload, jsonWithHostile } from './requests.js';
import { positions, type Path } from './routes.js';

/**
 * The user pool's wire protocol has no zod contract: each operation reads named parameters. These are
 * valid requests of each operation (a real client id, user name and access token); an operation added
 * later without an entry here gets DEFAULT_BODY, which carries the parameters most operations read.
 */
export interface IdpValues {
  clientId: string;
  username: string;
  accessToken: string;
}

export function idpSample(operation: string, v: IdpValues): Record<string, unknown> {
  const client = { ClientId: v.clientId };
  const user = { ...client, Username: v.username };
  const token = { AccessToken: v.accessToken };
  switch (operation) {
    case 'SignUp':
      return {
        ...user,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: 'fuzz@example.co.za' }],
      };
    case 'ConfirmSignUp':
      return { ...user, ConfirmationCode: '123456' };
    case 'ResendConfirmationCode':
    case 'ForgotPassword':
      return user;
    case 'InitiateAuth':
      return {
        ...client,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: v.username, PASSWORD: TEST_PASSWORD },
      };
    case 'RespondToAuthChallenge':
      return {
        ...client,
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: 'fuzz-session',
        ChallengeResponses: {
          USERNAME: v.username,
          PASSWORD_CLAIM_SIGNATURE: 'c2lnbmF0dXJl',
          PASSWORD_CLAIM_SECRET_BLOCK: 'c2VjcmV0',
          TIMESTAMP: 'Mon Nov 23 01:00:00 UTC 2026',
        },
      };
    case 'GetTokensFromRefreshToken':
      return { ...client, RefreshToken: 'fuzz-refresh-token-that-is-not-real' };
    case 'ConfirmForgotPassword':
      return { ...user, ConfirmationCode: '123456', Password: 'N3w!Passw0rd' };
    case 'ChangePassword':
      return { ...token, PreviousPassword: TEST_PASSWORD, ProposedPassword: 'N3w!Passw0rd' };
    case 'GetUser':
    case 'GlobalSignOut':
    case 'AssociateSoftwareToken':
      return token;
    case 'UpdateUserAttributes':
      return { ...token, UserAttributes: [{ Name: 'given_name', Value: 'Lerato' }] };
    case 'GetUserAttributeVerificationCode':
      return { ...token, AttributeName: 'email' };
    case 'VerifyUserAttribute':
      return { ...token, AttributeName: 'email', Code: '123456' };
    case 'RevokeToken':
      return { ...client, Token: 'fuzz-refresh-token-that-is-not-real' };
    case 'VerifySoftwareToken':
      return { ...token, UserCode: '123456' };
    case 'SetUserMFAPreference':
      return { ...token, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } };
    case 'StartWebAuthnRegistration':
    case 'ListWebAuthnCredentials':
      return token;
    case 'CompleteWebAuthnRegistration':
      return {
        ...token,
        Credential: {
          id: 'ZnV6eg',
          rawId: 'ZnV6eg',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          clientExtensionResults: {},
        },
      };
    case 'DeleteWebAuthnCredential':
      return { ...token, CredentialId: 'ZnV6eg' };
    default:
      return { ...user, ...token };
  }
}

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The protocol has no schema to say what a parameter accepts, so a JSON value of the same kind as the valid
 * one (true for false, another string) is not hostile there and is left out; every other kind is.
 */
function sameKind(original: unknown, value: Hostile): boolean {
  if (value.kind !== 'json') return false;
  try {
    return kindOf(JSON.parse(value.json)) === kindOf(original);
  } catch {
    return false;
  }
}

export type IdpMutation =
  | { kind: 'field'; path: Path; value: Hostile }
  | { kind: 'transport'; label: string; target?: string; contentType?: string; payload: string };

const TRANSPORT = (operation: string, body: string): IdpMutation[] => [
  { kind: 'transport', label: 'text/plain', contentType: 'text/plain', payload: body },
  { kind: 'transport', label: 'no content type', contentType: '', payload: body },
  {
    kind: 'transport',
    label: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: body,
  },
  { kind: 'transport', label: 'empty body', payload: '' },
  { kind: 'transport', label: 'truncated JSON', payload: body.slice(0, -1) },
  { kind: 'transport', label: 'over the size limit', payload: 'BIG' },
  {
    kind: 'transport',
    label: 'unknown operation',
    target: `${TARGET_PREFIX}Fuzz${operation}`,
    payload: body,
  },
  { kind: 'transport', label: 'target __proto__', target: `${TARGET_PREFIX}__proto__`, payload: body },
  { kind: 'transport', label: 'target constructor', target: `${TARGET_PREFIX}constructor`, payload: body },
  { kind: 'transport', label: 'target toString', target: `${TARGET_PREFIX}toString`, payload: body },
  { kind: 'transport', label: 'no target', target: '', payload: body },
  { kind: 'transport', label: 'target with C1 control', target: `${TARGET_PREFIX}\u0085`, payload: body },
];

/** One hostile thing per request: a parameter (or the whole body) replaced, or an odd transport. */
export function idpMutations(operation: string, sample: Record<string, unknown>): fc.Arbitrary<IdpMutation> {
  const field = fc
    .tuple(fc.constantFrom(...positions(sample)), fc.oneof(hostileText, hostileJson))
    .filter(([path, value]) => !sameKind(valueAt(sample, path), value))
    .map(([path, value]): IdpMutation => ({ kind: 'field', path, value }));
  return fc.oneof(
    { arbitrary: field, weight: 4 },
    { arbitrary: fc.constantFrom(...TRANSPORT(operation, JSON.stringify(sample))), weight: 1 },
  );
}

export function idpRequest(
  operation: string,
  sample: Record<string, unknown>,
  mutation: IdpMutation,
  remoteAddress: string,
): InjectOptions {
  const headers: Record<string, string> = {
    'content-type': JSON_CONTENT_TYPE,
    'x-amz-target': `${TARGET_PREFIX}${operation}`,
  };
  let payload: string;
  if (mutation.kind === 'field') payload = jsonWithHostile(sample, sample, mutation.path, mutation.value);
  else {
    payload = mutation.payload === 'BIG' ? bigPayload() : mutation.payload;
    if (mutation.contentType !== undefined) headers['content-type'] = mutation.contentType;
    if (mutation.target !== undefined) headers['x-amz-target'] = mutation.target;
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  }
  return { method: 'POST', url: '/idp', headers, payload, remoteAddress };
}

export const describeIdpMutation = (mutation: IdpMutation) =>
  mutation.kind === 'field'
    ? `body${mutation.path.map((key) => `.${String(key)}`).join('')} ← ${describeHostile(mutation.value)}`
    : `transport: ${mutation.label}`;
