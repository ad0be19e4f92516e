/**
 * Member age rules of funeral cover (spec 002 §5). Ages are whole years.
 * - Any member: 0–74.
 * - Main member: 18–64. Spouse: 18–64.
 * - Child: 0–21; up to 25 when studying; a disabled child is allowed beyond 21 (within the overall 74).
 * - Extended family: by relation (see EXTENDED_FAMILY_AGE_LIMITS).
 */
import { EXTENDED_FAMILY_RELATIONS, toExtendedFamilyRelation } from '../constants/relationships.js';
import type { ExtendedFamilyRelation } from '../constants/relationships.js';

export type MemberRole = 'main' | 'spouse' | 'child' | 'extended';

export interface AgeLimits {
  min: number;
  max: number;
}

export const ANY_MEMBER_AGE: AgeLimits = { min: 0, max: 74 };
export const MAIN_MEMBER_AGE: AgeLimits = { min: 18, max: 64 };
export const SPOUSE_AGE: AgeLimits = { min: 18, max: 64 };
export const CHILD_AGE: AgeLimits = { min: 0, max: 21 };
export const STUDYING_CHILD_MAX_AGE = 25;

const RELATIVE_1_TO_74: AgeLimits = { min: 1, max: 74 };
const ELDER_18_TO_74: AgeLimits = { min: 18, max: 74 };

export const EXTENDED_FAMILY_AGE_LIMITS: Readonly<Record<ExtendedFamilyRelation, AgeLimits>> = {
  aunt: RELATIVE_1_TO_74,
  brother: RELATIVE_1_TO_74,
  cousin: RELATIVE_1_TO_74,
  nephew: RELATIVE_1_TO_74,
  niece: RELATIVE_1_TO_74,
  parent_in_law: RELATIVE_1_TO_74,
  policy_holder: RELATIVE_1_TO_74,
  sister: RELATIVE_1_TO_74,
  uncle: RELATIVE_1_TO_74,
  father: ELDER_18_TO_74,
  mother: ELDER_18_TO_74,
  grandparent: ELDER_18_TO_74,
  grandchild: { min: 1, max: 21 },
};

export interface MemberAgeInput {
  role: MemberRole;
  /** age in whole years */
  age: number;
  /** extended family only: a relation value or label, e.g. 'parent_in_law' or 'Parent in law' */
  relation?: string;
  isStudying?: boolean;
  isDisabled?: boolean;
}

export type MemberAgeCheck = { ok: true } | { ok: false; message: string };

export const MEMBER_AGE_MESSAGES = {
  wholeYears: 'Age must be a whole number of years, 0 or more',
  anyMember: `A member must be between ${ANY_MEMBER_AGE.min} and ${ANY_MEMBER_AGE.max} years old`,
  main: `The main member must be between ${MAIN_MEMBER_AGE.min} and ${MAIN_MEMBER_AGE.max} years old`,
  spouse: `A spouse must be between ${SPOUSE_AGE.min} and ${SPOUSE_AGE.max} years old`,
  child: `A child must be ${CHILD_AGE.max} or younger, or ${STUDYING_CHILD_MAX_AGE} or younger when studying`,
  unknownRelation: 'Please choose a valid relationship for the extended family member',
} as const;

function extendedFamilyMessage(relation: ExtendedFamilyRelation): string {
  const label = EXTENDED_FAMILY_RELATIONS.find((r) => r.value === relation)?.label ?? relation;
  const { min, max } = EXTENDED_FAMILY_AGE_LIMITS[relation];
  return `An extended family member (${label}) must be between ${min} and ${max} years old`;
}

/** The age limits that apply to a member, or undefined for an extended member without a known relation. */
export function memberAgeLimits(member: Omit<MemberAgeInput, 'age'>): AgeLimits | undefined {
  switch (member.role) {
    case 'main':
      return MAIN_MEMBER_AGE;
    case 'spouse':
      return SPOUSE_AGE;
    case 'child':
      if (member.isDisabled) return { min: CHILD_AGE.min, max: ANY_MEMBER_AGE.max };
      return member.isStudying ? { min: CHILD_AGE.min, max: STUDYING_CHILD_MAX_AGE } : CHILD_AGE;
    case 'extended': {
      const relation = member.relation === undefined ? undefined : toExtendedFamilyRelation(member.relation);
      return relation && EXTENDED_FAMILY_AGE_LIMITS[relation];
    }
  }
}

function roleMessage(member: MemberAgeInput): string {
  switch (member.role) {
    case 'main':
      return MEMBER_AGE_MESSAGES.main;
    case 'spouse':
      return MEMBER_AGE_MESSAGES.spouse;
    case 'child':
      return member.isDisabled ? MEMBER_AGE_MESSAGES.anyMember : MEMBER_AGE_MESSAGES.child;
    case 'extended': {
      const relation = toExtendedFamilyRelation(member.relation ?? '');
      return relation ? extendedFamilyMessage(relation) : MEMBER_AGE_MESSAGES.unknownRelation;
    }
  }
}

/**
 * Checks a member's age against the limits of the member's role. Every role's limits lie within the
 * overall 0–74 band, so that band holds for all members.
 */
export function checkMemberAge(member: MemberAgeInput): MemberAgeCheck {
  const { age } = member;
  if (!Number.isInteger(age) || age < 0) return { ok: false, message: MEMBER_AGE_MESSAGES.wholeYears };
  const limits = memberAgeLimits(member);
  if (!limits) return { ok: false, message: MEMBER_AGE_MESSAGES.unknownRelation };
  return age >= limits.min && age <= limits.max ? { ok: true } : { ok: false, message: roleMessage(member) };
}
