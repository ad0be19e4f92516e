import { z } from 'zod';
import { familyAgeErrors, funeralCoverOptionField, funeralCoverTypeField } from '@cover/domain/funeral';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { quoteFamily, quoteRelative } from '../../shared/members/member-drafts';
import { extendedFamilyDraftSchema, familyDraftShape } from '../../shared/members/member-schemas';
import { addBirthIdErrors, addNameErrors, type FieldErrors } from '../../shared/members/member-validation';
import type { EmployeeCover } from '../state/register-types';

const DATE_OF_BIRTH_OR_ID = 'Please enter a date of birth or an ID number';

/**
 * Who is covered: names, a date of birth or ID number each (agreeing when both are given), each relative's
 * relationship and birthday, and everyone's age band (the domain's member age rules, as the quote applies
 * them), told on the date of birth where it can be put right rather than as a refused quote at step 4.
 */
export function coverErrors(cover: EmployeeCover, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (cover.spouseIncluded) {
    addNameErrors(errors, 'spouse.', cover.spouse);
    addBirthIdErrors(errors, 'spouse.', cover.spouse);
  }
  cover.children.forEach((child, index) => {
    addNameErrors(errors, `children.${index}.`, child);
    addBirthIdErrors(errors, `children.${index}.`, child);
    if (!child.dateOfBirth && !child.idNumber) errors[`children.${index}.dateOfBirth`] = DATE_OF_BIRTH_OR_ID;
  });
  if (cover.spouseIncluded && !cover.spouse.dateOfBirth && !cover.spouse.idNumber)
    errors['spouse.dateOfBirth'] = DATE_OF_BIRTH_OR_ID;
  cover.extendedFamily.forEach((member, index) => {
    addNameErrors(errors, `extendedFamily.${index}.`, member);
    if (!member.relationship)
      errors[`extendedFamily.${index}.relationship`] = 'Please choose the relationship';
    if (!member.dateOfBirth) errors[`extendedFamily.${index}.dateOfBirth`] = 'Please enter the date of birth';
  });
  const family = { ...quoteFamily(cover), extendedFamily: cover.extendedFamily.map(quoteRelative) };
  for (const { path, message } of familyAgeErrors(family, today)) errors[path] ??= message;
  return errors;
}

const coverShape = z.object({
  coverType: funeralCoverTypeField,
  coverOption: funeralCoverOptionField,
  ...familyDraftShape,
  extendedFamily: z.array(extendedFamilyDraftSchema),
});

/** Step 1: the cover and who it covers; the free benefit has no choices to check. */
export const coverSchema = (free: boolean) =>
  free ? coverShape : coverShape.superRefine((cover, ctx) => addIssues(ctx, coverErrors(cover)));
