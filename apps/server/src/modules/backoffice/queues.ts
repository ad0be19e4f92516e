/**
 * The back office's work queues: how many items wait in each and since when the oldest waits.
 * Underwriting: referred applications by underwriting status (since they last changed); pre-inspections sent
 * for assessment (since submitted); claims by status (open since submitted, the others since they last
 * changed); premiums that failed and are still unpaid on policies not cancelled (since the collection was made).
 * The claims and the failed premiums are counted from indexes alone (their rows are not read).
 */
import {
  BACKOFFICE_CLAIM_QUEUES,
  BACKOFFICE_UNDERWRITING_QUEUES,
  type BackofficeQueues,
  type QueueCount,
} from '@cover/domain';
import { and, count, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, claims, collections, preInspections } from '../../db/schema/index.js';
import { isWaitingFailedPremium } from './failed-payments.js';

const EMPTY: QueueCount = { count: 0, oldestAt: null };

/** min() of a timestamp comes back as a Date or, on some drivers, as a string. */
const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

const toCount = (row: { count: number | string; oldestAt: unknown } | undefined): QueueCount =>
  row ? { count: Number(row.count), oldestAt: isoOf(row.oldestAt) } : EMPTY;

function byKey<K extends string>(
  keys: readonly K[],
  rows: readonly { key: string; count: number | string; oldestAt: unknown }[],
): Record<K, QueueCount> {
  return Object.fromEntries(keys.map((key) => [key, toCount(rows.find((row) => row.key === key))])) as Record<
    K,
    QueueCount
  >;
}

async function underwritingQueues(db: Database) {
  const rows = await db
    .select({
      key: sql<string>`${applications.underwritingStatus}`,
      count: count(),
      oldestAt: min(sql`coalesce(${applications.underwrittenAt}, ${applications.updatedAt})`),
    })
    .from(applications)
    .where(
      and(
        inArray(applications.underwritingStatus, [...BACKOFFICE_UNDERWRITING_QUEUES]),
        isNull(applications.archivedAt),
      ),
    )
    .groupBy(applications.underwritingStatus);
  return byKey(BACKOFFICE_UNDERWRITING_QUEUES, rows);
}

async function preInspectionQueue(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({
      count: count(),
      oldestAt: min(sql`coalesce(${preInspections.submittedAt}, ${preInspections.updatedAt})`),
    })
    .from(preInspections)
    .where(and(eq(preInspections.assessmentStatus, 'SUBMITTED'), eq(preInspections.isDeleted, false)));
  return toCount(row);
}

async function claimQueues(db: Database) {
  const rows = await db
    .select({
      key: claims.claimStatus,
      count: count(),
      oldestAt: min(
        sql`case when ${claims.claimStatus} = 'open' then ${claims.createdAt} else ${claims.updatedAt} end`,
      ),
    })
    .from(claims)
    .where(inArray(claims.claimStatus, [...BACKOFFICE_CLAIM_QUEUES]))
    .groupBy(claims.claimStatus);
  return byKey(BACKOFFICE_CLAIM_QUEUES, rows);
}

async function failedPaymentQueue(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({
      count: count(),
      oldestAt: min(collections.createdAt),
    })
    .from(collections)
    .where(isWaitingFailedPremium(db));
  return toCount(row);
}

export async function backofficeQueues(db: Database): Promise<BackofficeQueues> {
  const [underwriting, awaiting, claimCounts, failedPayments] = await Promise.all([
    underwritingQueues(db),
    preInspectionQueue(db),
    claimQueues(db),
    failedPaymentQueue(db),
  ]);
  return {
    underwriting,
    preInspections: { awaiting },
    claims: claimCounts,
    failedPayments,
  };
}
