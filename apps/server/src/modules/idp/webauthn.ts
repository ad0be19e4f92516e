import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { IdpUserRow } from '../../db/schema/identity.js';
import { SESSION_LIFETIME_MS } from './auth-sessions.js';
import type { IdpContext, RequestInfo } from './context.js';
import { IdpError, notAuthorized } from './errors.js';
import type { PoolDefinition, PoolKey } from './pools.js';
import {
  countUserCredentials,
  findUserCredential,
  listUserCredentialsForRp,
  recordCredentialUse,
  type NewWebauthnCredential,
} from './webauthn-repo.js';
import { readAssertion, TRANSPORTS, type RegistrationAttempt } from './webauthn-responses.js';

/**
 * Passkeys (WebAuthn) of the embedded pool, on @simplewebauthn/server. The relying party is the web app's own
 * origin (RequestInfo.appOrigin) and its id that origin's host name. Ceremonies ask for user verification where the
 * authenticator can do it ('preferred'), a discoverable credential where possible, and no attestation; keys are
 * ES256 or RS256. The WebAuthn user handle is the pool user's id (sub) as UTF-8 bytes.
 */

/** COSE algorithms the pool accepts: ES256 (-7) and RS256 (-257). */
export const SUPPORTED_ALGORITHMS = [-7, -257] as const;
/** Passkeys one user may hold in a pool, as in the hosted pool. */
export const MAX_PASSKEYS_PER_USER = 20;
/** How long the browser may wait for the authenticator: the life of the challenge's session. */
const CEREMONY_TIMEOUT_MS = SESSION_LIFETIME_MS;
const RP_NAME = 'Telkom Cover';

/** The relying party of a ceremony: the app's origin and its host name. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The challenge a ceremony was started with and the relying party it was asked for. */
export interface CeremonyState {
  challenge: string;
  rpId: string;
}

const configurationMissing = () =>
  new IdpError(
    'WebAuthnConfigurationMissingException',
    'The user pool does not have a relying party ID or a domain configured for passkeys.',
  );

/** The relying party of this request, or WebAuthnConfigurationMissingException when the app's origin is unknown. */
export function relyingPartyOf(req: RequestInfo): RelyingParty {
  if (!req.appOrigin) throw configurationMissing();
  let url: URL;
  try {
    url = new URL(req.appOrigin);
  } catch {
    throw configurationMissing();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) throw configurationMissing();
  return { id: url.hostname, origin: url.origin };
}

/** WebAuthnNotEnabledException unless the pool offers passkeys as a first factor (AllowedFirstAuthFactors). */
export function assertPasskeysEnabled(pool: PoolDefinition): void {
  if (!pool.firstFactors.includes('WEB_AUTHN'))
    throw new IdpError(
      'WebAuthnNotEnabledException',
      'Passkey (WebAuthn) sign-in is not enabled for this user pool.',
    );
}

/** The pool a user row belongs to. */
const poolOf = (user: IdpUserRow) => user.pool as PoolKey;

/** The WebAuthn user handle of a pool user: the bytes of its sub. */
const userHandleOf = (user: IdpUserRow) => isoUint8Array.fromUTF8String(user.id);

/** What the authenticator shows the user: their email when they have one (never the ID number alone), else the username. */
function accountNames(user: IdpUserRow): { userName: string; userDisplayName: string } {
  const email = user.attributes.email;
  const fullName = [user.attributes.given_name, user.attributes.family_name].filter(Boolean).join(' ');
  const userName = email || user.username;
  return { userName, userDisplayName: fullName || userName };
}

const descriptorsOf = (rows: { credentialId: string; transports: string[] }[]) =>
  rows.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] }));

/** Options for navigator.credentials.create: this user's passkeys excluded, so one authenticator registers once. */
export async function registrationOptions(
  ctx: IdpContext,
  rp: RelyingParty,
  user: IdpUserRow,
  pool: PoolDefinition,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listUserCredentialsForRp(ctx.db, user.id, pool.key, rp.id);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userID: userHandleOf(user),
    ...accountNames(user),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: [...SUPPORTED_ALGORITHMS],
  });
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The kind of device a browser's User-Agent names: "Android phone", "iPhone", "Windows computer"… */
function deviceOf(userAgent: string | undefined): string | null {
  const ua = userAgent ?? '';
  if (/Android/i.test(ua)) return 'Android phone';
  if (/iPhone/i.test(ua)) return 'iPhone';
  if (/iPad/i.test(ua)) return 'iPad';
  if (/Windows/i.test(ua)) return 'Windows computer';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'Mac';
  if (/CrOS/i.test(ua)) return 'Chromebook';
  if (/Linux/i.test(ua)) return 'Linux computer';
  return null;
}

/**
 * A plain name for a new passkey, so a user with several can tell them apart on another device: where it lives
 * (the phone or computer it was made on, from the browser's User-Agent; a security key; a phone nearby). The
 * list shows the date it was added beside it.
 */
export function friendlyCredentialName(
  attachment: string | undefined,
  transports: readonly string[],
  userAgent: string | undefined,
): string {
  const onThisDevice =
    attachment === 'platform' || (attachment === undefined && transports.includes('internal'));
  if (onThisDevice) return deviceOf(userAgent) ?? 'Phone or computer';
  if (transports.includes('hybrid')) return 'Phone nearby';
  if (attachment === 'cross-platform' || transports.some((entry) => ['usb', 'nfc', 'ble'].includes(entry)))
    return 'Security key';
  return 'Passkey';
}

