import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { equalsIfGiven, preparedPerDatabase } from '../../db/prepared.js';
import { claims, events, type ClaimRow, type NewClaimRow } from '../../db/schema/index.js';
import { appendEvent } from '../insurance-core/events.js';

/** CLM-2026-000045: the year of submission and a number from the claim_number_seq sequence. */
export async function nextClaimNumber(db: Database, now: Date): Promise<string> {
  const [row] = await db
    .select({ value: sql<string | number>`nextval('claim_number_seq')` })
    .from(sql`(select 1) as one`);
  const value = Number(row?.value);
  if (!Number.isSafeInteger(value)) throw new Error('claim_number_seq gave no value');
  return `CLM-${now.getUTCFullYear()}-${String(value).padStart(6, '0')}`;
}

export async function insertClaim(db: Database, row: NewClaimRow): Promise<ClaimRow> {
  const [inserted] = await db.insert(claims).values(row).returning();
  if (!inserted) throw new Error('claim was not stored');
  return inserted;
}

export async function findClaim(db: Database, claimId: string, lock = false): Promise<ClaimRow | null> {
  const query = db.select().from(claims).where(eq(claims.id, claimId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The claims still being dealt with (not paid out, closed or repudiated) on these insured items: one open
 * claim per phone or vehicle at a time.
 */
export async function findOpenClaimsForItems(
  db: Database,
  insuredItemIds: readonly string[],
): Promise<ClaimRow[]> {
  if (insuredItemIds.length === 0) return [];
  return db
    .select()
    .from(claims)
    .where(
      and(
        inArray(claims.insuredItemId, [...insuredItemIds]),
        ne(claims.approvalStatus, 'repudiated'),
        notInArray(claims.claimStatus, ['paid_out', 'closed']),
      ),
    );
}

export interface ClaimFilter {
  line?: string;
  policyHolderId?: string;
  policyId?: string;
  status?: string;
  limit: number;
}

/** Claims, newest first. */
export async function listClaims(db: Database, filter: ClaimFilter): Promise<ClaimRow[]> {
  if (filter.line && filter.policyHolderId)
    return holderClaims(db).execute({
      line: filter.line,
      policyHolderId: filter.policyHolderId,
      policyId: filter.policyId || null,
      status: filter.status || null,
      limit: filter.limit,
    });
  const conditions = [
    filter.line ? eq(claims.line, filter.line) : undefined,
    filter.policyHolderId ? eq(claims.policyHolderId, filter.policyHolderId) : undefined,
    filter.policyId ? eq(claims.policyId, filter.policyId) : undefined,
    filter.status ? eq(claims.claimStatus, filter.status) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(claims)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(filter.limit);
}

/** A holder's claims of one line (every claim list a customer asks for): one prepared statement. */
const holderClaims = preparedPerDatabase((db) =>
  db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.line, sql.placeholder('line')),
        eq(claims.policyHolderId, sql.placeholder('policyHolderId')),
        equalsIfGiven(claims.policyId, 'policyId'),
        equalsIfGiven(claims.claimStatus, 'status'),
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(sql.placeholder('limit'))
    .prepare('holder_claims_of_line'),
);

/** Updates the claim only while it is still in `from` (both axes), so concurrent moves cannot both win. */
export async function updateClaimFrom(
  db: Database,
  claim: Pick<ClaimRow, 'id' | 'claimStatus' | 'approvalStatus'>,
  changes: Partial<NewClaimRow>,
): Promise<ClaimRow | null> {
  const [updated] = await db
    .update(claims)
    .set(changes)
    .where(
      and(
        eq(claims.id, claim.id),
        eq(claims.claimStatus, claim.claimStatus),
        eq(claims.approvalStatus, claim.approvalStatus),
      ),
    )
    .returning();
  return updated ?? null;
}

export interface ClaimEvent {
  claimId: string;
  type: string;
  summary: string;
  data?: Record<string, unknown>;
  actor: string;
  /** a staff-only entry: never shown to the customer */
  internal?: boolean;
  at: Date;
}

/** Every change of a claim appends one event (entity type 'claim'), seen by the event observers. */
export async function appendClaimEvent(db: Database, event: ClaimEvent): Promise<void> {
  await appendEvent(db, {
    entityType: 'claim',
    entityId: event.claimId,
    type: event.type,
    summary: event.summary,
    ...(event.data ? { data: event.data } : {}),
    actor: event.actor,
    ...(event.internal ? { internal: true } : {}),
    at: event.at,
  });
}

/** The claims' events, oldest first; staff-only entries only when asked for. */
export async function listClaimEvents(
  db: Database,
  claimIds: readonly string[],
  options: { includeInternal?: boolean } = {},
) {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, 'claim'),
        inArray(events.entityId, [...claimIds]),
        options.includeInternal ? undefined : eq(events.internal, false),
      ),
    )
    .orderBy(events.createdAt, events.seq);
}
