/**
 * A covered family member's cover ends at their death (docs/decisions/0038): once the death claim for them
 * is approved (the supervisor confirms it), the system takes them off the policy and re-prices the lives
 * left, as removing a member does, so their premium stops from the next collection. The history credits
 * Telkom Cover; the customer is told by the policy-change notice, which asks them to share out the
 * member's percentage again when the member was also a beneficiary (beneficiaries are never changed for
 * them). The main member's death leaves the policy as it is: neither spec 002 nor REFERENCE says that it
 * ends the policy.
 */
import {
  alterationSummary,
  canAlterPolicy,
  MEMBER_DIED_CHANGES,
  saDay,
  type PolicyLifecycleStatus,
} from '@cover/domain';
import {
  FUNERAL_LINE,
  type CoverOptionCode,
  type FuneralCoverType,
  type FuneralPackageName,
} from '@cover/domain/funeral';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import {
  claims,
  policies,
  policyMembers,
  type BeneficiaryRow,
  type EventRow,
  type PolicyMemberRow,
} from '../../db/schema/index.js';
import { findClaim } from '../claims/repo.js';
import { appendEvent } from '../insurance-core/events.js';
import { lineDataFor } from '../insurance-core/lines.js';
import { listActiveMembers, listBeneficiaries, syncMembers, toSnapshot } from '../insurance-core/members.js';
import { updatePolicy } from '../insurance-core/policies.js';
import { FUNERAL, funeralDataOf } from './line.js';
import { priceLives } from './rating.js';

/** Who the history and the notices credit with ending the cover: the system, not the confirmer. */
export const DECEASED_MEMBER_ACTOR = 'system';

const normalised = (text: string | null) => (text ?? '').trim().toLowerCase();

/** Is this beneficiary the member who died: the same ID number, or (without one) the same names? */
export function isSamePerson(beneficiary: BeneficiaryRow, member: PolicyMemberRow): boolean {
  if (beneficiary.idNumber && member.idNumber) return beneficiary.idNumber.trim() === member.idNumber.trim();
  return (
    normalised(beneficiary.firstName) === normalised(member.firstName) &&
    normalised(beneficiary.lastName) === normalised(member.lastName)
  );
}

/**
 * Ends the cover of the member of an approved funeral death claim (inside the approval's transaction);
 * nothing when the claim is not a funeral one, the member is the main member or already off the policy, or
 * the policy can no longer change (cancelled).
 */
export async function endCoverAtDeath(db: Database, claimId: string, now: Date): Promise<void> {
  const claim = await findClaim(db, claimId);
  if (!claim || claim.line !== FUNERAL_LINE || !claim.memberId) return;
  const [policy] = await db.select().from(policies).where(eq(policies.id, claim.policyId)).for('update');
  if (!policy || !canAlterPolicy(policy.status as PolicyLifecycleStatus)) return;
  const [member] = await db
    .select()
    .from(policyMembers)
    .where(and(eq(policyMembers.id, claim.memberId), isNull(policyMembers.removedAt)));
  if (!member || member.role === 'main') return;

  const lives = (await listActiveMembers(db, [policy.id]))
    .filter((row) => row.id !== member.id)
    .map(toSnapshot);
  const { coverType, coverOption } = funeralDataOf(policy);
  const { quote, members } = priceLives(
    {
      packageName: policy.packageName as FuneralPackageName,
      coverType: coverType as FuneralCoverType,
      coverOption: coverOption as CoverOptionCode,
      members: lives,
    },
    { today: now, rateTableVersion: policy.rateTableVersion },
  );
  await syncMembers(db, policy.id, members, { today: saDay(now), now });
  const updated = await updatePolicy(
    db,
    policy.id,
    {
      version: policy.version + 1,
      module: { ...quote.module, startDate: policy.startDate },
      lineData: lineDataFor(FUNERAL, funeralDataOf(policy)),
      sumAssured: quote.sumAssured,
      basePremium: quote.basePremium,
      monthlyPremium: quote.suggestedPremium,
    },
    now,
  );
  const beneficiary = (await listBeneficiaries(db, [policy.id])).find((row) => isSamePerson(row, member));
  const change = {
    kind: 'member_died' as const,
    people: [
      {
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        ...(member.role === 'extended' && member.relation ? { relation: member.relation } : {}),
      },
    ],
  };
  await appendEvent(db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.altered',
    summary: alterationSummary(change, policy.monthlyPremium, updated.monthlyPremium, 'staff'),
    data: {
      alterationType: beneficiary ? MEMBER_DIED_CHANGES.beneficiary : MEMBER_DIED_CHANGES.member,
      change,
      claimId: claim.id,
      claimNumber: claim.claimNumber,
      memberId: member.id,
      ...(beneficiary ? { beneficiaryId: beneficiary.id } : {}),
      premiumBefore: policy.monthlyPremium,
      premiumAfter: updated.monthlyPremium,
      version: updated.version,
    },
    actor: DECEASED_MEMBER_ACTOR,
    at: now,
  });
}

/** The lives of funeral policies as their view shows them: who is covered now, and who died (see livesOf). */
export interface PolicyLives {
  /** the members on the policies now, in their order */
  active: PolicyMemberRow[];
  /** the members whose death claim was approved (off the policy since, the main member excepted) */
  deceased: PolicyMemberRow[];
}

/**
 * The active and the deceased members of these policies in one statement (every funeral policy list and
 * detail reads both): each member on a policy now or with an approved funeral claim for them, flagged.
 */
export async function livesOf(db: Database, policyIds: readonly string[]): Promise<PolicyLives> {
  if (policyIds.length === 0) return { active: [], deceased: [] };
  const rows = await livesOfPolicies(db).execute({ policyIds: [...policyIds] });
  return {
    active: rows.filter((row) => row.member.removedAt === null).map((row) => row.member),
    deceased: rows.filter((row) => row.died).map((row) => row.member),
  };
}

/** The members of these policies' approved funeral claims (a member's death claim). */
const approvedDeaths = (db: Database) =>
  db
    .selectDistinct({ memberId: claims.memberId })
    .from(claims)
    .where(
      and(
        anyOf(claims.policyId, 'policyIds'),
        eq(claims.line, FUNERAL_LINE),
        eq(claims.approvalStatus, 'approved'),
      ),
    )
    .as('approved_deaths');

/** The statement of livesOf, prepared. */
const livesOfPolicies = preparedPerDatabase((db) => {
  const deaths = approvedDeaths(db);
  return db
    .select({ member: policyMembers, died: sql<boolean>`${deaths.memberId} is not null` })
    .from(policyMembers)
    .leftJoin(deaths, eq(deaths.memberId, policyMembers.id))
    .where(
      and(
        anyOf(policyMembers.policyId, 'policyIds'),
        or(isNull(policyMembers.removedAt), isNotNull(deaths.memberId)),
      ),
    )
    .orderBy(asc(policyMembers.position), asc(policyMembers.createdAt))
    .prepare('lives_of_policies');
});

/** The observer of approvals: a funeral death claim's approval ends the deceased member's cover. */
export async function onClaimApproved(db: Database, event: EventRow): Promise<void> {
  if (event.entityType !== 'claim' || event.type !== 'claim.approved') return;
  await endCoverAtDeath(db, event.entityId, event.createdAt);
}
