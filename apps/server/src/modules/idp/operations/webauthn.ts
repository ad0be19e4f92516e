import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { IdpUserRow, IdpWebauthnCredentialRow } from '../../../db/schema/identity.js';
import { consumeSession, createSession, loadSession } from '../auth-sessions.js';
import { authenticate } from '../authenticate.js';
import type { IdpContext, RequestInfo } from '../context.js';
import { IdpError, invalidParameter } from '../errors.js';
import { requireString, type OperationInput } from '../input.js';
import type { PoolDefinition } from '../pools.js';
import {
  assertBelowPasskeyLimit,
  assertPasskeysEnabled,
  registrationOptions,
  relyingPartyOf,
  verifyRegistration,
  type CeremonyState,
} from '../webauthn.js';
import {
  deleteUserCredential,
  insertCredential,
  listUserCredentialsPage,
  type CredentialCursor,
} from '../webauthn-repo.js';
import { readRegistrationResponse } from '../webauthn-responses.js';

/**
 * The passkey operations of a signed-in user, authorised by the access token as in the hosted pool:
 * StartWebAuthnRegistration, CompleteWebAuthnRegistration, ListWebAuthnCredentials, DeleteWebAuthnCredential.
 */

/** Page size of ListWebAuthnCredentials: MaxResults 1..20, 20 when absent. */
const MAX_LIST_RESULTS = 20;

const challengeNotFound = () =>
  new IdpError(
    'WebAuthnChallengeNotFoundException',
    'The passkey registration challenge was not found or has expired. Start the registration again.',
  );

/** StartWebAuthnRegistration {AccessToken} -> {CredentialCreationOptions}; the challenge waits 3 minutes. */
export async function startWebAuthnRegistration(ctx: IdpContext, input: OperationInput, req: RequestInfo) {
  const { user, pool, token } = await authenticate(ctx, input);
  assertPasskeysEnabled(pool);
  const rp = relyingPartyOf(req);
  await assertBelowPasskeyLimit(ctx, user, pool);
  const options = await registrationOptions(ctx, rp, user, pool);
  // Keyed by the challenge: CompleteWebAuthnRegistration finds it in the credential's clientDataJSON.
  await createSession(ctx, {
    pool: pool.key,
    clientId: token.clientId,
    userId: user.id,
    username: user.username,
    challenge: 'WEB_AUTHN_REGISTRATION',
    state: { webauthn: { challenge: options.challenge, rpId: rp.id } },
    key: options.challenge,
  });
  return { CredentialCreationOptions: options };
}

/**
 * The user's pending registration for this challenge, used up by this attempt whatever its outcome:
 * WebAuthnChallengeNotFoundException when unknown, expired, already used or another user's;
 * WebAuthnClientMismatchException when it was started through another app client.
 */
async function takePendingRegistration(
  ctx: IdpContext,
  challenge: string,
  owner: { user: IdpUserRow; pool: PoolDefinition; clientId: string },
): Promise<CeremonyState> {
  const refusedAsNotFound = (error: unknown) => (error instanceof IdpError ? challengeNotFound() : error);
  const { row, state } = await loadSession(ctx, challenge, ['WEB_AUTHN_REGISTRATION'], undefined).catch(
    (error: unknown) => {
      throw refusedAsNotFound(error);
    },
  );
  if (row.userId !== owner.user.id || row.pool !== owner.pool.key || !state.webauthn)
    throw challengeNotFound();
  if (row.clientId !== owner.clientId)
    throw new IdpError(
      'WebAuthnClientMismatchException',
      'The access token is for a different app client than the one that started the passkey registration.',
    );
  await consumeSession(ctx, row).catch((error: unknown) => {
    throw refusedAsNotFound(error);
  });
  return state.webauthn;
}

