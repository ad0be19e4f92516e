/**
 * One claim per covered life on a policy (QA walk 9 finding 1: a repudiated death claim was followed by a
 * second one for the same person, same ID and day, cause now "accidental", and it was taken). An earlier claim
 * on the life refuses a new one while it is being dealt with, once approved or paid, and once repudiated (for
 * the same event: a repudiated disability claim does not stand in the way of the death claim); a claim closed
 * undecided does not. The life is the covered member, or anyone on the policy with the same ID number (a person
 * added again as a new member is the same life). Only the policy's own claims count: a person covered on two
 * policies is paid by each, and another customer's claim is never named.
 */
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, policyMembers } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export const SAME_LIFE_CLAIM_MESSAGES = {
  open: (claimNumber: string) =>
    `Claim ${claimNumber} for this person is already with us: please follow it, and add any documents it needs, under Claims rather than making another claim.`,
  approved: (claimNumber: string) =>
    `Claim ${claimNumber} for this person has already been approved and its payout is on its way, so another claim for the same person cannot be made. You can follow it under Claims.`,
  paid: (claimNumber: string) =>
    `Claim ${claimNumber} for this person has already been paid, so another claim for the same person cannot be made. If you have a question about it, please request a call back.`,
  // the claim page and the repudiation notice send a customer who disagrees to the complaints page
  repudiated: (claimNumber: string) =>
    `Claim ${claimNumber} for this person was repudiated: we cannot pay it, and another claim for the same person cannot be made. If you disagree with the decision, please tell us within 90 days on our Complaints page (linked at the foot of every page) and we will review it.`,
} as const;

export interface ClaimedLife {
  policyId: string;
  /** the covered member claimed for */
  memberId: string;
  /** the ID numbers the claim gives for the person (the member's, the one typed) */
  idNumbers: readonly (string | null | undefined)[];
  /** the claim type being made (a repudiated claim refuses only another of its type) */
  type: string;
}

type EarlierClaim = Pick<typeof claims.$inferSelect, 'claimNumber' | 'claimStatus' | 'approvalStatus'>;

function messageFor(claim: EarlierClaim): string {
  if (claim.approvalStatus === 'repudiated') return SAME_LIFE_CLAIM_MESSAGES.repudiated(claim.claimNumber);
  if (claim.approvalStatus !== 'approved') return SAME_LIFE_CLAIM_MESSAGES.open(claim.claimNumber);
  return claim.claimStatus === 'pending_payout'
    ? SAME_LIFE_CLAIM_MESSAGES.approved(claim.claimNumber)
    : SAME_LIFE_CLAIM_MESSAGES.paid(claim.claimNumber);
}

/**
 * A claim (with its covered member: `.leftJoin(policyMembers, eq(policyMembers.id, claims.memberId))`) on the
 * same life: the same covered member, or a member or claimed person with one of the ID numbers given.
 */
export function sameLifeAs(life: Pick<ClaimedLife, 'memberId' | 'idNumbers'>): SQL | undefined {
  const idNumbers = [...new Set(life.idNumbers.filter((value): value is string => Boolean(value)))];
  const sameLife: SQL[] = [eq(claims.memberId, life.memberId)];
  if (idNumbers.length > 0)
    sameLife.push(
      inArray(policyMembers.idNumber, idNumbers),
      inArray(sql<string>`${claims.details} ->> 'idNumber'`, idNumbers),
    );
  return or(...sameLife);
}

/**
 * Refuses (409 CLAIM_EXISTS, the message at `field`) a claim on a life that already has one on the policy that
 * stands in its way, naming that claim. Serialised per policy with a transaction advisory lock, so that two
 * submissions for the same person cannot both pass.
 */
export async function refuseSecondClaimOnLife(db: Database, life: ClaimedLife, field: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`claimed-life:${life.policyId}`}))`);
  const [earlier] = await db
    .select({
      claimNumber: claims.claimNumber,
      claimStatus: claims.claimStatus,
      approvalStatus: claims.approvalStatus,
    })
    .from(claims)
    .leftJoin(policyMembers, eq(policyMembers.id, claims.memberId))
    .where(
      and(
        eq(claims.policyId, life.policyId),
        sameLifeAs(life),
        or(
          eq(claims.approvalStatus, 'approved'),
          and(eq(claims.approvalStatus, 'repudiated'), eq(claims.type, life.type)),
          and(eq(claims.approvalStatus, 'pending'), ne(claims.claimStatus, 'closed')),
        ),
      ),
    )
    .orderBy(desc(claims.createdAt))
    .limit(1);
  if (!earlier) return;
  const message = messageFor(earlier);
  throw new AppError(409, 'CLAIM_EXISTS', message, { [field]: message });
}
