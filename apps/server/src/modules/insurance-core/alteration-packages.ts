/**
 * Alteration packages: a priced preview of a change (status pending, valid 7 days, tied to the policy
 * version it was priced on) that is later applied (status applied).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { alterationPackages, type AlterationPackageRow, type PolicyRow } from '../../db/schema/index.js';
import { plusValidity } from './clock.js';
import { alterationNotFound, CORE_MESSAGES, conflict, isUuid, unprocessable } from './errors.js';

export interface NewAlteration {
  type: string;
  change: Record<string, unknown>;
  currentPremium: number;
  newPremium: number;
  currentSumAssured: number;
  newSumAssured: number;
  result: Record<string, unknown>;
  summary: string;
}

export async function insertAlterationPackage(
  db: Database,
  policy: PolicyRow,
  alteration: NewAlteration,
  now: Date,
): Promise<AlterationPackageRow> {
  const [row] = await db
    .insert(alterationPackages)
    .values({
      ...alteration,
      policyId: policy.id,
      status: 'pending',
      policyVersion: policy.version,
      expiresAt: plusValidity(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('alteration package was not stored');
  return row;
}

/**
 * The pending package of this policy, ready to apply: 404 when unknown, 409 when applied already or priced
 * on an older policy version, 422 when expired (it is marked expired).
 */
export async function takePendingAlteration(
  db: Database,
  policy: PolicyRow,
  alterationPackageId: string,
  now: Date,
): Promise<AlterationPackageRow> {
  if (!isUuid(alterationPackageId)) throw alterationNotFound();
  const [row] = await db
    .select()
    .from(alterationPackages)
    .where(and(eq(alterationPackages.id, alterationPackageId), eq(alterationPackages.policyId, policy.id)))
    .for('update');
  if (!row) throw alterationNotFound();
  if (row.status === 'applied') throw conflict('ALTERATION_APPLIED', CORE_MESSAGES.alterationApplied);
  if (row.status === 'expired' || row.expiresAt.getTime() <= now.getTime()) {
    if (row.status !== 'expired') await markAlteration(db, row.id, 'expired', now);
    throw unprocessable('ALTERATION_EXPIRED', CORE_MESSAGES.alterationExpired);
  }
  if (row.policyVersion !== policy.version) throw conflict('ALTERATION_STALE', CORE_MESSAGES.alterationStale);
  return row;
}

export async function markAlteration(
  db: Database,
  id: string,
  status: 'applied' | 'expired',
  now: Date,
): Promise<AlterationPackageRow> {
  const [row] = await db
    .update(alterationPackages)
    .set({ status, updatedAt: now, ...(status === 'applied' ? { appliedAt: now } : {}) })
    .where(eq(alterationPackages.id, id))
    .returning();
  if (!row) throw new Error(`alteration ${id} vanished`);
  return row;
}
