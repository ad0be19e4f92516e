/**
 * A claim on hold and the customer's answer to it: the assessor's hold (a 'claim.on_hold' event with the
 * note of what is needed) stays until the assessor moves the claim on, and the customer's first upload
 * after it answers it (a 'claim.hold_answered' event: the claim marked "Documents received" for staff, an
 * email to the customer). The document asked for (HOLD_DOCUMENT_KIND) is taken only while the claim is on hold.
 * Moving on before the customer answered needs the reason it is no longer needed, and tells them
 * ('claim.hold_withdrawn', docs/decisions/0039).
 */
import {
  CLAIM_HOLD_MESSAGES,
  HOLD_DOCUMENT_KIND,
  HOLD_WITHDRAWAL_MESSAGES,
  HOLD_WITHDRAWN_EVENTS,
  holdWithdrawnSummary,
  type HoldRequest,
} from '@cover/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import { events, type ClaimRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { appendClaimEvent, updateClaimFrom } from './repo.js';

export const HOLD_ANSWERED_EVENT = 'claim.hold_answered';

/** On hold: the assessor waits for the customer (in_review while no decision is made; shown OnHold). */
export const isClaimOnHold = (claim: Pick<ClaimRow, 'claimStatus' | 'approvalStatus'>): boolean =>
  claim.claimStatus === 'in_review' && claim.approvalStatus === 'pending';

/** The document asked for is taken only while the claim is on hold (409 otherwise). */
export function refuseHoldDocumentUnlessOnHold(
  claim: Pick<ClaimRow, 'claimStatus' | 'approvalStatus'>,
  kind: string,
): void {
  if (kind === HOLD_DOCUMENT_KIND.value && !isClaimOnHold(claim))
    throw new AppError(409, 'CLAIM_NOT_ON_HOLD', CLAIM_HOLD_MESSAGES.notOnHold);
}

/** The holds put on claims and their answers, oldest first (prepared: every claim list and page reads it). */
const holdEventsOf = preparedPerDatabase((db) =>
  db
    .select({ claimId: events.entityId, type: events.type, data: events.data, at: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'claim'),
        inArray(events.type, ['claim.on_hold', HOLD_ANSWERED_EVENT]),
        eq(events.internal, false),
        anyOf(events.entityId, 'claimIds'),
      ),
    )
    .orderBy(events.createdAt, events.seq)
    .prepare('hold_events_of_claims'),
);

/** The holds put on claims or applications, oldest first (prepared, as holdEventsOf). */
const holdRequestEventsOf = preparedPerDatabase((db) =>
  db
    .select({ id: events.entityId, data: events.data, at: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.entityType, sql.placeholder('entityType')),
        eq(events.type, sql.placeholder('type')),
        eq(events.internal, false),
        anyOf(events.entityId, 'ids'),
      ),
    )
    .orderBy(events.createdAt, events.seq)
    .prepare('hold_requests_of_entities'),
);

/** A claim's latest hold: what it asks for and when the customer answered it (null until they do). */
export interface ClaimHold {
  note: string | null;
  answeredAt: Date | null;
}

/** The latest hold of each claim that was ever put on hold, by claim id. */
export async function holdsOf(db: Database, claimIds: readonly string[]): Promise<Map<string, ClaimHold>> {
  if (claimIds.length === 0) return new Map();
  const rows = await holdEventsOf(db).execute({ claimIds: [...claimIds] });
  const holds = new Map<string, ClaimHold>();
  for (const row of rows) {
    if (row.type === 'claim.on_hold') {
      const note = row.data?.note;
      holds.set(row.claimId, { note: typeof note === 'string' ? note : null, answeredAt: null });
      continue;
    }
    const hold = holds.get(row.claimId);
    if (hold && hold.answeredAt === null) hold.answeredAt = row.at;
  }
  return holds;
}

/** Where a hold is recorded: a claim's (what staff wrote is its note), an application's (its reason). */
const HOLD_EVENTS = {
  claim: { type: 'claim.on_hold', words: 'note' },
  application: { type: 'application.underwriting_on_hold', words: 'reason' },
} as const;

/**
 * Every hold put on the given claims (or applications), oldest first, by id: when and what it asked for. A
 * document sent for a hold does not record which; it answers the one open when it was uploaded (holdAnswered).
 */
export async function holdRequestsOf(
  db: Database,
  ids: readonly string[],
  entityType: keyof typeof HOLD_EVENTS = 'claim',
): Promise<Map<string, HoldRequest[]>> {
  const requests = new Map<string, HoldRequest[]>();
  if (ids.length === 0) return requests;
  const { type, words } = HOLD_EVENTS[entityType];
  const rows = await holdRequestEventsOf(db).execute({ entityType, type, ids: [...ids] });
  for (const row of rows) {
    const note = row.data?.[words];
    const request = { at: row.at.toISOString(), note: typeof note === 'string' ? note : null };
    requests.set(row.id, [...(requests.get(row.id) ?? []), request]);
  }
  return requests;
}

/**
 * Documents the customer added to a claim on hold answer its hold, once: the claim is marked updated (staff
 * see it), 'Documents received' goes into its history and the customer is emailed. Later uploads to the same
 * hold add their documents only. Nothing for a claim not on hold.
 */
export async function answerHold(
  db: Database,
  claim: ClaimRow,
  files: number,
  at: { now: Date; actor: string },
): Promise<ClaimRow> {
  if (!isClaimOnHold(claim)) return claim;
  const hold = (await holdsOf(db, [claim.id])).get(claim.id);
  if (hold?.answeredAt) return claim;
  const updated = (await updateClaimFrom(db, claim, { updatedAt: at.now })) ?? claim;
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: HOLD_ANSWERED_EVENT,
    summary: `${CLAIM_HOLD_MESSAGES.answeredSummary} (${files} file${files === 1 ? '' : 's'})`,
    data: { files },
    actor: at.actor,
    at: at.now,
  });
  return updated;
}

/**
 * The assessor moves a claim on from a hold the customer has not answered (docs/decisions/0039): refused without
 * the reason what was asked for is no longer needed (422 at holdWithdrawnReason); with it a 'claim.hold_withdrawn'
 * event names what was asked and why, and the customer is told. Nothing for a claim not on hold or answered.
 */
export async function withdrawUnansweredHold(
  db: Database,
  claim: ClaimRow,
  reason: string | undefined,
  at: { now: Date; actor: string },
): Promise<void> {
  if (!isClaimOnHold(claim)) return;
  const hold = (await holdsOf(db, [claim.id])).get(claim.id);
  if (hold?.answeredAt) return;
  if (!reason)
    throw new AppError(422, 'VALIDATION_FAILED', HOLD_WITHDRAWAL_MESSAGES.reason, {
      holdWithdrawnReason: HOLD_WITHDRAWAL_MESSAGES.reason,
    });
  const asked = hold?.note ?? null;
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: HOLD_WITHDRAWN_EVENTS.claim,
    summary: holdWithdrawnSummary(asked, reason),
    data: { asked, reason },
    actor: at.actor,
    at: at.now,
  });
}
