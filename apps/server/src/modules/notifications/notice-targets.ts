/**
 * Whom an event is about and what its notice may say: the policy holder of the application, policy, claim
 * (through its policy) or pre-inspection, with the facts the domain's notice texts use. Events come in
 * batches (one, or all a statement appended): the policies, the holders and the earlier missed premiums of a
 * batch are read in one query each, so a billing run's page of notices costs a few round trips.
 */
import { MOTOR_CLAIM_INSPECTION_TYPE } from '@cover/domain/motor';
import { HOLD_WITHDRAWN_EVENTS, productName, type NoticeFacts } from '@cover/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  claims,
  collections,
  events,
  operators,
  policies,
  policyHolders,
  preInspections,
  type EventRow,
  type PolicyHolderRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { openClaimNumbers } from '../insurance-core/cancellation.js';
import { isUuid } from '../insurance-core/errors.js';
import { madeForSwap } from './inspection-for-swap.js';
import { CHANGES, changeFacts } from './change-facts.js';
import { asData, cents, policyFigures, text, type Data } from './notice-figures.js';
import {
  appliedTogether,
  changedTogether,
  issuedTogether,
  POLICY_STEPS_TOLD_TOGETHER,
  continuingAfter,
} from './sold-together.js';

export interface NoticeTarget {
  holder: PolicyHolderRow;
  facts: NoticeFacts;
  /**
   * The cover this one was sold with, whose notice of the same event tells it (a phone's credit life: its
   * application names the phone's, its policy the phone's policy); null for cover told on its own.
   */
  toldWith?: ToldWith | null;
}

/** The application or policy whose notice tells a cover sold with it. */
export interface ToldWith {
  entityType: 'application' | 'policy';
  entityId: string;
}

const MOTOR_PRODUCT = productName('RETAIL_MOTOR_INSURANCE');

async function policyRow(db: Database, id: string) {
  const [row] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
  return row ?? null;
}

async function applicationTarget(db: Database, event: EventRow, data: Data) {
  const [row] = await db.select().from(applications).where(eq(applications.id, event.entityId)).limit(1);
  if (!row) return null;
  // an application sold with another (a phone's credit life) is named in that one's notice of the same step
  const parent = text((row.details ?? {}) as Data, 'linkedApplicationId');
  return {
    holderId: row.policyHolderId,
    facts: {
      product: productName(row.packageName),
      applicationNumber: row.applicationNumber,
      amount: row.monthlyPremium,
      reason: text(data, 'reason') ?? row.declineReason,
      // a withdrawn hold: what it had asked for
      asked: text(data, 'asked'),
      together: parent ? [] : await appliedTogether(db, row),
    },
    toldWith: parent ? { entityType: 'application' as const, entityId: parent } : null,
  };
}

/** A missed premium's event, with the collection it is about. */
interface FailedPremium {
  index: number;
  event: EventRow;
  collectionId: string;
}

/**
 * The 'collection.failed' events of a batch that are not told: a missed premium is told once, not again when
 * the billing run presents it again during the grace period, and not as well as 'policy.grace_started' when it
 * is the policy's first unpaid premium (that notice says it). Each event is judged as the database stood when it
 * was appended: a premium whose first failure comes later in the batch was not yet unpaid.
 */
