/**
 * The ages of the family covered with a main member (spouse, children, extended family) against the member
 * age rules of their roles (validators/member-age.ts): what priceFuneralQuote checks, and what a form that
 * asks for the family before the main member is known can tell on each date of birth (familyAgeErrors).
 */
import type { FuneralRatingError } from '../../contracts/funeral-quote.js';
import { toExtendedFamilyRelation } from '../../constants/relationships.js';
import { ageMember, type AgedLife, type PersonInput } from './member-ages.js';

export interface ChildAgeInput extends PersonInput {
  isStudying?: boolean | undefined;
  isDisabled?: boolean | undefined;
}

export interface RelativeAgeInput extends PersonInput {
  /** a relation value or label, e.g. 'parent_in_law' or 'Parent in law' */
  relationship: string;
}

export interface FamilyAgeInput<M extends RelativeAgeInput = RelativeAgeInput> {
  spouse?: PersonInput | undefined;
  children: readonly ChildAgeInput[];
  extendedFamily: readonly M[];
}

export interface AgedFamily<M> {
  spouse: AgedLife | undefined;
  children: AgedLife[];
  extendedFamily: (AgedLife & { member: M })[];
}

const hasBirth = (person: PersonInput) => Boolean(person.dateOfBirth || person.idNumber);

/**
 * Ages each member of the family and applies the rule of their role, pushing the problems at their field
 * paths ('spouse.dateOfBirth', 'children.1.idNumber', 'extendedFamily.0.dateOfBirth'). With `onlyKnown`,
 * a member without a date of birth or ID number, or a relative without a known relationship, is passed by
 * (a form asks for those in its own words).
 */
export function ageFamily<M extends RelativeAgeInput>(
  family: FamilyAgeInput<M>,
  today: Date,
  errors: FuneralRatingError[],
  onlyKnown = false,
): AgedFamily<M> {
  const checked = (person: PersonInput) => !onlyKnown || hasBirth(person);
  const spouse =
    family.spouse && checked(family.spouse)
      ? ageMember(family.spouse, 'spouse', { role: 'spouse' }, today, errors)
      : undefined;
  const children: AgedLife[] = [];
  family.children.forEach((child, index) => {
    if (!checked(child)) return;
    const rule = { role: 'child', isStudying: child.isStudying, isDisabled: child.isDisabled } as const;
    const life = ageMember(child, `children.${index}`, rule, today, errors);
    if (life) children.push(life);
  });
  const extendedFamily: (AgedLife & { member: M })[] = [];
  family.extendedFamily.forEach((member, index) => {
    if (!checked(member) || (onlyKnown && !toExtendedFamilyRelation(member.relationship))) return;
    const rule = { role: 'extended', relation: member.relationship } as const;
    const life = ageMember(member, `extendedFamily.${index}`, rule, today, errors);
    if (life) extendedFamily.push({ ...life, member });
  });
  return { spouse, children, extendedFamily };
}

/**
 * The age problems of the family covered with the main member, at their field paths: a spouse outside 18
 * to 64, a child too old for their band, a relative outside their relationship's band, a date of birth in
 * the future. Members not yet given a date of birth (or ID number) or a relationship are not told here.
 */
export function familyAgeErrors(family: FamilyAgeInput, today: Date = new Date()): FuneralRatingError[] {
  const errors: FuneralRatingError[] = [];
  ageFamily(family, today, errors, true);
  return errors;
}
