import { parseSaIdNumber, type CoverOptionCode } from '@cover/domain';

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

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

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
