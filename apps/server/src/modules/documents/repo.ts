import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import { documents, type DocumentRow, type NewDocumentRow } from '../../db/schema/index.js';

export const POLICY_SCHEDULE_KIND = 'policy_schedule';

/** Inserts the rows; for a generated policy document of a version that already has one, nothing (null). */
export async function insertDocuments(db: Database, rows: NewDocumentRow[]): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(documents).values(rows).returning();
}

/** Inserts a generated policy document unless its (policy, kind, version) exists; null when it did. */
export async function insertPolicyVersionDocument(
  db: Database,
  row: NewDocumentRow,
): Promise<DocumentRow | null> {
  const [inserted] = await db.insert(documents).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findDocument(db: Database, documentId: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  return row ?? null;
}

/** The generated documents of a policy (schedules of every version), newest version first. */
export async function listPolicyVersionDocuments(db: Database, policyId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.policyId, policyId), isNotNull(documents.policyVersion)))
    .orderBy(desc(documents.policyVersion), desc(documents.createdAt));
}

export async function findPolicyVersionDocument(
  db: Database,
  policyId: string,
  kind: string,
  version: number,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.policyId, policyId), eq(documents.kind, kind), eq(documents.policyVersion, version)),
    );
  return row ?? null;
}

/** The documents of the claims, oldest first (then by kind and name). */
export async function listClaimDocuments(db: Database, claimIds: readonly string[]): Promise<DocumentRow[]> {
  if (claimIds.length === 0) return [];
  return documentsOfClaims(db).execute({ claimIds });
}

const documentsOfClaims = preparedPerDatabase((db) =>
  db
    .select()
    .from(documents)
    .where(anyOf(documents.claimId, 'claimIds'))
    .orderBy(documents.createdAt, documents.kind, documents.fileName, documents.id)
    .prepare('documents_of_claims'),
);

/** The documents uploaded to these applications, oldest first. */
export async function listApplicationDocuments(
  db: Database,
  applicationIds: readonly string[],
): Promise<DocumentRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.applicationId, [...applicationIds]))
    .orderBy(documents.createdAt, documents.id);
}
