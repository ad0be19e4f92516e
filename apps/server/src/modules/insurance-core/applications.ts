/** Applications of the insurance core: stored with their priced quote and moved along their lifecycle. */
import { and, desc, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  applicationLifecycle,
  formatRand,
  productName,
  type ApplicationLifecycleStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import { nextApplicationNumber } from './record-numbers.js';
import { assertNotUnderReview } from './underwriting.js';

export type NewApplication = Omit<
  typeof applications.$inferInsert,
  'id' | 'applicationNumber' | 'status' | 'createdAt' | 'updatedAt'
>;

export async function insertApplication(
  db: Database,
  values: NewApplication,
  at: { now: Date; actor: string },
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(applications)
    .values({
      ...values,
      applicationNumber: await nextApplicationNumber(db, at.now),
      status: 'PENDING',
      createdAt: at.now,
      updatedAt: at.now,
    })
    .returning();
  if (!row) throw new Error('application was not stored');
  await appendEvent(db, {
    entityType: 'application',
    entityId: row.id,
    type: 'application.created',
    summary: `Application for ${productName(row.packageName)} received`,
    data: { quotePackageId: row.quotePackageId, premium: row.monthlyPremium },
    actor: at.actor,
    at: at.now,
  });
  return row;
}

/**
 * Replaces what a PENDING application holds (its quote, members, beneficiaries, payment and billing day)
 * with a new priced version; 409 once it has moved on (approved, issued, archived). The update only
 * succeeds while it is still PENDING, so it cannot race an approval.
 */
export async function alterPendingApplication(
  db: Database,
  row: ApplicationRow,
  values: Omit<NewApplication, 'line' | 'policyHolderId'>,
  at: { now: Date; actor: string },
): Promise<ApplicationRow> {
  if (row.status !== 'PENDING') throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
  assertNotUnderReview(row);
  const [updated] = await db
    .update(applications)
    .set({ ...values, updatedAt: at.now })
    .where(and(eq(applications.id, row.id), eq(applications.status, 'PENDING')))
    .returning();
  if (!updated) throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
  await appendEvent(db, {
    entityType: 'application',
    entityId: row.id,
    type: 'application.altered',
    summary: `Application changed: ${productName(updated.packageName)}, premium ${formatRand(updated.monthlyPremium)} a month`,
    data: {
      quotePackageId: updated.quotePackageId,
      previousQuotePackageId: row.quotePackageId,
      premium: updated.monthlyPremium,
      previousPremium: row.monthlyPremium,
    },
    actor: at.actor,
    at: at.now,
  });
  return updated;
}

/**
 * The history line of an application approved on its declaration, in plain words for the customer and staff
 * alike (the consents' keys and text version are kept on the application's details, not in its history).
 */
export const DECLARATION_APPROVED =
  'Declaration, terms and conditions and privacy consent accepted; application approved';

export interface Transition {
  now: Date;
  actor: string;
  summary: string;
  changes?: Partial<Pick<ApplicationRow, 'declarationAcceptedAt' | 'policyId' | 'archivedAt' | 'details'>>;
}

/**
 * Moves an application to `to` if its lifecycle allows it (409 otherwise). The update only succeeds
 * from the status it was read in, so two concurrent requests cannot both move it.
 */
export async function transitionApplication(
  db: Database,
  row: ApplicationRow,
  to: ApplicationLifecycleStatus,
  transition: Transition,
): Promise<ApplicationRow> {
  const from = row.status as ApplicationLifecycleStatus;
  if (!applicationLifecycle.canTransition(from, to))
    throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
  const [updated] = await db
    .update(applications)
    .set({ status: to, updatedAt: transition.now, ...transition.changes })
    .where(and(eq(applications.id, row.id), eq(applications.status, from)))
    .returning();
  if (!updated) throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
  await appendEvent(db, {
    entityType: 'application',
    entityId: row.id,
    type: `application.${to.toLowerCase()}`,
    summary: transition.summary,
    // approved on the customer's declaration: the moment the application is made (its "received" notice)
    data: transition.changes?.declarationAcceptedAt ? { from, to, declaration: true } : { from, to },
    actor: transition.actor,
    at: transition.now,
  });
  return updated;
}

export interface ApplicationFilter {
  /** the product line asking: a line lists only its own applications */
  line: string;
  status?: string | undefined;
  limit: number;
  packageName?: string | undefined;
}

/**
 * The list filter of a status: DECLINED is an application an underwriter declined (stored CANCELLED with
 * underwriting status DECLINED), which CANCELLED then leaves out; none: all but the archived.
 */
function statusCondition(status: string | undefined): SQL {
  if (!status) return ne(applications.status, 'ARCHIVED');
  const declined = eq(applications.underwritingStatus, 'DECLINED');
  if (status === 'DECLINED') return sql`${eq(applications.status, 'CANCELLED')} and ${declined}`;
  if (status === 'CANCELLED')
    return sql`${eq(applications.status, 'CANCELLED')} and ${or(isNull(applications.underwritingStatus), not(declined))}`;
  return eq(applications.status, status);
}

/** A holder's applications of one line, newest first; archived ones only when asked for by status. */
export async function listHolderApplications(
  db: Database,
  policyHolderId: string,
  filter: ApplicationFilter,
): Promise<ApplicationRow[]> {
  const conditions = [eq(applications.line, filter.line), eq(applications.policyHolderId, policyHolderId)];
  conditions.push(statusCondition(filter.status));
  if (filter.packageName) conditions.push(eq(applications.packageName, filter.packageName));
  return db
    .select()
    .from(applications)
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(filter.limit);
}

/** A new PENDING application of the line for the holder, or the caller's PENDING one altered. */
export function storePendingApplication(
  db: Database,
  altering: ApplicationRow | null,
  values: Omit<NewApplication, 'line' | 'policyHolderId'>,
  owner: Pick<NewApplication, 'line' | 'policyHolderId'>,
  at: { now: Date; actor: string },
): Promise<ApplicationRow> {
  return altering
    ? alterPendingApplication(db, altering, values, at)
    : insertApplication(db, { ...values, ...owner }, at);
}
