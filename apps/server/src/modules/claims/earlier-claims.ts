/**
 * The earlier claims on what a claim is for, for the staff claim page (QA walk 9 finding 1: a second claim for a
 * person whose first was repudiated named no earlier claim). A claim on a covered life (funeral, credit life)
 * matches as a second claim on the life is refused (same-life-claims.ts: the same member, or the same ID number);
 * one on an insured item (a phone, a vehicle) matches the same item, also insured on the customer's other
 * policies (QA walk 12 no. 1: by its VIN, IMEI, or registration where it has neither). Made before it; a life's
 * claims only on the same policy.
 */
import {
  claimDisplayValue,
  type ClaimApprovalStatus,
  type ClaimStatus,
  type EarlierClaim,
} from '@cover/domain';
import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, insuredItems, policies, policyMembers, type ClaimRow } from '../../db/schema/index.js';
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

/** The item data fields that name an item whichever policy insures it, in the order they are trusted. */
const ITEM_IDENTITIES = ['vin', 'imei', 'registrationKey'] as const;

/** The ids of the insured items that are the claim's item, on any policy of the same policy holder. */
async function sameItemIds(db: Database, claim: ClaimRow, itemId: string): Promise<string[]> {
  const [item] = await db
    .select({ kind: insuredItems.kind, data: insuredItems.data, holderId: policies.policyHolderId })
    .from(insuredItems)
    .innerJoin(policies, eq(policies.id, insuredItems.policyId))
    .where(eq(insuredItems.id, itemId));
  const data = (item?.data ?? {}) as Record<string, unknown>;
  const key = ITEM_IDENTITIES.find((field) => typeof data[field] === 'string' && data[field] !== '');
  if (!item || !key) return [itemId];
  const rows = await db
    .select({ id: insuredItems.id })
    .from(insuredItems)
    .innerJoin(policies, eq(policies.id, insuredItems.policyId))
    .where(
      and(
        eq(insuredItems.kind, item.kind),
        sql`(${insuredItems.data} ->> ${key}) = ${data[key] as string}`,
        eq(policies.policyHolderId, item.holderId),
        eq(policies.line, claim.line),
      ),
    );
  return [itemId, ...rows.map((row) => row.id).filter((id) => id !== itemId)];
}

/** The claims on the same subject: the life on this policy, or the item on any of the holder's policies. */
async function sameSubjectAs(db: Database, claim: ClaimRow): Promise<SQL | undefined> {
  if (claim.memberId)
    return and(
      eq(claims.policyId, claim.policyId),
      sameLifeAs({ memberId: claim.memberId, idNumbers: await idNumbersOf(db, claim) }),
    );
  return claim.insuredItemId
    ? inArray(claims.insuredItemId, await sameItemIds(db, claim, claim.insuredItemId))
    : undefined;
}

/** The claims on the same life (of the same policy) or item made before `claim`, newest first. */
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
    .where(and(ne(claims.id, claim.id), lt(claims.createdAt, claim.createdAt), subject))
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