async function toldElsewhere(
  db: Database,
  batch: readonly EventRow[],
  policyOf: ReadonlyMap<string, PolicyRow>,
): Promise<Set<string>> {
  const failed: FailedPremium[] = batch.flatMap((event, index) => {
    const collectionId = event.type === 'collection.failed' ? text(asData(event), 'collectionId') : null;
    return collectionId ? [{ index, event, collectionId }] : [];
  });
  const told = new Set<string>();
  if (failed.length === 0) return told;
  const policyIds = [...new Set(failed.map((entry) => entry.event.entityId))];
  const earlier = await db
    .select({
      id: events.id,
      collectionId: sql<string>`${events.data}->>'collectionId'`,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'policy'),
        inArray(events.entityId, policyIds),
        eq(events.type, 'collection.failed'),
        inArray(sql`${events.data}->>'collectionId'`, [
          ...new Set(failed.map((entry) => entry.collectionId)),
        ]),
      ),
    );
  const firstFailures = new Map<string, number>();
  for (const entry of failed) {
    const toldBefore = earlier.some(
      (row) =>
        row.collectionId === entry.collectionId &&
        row.id !== entry.event.id &&
        row.createdAt < entry.event.createdAt,
    );
    if (toldBefore) told.add(entry.event.id);
    else if (!firstFailures.has(entry.collectionId)) firstFailures.set(entry.collectionId, entry.index);
  }
  const withoutArrears = failed.filter(
    (entry) => !told.has(entry.event.id) && policyOf.get(entry.event.entityId)?.balance === 0,
  );
  if (withoutArrears.length === 0) return told;
  const unpaid = await db
    .select({ id: collections.id, policyId: collections.policyId })
    .from(collections)
    .where(
      and(
        inArray(collections.policyId, [...new Set(withoutArrears.map((entry) => entry.event.entityId))]),
        eq(collections.type, 'premium'),
        eq(collections.status, 'failed'),
      ),
    );
  for (const entry of withoutArrears) {
    const otherUnpaid = unpaid.some(
      (row) =>
        row.policyId === entry.event.entityId &&
        row.id !== entry.collectionId &&
        (firstFailures.get(row.id) ?? -1) < entry.index,
    );
    if (!otherUnpaid) told.add(entry.event.id);
  }
  return told;
}

async function policyTarget(db: Database, row: PolicyRow, event: EventRow, data: Data) {
  // a policy sold with another (a phone's credit life) is told in that policy's notice of the same step
  const parent = POLICY_STEPS_TOLD_TOGETHER.has(event.type)
    ? text((row.lineData ?? {}) as Data, 'linkedPolicyId')
    : null;
  const together =
    parent || !POLICY_STEPS_TOLD_TOGETHER.has(event.type)
      ? null
      : event.type === 'policy.issued'
        ? await issuedTogether(db, row)
        : await changedTogether(db, row, event);
  return {
    holderId: row.policyHolderId,
    facts: {
      product: productName(row.packageName),
      policyNumber: row.policyNumber,
      ...policyFigures(event, data, row),
      ...(CHANGES.has(event.type) ? await changeFacts(db, event, data, row) : {}),
      ...(together ? { together } : {}),
      ...(event.type === 'policy.cancelled' && !parent
        ? { continuing: await continuingAfter(db, row), openClaims: await openClaimNumbers(db, row.id) }
        : {}),
    },
    toldWith: parent ? { entityType: 'policy' as const, entityId: parent } : null,
  };
}

async function claimTarget(db: Database, event: EventRow, data: Data) {
  const [claim] = await db.select().from(claims).where(eq(claims.id, event.entityId)).limit(1);
  if (!claim) return null;
  const policy = await policyRow(db, claim.policyId);
  const amount =
    event.type === 'claim.approved'
      ? (cents(data, 'grantedAmount') ?? claim.grantedAmountCents)
      : event.type === 'claim.paid'
        ? (cents(data, 'amount') ?? claim.grantedAmountCents)
        : claim.requestedAmountCents;
  return {
    holderId: policy?.policyHolderId ?? claim.policyHolderId,
    facts: {
      product: policy ? productName(policy.packageName) : claim.line,
      policyNumber: policy?.policyNumber ?? null,
      claimNumber: claim.claimNumber,
      amount,
      // a claim just made: whether it still needs a document (every required one may have come with it)
      documentsOutstanding: event.type === 'claim.submitted' ? claim.documentsCompleteAt === null : null,
      // what the customer is told: what a hold asks for, the repudiation's customer reason, or why less than
      // the most payable was approved (never the confirmer's staff-only note)
      reason:
        event.type === 'claim.on_hold'
          ? text(data, 'note')
          : event.type === 'claim.repudiated' || event.type === 'claim.approved'
            ? claim.decisionReason
            : event.type === HOLD_WITHDRAWN_EVENTS.claim
              ? text(data, 'reason')
              : null,
      // approved at a limit its line set below the cover: why
      limit: event.type === 'claim.approved' ? text((data.payableLimit ?? {}) as Data, 'reason') : null,
      // a withdrawn hold: what it had asked for
      asked: text(data, 'asked'),
      // paid out: the account it went to (its ending only, in the notice) and the reference on the statement
      payout:
        event.type === 'claim.paid'
          ? {
              bank: claim.payoutBankName,
              accountEnding: claim.payoutAccountNumber.slice(-4),
              reference: text(data, 'reference') ?? claim.payoutReference,
            }
          : null,
      // approved or paid for a financed item lost outright: the settlement to its credit provider first (0043)
      settlement:
        (event.type === 'claim.approved' || event.type === 'claim.paid') &&
        claim.settlementCents !== null &&
        claim.settlementCreditProvider
          ? {
              creditProvider: claim.settlementCreditProvider,
              amount: claim.settlementCents,
              reference: event.type === 'claim.paid' ? claim.settlementReference : null,
            }
          : null,
    },
  };
}

