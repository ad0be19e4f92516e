import { parseSaIdNumber, toExtendedFamilyRelation } from '@cover/domain';
import { type CoverOptionCode } from '@cover/domain/funeral';

/** Covered people as typed on screen (plain JSON, kept in the persisted wizard drafts). */
export interface PersonDraft {
  firstName: string;
  lastName: string;
  idNumber: string;
  dateOfBirth: string;
}

export interface ChildDraft extends PersonDraft {
  key: string;
  isStudying: boolean;
  isDisabled: boolean;
}

export interface ExtendedFamilyDraft {
  key: string;
  firstName: string;
  lastName: string;
  relationship: string;
  dateOfBirth: string;
  coverageOption: CoverOptionCode;
}

export const emptyPerson = (): PersonDraft => ({
  firstName: '',
  lastName: '',
  idNumber: '',
  dateOfBirth: '',
});

let counter = 0;
const key = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

export const newChild = (lastName = ''): ChildDraft => ({
  key: key('c'),
  ...emptyPerson(),
  lastName,
  isStudying: false,
  isDisabled: false,
});

export const newExtendedFamilyMember = (coverageOption: CoverOptionCode): ExtendedFamilyDraft => ({
  key: key('x'),
  firstName: '',
  lastName: '',
  relationship: '',
  dateOfBirth: '',
  coverageOption,
});

/** A text as given, trimmed, or undefined when blank. */
export const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A person's date of birth: as entered, or read from a valid ID number. */
export function dateOfBirthOf(person: Pick<PersonDraft, 'dateOfBirth' | 'idNumber'>): string | undefined {
  const given = blankToUndefined(person.dateOfBirth);
  if (given) return given;
  const parsed = person.idNumber.trim() ? parseSaIdNumber(person.idNumber) : null;
  return parsed?.valid ? parsed.dateOfBirth : undefined;
}

/** A quoted life by ID number when there is one, otherwise by date of birth (never both: they must agree). */
export function quoteIdentity(person: PersonDraft) {
  const idNumber = blankToUndefined(person.idNumber);
  return {
    firstName: blankToUndefined(person.firstName),
    lastName: blankToUndefined(person.lastName),
    ...(idNumber ? { idNumber } : { dateOfBirth: blankToUndefined(person.dateOfBirth) }),
  };
}

/** A person as the application payload names them (spouse, children). */
export const payloadPerson = (person: PersonDraft) => ({
  first_name: person.firstName.trim(),
  last_name: person.lastName.trim(),
  date_of_birth: dateOfBirthOf(person) ?? '',
  id_number: blankToUndefined(person.idNumber),
});

/** A child as a quote input prices them. */
export const quoteChild = (child: ChildDraft) => ({
  ...quoteIdentity(child),
  isStudying: child.isStudying,
  isDisabled: child.isDisabled,
});

/** An extended family member as a quote input prices them (names only when given). */
export const quoteRelative = (member: ExtendedFamilyDraft) => ({
  relationship: member.relationship,
  dateOfBirth: member.dateOfBirth,
  coverageOption: member.coverageOption,
  firstName: blankToUndefined(member.firstName),
  lastName: blankToUndefined(member.lastName),
});

/** A child as the application payload names them. */
export const payloadChild = (child: ChildDraft) => ({
  ...payloadPerson(child),
  is_studying: child.isStudying,
  is_disabled: child.isDisabled,
});

/** An extended family member as the application payload names them. */
export const payloadRelative = (member: ExtendedFamilyDraft) => ({
  first_name: member.firstName.trim(),
  last_name: member.lastName.trim(),
  relationship: toExtendedFamilyRelation(member.relationship) ?? member.relationship,
  date_of_birth: member.dateOfBirth,
  coverage_option: member.coverageOption,
});

/** The spouse (when covered) and the children of a draft. */
interface FamilyDraft {
  spouseIncluded: boolean;
  spouse: PersonDraft;
  children: ChildDraft[];
}

/** The spouse and children as a quote input prices them. */
export const quoteFamily = (family: FamilyDraft) => ({
  spouse: family.spouseIncluded ? quoteIdentity(family.spouse) : undefined,
  children: family.children.map(quoteChild),
});

/** The spouse and children as the application payload names them. */
export const payloadFamily = (family: FamilyDraft) => ({
  spouse: family.spouseIncluded ? payloadPerson(family.spouse) : undefined,
  children: family.children.map(payloadChild),
});
