/** The on_behalf_acceptances rows: which operator made which application for whom, and its acceptance. */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  employees,
  onBehalfAcceptances,
  policyHolders,
  operators,
  type ApplicationRow,
  type OnBehalfAcceptanceRow,
} from '../../db/schema/index.js';
import { applicationNotFound, isUuid } from '../insurance-core/errors.js';

export async function recordOnBehalf(
  db: Database,
  row: { applicationId: string; policyHolderId: string; operatorId: string; now: Date },
): Promise<void> {
  await db
    .insert(onBehalfAcceptances)
    .values({
      applicationId: row.applicationId,
      policyHolderId: row.policyHolderId,
      operatorId: row.operatorId,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing();
}

export interface OnBehalfPair {
  onBehalf: OnBehalfAcceptanceRow;
  application: ApplicationRow;
}

/** The operator's own application (made at the desk); 404 for anyone else's or an unknown id. */
export async function findOperatorApplication(
  db: Database,
  operatorId: string,
  applicationId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OnBehalfPair> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const query = db
    .select({ onBehalf: onBehalfAcceptances, application: applications })
    .from(onBehalfAcceptances)
    .innerJoin(applications, eq(applications.id, onBehalfAcceptances.applicationId))
    .where(
      and(
        eq(onBehalfAcceptances.applicationId, applicationId),
        eq(onBehalfAcceptances.operatorId, operatorId),
      ),
    );
  const [pair] = lock ? await query.for('update') : await query;
  if (!pair) throw applicationNotFound();
  return pair;
}

export interface OperatorListFilter {
  policyHolderId?: string | undefined;
  /** the stored statuses to read (none: every status) */
  storedStatuses?: readonly string[] | undefined;
  /** none: all of them */
  limit?: number | undefined;
  /** words the employee's name, salary reference number or the application number holds (QA H2 finding 1) */
  search?: string | undefined;
  /** a further condition (the desk's archive) */
  where?: SQL | undefined;
}

/** A LIKE pattern holding `text` anywhere, its wildcards taken as characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The application number, or the employee's "first last" name or salary reference number, holds `search`. */
function searchCondition(db: Database, search: string): SQL | undefined {
  const pattern = containing(search.trim().replace(/\s+/g, ' '));
  const matchingHolders = db
    .select({ id: policyHolders.id })
    .from(policyHolders)
    .innerJoin(employees, eq(employees.idNumber, policyHolders.idNumber))
    .where(
      or(
        ilike(sql`(${employees.firstName} || ' ' || ${employees.lastName})`, pattern),
        ilike(employees.salaryReferenceNumber, pattern),
      ),
    );
  return or(
    ilike(applications.applicationNumber, pattern),
    inArray(onBehalfAcceptances.policyHolderId, matchingHolders),
  );
}

/** The operator's applications, newest first. */
export function listOperatorApplications(
  db: Database,
  operatorId: string,
  filter: OperatorListFilter,
): Promise<OnBehalfPair[]> {
  const conditions = [eq(onBehalfAcceptances.operatorId, operatorId)];
  if (filter.policyHolderId) conditions.push(eq(onBehalfAcceptances.policyHolderId, filter.policyHolderId));
  if (filter.storedStatuses) conditions.push(inArray(applications.status, [...filter.storedStatuses]));
  const searched = filter.search ? searchCondition(db, filter.search) : undefined;
  if (searched) conditions.push(searched);
  if (filter.where) conditions.push(filter.where);
  const query = db
    .select({ onBehalf: onBehalfAcceptances, application: applications })
    .from(onBehalfAcceptances)
    .innerJoin(applications, eq(applications.id, onBehalfAcceptances.applicationId))
    .where(and(...conditions))
    .orderBy(desc(onBehalfAcceptances.createdAt));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

export function listHolderOnBehalf(db: Database, policyHolderId: string): Promise<OnBehalfPair[]> {
  return db
    .select({ onBehalf: onBehalfAcceptances, application: applications })
    .from(onBehalfAcceptances)
    .innerJoin(applications, eq(applications.id, onBehalfAcceptances.applicationId))
    .where(eq(onBehalfAcceptances.policyHolderId, policyHolderId))
    .orderBy(desc(onBehalfAcceptances.createdAt));
}

export async function findOnBehalfByTokenHash(
  db: Database,
  tokenHash: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OnBehalfPair | null> {
  const query = db
    .select({ onBehalf: onBehalfAcceptances, application: applications })
    .from(onBehalfAcceptances)
    .innerJoin(applications, eq(applications.id, onBehalfAcceptances.applicationId))
    .where(eq(onBehalfAcceptances.tokenHash, tokenHash));
  const [pair] = lock ? await query.for('update') : await query;
  return pair ?? null;
}

export async function updateOnBehalf(
  db: Database,
  id: string,
  changes: Partial<
    Pick<OnBehalfAcceptanceRow, 'tokenHash' | 'expiresAt' | 'sentAt' | 'acceptedAt' | 'acceptedBy'>
  > & { updatedAt: Date },
): Promise<void> {
  await db.update(onBehalfAcceptances).set(changes).where(eq(onBehalfAcceptances.id, id));
}

/** Operators and back-office staff by id: their display name and whether they work at the desk. */
export async function operatorsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { displayName: string; desk: boolean }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, displayName: operators.displayName, roles: operators.roles })
    .from(operators)
    .where(inArray(operators.id, unique));
  return new Map(
    rows.map((row) => [row.id, { displayName: row.displayName, desk: row.roles.includes('operator') }]),
  );
}

/** Display names of operators by id. */
export async function operatorNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await operatorsByIds(db, ids);
  return new Map([...found].map(([id, operator]) => [id, operator.displayName]));
}
