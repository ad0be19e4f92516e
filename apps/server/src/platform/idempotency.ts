import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** Keys are honoured for a day (at least the 12 hours clients may retry for), then forgotten. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Merge into a route's `headers` schema to accept an optional idempotency key. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .trim()
    .min(1, 'Idempotency key must not be empty')
    .max(255, 'Idempotency key must be at most 255 characters')
    .optional(),
});

export interface IdempotentReply<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored reply of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRequest<T> {
  /** What the key is unique within, e.g. 'callback-requests' (add the caller's identity when signed in). */
  scope: string;
  key: string | undefined;
  /** The validated request payload; a reused key must come with the same payload. */
  payload: unknown;
  /** Parses a stored reply back into its type. */
  replySchema: z.ZodType<T>;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const hashPayload = (payload: unknown) =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

/**
 * Runs `operation` once per (scope, key). The key row and the operation's writes commit in one transaction,
 * so a concurrent retry waits for the first attempt and then replays its reply; a failed attempt leaves no
 * key behind and may be retried. Without a key the operation simply runs (still in a transaction).
 * Reusing a key with a different payload is refused with 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest<T>,
  operation: (tx: Database) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentReply<T>> {
  const { key, scope } = request;
  if (key === undefined) {
    return { ...(await db.transaction((tx) => operation(tx))), replayed: false };
  }
  const requestHash = hashPayload(request.payload);
  const expiredBefore = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key, scope, requestHash, statusCode: 0, response: {} })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { requestHash, statusCode: 0, response: {}, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!stored) throw new Error('Idempotency key vanished while being read');
      if (stored.requestHash !== requestHash) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This request key was already used for a different request. Please start again.',
        );
      }
      return {
        statusCode: stored.statusCode,
        body: request.replySchema.parse(stored.response),
        replayed: true,
      };
    }
    const result = await operation(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}

/** Sends an idempotent reply, marking replays with the `idempotent-replayed: true` header. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentReply<T>) {
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(result.statusCode).send(result.body);
}

/** Deletes keys older than the TTL; returns how many were removed. */
export async function purgeExpiredIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** Purges expired keys hourly, as a job (on one instance). */
export function defineIdempotencyPurgeJob(app: FastifyInstance): void {
  app.jobs.define({
    name: 'idempotency-purge',
    title: 'Housekeeping: forgets idempotency keys older than a day',
    schema: z.object({}),
    cron: '17 * * * *',
    async handler() {
      const count = await purgeExpiredIdempotencyKeys(app.db);
      if (count > 0) app.log.info({ count }, 'purged expired idempotency keys');
    },
  });
}
