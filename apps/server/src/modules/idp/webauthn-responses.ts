import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  decodeAttestationObject,
  isoBase64URL,
  parseAuthenticatorData,
} from '@simplewebauthn/server/helpers';
import { invalidParameter } from './errors.js';

/**
 * Reading what the browser sends back from a passkey ceremony (PublicKeyCredential JSON): its shape and the parts
 * the pool needs before verification (the challenge, origin and relying party). Anything malformed is an
 * InvalidParameterException, so it never reaches the challenge it names.
 */

/** The transports WebAuthn defines; anything else a client sends is dropped. */
export const TRANSPORTS: readonly string[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];
const ATTACHMENTS: readonly string[] = ['platform', 'cross-platform'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBase64Url = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && isoBase64URL.isBase64URL(value);

/** Checks the shape of a PublicKeyCredential JSON (registration or assertion); InvalidParameterException if wrong. */
function checkCredentialShape(
  value: unknown,
  field: string,
  responseFields: readonly string[],
): asserts value is { id: string; rawId: string; type: 'public-key'; response: Record<string, unknown> } {
  const bad = (what: string) => invalidParameter(`${field} is not a valid WebAuthn credential: ${what}.`);
  if (!isObject(value)) throw bad('expected an object');
  if (!isBase64Url(value.id) || value.rawId !== value.id)
    throw bad('id and rawId must be the same base64url value');
  if (value.type !== 'public-key') throw bad("type must be 'public-key'");
  if (!isObject(value.response)) throw bad('response is missing');
  for (const name of responseFields)
    if (!isBase64Url(value.response[name])) throw bad(`response.${name} is missing`);
  if (
    value.authenticatorAttachment !== undefined &&
    !ATTACHMENTS.includes(value.authenticatorAttachment as string)
  )
    throw bad('authenticatorAttachment is not platform or cross-platform');
  if (value.clientExtensionResults !== undefined && !isObject(value.clientExtensionResults))
    throw bad('clientExtensionResults must be an object');
}

/** The challenge, origin and type of a response's clientDataJSON; InvalidParameterException if unreadable. */
function clientDataOf(
  clientDataJSON: string,
  field: string,
): { type: string; challenge: string; origin: string } {
  let data: unknown;
  try {
    data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
  } catch {
    data = undefined;
  }
  if (
    !isObject(data) ||
    typeof data.type !== 'string' ||
    !isBase64Url(data.challenge) ||
    typeof data.origin !== 'string'
  )
    throw invalidParameter(`${field} is not a valid WebAuthn credential: clientDataJSON is unreadable.`);
  return { type: data.type, challenge: data.challenge, origin: data.origin };
}

/** The rpIdHash of the authenticator data inside an attestation object; InvalidParameterException if unreadable. */
function attestedRpIdHash(attestationObject: string): Uint8Array {
  try {
    const authData = decodeAttestationObject(isoBase64URL.toBuffer(attestationObject)).get('authData');
    return parseAuthenticatorData(authData).rpIdHash;
  } catch {
    throw invalidParameter('Credential is not a valid WebAuthn credential: attestationObject is unreadable.');
  }
}

/** A registration response (CompleteWebAuthnRegistration's Credential), checked for shape. */
export interface RegistrationAttempt {
  response: RegistrationResponseJSON;
  /** The challenge the browser signed: the key of the pending registration. */
  challenge: string;
  origin: string;
  /** The SHA-256 of the relying party id the authenticator made the passkey for. */
  rpIdHash: Uint8Array;
}

/** Reads CompleteWebAuthnRegistration's Credential; InvalidParameterException when it is not a registration response. */
export function readRegistrationResponse(value: unknown): RegistrationAttempt {
  checkCredentialShape(value, 'Credential', ['clientDataJSON', 'attestationObject']);
  const transports = value.response.transports;
  if (
    transports !== undefined &&
    (!Array.isArray(transports) || transports.some((entry) => typeof entry !== 'string'))
  )
    throw invalidParameter(
      'Credential is not a valid WebAuthn credential: response.transports must be a list.',
    );
  const clientData = clientDataOf(value.response.clientDataJSON as string, 'Credential');
  if (clientData.type !== 'webauthn.create')
    throw invalidParameter(
      'Credential is not a valid WebAuthn credential: it is not a registration response.',
    );
  return {
    response: value as unknown as RegistrationResponseJSON,
    challenge: clientData.challenge,
    origin: clientData.origin,
    rpIdHash: attestedRpIdHash(value.response.attestationObject as string),
  };
}

/** Reads the CREDENTIAL challenge response (a JSON string); InvalidParameterException when it is not an assertion. */
export function readAssertion(credentialJson: string): AuthenticationResponseJSON {
  let value: unknown;
  try {
    value = JSON.parse(credentialJson);
  } catch {
    throw invalidParameter('CREDENTIAL is not a valid WebAuthn credential: expected JSON.');
  }
  checkCredentialShape(value, 'CREDENTIAL', ['clientDataJSON', 'authenticatorData', 'signature']);
  const userHandle = value.response.userHandle;
  if (userHandle !== undefined && userHandle !== null && typeof userHandle !== 'string')
    throw invalidParameter(
      'CREDENTIAL is not a valid WebAuthn credential: response.userHandle must be a string.',
    );
  return value as unknown as AuthenticationResponseJSON;
}