/** CompleteWebAuthnRegistration {AccessToken, Credential} -> {}: verifies and stores the new passkey. */
export async function completeWebAuthnRegistration(ctx: IdpContext, input: OperationInput, req: RequestInfo) {
  const { user, pool, token } = await authenticate(ctx, input);
  assertPasskeysEnabled(pool);
  const rp = relyingPartyOf(req);
  if (input.Credential === undefined || input.Credential === null)
    throw invalidParameter('Missing required parameter Credential');
  const attempt = readRegistrationResponse(input.Credential);
  const expected = await takePendingRegistration(ctx, attempt.challenge, {
    user,
    pool,
    clientId: token.clientId,
  });
  await assertBelowPasskeyLimit(ctx, user, pool);
  const stored = await insertCredential(
    ctx.db,
    await verifyRegistration(ctx, rp, expected, attempt, { user, pool, userAgent: req.userAgent }),
  );
  if (!stored) throw invalidParameter('This passkey is already registered.');
  ctx.logger.info({ userId: user.id, credential: stored.id }, 'idp passkey registered');
  await ctx.passkeyChanged.run({
    pool: pool.key,
    sub: user.id,
    username: user.username,
    change: 'added',
    passkeyName: stored.friendlyName,
    at: ctx.now(),
  });
  return {};
}

/** One passkey as ListWebAuthnCredentials describes it (CreatedAt in epoch seconds). */
function describe(row: IdpWebauthnCredentialRow) {
  return {
    CredentialId: row.credentialId,
    FriendlyCredentialName: row.friendlyName,
    RelyingPartyId: row.relyingPartyId,
    ...(row.attachment ? { AuthenticatorAttachment: row.attachment } : {}),
    AuthenticatorTransports: row.transports,
    CreatedAt: row.createdAt.getTime() / 1000,
  };
}

function maxResultsOf(input: OperationInput): number {
  const value = input.MaxResults;
  if (value === undefined || value === null) return MAX_LIST_RESULTS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LIST_RESULTS)
    throw invalidParameter(
      `1 validation error detected: Value '${String(value).slice(0, 20)}' at 'maxResults' failed to satisfy constraint: Member must be an integer from 1 to ${MAX_LIST_RESULTS}`,
    );
  return value;
}

/** NextToken is sealed and bound to the user, so it can be neither forged nor used by someone else. */
const nextTokenContext = (user: IdpUserRow) => `webauthn-list:${user.pool}:${user.id}`;

function sealNextToken(ctx: IdpContext, user: IdpUserRow, last: IdpWebauthnCredentialRow): string {
  return ctx.sealer.seal(JSON.stringify({ t: last.createdAt.getTime(), i: last.id }), nextTokenContext(user));
}

function openNextToken(ctx: IdpContext, user: IdpUserRow, value: unknown): CredentialCursor | undefined {
  if (value === undefined || value === null) return undefined;
  const invalid = () => invalidParameter('Invalid NextToken.');
  if (typeof value !== 'string' || value === '') throw invalid();
  let cursor: unknown;
  try {
    cursor = JSON.parse(ctx.sealer.open(value, nextTokenContext(user)));
  } catch {
    throw invalid();
  }
  const { t, i } = (cursor ?? {}) as { t?: unknown; i?: unknown };
  if (typeof t !== 'number' || !Number.isFinite(t) || typeof i !== 'string') throw invalid();
  return { createdAt: new Date(t), id: i };
}

/** ListWebAuthnCredentials {AccessToken, MaxResults?, NextToken?} -> {Credentials, NextToken?}. */
export async function listWebAuthnCredentials(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const limit = maxResultsOf(input);
  const after = openNextToken(ctx, user, input.NextToken);
  const rows = await listUserCredentialsPage(ctx.db, user.id, pool.key, limit, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    Credentials: page.map(describe),
    ...(rows.length > limit && last ? { NextToken: sealNextToken(ctx, user, last) } : {}),
  };
}

/** DeleteWebAuthnCredential {AccessToken, CredentialId} -> {}; another user's or an unknown id: ResourceNotFoundException. */
export async function deleteWebAuthnCredential(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const credentialId = requireString(input, 'CredentialId');
  if (!isoBase64URL.isBase64URL(credentialId))
    throw invalidParameter('CredentialId is not a valid credential id.');
  const deleted = await deleteUserCredential(ctx.db, user.id, pool.key, credentialId);
  if (!deleted) throw new IdpError('ResourceNotFoundException', 'The passkey credential was not found.');
  ctx.logger.info({ userId: user.id }, 'idp passkey deleted');
  await ctx.passkeyChanged.run({
    pool: pool.key,
    sub: user.id,
    username: user.username,
    change: 'removed',
    passkeyName: deleted.friendlyName,
    at: ctx.now(),
  });
  return {};
}
