/**
 * Whom an event is about and what its notice may say: the policy holder of the application, policy, claim
 * (through its policy) or pre-inspection, with the facts the domain's notice texts use.
 */
import { productName, saDay, type NoticeFacts } from '@cover/domain';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  claims,
  collections,
  events,
  policies,
  policyHolders,
  preInspections,
  type EventRow,
  type PolicyHolderRow,
} from '../../db/schema/index.js';

export interface NoticeTarget {
  holder: PolicyHolderRow;
  facts: NoticeFacts;
}

const MOTOR_PRODUCT = 'Motor Cover';

type Data = Record<string, unknown>;
const text = (data: Data, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};
const cents = (data: Data, key: string): number | null => {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

async function holderOf(db: Database, id: string): Promise<PolicyHolderRow | null> {
  const [row] = await db.select().from(policyHolders).where(eq(policyHolders.id, id)).limit(1);
  return row ?? null;
}

async function policyRow(db: Database, id: string) {
  const [row] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
  return row ?? null;
}

async function applicationTarget(db: Database, event: EventRow, data: Data) {
  const [row] = await db.select().from(applications).where(eq(applications.id, event.entityId)).limit(1);
  if (!row) return null;
  return {
    holderId: row.policyHolderId,
    facts: { product: productName(row.packageName), reason: text(data, 'reason') ?? row.declineReason },
  };
}

/** The amount and day a policy event names (premium and due date, arrears and the day cover ends…). */
function policyFigures(event: EventRow, data: Data, row: NonNullable<Awaited<ReturnType<typeof policyRow>>>) {
  switch (event.type) {
    case 'policy.issued':
      return { amount: row.monthlyPremium, date: row.startDate };
    case 'policy.grace_started':
    case 'policy.lapse_warning':
      return { amount: cents(data, 'balance') ?? row.balance, date: text(data, 'graceEndsOn') };
    case 'policy.reinstated':
      return { amount: null, date: saDay(row.reinstatedAt ?? event.createdAt) };
    default:
      return { amount: cents(data, 'amount'), date: text(data, 'dueDate') };
  }
}

/**
 * A missed premium is told once: not again when the billing run presents it again during the grace period,
 * and not as well as 'policy.grace_started' when it is the policy's first unpaid premium (that notice says it).
 */
async function toldElsewhere(db: Database, event: EventRow, data: Data, balance: number): Promise<boolean> {
  const collectionId = text(data, 'collectionId');
  if (!collectionId) return false;
  const [earlier] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'policy'),
        eq(events.entityId, event.entityId),
        eq(events.type, 'collection.failed'),
        ne(events.id, event.id),
        lt(events.createdAt, event.createdAt),
        sql`${events.data}->>'collectionId' = ${collectionId}`,
      ),
    )
    .limit(1);
  if (earlier) return true;
  if (balance !== 0) return false;
  const [otherUnpaid] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.policyId, event.entityId),
        eq(collections.type, 'premium'),
        eq(collections.status, 'failed'),
        ne(collections.id, collectionId),
      ),
    )
    .limit(1);
  return !otherUnpaid;
}

async function policyTarget(db: Database, event: EventRow, data: Data) {
  const row = await policyRow(db, event.entityId);
  if (!row) return null;
  if (event.type === 'collection.failed' && (await toldElsewhere(db, event, data, row.balance))) return null;
  return {
    holderId: row.policyHolderId,
    facts: {
      product: productName(row.packageName),
      policyNumber: row.policyNumber,
      ...policyFigures(event, data, row),
    },
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
      reason: event.type === 'claim.repudiated' ? claim.decisionReason : null,
    },
  };
}

async function preInspectionTarget(db: Database, event: EventRow, data: Data) {
  const [row] = await db.select().from(preInspections).where(eq(preInspections.id, event.entityId)).limit(1);
  if (!row) return null;
  return {
    holderId: row.policyHolderId,
    facts: {
      product: MOTOR_PRODUCT,
      vehicle: `${row.make} ${row.model} ${row.registrationNo}`,
      reason: text(data, 'reason') ?? row.rejectionReason,
    },
  };
}

const TARGETS: Record<
  string,
  (
    db: Database,
    event: EventRow,
    data: Data,
  ) => Promise<{ holderId: string; facts: Omit<NoticeFacts, 'firstName'> } | null>
> = {
  application: applicationTarget,
  policy: policyTarget,
  claim: claimTarget,
  pre_inspection: preInspectionTarget,
};

/** The holder the event's notice goes to and its facts; null when the event is about nobody we can reach. */
export async function noticeTargetOf(db: Database, event: EventRow): Promise<NoticeTarget | null> {
  const find = TARGETS[event.entityType];
  if (!find) return null;
  const found = await find(db, event, (event.data ?? {}) as Data);
  if (!found) return null;
  const holder = await holderOf(db, found.holderId);
  if (!holder) return null;
  return { holder, facts: { ...found.facts, firstName: holder.firstName } };
}
