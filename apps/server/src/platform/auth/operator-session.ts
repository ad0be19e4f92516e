import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { operators, operatorSessions } from '../../db/schema/index.js';
import { forbidden } from './errors.js';
import { registerPrincipalResolver, type OperatorPrincipal } from './principal.js';

/**
 * Operator sessions (DESIGN §4 "Operators"): an opaque random token in a signed, HttpOnly cookie; the
 * database keeps only its SHA-256 hash. A session ends after 8 hours without activity, 12 hours after
 * sign-in at the latest, or when revoked (logout, password reset).
 */
export const OPERATOR_SESSION_COOKIE = 'op_session';
export const OPERATOR_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Activity is written back at most this often, so a busy operator does not cause a write per request. */
const SLIDE_INTERVAL_MS = 60 * 1000;
const COOKIE_PATH = '/api';
const TOKEN_BYTES = 32;

/** The signed-in operator as the session resolver reports it. */
export type OperatorSessionPrincipal = OperatorPrincipal;

export const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The expiry after activity at `now`: idle window from now, capped by the absolute lifetime. */
function slidingExpiry(createdAt: Date, now: Date): Date {
  return earlier(plus(now, OPERATOR_SESSION_IDLE_MS), plus(createdAt, OPERATOR_SESSION_ABSOLUTE_MS));
}

export interface NewOperatorSession {
  /** For the cookie only: never stored. */
  token: string;
  /** The latest the session can last (12 h after login): the cookie's expiry; idleness ends it sooner. */
  endsAt: Date;
}

/** Starts a session for the operator. */
export async function createOperatorSession(
  db: Database,
  operatorId: string,
  now: Date,
): Promise<NewOperatorSession> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = slidingExpiry(now, now);
  await db.insert(operatorSessions).values({
    id: hashSessionToken(token),
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, endsAt: plus(now, OPERATOR_SESSION_ABSOLUTE_MS) };
}

/**
 * The operator of a live session (not revoked, not expired at `now`), or null. Slides the idle expiry
 * forward when the last recorded activity is older than a minute.
 */
export async function findLiveOperatorSession(
  db: Database,
  token: string,
  now: Date,
): Promise<OperatorSessionPrincipal | null> {
  const id = hashSessionToken(token);
  const [row] = await db
    .select({
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      name: operators.name,
      roles: operators.roles,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.id, id),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SLIDE_INTERVAL_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now, expiresAt: slidingExpiry(row.createdAt, now) })
      .where(and(eq(operatorSessions.id, id), lt(operatorSessions.lastSeenAt, now)));
  }
  return { audience: 'operator', operatorId: row.operatorId, name: row.name, roles: [...row.roles] };
}

/** Revokes the session with this token (no-op when unknown or already revoked). */
export async function revokeOperatorSession(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, hashSessionToken(token)), isNull(operatorSessions.revokedAt)));
}

/** Revokes every open session of an operator (after a password reset); returns how many were revoked. */
export async function revokeAllOperatorSessions(
  db: Database,
  operatorId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return revoked.length;
}

/** Ended sessions are kept this long (for the record), then deleted when their operator next signs in. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the operator's sessions that ended (expired or revoked) more than the retention period ago. */
export async function purgeEndedOperatorSessions(db: Database, operatorId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        or(lt(operatorSessions.expiresAt, cutoff), lt(operatorSessions.revokedAt, cutoff)),
      ),
    );
}

/** The session token from the signed cookie, or null when absent or its signature does not check out. */
export function readOperatorSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[OPERATOR_SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

const cookieOptions = (request: FastifyRequest) =>
  ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  }) as const;

/** Sets the signed session cookie: HttpOnly, SameSite=Strict, Path=/api, Secure over TLS. */
export function setOperatorSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  endsAt: Date,
): void {
  reply.setCookie(OPERATOR_SESSION_COOKIE, token, {
    ...cookieOptions(request),
    signed: true,
    expires: endsAt,
  });
}

export function clearOperatorSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions(request));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock operator sessions are checked against (the operator module decorates it; tests move it). */
    operatorClock: () => Date;
  }
}

const clockOf = (request: FastifyRequest) =>
  request.server.hasDecorator('operatorClock') ? request.server.operatorClock() : new Date();

/** The operator of the live session named by the request's cookie, or null. */
export async function resolveOperatorPrincipal(
  request: FastifyRequest,
): Promise<OperatorSessionPrincipal | null> {
  const token = readOperatorSessionToken(request);
  return token ? findLiveOperatorSession(request.server.db, token, clockOf(request)) : null;
}

export const BACKOFFICE_ROLE = 'backoffice';

/** Back-office routes: a live operator session whose account holds the 'backoffice' role (else 403). */
export async function resolveBackofficePrincipal(
  request: FastifyRequest,
): Promise<OperatorSessionPrincipal | null> {
  const principal = await resolveOperatorPrincipal(request);
  if (principal && !principal.roles.includes(BACKOFFICE_ROLE)) throw forbidden();
  return principal;
}

/** Installs the session-cookie resolvers for 'operator' and 'backoffice' routes (idempotent). */
export function registerOperatorPrincipalResolvers(): void {
  registerPrincipalResolver('operator', resolveOperatorPrincipal);
  registerPrincipalResolver('backoffice', resolveBackofficePrincipal);
}
