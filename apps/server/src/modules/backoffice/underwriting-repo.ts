/**
 * Queries of manual underwriting: the referred applications with their holder and policy number, the
 * counts per underwriting status, and one application locked for a decision.
 */
import {
  UNDERWRITING_STATUSES,
  type BackofficeApplicationsQuery,
  type UnderwritingStatus,
} from '@cover/domain';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, policies, policyHolders, type ApplicationRow } from '../../db/schema/index.js';

export interface UnderwritingRow {
  application: ApplicationRow;
  holder: {
    id: string;
    firstName: string;
    lastName: string;
    idNumber: string;
    email: string;
    cellphone: string | null;
  };
  policyNumber: string | null;
}

const selection = {
  application: applications,
  holder: {
    id: policyHolders.id,
    firstName: policyHolders.firstName,
    lastName: policyHolders.lastName,
    idNumber: policyHolders.idNumber,
    email: policyHolders.email,
    cellphone: policyHolders.cellphone,
  },
  policyNumber: policies.policyNumber,
};

function joined(db: Database, where: SQL | undefined) {
  return db
    .select(selection)
    .from(applications)
    .innerJoin(policyHolders, eq(policyHolders.id, applications.policyHolderId))
    .leftJoin(policies, eq(policies.id, applications.policyId))
    .where(where);
}

/** Applications that were referred, filtered by status and line, oldest first within the open queue. */
export async function listReferred(
  db: Database,
  query: BackofficeApplicationsQuery,
): Promise<UnderwritingRow[]> {
  const conditions: SQL[] = [isNotNull(applications.underwritingStatus)];
  if (query.status) conditions.push(eq(applications.underwritingStatus, query.status));
  if (query.line) conditions.push(eq(applications.line, query.line));
  return joined(db, and(...conditions))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(query.limit);
}

/** How many applications are in each underwriting status (every line). */
export async function countByStatus(db: Database): Promise<Record<UnderwritingStatus, number>> {
  const rows = await db
    .select({ status: applications.underwritingStatus, count: count() })
    .from(applications)
    .where(isNotNull(applications.underwritingStatus))
    .groupBy(applications.underwritingStatus);
  return Object.fromEntries(
    UNDERWRITING_STATUSES.map((status) => [
      status,
      Number(rows.find((row) => row.status === status)?.count ?? 0),
    ]),
  ) as Record<UnderwritingStatus, number>;
}

/**
 * One application, referred or not (null when unknown): staff reach any application from the search (by
 * its number or the holder's ID number), and its page says when it was never referred.
 */
export async function findApplicationRow(
  db: Database,
  applicationId: string,
): Promise<UnderwritingRow | null> {
  const [row] = await joined(db, eq(applications.id, applicationId));
  return row ?? null;
}

/** Locks the application row for a decision (the caller is in a transaction). */
export async function lockApplication(db: Database, applicationId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  return row ?? null;
}

export async function updateUnderwriting(
  db: Database,
  applicationId: string,
  values: Partial<
    Pick<
      ApplicationRow,
      'underwritingStatus' | 'declineReason' | 'underwrittenBy' | 'underwrittenAt' | 'updatedAt'
    >
  >,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set(values)
    .where(eq(applications.id, applicationId))
    .returning();
  if (!row) throw new Error('application vanished');
  return row;
}
