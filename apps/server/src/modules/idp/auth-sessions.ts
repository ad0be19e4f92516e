import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idpAuthSessions, type IdpAuthSessionRow } from '../../db/schema/identity.js';
import type { IdpContext } from './context.js';
import { invalidSession } from './errors.js';
import type { PoolKey } from './pools.js';
import { hashToken } from './refresh-repo.js';
import type { SrpServerState } from './srp-verifier.js';

/**
 * In-progress sign-ins. The Session string handed to the client is random; the database keeps its hash
 * and a sealed state. A session lives 3 minutes and is used up by the step that answers it.
 */
export const SESSION_LIFETIME_MS = 3 * 60 * 1000;
/** Wrong answers (TOTP codes) a single session tolerates. */
export const MAX_SESSION_ATTEMPTS = 5;

export type ChallengeName =
  | 'PASSWORD_VERIFIER'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SMS_MFA'
  | 'EMAIL_OTP'
  | 'SOFTWARE_TOKEN_MFA'
  | 'SELECT_MFA_TYPE'
  | 'MFA_SETUP'
  /** USER_AUTH: the choice of first factor, a one-time code by SMS, a passkey. */
  | 'SELECT_CHALLENGE'
  | 'SMS_OTP'
  | 'WEB_AUTHN'
  /** CUSTOM_AUTH: a challenge of the pool's custom-auth hooks. */
  | 'CUSTOM_CHALLENGE'
  /**
   * Not a sign-in step: a signed-in user's pending passkey registration (StartWebAuthnRegistration), keyed by
   * the WebAuthn challenge itself and answered by CompleteWebAuthnRegistration.
   */
  | 'WEB_AUTHN_REGISTRATION';

export interface SessionState {
  srp?: SrpServerState;
  /** MFA_SETUP: a TOTP secret offered by AssociateSoftwareToken, and whether VerifySoftwareToken accepted it. */
  totpSecret?: string;
  totpVerified?: boolean;
  /** MFA_SETUP by email: the address being set up. */
  setupEmail?: string;
  /** WEB_AUTHN: the challenge (base64url) the passkey must sign, and the relying party it was asked for. */
  webauthn?: { challenge: string; rpId: string };
  /** CUSTOM_AUTH: the challenges answered so far and what the create hook keeps private for the verify hook. */
  custom?: {
    results: { challengeName: string; challengeResult: boolean; challengeMetadata?: string }[];
    privateParameters: Record<string, string>;
    metadata?: string;
  };
  /** USER_AUTH: the first factor this sign-in uses, recorded in the tokens' amr. */
  firstFactor?: FirstFactor;
}

/** The first factors of USER_AUTH (and the custom challenge of CUSTOM_AUTH). */
export type FirstFactor = 'PASSWORD' | 'PASSWORD_SRP' | 'EMAIL_OTP' | 'SMS_OTP' | 'WEB_AUTHN' | 'CUSTOM';

export interface LoadedSession {
  row: IdpAuthSessionRow;
  state: SessionState;
}

const context = (id: string) => `auth-session:${id}`;

export interface NewSession {
  pool: PoolKey;
  clientId: string;
  userId: string | null;
  username: string;
  challenge: ChallengeName;
  state?: SessionState;
  /** Use this string as the session key (PASSWORD_VERIFIER is keyed by its SECRET_BLOCK). */
  key?: string;
}

export async function createSession(
  ctx: IdpContext,
  input: NewSession,
): Promise<{ key: string; id: string }> {
  const now = ctx.now();
  const id = randomUUID();
  const key = input.key ?? randomBytes(96).toString('base64url');
  await ctx.db.insert(idpAuthSessions).values({
    id,
    sessionHash: hashToken(key),
    pool: input.pool,
    clientId: input.clientId,
    userId: input.userId,
    username: input.username,
    challenge: input.challenge,
    state: input.state ? ctx.sealer.seal(JSON.stringify(input.state), context(id)) : null,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    createdAt: now,
  });
  // Expired sessions are useless; clear them out as new ones arrive.
  await ctx.db
    .delete(idpAuthSessions)
    .where(lt(idpAuthSessions.expiresAt, new Date(now.getTime() - SESSION_LIFETIME_MS)));
  return { key, id };
}

/** The live session for this key and challenge, or NotAuthorizedException "Invalid session for the user". */
export async function loadSession(
  ctx: IdpContext,
  key: unknown,
  challenges: readonly ChallengeName[],
  /** The request's app client; undefined for operations that carry only the Session (TOTP setup). */
  clientId: string | undefined,
): Promise<LoadedSession> {
  if (typeof key !== 'string' || key === '') throw invalidSession();
  const [row] = await ctx.db
    .select()
    .from(idpAuthSessions)
    .where(eq(idpAuthSessions.sessionHash, hashToken(key)))
    .limit(1);
  const live =
    row &&
    !row.consumedAt &&
    row.expiresAt.getTime() > ctx.now().getTime() &&
    (clientId === undefined || row.clientId === clientId) &&
    (challenges as readonly string[]).includes(row.challenge);
  if (!row || !live) throw invalidSession();
  const state = row.state ? (JSON.parse(ctx.sealer.open(row.state, context(row.id))) as SessionState) : {};
  return { row, state };
}

/** Uses the session up; fails if a concurrent request already did. */
export async function consumeSession(ctx: IdpContext, row: IdpAuthSessionRow): Promise<void> {
  const used = await ctx.db
    .update(idpAuthSessions)
    .set({ consumedAt: ctx.now() })
    .where(and(eq(idpAuthSessions.id, row.id), isNull(idpAuthSessions.consumedAt)))
    .returning({ id: idpAuthSessions.id });
  if (used.length === 0) throw invalidSession();
}

export async function saveSessionState(
  ctx: IdpContext,
  row: IdpAuthSessionRow,
  state: SessionState,
): Promise<void> {
  await ctx.db
    .update(idpAuthSessions)
    .set({ state: ctx.sealer.seal(JSON.stringify(state), context(row.id)) })
    .where(eq(idpAuthSessions.id, row.id));
}

/** Counts a wrong answer; once the limit is reached the session is used up. */
export async function countSessionFailure(ctx: IdpContext, row: IdpAuthSessionRow): Promise<void> {
  const [updated] = await ctx.db
    .update(idpAuthSessions)
    .set({ attempts: sql`${idpAuthSessions.attempts} + 1` })
    .where(eq(idpAuthSessions.id, row.id))
    .returning({ attempts: idpAuthSessions.attempts });
  if ((updated?.attempts ?? MAX_SESSION_ATTEMPTS) >= MAX_SESSION_ATTEMPTS) {
    await ctx.db.update(idpAuthSessions).set({ consumedAt: ctx.now() }).where(eq(idpAuthSessions.id, row.id));
  }
}
