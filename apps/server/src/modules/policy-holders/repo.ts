import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  policyHolders,
  type NewPolicyHolderRow,
  type PolicyHolderOwnerPool,
  type PolicyHolderRow,
} from '../../db/schema/index.js';

export interface PolicyHolderOwner {
  pool: PolicyHolderOwnerPool;
  sub: string;
}

const ownedBy = (owner: PolicyHolderOwner) =>
  and(eq(policyHolders.ownerPool, owner.pool), eq(policyHolders.ownerSub, owner.sub));

const holderByOwner = preparedPerDatabase((db) =>
  db
    .select()
    .from(policyHolders)
    .where(
      and(
        eq(policyHolders.ownerPool, sql.placeholder('pool')),
        eq(policyHolders.ownerSub, sql.placeholder('sub')),
      ),
    )
    .limit(1)
    .prepare('policy_holder_by_owner'),
);

/** The holder a signed-in person owns (every signed-in line call reads it: a prepared statement). */
export const findPolicyHolderByOwner = async (db: Database, owner: PolicyHolderOwner) =>
  (await holderByOwner(db).execute({ pool: owner.pool, sub: owner.sub }))[0] ?? null;

export const findPolicyHolderByIdNumber = async (db: Database, idNumber: string) =>
  (await db.select().from(policyHolders).where(eq(policyHolders.idNumber, idNumber)).limit(1))[0] ?? null;

/** Inserts a holder; returns null when its ID number or its owner already has one. */
export async function insertPolicyHolder(
  db: Database,
  row: NewPolicyHolderRow,
): Promise<PolicyHolderRow | null> {
  const [inserted] = await db.insert(policyHolders).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export type PolicyHolderChanges = Partial<
  Pick<NewPolicyHolderRow, 'firstName' | 'lastName' | 'email' | 'cellphone' | 'address'>
>;

/** Updates the holder with this id only if `owner` owns it; returns null otherwise. */
export async function updateOwnedPolicyHolder(
  db: Database,
  owner: PolicyHolderOwner,
  id: string,
  changes: PolicyHolderChanges,
): Promise<PolicyHolderRow | null> {
  const [updated] = await db
    .update(policyHolders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(policyHolders.id, id), ownedBy(owner)))
    .returning();
  return updated ?? null;
}

/** Links a holder nobody owns yet (registered by an operator) to `owner`; null when it is owned meanwhile. */
export async function claimPolicyHolder(
  db: Database,
  id: string,
  owner: PolicyHolderOwner,
  changes: PolicyHolderChanges,
): Promise<PolicyHolderRow | null> {
  const [claimed] = await db
    .update(policyHolders)
    .set({ ...changes, ownerPool: owner.pool, ownerSub: owner.sub, updatedAt: new Date() })
    .where(and(eq(policyHolders.id, id), isNull(policyHolders.ownerSub)))
    .returning();
  return claimed ?? null;
}
