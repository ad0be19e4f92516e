/**
 * The earlier claims on what a claim is for, for the staff claim page (QA walk 9 finding 1: a second claim for a
 * person whose first was repudiated named no earlier claim). A claim on a covered life (funeral, credit life)
 * matches as a second claim on the life is refused (same-life-claims.ts: the same member, or the same ID number);
 * one on an insured item (a phone, a vehicle) matches the same item. Only the same policy's claims, made before it.
 */
import {
  claimDisplayValue,
  type ClaimApprovalStatus,
  type ClaimStatus,
  type EarlierClaim,
} from '@cover/domain';
import { and, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, policyMembers, type ClaimRow } from '../../db/schema/index.js';
import { sameLifeAs } from './same-life-claims.js';

/** The ID numbers the claim gives for its person: the covered member's and the one typed on the claim. */
async function idNumbersOf(db: Database, claim: ClaimRow): Promise<string[]> {
  const typed = typeof claim.details.idNumber === 'string' ? [claim.details.idNumber] : [];
  if (!claim.memberId) return typed;
  const [member] = await db
    .select({ idNumber: policyMembers.idNumber })
    .from(policyMembers)
    .where(eq(policyMembers.id, claim.memberId));
  return member?.idNumber ? [member.idNumber, ...typed] : typed;
}

async function sameSubjectAs(db: Database, claim: ClaimRow): Promise<SQL | undefined> {
  if (claim.memberId)
    return sameLifeAs({ memberId: claim.memberId, idNumbers: await idNumbersOf(db, claim) });
  return claim.insuredItemId ? eq(claims.insuredItemId, claim.insuredItemId) : undefined;
}

/** The same policy's claims on the same life or item made before `claim`, newest first. */
export async function earlierClaimsOf(
  db: Database,
  claim: ClaimRow,
): Promise<{ on: 'life' | 'item'; claims: EarlierClaim[] }> {
  const on = claim.memberId ? 'life' : 'item';
  const subject = await sameSubjectAs(db, claim);
  if (!subject) return { on, claims: [] };
  const rows = await db
    .select({
      id: claims.id,
      claimNumber: claims.claimNumber,
      claimStatus: claims.claimStatus,
      approvalStatus: claims.approvalStatus,
      grantedAmountCents: claims.grantedAmountCents,
      decidedAt: claims.decidedAt,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .leftJoin(policyMembers, eq(policyMembers.id, claims.memberId))
    .where(
      and(
        eq(claims.policyId, claim.policyId),
        ne(claims.id, claim.id),
        lt(claims.createdAt, claim.createdAt),
        subject,
      ),
    )
    .orderBy(desc(claims.createdAt));
  const earlier = rows.map((row) => {
    const axes = {
      status: row.claimStatus as ClaimStatus,
      approvalStatus: row.approvalStatus as ClaimApprovalStatus,
    };
    return {
      claimId: row.id,
      claimNumber: row.claimNumber,
      ...axes,
      statusDisplayValue: claimDisplayValue(axes),
      grantedAmount: row.grantedAmountCents,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { on, claims: earlier };
}
