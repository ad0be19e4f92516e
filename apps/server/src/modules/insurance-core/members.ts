/** Covered members and beneficiaries of policies. Member ids stay stable across alterations. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BeneficiaryInput } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import {
  beneficiaries,
  policyMembers,
  type BeneficiaryRow,
  type PolicyMemberRow,
} from '../../db/schema/index.js';

export type MemberRole = 'main' | 'spouse' | 'child' | 'extended';

/** One covered life as priced for a policy version; memberId is absent for a life not yet stored. */
export interface MemberSnapshot {
  memberId?: string | undefined;
  role: MemberRole;
  firstName: string | null;
  lastName: string | null;
  idNumber: string | null;
  dateOfBirth: string;
  relation: string | null;
  coverageOption: string;
  isStudying: boolean;
  isDisabled: boolean;
  coverAmount: number;
  accidentalCoverAmount: number;
  premium: number;
  age: number;
}

export function toSnapshot(row: PolicyMemberRow): MemberSnapshot {
  return {
    memberId: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    relation: row.relation,
    coverageOption: row.coverageOption,
    isStudying: row.isStudying,
    isDisabled: row.isDisabled,
    coverAmount: row.coverAmount,
    accidentalCoverAmount: row.accidentalCoverAmount,
    premium: row.premium,
    age: row.age,
  };
}

const memberValues = (member: MemberSnapshot, position: number) => ({
  role: member.role,
  firstName: member.firstName,
  lastName: member.lastName,
  idNumber: member.idNumber,
  dateOfBirth: member.dateOfBirth,
  relation: member.relation,
  coverageOption: member.coverageOption,
  isStudying: member.isStudying,
  isDisabled: member.isDisabled,
  coverAmount: member.coverAmount,
  accidentalCoverAmount: member.accidentalCoverAmount,
  premium: member.premium,
  age: member.age,
  position,
});

/** The current (not removed) members of policies, in their order. */
export async function listActiveMembers(
  db: Database,
  policyIds: readonly string[],
): Promise<PolicyMemberRow[]> {
  if (policyIds.length === 0) return [];
  return activeMembersOf(db).execute({ policyIds });
}

const activeMembersOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(policyMembers)
    .where(and(anyOf(policyMembers.policyId, 'policyIds'), isNull(policyMembers.removedAt)))
    .orderBy(asc(policyMembers.position), asc(policyMembers.createdAt))
    .prepare('active_members_of_policies'),
);

/**
 * Writes a policy version's member list: known members are updated, new ones inserted (added on `today`),
 * and current members missing from the list are marked removed.
 */
export async function syncMembers(
  db: Database,
  policyId: string,
  members: readonly MemberSnapshot[],
  at: { today: string; now: Date },
): Promise<void> {
  const current = await listActiveMembers(db, [policyId]);
  const kept = new Set(members.flatMap((member) => (member.memberId ? [member.memberId] : [])));
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0)
    await db
      .update(policyMembers)
      .set({ removedAt: at.now, updatedAt: at.now })
      .where(inArray(policyMembers.id, removed));
  for (const [position, member] of members.entries()) {
    const values = memberValues(member, position);
    if (member.memberId) {
      await db
        .update(policyMembers)
        .set({ ...values, updatedAt: at.now })
        .where(and(eq(policyMembers.id, member.memberId), eq(policyMembers.policyId, policyId)));
    } else {
      await db
        .insert(policyMembers)
        .values({ ...values, policyId, addedOn: at.today, createdAt: at.now, updatedAt: at.now });
    }
  }
}

export async function listBeneficiaries(
  db: Database,
  policyIds: readonly string[],
): Promise<BeneficiaryRow[]> {
  if (policyIds.length === 0) return [];
  return beneficiariesOf(db).execute({ policyIds });
}

const beneficiariesOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(beneficiaries)
    .where(anyOf(beneficiaries.policyId, 'policyIds'))
    .orderBy(asc(beneficiaries.position))
    .prepare('beneficiaries_of_policies'),
);

/** Replaces a policy's beneficiaries as a whole (the caller has checked they total 100). */
export async function replaceBeneficiaries(
  db: Database,
  policyId: string,
  list: readonly BeneficiaryInput[],
  now: Date,
): Promise<void> {
  await db.delete(beneficiaries).where(eq(beneficiaries.policyId, policyId));
  if (list.length === 0) return;
  await db.insert(beneficiaries).values(
    list.map((entry, position) => ({
      policyId,
      relation: entry.relation,
      firstName: entry.firstName,
      lastName: entry.lastName,
      idNumber: entry.idNumber ?? null,
      email: entry.email ?? null,
      mobile: entry.mobile ?? null,
      alternateMobile: entry.alternateMobile ?? null,
      percentage: entry.percentage,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