async function preInspectionTarget(db: Database, event: EventRow, data: Data) {
  const [row] = await db.select().from(preInspections).where(eq(preInspections.id, event.entityId)).limit(1);
  if (!row) return null;
  // A claim's inspection is made when the customer asks for its link, which is texted at once: nothing to add.
  if (event.type === 'pre_inspection_created' && row.assessmentType === MOTOR_CLAIM_INSPECTION_TYPE)
    return null;
  // a claim's inspection is told as the photos for that claim, not as a pre-inspection
  const [claim] = row.claimId
    ? await db.select({ claimNumber: claims.claimNumber }).from(claims).where(eq(claims.id, row.claimId))
    : [];
  return {
    holderId: row.policyHolderId,
    facts: {
      product: MOTOR_PRODUCT,
      vehicle: `${row.make} ${row.model} ${row.registrationNo}`,
      reason: text(data, 'reason') ?? row.rejectionReason,
      inspectionClaimNumber: claim?.claimNumber ?? null,
      inspectionForSwap: await madeForSwap(db, event, data),
      inspectionStartedBy:
        event.type === 'pre_inspection_created' ? await deskOperatorName(db, event.actor) : null,
    },
  };
}

/**
 * The display name of the desk operator an event's actor is (`operator:<id>` with the operator role), or
 * null: an inspection an operator started for an employee says who (QA walk 15, finding 3).
 */
async function deskOperatorName(db: Database, actor: string | null): Promise<string | null> {
  if (!actor?.startsWith('operator:')) return null;
  const id = actor.slice('operator:'.length);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ displayName: operators.displayName, roles: operators.roles })
    .from(operators)
    .where(eq(operators.id, id))
    .limit(1);
  return row && row.roles.includes('operator') ? row.displayName : null;
}

interface Found {
  holderId: string;
  facts: Omit<NoticeFacts, 'firstName'>;
  toldWith?: ToldWith | null;
}

const TARGETS: Record<string, (db: Database, event: EventRow, data: Data) => Promise<Found | null>> = {
  application: applicationTarget,
  claim: claimTarget,
  pre_inspection: preInspectionTarget,
};

/**
 * The holder each event's notice goes to and its facts, in the batch's order; null for an event about nobody
 * we can reach (or a missed premium told elsewhere).
 */
export async function noticeTargetsOf(
  db: Database,
  batch: readonly EventRow[],
): Promise<(NoticeTarget | null)[]> {
  const policyIds = [...new Set(batch.filter((e) => e.entityType === 'policy').map((e) => e.entityId))];
  const policyRows =
    policyIds.length === 0 ? [] : await db.select().from(policies).where(inArray(policies.id, policyIds));
  const policyOf = new Map(policyRows.map((row) => [row.id, row]));
  const told = await toldElsewhere(db, batch, policyOf);
  const found: (Found | null)[] = [];
  for (const event of batch) {
    if (event.entityType === 'policy') {
      const row = policyOf.get(event.entityId);
      found.push(row && !told.has(event.id) ? await policyTarget(db, row, event, asData(event)) : null);
    } else found.push((await TARGETS[event.entityType]?.(db, event, asData(event))) ?? null);
  }
  const holderIds = [...new Set(found.flatMap((target) => (target ? [target.holderId] : [])))];
  const holders =
    holderIds.length === 0
      ? []
      : await db.select().from(policyHolders).where(inArray(policyHolders.id, holderIds));
  const holderOf = new Map(holders.map((row) => [row.id, row]));
  return found.map((target) => {
    const holder = target && holderOf.get(target.holderId);
    return target && holder
      ? {
          holder,
          facts: { ...target.facts, firstName: holder.firstName },
          toldWith: target.toldWith ?? null,
        }
      : null;
  });
}
