/**
 * Turns a covered person's date of birth or ID number into an age on the quote date and checks it
 * against the member age rules (validators/member-age.ts). Errors carry the dotted path of the field.
 */
import type { FuneralRatingError } from '../../contracts/funeral-quote.js';
import { ageOn, isInFuture, parseIsoDate } from '../../validators/calendar.js';
import { checkMemberAge } from '../../validators/member-age.js';
import type { MemberAgeInput } from '../../validators/member-age.js';
import { birthDiffersFromId } from '../../validators/id-birth.js';
import { parseSaIdNumber } from '../../validators/sa-id.js';

export const MEMBER_DATE_MESSAGES = {
  futureDateOfBirth: 'Date of birth cannot be in the future',
} as const;

export interface PersonInput {
  dateOfBirth?: string | undefined;
  idNumber?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export interface AgedPerson {
  age: number;
  /** the field an age error belongs to: the date of birth when given, else the ID number */
  agePath: string;
  /** identifies the same life across the policy (ID number, or names with date of birth), if known */
  lifeKey: string | undefined;
}

/** 'children.0' + 'dateOfBirth' → 'children.0.dateOfBirth'; a top-level member has the empty path. */
function fieldPath(path: string, field: string): string {
  return path === '' ? field : `${path}.${field}`;
}

function lifeKeyOf(person: PersonInput, dateOfBirth: string): string | undefined {
  if (person.idNumber) return `id:${person.idNumber.trim()}`;
  if (person.firstName && person.lastName) {
    return `name:${person.firstName.trim().toLowerCase()}|${person.lastName.trim().toLowerCase()}|${dateOfBirth}`;
  }
  return undefined;
}

/**
 * The age in whole years on `today` of a person given by date of birth and/or ID number. When both are
 * given they must agree. Pushes an error and returns undefined when the age cannot be known.
 */
export function agePerson(
  person: PersonInput,
  path: string,
  today: Date,
  errors: FuneralRatingError[],
): AgedPerson | undefined {
  let dateOfBirth = person.dateOfBirth;
  if (person.idNumber !== undefined) {
    const parsed = parseSaIdNumber(person.idNumber, today);
    if (!parsed.valid) {
      errors.push({ path: fieldPath(path, 'idNumber'), message: parsed.reason });
      return undefined;
    }
    const mismatch = birthDiffersFromId(person.idNumber, dateOfBirth);
    if (mismatch) {
      errors.push({ path: fieldPath(path, 'dateOfBirth'), message: mismatch });
      return undefined;
    }
    dateOfBirth = parsed.dateOfBirth;
  }
  const agePath =
    person.dateOfBirth !== undefined ? fieldPath(path, 'dateOfBirth') : fieldPath(path, 'idNumber');
  const birth = dateOfBirth === undefined ? null : parseIsoDate(dateOfBirth);
  if (dateOfBirth === undefined || birth === null) {
    errors.push({ path: agePath, message: 'Please enter a date of birth or an ID number' });
    return undefined;
  }
  if (isInFuture(birth, today)) {
    errors.push({ path: agePath, message: MEMBER_DATE_MESSAGES.futureDateOfBirth });
    return undefined;
  }
  return { age: ageOn(dateOfBirth, today), agePath, lifeKey: lifeKeyOf(person, dateOfBirth) };
}

/** Checks an age against the member age rules; pushes the rule's message at `path` when it fails. */
export function checkAge(member: MemberAgeInput, path: string, errors: FuneralRatingError[]): boolean {
  const check = checkMemberAge(member);
  if (!check.ok) errors.push({ path, message: check.message });
  return check.ok;
}

/** A covered life whose age is known and allowed for its role. */
export interface AgedLife {
  age: number;
  /** the member's path, e.g. 'children.0' */
  path: string;
  agePath: string;
  lifeKey: string | undefined;
}

/** Ages a member and applies the age rule of its role; pushes errors and returns undefined when it fails. */
export function ageMember(
  person: PersonInput,
  path: string,
  rule: Omit<MemberAgeInput, 'age'>,
  today: Date,
  errors: FuneralRatingError[],
): AgedLife | undefined {
  const aged = agePerson(person, path, today, errors);
  if (!aged || !checkAge({ ...rule, age: aged.age }, aged.agePath, errors)) return undefined;
  return { age: aged.age, path, agePath: aged.agePath, lifeKey: aged.lifeKey };
}