/**
 * Verifies a registration against its pending challenge: the origin must be the app's
 * (WebAuthnOriginNotAllowedException), the authenticator data must name our relying party
 * (WebAuthnRelyingPartyMismatchException), and the attestation must verify with a supported key
 * (WebAuthnCredentialNotSupportedException). Returns the row to store.
 */
export async function verifyRegistration(
  ctx: IdpContext,
  rp: RelyingParty,
  expected: CeremonyState,
  attempt: RegistrationAttempt,
  owner: { user: IdpUserRow; pool: PoolDefinition; userAgent?: string | undefined },
): Promise<NewWebauthnCredential> {
  if (expected.rpId !== rp.id)
    throw new IdpError(
      'WebAuthnRelyingPartyMismatchException',
      'The passkey registration was started for a different relying party ID than this request.',
    );
  if (attempt.origin !== rp.origin)
    throw new IdpError(
      'WebAuthnOriginNotAllowedException',
      "The passkey credential's origin does not match the user pool's relying party ID.",
    );
  if (!sameBytes(attempt.rpIdHash, sha256(rp.id)))
    throw new IdpError(
      'WebAuthnRelyingPartyMismatchException',
      "The passkey credential is for a different relying party ID than the user pool's.",
    );
  const notSupported = () =>
    new IdpError(
      'WebAuthnCredentialNotSupportedException',
      'The passkey credential is not supported: it could not be verified with a supported key type.',
    );
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: attempt.response,
      expectedChallenge: expected.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: [...SUPPORTED_ALGORITHMS],
    });
  } catch {
    throw notSupported();
  }
  if (!verification.verified) throw notSupported();
  const info = verification.registrationInfo;
  const transports = (attempt.response.response.transports ?? []).filter((entry) =>
    TRANSPORTS.includes(entry),
  );
  const attachment = attempt.response.authenticatorAttachment;
  const now = ctx.now();
  return {
    userId: owner.user.id,
    pool: owner.pool.key,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports,
    attachment: attachment ?? null,
    friendlyName: friendlyCredentialName(attachment, transports, owner.userAgent),
    relyingPartyId: rp.id,
    backedUp: info.credentialBackedUp,
    createdAt: now,
  };
}

/** Whether the user has at least one passkey for this relying party. */
export async function userHasPasskeys(ctx: IdpContext, req: RequestInfo, user: IdpUserRow): Promise<boolean> {
  let rp: RelyingParty;
  try {
    rp = relyingPartyOf(req);
  } catch {
    return false;
  }
  const rows = await listUserCredentialsForRp(ctx.db, user.id, poolOf(user), rp.id);
  return rows.length > 0;
}

/** Options for navigator.credentials.get (allowCredentials = the user's passkeys) and the state to keep. */
export async function passkeySignInOptions(
  ctx: IdpContext,
  req: RequestInfo,
  user: IdpUserRow,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; state: CeremonyState }> {
  const rp = relyingPartyOf(req);
  const rows = await listUserCredentialsForRp(ctx.db, user.id, poolOf(user), rp.id);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptorsOf(rows),
    userVerification: 'preferred',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return { options, state: { challenge: options.challenge, rpId: rp.id } };
}

/**
 * Verifies the assertion (the CREDENTIAL challenge response, a JSON string) against the user's stored passkey:
 * signature, challenge, origin, rpId, counter (update counter + lastUsedAt). Throws IdpError
 * NotAuthorizedException 'Incorrect username or password.' for a wrong, deleted or foreign credential, a bad
 * signature or a counter that went back (a cloned authenticator). Returns whether the user was verified on the
 * device (fingerprint, face, screen lock), for the tokens' amr.
 */
export async function verifyPasskeySignIn(
  ctx: IdpContext,
  req: RequestInfo,
  user: IdpUserRow,
  state: CeremonyState,
  credentialJson: string,
): Promise<{ userVerified: boolean }> {
  const rp = relyingPartyOf(req);
  const assertion = readAssertion(credentialJson);
  const refuse = (reason: string) => {
    ctx.logger.info({ userId: user.id, reason }, 'idp passkey sign-in refused');
    return notAuthorized();
  };
  if (rp.id !== state.rpId) throw refuse('relying party changed');
  const row = await findUserCredential(ctx.db, user.id, poolOf(user), assertion.id);
  if (!row || row.relyingPartyId !== state.rpId) throw refuse('unknown credential');
  const handle = assertion.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(user))) throw refuse('user handle mismatch');
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: state.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: state.rpId,
      credential: {
        id: row.credentialId,
        publicKey: isoBase64URL.toBuffer(row.publicKey),
        counter: row.counter,
        transports: row.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    throw refuse('assertion did not verify');
  }
  if (!verification.verified) throw refuse('bad signature');
  const info = verification.authenticationInfo;
  const recorded = await recordCredentialUse(ctx.db, row, {
    counter: info.newCounter,
    backedUp: info.credentialBackedUp,
    at: ctx.now(),
  });
  if (!recorded) throw refuse('concurrent use');
  ctx.logger.info({ userId: user.id, credential: row.id }, 'idp passkey sign-in verified');
  return { userVerified: info.userVerified };
}

/** LimitExceededException when the user already holds the most passkeys a user may have. */
export async function assertBelowPasskeyLimit(ctx: IdpContext, user: IdpUserRow, pool: PoolDefinition) {
  if ((await countUserCredentials(ctx.db, user.id, pool.key)) >= MAX_PASSKEYS_PER_USER)
    throw new IdpError(
      'LimitExceededException',
      `The user has reached the limit of ${MAX_PASSKEYS_PER_USER} passkeys. Delete one before adding another.`,
    );
}
