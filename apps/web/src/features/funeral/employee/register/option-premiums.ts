import { ageOn, parseSaIdNumber, toExtendedFamilyRelation } from '@cover/domain';
import {
  familyAgeErrors,
  PACKAGE_NAMES,
  RETAIL_FUNERAL_PACKAGE_NAME,
  type CoverCalculatorInputDraft,
} from '@cover/domain/funeral';
import { dateOfBirthOf, quoteFamily, quoteRelative } from '../../shared/members/member-drafts';
import type { EmployeeCover, EmployeeVariant } from '../state/register-types';

/**
 * What the server's cover calculator (getCoverCalculate, as /funeral's calculator asks it) prices the cover
 * options from: the package the variant takes, the main member's age (from their ID number), the spouse's
 * and each relative's age and the number of children. Null until everyone covered has an age within their
 * band (and each relative a relationship): a premium without them would be another cover's.
 */
export function optionPremiumInput(
  cover: EmployeeCover,
  variant: EmployeeVariant,
  mainIdNumber: string,
  today: Date = new Date(),
): Omit<CoverCalculatorInputDraft, 'coverOption'> | null {
  if (variant === 'free') return null;
  const main = parseSaIdNumber(mainIdNumber, today);
  if (!main.valid) return null;
  const spouseBirth = cover.spouseIncluded ? dateOfBirthOf(cover.spouse) : undefined;
  const known =
    (!cover.spouseIncluded || spouseBirth !== undefined) &&
    cover.children.every((child) => dateOfBirthOf(child) !== undefined) &&
    cover.extendedFamily.every(
      (member) => member.dateOfBirth !== '' && toExtendedFamilyRelation(member.relationship) !== undefined,
    );
  const family = { ...quoteFamily(cover), extendedFamily: cover.extendedFamily.map(quoteRelative) };
  if (!known || familyAgeErrors(family, today).length > 0) return null;
  return {
    packageName:
      variant === 'salary' ? PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE : RETAIL_FUNERAL_PACKAGE_NAME,
    coverType: cover.coverType,
    mainMemberAge: ageOn(main.dateOfBirth, today),
    spouseAge: spouseBirth === undefined ? undefined : ageOn(spouseBirth, today),
    numberOfChildren: cover.children.length,
    extendedFamily: cover.extendedFamily.map((member) => ({
      relationship: member.relationship,
      age: ageOn(member.dateOfBirth, today),
      coverageOption: member.coverageOption,
    })),
  };
}
